import type { PriceListBody, UpdatePriceListBody } from '@scm/contracts'
import { and, eq, ilike, ne, or, sql } from 'drizzle-orm'
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
import { conflict } from '../../platform/errors/app-error.ts'
import type { RequestContext } from '../../platform/http/context.ts'
import { messageBody } from '../../platform/http/message.ts'
import { assertPartner } from './partner-check.ts'
import {
  findOwnPriceList,
  findPriceList,
  priceListColumns,
  toPriceList,
  visibleLists,
} from './price-list.queries.ts'
import { priceListLines, priceLists } from './price-list.table.ts'

type Header = z.output<typeof PriceListBody>
type ListQuery = PageRequest & {
  search?: string
  filter?: {
    visibility?: 'all' | 'internal' | 'shared_by' | 'shared_with'
    state?: string
    currency?: string
  }
}

const visibility = (ctx: RequestContext, value: string | undefined) => {
  const own = eq(priceLists.companyId, ctx.companyId)
  if (value === 'internal')
    return and(own, or(eq(priceLists.isInternal, true), eq(priceLists.state, 'internal')))
  if (value === 'shared_by')
    return and(own, ne(priceLists.state, 'internal'), eq(priceLists.isInternal, false))
  if (value === 'shared_with') return ne(priceLists.companyId, ctx.companyId)
  return undefined
}

export async function listPriceLists(ctx: RequestContext, query: ListQuery) {
  const where = and(
    visibleLists(ctx),
    visibility(ctx, query.filter?.visibility),
    query.filter?.state ? sql`${priceLists.state} = ${query.filter.state}` : undefined,
    query.filter?.currency ? eq(priceLists.currency, query.filter.currency) : undefined,
    query.search ? ilike(priceLists.name, likePattern(query.search)) : undefined,
  )
  const sortable = {
    name: sql`lower(${priceLists.name})`,
    valid_from: priceLists.validFrom,
    created_at: priceLists.createdAt,
    currency: priceLists.currency,
  }
  const { limit, offset } = pageWindow(query)
  const [rows, total] = await Promise.all([
    ctx.tx
      .select(priceListColumns(ctx))
      .from(priceLists)
      .where(where)
      .orderBy(...orderBy(query.sort, sortable, [sql`${priceLists.createdAt} desc`], priceLists.id))
      .limit(limit)
      .offset(offset),
    countCapped(ctx.tx, priceLists, where),
  ])
  return { data: rows.map((row) => toPriceList(ctx, row)), meta: listMeta(query, total) }
}

export const getPriceList = findPriceList

// Only one default list (spec §4): making a list the default takes the flag from the previous one.
async function takeDefault(ctx: RequestContext, exceptId?: string) {
  await ctx.tx
    .update(priceLists)
    .set({ isDefault: false, updatedAt: new Date(), version: sql`${priceLists.version} + 1` })
    .where(
      and(
        eq(priceLists.companyId, ctx.companyId),
        eq(priceLists.isDefault, true),
        exceptId ? ne(priceLists.id, exceptId) : undefined,
      ),
    )
}

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
  const [row] = await ctx.tx
    .insert(priceLists)
    .values({ companyId: ctx.companyId, createdBy: ctx.userId, ...headerValues(body) })
    .returning({ id: priceLists.id })
  const created = await findPriceList(ctx, row!.id)
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
  const before = await findOwnPriceList(ctx, id)
  if (before.version !== body.version) throw conflict()
  await assertPartner(ctx, body.counterparty_company_id)
  if (body.is_default) await takeDefault(ctx, id)
  const updated = await ctx.tx
    .update(priceLists)
    .set({
      ...headerValues(body),
      state: 'internal',
      publishedAt: null,
      decidedAt: null,
      updatedAt: new Date(),
      version: body.version + 1,
    })
    .where(and(eq(priceLists.id, id), eq(priceLists.version, body.version)))
    .returning({ id: priceLists.id })
  if (updated.length === 0) throw conflict()
  if (body.discount_type !== before.discount_type)
    await ctx.tx
      .update(priceListLines)
      .set({ discount: '0', updatedAt: new Date() })
      .where(eq(priceListLines.priceListId, id))
  const after = await findPriceList(ctx, id)
  await recordAudit(ctx, { entityType: 'price-list', entityId: id, action: 'updated', before, after })
  return after
}

export async function deletePriceList(ctx: RequestContext, id: string) {
  const before = await findOwnPriceList(ctx, id)
  await ctx.tx.delete(priceLists).where(and(eq(priceLists.id, id), eq(priceLists.companyId, ctx.companyId)))
  await recordAudit(ctx, { entityType: 'price-list', entityId: id, action: 'deleted', before })
  return messageBody(ctx, 'records.deleted')
}
