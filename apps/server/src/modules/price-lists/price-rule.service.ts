import type { PriceRule, PriceRuleBody } from '@scm/contracts'
import type { z } from 'zod'
import { recordAudit } from '../../platform/audit/audit.ts'
import { listMeta, type PageRequest } from '../../platform/db/list.ts'
import { conflict, invalidField, notFound } from '../../platform/errors/app-error.ts'
import type { RequestContext } from '../../platform/http/context.ts'
import { messageBody } from '../../platform/http/message.ts'
import { articlesById } from '../articles/index.ts'
import { assertMasterData } from '../master-data/index.ts'
import { assertPartner } from './partner-check.ts'
import {
  deletePriceRuleRow,
  findPriceRule,
  findPriceRulePage,
  insertPriceRule,
  type PriceRuleRow,
  type PriceRuleValues,
  updatePriceRuleRow,
} from './price-rule.queries.ts'

type Body = z.output<typeof PriceRuleBody>

const toRule = (row: PriceRuleRow): PriceRule => ({
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
  const { rows, total } = await findPriceRulePage(ctx.tx, ctx.companyId, query)
  return { data: rows.map(toRule), meta: listMeta(query, total) }
}

export async function getPriceRule(ctx: RequestContext, id: string) {
  const row = await findPriceRule(ctx.tx, ctx.companyId, id)
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

const values = (body: Body): PriceRuleValues => ({
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
  const [row] = await insertPriceRule(ctx.tx, ctx.companyId, values(body))
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
  const updated = await updatePriceRuleRow(ctx.tx, id, body.version, values(body))
  if (updated.length === 0) throw conflict()
  const after = await getPriceRule(ctx, id)
  await recordAudit(ctx, { entityType: 'price-rule', entityId: id, action: 'updated', before, after })
  return after
}

export async function deletePriceRule(ctx: RequestContext, id: string) {
  const before = await getPriceRule(ctx, id)
  await deletePriceRuleRow(ctx.tx, ctx.companyId, id)
  await recordAudit(ctx, { entityType: 'price-rule', entityId: id, action: 'deleted', before })
  return messageBody(ctx, 'records.deleted')
}
