import type { Currency, ProjectArticles, projectArticleEndpoints } from '@scm/contracts'
import { recordAudit } from '../../platform/audit/audit.ts'
import { conflict } from '../../platform/errors/app-error.ts'
import type { RequestContext } from '../../platform/http/context.ts'
import type { Handler } from '../../platform/http/route.ts'
import { articlesById, assertArticlesOrderable } from '../articles/index.ts'
import { deleteMilestonesOfRemovedArticles } from './article-milestones/project-article-milestone.queries.ts'
import { bumpProject } from './project.queries.ts'
import { projectService } from './project.service.ts'
import { articlesOfProject, replaceProjectArticles } from './project-article.queries.ts'

type SaveBody = Parameters<Handler<typeof projectArticleEndpoints.save>>[0]['body']

// The project's articles with their current code and name: the list is the buyer's own, never sent.
export async function getProjectArticles(ctx: RequestContext, id: string): Promise<ProjectArticles> {
  const project = await projectService.get(ctx, id)
  const lines = await articlesOfProject(ctx.tx, id)
  const articles = new Map(
    (
      await articlesById(
        ctx.tx,
        ctx.companyId,
        lines.map((line) => line.articleId),
      )
    ).map((article) => [article.id, article]),
  )
  return {
    project_id: id,
    version: project.version,
    articles: lines.map((line) => ({
      id: line.id,
      article_id: line.articleId,
      article_code: articles.get(line.articleId)!.code,
      article_name: articles.get(line.articleId)!.name,
      quantity: line.quantity,
      target_price: line.targetPrice,
      currency: line.currency as Currency | null,
      supplier_note: line.supplierNote,
    })),
  }
}

// Saves the whole list at the version the user saw. A new line names an active article of the company;
// one already in the project stays even once archived (spec §4: archived articles are not bought anew).
export async function saveProjectArticles(ctx: RequestContext, id: string, body: SaveBody) {
  const before = await getProjectArticles(ctx, id)
  if (before.version !== body.version) throw conflict()
  const kept = new Set(before.articles.map((line) => line.article_id))
  await assertArticlesOrderable(
    ctx,
    body.articles.map((line) => line.article_id).filter((articleId) => !kept.has(articleId)),
    'articles',
  )
  if (!(await bumpProject(ctx.tx, ctx.companyId, id, body.version))) throw conflict()
  await replaceProjectArticles(
    ctx.tx,
    ctx.companyId,
    id,
    body.articles.map((line, position) => ({
      position,
      articleId: line.article_id,
      quantity: line.quantity,
      targetPrice: line.target_price,
      currency: line.currency,
      supplierNote: line.supplier_note,
    })),
  )
  // The milestones are keyed on the article, not on the line (decision 0050): a line saved again keeps
  // them, an article taken out of the project loses them.
  await deleteMilestonesOfRemovedArticles(
    ctx.tx,
    id,
    body.articles.map((line) => line.article_id),
  )
  const after = await getProjectArticles(ctx, id)
  await recordAudit(ctx, {
    entityType: 'project',
    entityId: id,
    action: 'updated',
    before: { articles: before.articles },
    after: { articles: after.articles },
  })
  return after
}
