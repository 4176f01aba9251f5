import type { PriceRule, PriceRuleBody } from '@scm/contracts'
import { and, eq, getTableColumns, ilike, sql } from 'drizzle-orm'
import type { z } from 'zod'
import { recordAudit } from '../../platform/audit/audit.ts'
import {
  countCapped,
  likePattern,
  listMeta,
  orderBy,
  type PageRequest,
  pageWindow,
} from '../../platform/db/list.ts'
import { conflict, invalidField, notFound } from '../../platform/errors/app-error.ts'
import type { RequestContext } from '../../platform/http/context.ts'
import { messageBody } from '../../platform/http/message.ts'
import { articlesById } from '../articles/index.ts'
import { assertMasterData } from '../master-data/index.ts'
import { assertPartner } from './partner-check.ts'
import { priceRules } from './price-rule.table.ts'

type Body = z.output<typeof PriceRuleBody>

const columns = (ctx: RequestContext) => ({
  ...getTableColumns(priceRules),
  counterpartyName: sql<
    string | null
  >`(select a.name from agreements a where a.company_id = ${ctx.companyId} and a.counterparty_company_id = "price_rules"."counterparty_company_id" order by a.created_at limit 1)`,
  articleName: sql<string | null>`(select a.name from articles a where a.id = "price_rules"."article_id")`,
  categoryName: sql<
    string | null
  >`(select m.name from master_data m where m.id = "price_rules"."category_id")`,
})
type Row = typeof priceRules.$inferSelect & {
  counterpartyName: string | null
  articleName: string | null
  categoryName: string | null
}

const toRule = (row: Row): PriceRule => ({
  id: row.id,
  name: row.name,
  active: row.active,
  counterparty_company_id: row.counterpartyCompanyId,
  counterparty_name: row.counterpartyName,
  article_id: row.articleId,
  article_name: row.articleName,
  category_id: row.categoryId,
  category_name: row.categoryName,
  min_quantity: row.minQuantity,
  adjustment_type: row.adjustmentType,
  adjustment: row.adjustment,
  currency: row.currency as PriceRule['currency'],
  valid_from: row.validFrom,
  valid_to: row.validTo,
  created_at: row.createdAt.toISOString(),
  version: row.version,
})

export async function listPriceRules(
  ctx: RequestContext,
  query: PageRequest & { search?: string; filter?: { active?: 'true' | 'false' } },
) {
  const where = and(
    eq(priceRules.companyId, ctx.companyId),
    query.search ? ilike(priceRules.name, likePattern(query.search)) : undefined,
    query.filter?.active ? eq(priceRules.active, query.filter.active === 'true') : undefined,
  )
  const sortable = {
    name: sql`lower(${priceRules.name})`,
    valid_from: priceRules.validFrom,
    created_at: priceRules.createdAt,
  }
  const { limit, offset } = pageWindow(query)
  const [rows, total] = await Promise.all([
    ctx.tx
      .select(columns(ctx))
      .from(priceRules)
      .where(where)
      .orderBy(...orderBy(query.sort, sortable, [sortable.name], priceRules.id))
      .limit(limit)
      .offset(offset),
    countCapped(ctx.tx, priceRules, where),
  ])
  return { data: rows.map(toRule), meta: listMeta(query, total) }
}

export async function getPriceRule(ctx: RequestContext, id: string) {
  const [row] = await ctx.tx
    .select(columns(ctx))
    .from(priceRules)
    .where(and(eq(priceRules.id, id), eq(priceRules.companyId, ctx.companyId)))
  if (!row) throw notFound()
  return toRule(row)
}

async function checkReferences(ctx: RequestContext, body: Body, before?: PriceRule) {
  await assertPartner(ctx, body.counterparty_company_id)
  if (body.category_id !== before?.category_id)
    await assertMasterData(ctx, 'product-categories', body.category_id, 'category_id')
  if (body.article_id && body.article_id !== before?.article_id) {
    const [article] = await articlesById(ctx.tx, ctx.companyId, [body.article_id])
    if (!article) throw invalidField('article_id', 'validation.oneOf')
  }
}

const values = (body: Body) => ({
  name: body.name,
  active: body.active,
  counterpartyCompanyId: body.counterparty_company_id,
  articleId: body.article_id,
  categoryId: body.category_id,
  minQuantity: body.min_quantity,
  adjustmentType: body.adjustment_type,
  adjustment: body.adjustment,
  currency: body.currency,
  validFrom: body.valid_from,
  validTo: body.valid_to,
})

export async function createPriceRule(ctx: RequestContext, body: Body) {
  await checkReferences(ctx, body)
  const [row] = await ctx.tx
    .insert(priceRules)
    .values({ companyId: ctx.companyId, ...values(body) })
    .returning({ id: priceRules.id })
  const created = await getPriceRule(ctx, row!.id)
  await recordAudit(ctx, {
    entityType: 'price-rule',
    entityId: created.id,
    action: 'created',
    after: created,
  })
  return created
}

export async function updatePriceRule(ctx: RequestContext, id: string, body: Body & { version: number }) {
  const before = await getPriceRule(ctx, id)
  if (before.version !== body.version) throw conflict()
  await checkReferences(ctx, body, before)
  const updated = await ctx.tx
    .update(priceRules)
    .set({ ...values(body), updatedAt: new Date(), version: body.version + 1 })
    .where(and(eq(priceRules.id, id), eq(priceRules.version, body.version)))
    .returning({ id: priceRules.id })
  if (updated.length === 0) throw conflict()
  const after = await getPriceRule(ctx, id)
  await recordAudit(ctx, { entityType: 'price-rule', entityId: id, action: 'updated', before, after })
  return after
}

export async function deletePriceRule(ctx: RequestContext, id: string) {
  const before = await getPriceRule(ctx, id)
  await ctx.tx.delete(priceRules).where(and(eq(priceRules.id, id), eq(priceRules.companyId, ctx.companyId)))
  await recordAudit(ctx, { entityType: 'price-rule', entityId: id, action: 'deleted', before })
  return messageBody(ctx, 'records.deleted')
}
