import type { PriceList, PriceListBody, UpdatePriceListBody } from '@scm/contracts'
import type { z } from 'zod'
import { recordAudit } from '../../platform/audit/audit.ts'
import { listMeta } from '../../platform/db/list.ts'
import { conflict, forbidden, notFound } from '../../platform/errors/app-error.ts'
import type { RequestContext } from '../../platform/http/context.ts'
import { messageBody } from '../../platform/http/message.ts'
import { assertPartner } from './partner-check.ts'
import {
  clearDefaultPriceList,
  deletePriceListRow,
  findPriceListPage,
  findVisiblePriceList,
  insertPriceList,
  type PriceListQuery,
  type PriceListRow,
  updatePriceListRow,
} from './price-list.queries.ts'
import { zeroLineDiscounts } from './price-list-line.queries.ts'

type Header = z.output<typeof PriceListBody>

const toPriceList = (ctx: RequestContext, row: PriceListRow): PriceList => ({
  id: row.id,
  name: row.name,
  description: row.description,
  active: row.active,
  state: row.state,
  side: row.companyId === ctx.companyId ? 'owner' : 'counterparty',
  owner_name: row.ownerName,
  counterparty_company_id: row.counterpartyCompanyId,
  counterparty_name: row.counterpartyName,
  currency: row.currency as PriceList['currency'],
  valid_from: row.validFrom,
  valid_to: row.validTo,
  is_default: row.isDefault,
  is_internal: row.isInternal,
  discount_type: row.discountType,
  line_count: row.lineCount,
  published_at: row.publishedAt?.toISOString() ?? null,
  decided_at: row.decidedAt?.toISOString() ?? null,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
  version: row.version,
})

export async function listPriceLists(ctx: RequestContext, query: PriceListQuery) {
  const { rows, total } = await findPriceListPage(ctx.tx, ctx.companyId, query)
  return { data: rows.map((row) => toPriceList(ctx, row)), meta: listMeta(query, total) }
}

// A list the caller sees: its own, or one shared with it.
export async function getPriceList(ctx: RequestContext, id: string): Promise<PriceList> {
  const row = await findVisiblePriceList(ctx.tx, ctx.companyId, id)
  if (!row) throw notFound()
  return toPriceList(ctx, row)
}

// The owner's list, for changes: a counterparty may read a shared list but not change it.
export async function getOwnPriceList(ctx: RequestContext, id: string): Promise<PriceList> {
  const list = await getPriceList(ctx, id)
  if (list.side !== 'owner') throw forbidden()
  return list
}

// Only one default list (spec §4): making a list the default takes the flag from the previous one.
const takeDefault = (ctx: RequestContext, exceptId?: string) =>
  clearDefaultPriceList(ctx.tx, ctx.companyId, exceptId)

const headerValues = (body: Header) => ({
  name: body.name,
  description: body.description,
  active: body.active,
  currency: body.currency,
  validFrom: body.valid_from,
  validTo: body.valid_to,
  counterpartyCompanyId: body.counterparty_company_id,
  isDefault: body.is_default,
  isInternal: body.is_internal,
  discountType: body.discount_type,
})

export async function createPriceList(ctx: RequestContext, body: Header) {
  await assertPartner(ctx, body.counterparty_company_id)
  if (body.is_default) await takeDefault(ctx)
  const [row] = await insertPriceList(ctx.tx, ctx.companyId, { createdBy: ctx.userId, ...headerValues(body) })
  const created = await getPriceList(ctx, row!.id)
  await recordAudit(ctx, {
    entityType: 'price-list',
    entityId: created.id,
    action: 'created',
    after: created,
  })
  return created
}

// Saving takes a shared list back to internal (spec §4); a new discount type zeroes every discount,
// which the user has confirmed in the browser before sending it.
export async function updatePriceList(
  ctx: RequestContext,
  id: string,
  body: z.output<typeof UpdatePriceListBody>,
) {
  const before = await getOwnPriceList(ctx, id)
  if (before.version !== body.version) throw conflict()
  await assertPartner(ctx, body.counterparty_company_id)
  if (body.is_default) await takeDefault(ctx, id)
  const updated = await updatePriceListRow(ctx.tx, id, body.version, {
    ...headerValues(body),
    state: 'internal',
    publishedAt: null,
    decidedAt: null,
  })
  if (updated.length === 0) throw conflict()
  if (body.discount_type !== before.discount_type) await zeroLineDiscounts(ctx.tx, id)
  const after = await getPriceList(ctx, id)
  await recordAudit(ctx, { entityType: 'price-list', entityId: id, action: 'updated', before, after })
  return after
}

export async function deletePriceList(ctx: RequestContext, id: string) {
  const before = await getOwnPriceList(ctx, id)
  await deletePriceListRow(ctx.tx, ctx.companyId, id)
  await recordAudit(ctx, { entityType: 'price-list', entityId: id, action: 'deleted', before })
  return messageBody(ctx, 'records.deleted')
}
