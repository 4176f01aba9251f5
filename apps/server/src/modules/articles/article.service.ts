import type { Article, ArticleBody, UpdateArticleBody } from '@scm/contracts'
import type { z } from 'zod'
import { recordAudit } from '../../platform/audit/audit.ts'
import { AppError, conflict, notFound } from '../../platform/errors/app-error.ts'
import type { RequestContext } from '../../platform/http/context.ts'
import { assertTags } from '../company-settings/index.ts'
import {
  countArticlesWithCode,
  findArticleRows,
  findArticleStatuses,
  insertArticle,
  replaceArticleLists,
  updateArticleRow,
  updateArticleStatus,
} from './article.queries.ts'
import { assertArticleReferences } from './article-references.ts'
import { toArticle } from './article-response.ts'
import { articleColumns } from './article-values.ts'
import { uniqueName } from './unique-name.ts'

export const articleCodes = uniqueName({
  count: countArticlesWithCode,
  constraint: 'articles_company_code_unique',
  field: 'code',
  code: 'articles.codeTaken',
})

export async function getArticle(ctx: RequestContext, id: string): Promise<Article> {
  const rows = await findArticleRows(ctx.tx, ctx.companyId, id)
  const article = rows && toArticle(rows)
  if (!article) throw notFound()
  return article
}

const audit = (
  ctx: RequestContext,
  action: string,
  id: string,
  before: Article | null,
  after: Article | null,
) => recordAudit(ctx, { entityType: 'article', entityId: id, action, before, after })

export async function createArticle(ctx: RequestContext, body: z.output<typeof ArticleBody>) {
  await articleCodes.assertFree(ctx, body.code)
  await assertArticleReferences(ctx, body)
  await assertTags(ctx, body.tag_ids, 'article', 'tag_ids')
  const [row] = await articleCodes.guard(insertArticle(ctx.tx, ctx.companyId, articleColumns(body)))
  await replaceArticleLists(ctx.tx, ctx.companyId, row!.id, body)
  const created = await getArticle(ctx, row!.id)
  await audit(ctx, 'created', created.id, null, created)
  return created
}

export async function updateArticle(
  ctx: RequestContext,
  id: string,
  body: z.output<typeof UpdateArticleBody>,
) {
  const before = await getArticle(ctx, id)
  if (before.version !== body.version) throw conflict()
  await articleCodes.assertFree(ctx, body.code, id)
  await assertArticleReferences(ctx, body, before)
  await assertTags(ctx, body.tag_ids, 'article', 'tag_ids', before.tag_ids)
  const updated = await articleCodes.guard(updateArticleRow(ctx.tx, id, body.version, articleColumns(body)))
  if (updated.length === 0) throw conflict()
  await replaceArticleLists(ctx.tx, ctx.companyId, id, body)
  const after = await getArticle(ctx, id)
  await audit(ctx, 'updated', id, before, after)
  return after
}

// Archive and restore are idempotent: a second click (or a second tab) finds the article already
// in the wanted state and changes nothing.
async function setStatus(ctx: RequestContext, id: string, status: Article['status']) {
  const before = await getArticle(ctx, id)
  if (before.status === status) return before
  await updateArticleStatus(ctx.tx, ctx.companyId, id, before.version, {
    status,
    archivedAt: status === 'archived' ? new Date() : null,
  })
  const after = await getArticle(ctx, id)
  await audit(ctx, status === 'archived' ? 'archived' : 'restored', id, before, after)
  return after
}

export const archiveArticle = (ctx: RequestContext, id: string) => setStatus(ctx, id, 'archived')
export const restoreArticle = (ctx: RequestContext, id: string) => setStatus(ctx, id, 'active')

// For orders (#5): every article exists in the acting company and is active. An archived one is
// refused by name (spec §4: archived articles cannot be added to purchase orders); an unknown one is
// refused as not found.
export async function assertArticlesOrderable(
  ctx: RequestContext,
  articleIds: string[],
  field = 'article_ids',
) {
  const unique = [...new Set(articleIds)]
  if (unique.length === 0) return
  const rows = await findArticleStatuses(ctx.tx, ctx.companyId, unique)
  if (rows.length !== unique.length)
    throw new AppError(422, 'errors.validation', {}, { [field]: ['articles.notFoundField'] })
  const archived = rows.find((row) => row.status === 'archived')
  if (archived)
    throw new AppError(
      422,
      'articles.archived',
      { code: archived.code, name: archived.name },
      {
        [field]: ['articles.archivedField'],
      },
    )
}
