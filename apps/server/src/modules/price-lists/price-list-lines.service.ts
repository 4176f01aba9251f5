import type { PriceListLine, PriceListLineBody, UpdatePriceListLineBody } from '@scm/contracts'
import { netPrice } from '@scm/contracts'
import type { z } from 'zod'
import { recordAudit } from '../../platform/audit/audit.ts'
import { listMeta, type PageRequest } from '../../platform/db/list.ts'
import { withUniqueField } from '../../platform/db/unique-violation.ts'
import { conflict, invalidField, notFound } from '../../platform/errors/app-error.ts'
import type { RequestContext } from '../../platform/http/context.ts'
import { messageBody } from '../../platform/http/message.ts'
import { articlesById } from '../articles/index.ts'
import { assertSettingsReference } from '../company-settings/index.ts'
import { markPriceListInternal } from './price-list.queries.ts'
import { getOwnPriceList, getPriceList } from './price-list.service.ts'
import {
  deleteLine,
  findLine,
  findLinePage,
  insertLine,
  type PriceListLineRow,
  type PriceListLineValues,
  updateLineRow,
} from './price-list-line.queries.ts'

type LineBody = z.output<typeof PriceListLineBody>

const toLine = (
  line: PriceListLineRow,
  discountType: 'percentage' | 'value',
  owner: boolean,
): PriceListLine => ({
  id: line.id,
  article_id: line.articleId,
  article_code: line.articleCode,
  article_name: line.articleName,
  vat_id: line.vatId,
  gross_price: line.grossPrice,
  discount: line.discount,
  net_price: netPrice(line.grossPrice, line.discount, discountType),
  internal_categories: owner ? line.internalCategories : [],
  version: line.version,
})

export async function listLines(
  ctx: RequestContext,
  listId: string,
  query: PageRequest & { search?: string },
) {
  const list = await getPriceList(ctx, listId)
  const { rows, total } = await findLinePage(ctx.tx, listId, query)
  const owner = list.side === 'owner'
  return { data: rows.map((row) => toLine(row, list.discount_type, owner)), meta: listMeta(query, total) }
}

// A priced article is one of the owner's own, and not archived (archived articles cannot be sold).
async function articleFor(ctx: RequestContext, articleId: string) {
  const [article] = await articlesById(ctx.tx, ctx.companyId, [articleId])
  if (!article) throw invalidField('article_id', 'validation.oneOf')
  if (article.status === 'archived') throw invalidField('article_id', 'priceLists.articleArchived')
  return article
}

function assertDiscount(body: LineBody, discountType: 'percentage' | 'value') {
  if (discountType === 'percentage' && Number(body.discount) > 100)
    throw invalidField('discount', 'priceRules.percentOver100')
  if (discountType === 'value' && Number(body.discount) > Number(body.gross_price))
    throw invalidField('discount', 'priceLists.discountOverPrice')
}

// Any change to a shared list takes it back to internal until it is published again (spec §4).
export async function listChanged(ctx: RequestContext, listId: string) {
  await markPriceListInternal(ctx.tx, listId)
}

// The line's article is copied by code and name: the counterparty cannot read the owner's articles.
const lineValues = (body: LineBody, article: { code: string; name: string }): PriceListLineValues => ({
  articleId: body.article_id,
  articleCode: article.code,
  articleName: article.name,
  vatId: body.vat_id,
  grossPrice: body.gross_price,
  discount: body.discount,
  internalCategories: body.internal_categories,
})

const lineUnique = <T>(work: Promise<T>) =>
  withUniqueField(work, 'price_list_lines_article_unique', 'article_id', 'priceLists.articleListed')

async function getLine(ctx: RequestContext, listId: string, lineId: string) {
  const line = await findLine(ctx.tx, listId, lineId)
  if (!line) throw notFound()
  return line
}

export async function addLine(ctx: RequestContext, listId: string, body: LineBody) {
  const list = await getOwnPriceList(ctx, listId)
  assertDiscount(body, list.discount_type)
  const article = await articleFor(ctx, body.article_id)
  await assertSettingsReference(ctx, 'vat', body.vat_id, 'vat_id')
  const line = await lineUnique(insertLine(ctx.tx, ctx.companyId, listId, lineValues(body, article)))
  await listChanged(ctx, listId)
  const created = toLine(line!, list.discount_type, true)
  await recordAudit(ctx, {
    entityType: 'price-list-line',
    entityId: created.id,
    action: 'created',
    after: created,
  })
  return created
}

export async function updateLine(
  ctx: RequestContext,
  listId: string,
  lineId: string,
  body: z.output<typeof UpdatePriceListLineBody>,
) {
  const list = await getOwnPriceList(ctx, listId)
  const before = toLine(await getLine(ctx, listId, lineId), list.discount_type, true)
  if (before.version !== body.version) throw conflict()
  assertDiscount(body, list.discount_type)
  const article = await articleFor(ctx, body.article_id)
  await assertSettingsReference(ctx, 'vat', body.vat_id, 'vat_id', before.vat_id)
  const line = await lineUnique(updateLineRow(ctx.tx, lineId, body.version, lineValues(body, article)))
  if (!line) throw conflict()
  await listChanged(ctx, listId)
  const after = toLine(line, list.discount_type, true)
  await recordAudit(ctx, {
    entityType: 'price-list-line',
    entityId: lineId,
    action: 'updated',
    before,
    after,
  })
  return after
}

export async function removeLine(ctx: RequestContext, listId: string, lineId: string) {
  const list = await getOwnPriceList(ctx, listId)
  const before = toLine(await getLine(ctx, listId, lineId), list.discount_type, true)
  await deleteLine(ctx.tx, lineId)
  await listChanged(ctx, listId)
  await recordAudit(ctx, { entityType: 'price-list-line', entityId: lineId, action: 'deleted', before })
  return messageBody(ctx, 'records.deleted')
}
