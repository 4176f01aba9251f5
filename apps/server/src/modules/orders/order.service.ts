import { type Order, orderAttachments, type UpdateOrderBody } from '@scm/contracts'
import type { z } from 'zod'
import { recordAudit } from '../../platform/audit/audit.ts'
import { AppError, conflict, forbidden } from '../../platform/errors/app-error.ts'
import { removeAttachmentsOf } from '../../platform/files/attachment.service.ts'
import type { RequestContext } from '../../platform/http/context.ts'
import { messageBody } from '../../platform/http/message.ts'
import type { OrderRow } from './order.queries.ts'
import { deleteDraftOrder, insertOrder, updateOrderAtVersion } from './order.queries.ts'
import { assertOrderVersion, findOrderForActor } from './order-access.ts'
import { actorOf, viewerOf, visibleToSupplier } from './order-context.ts'
import { lockedChanges, type OrderValues, orderChanges } from './order-fields.ts'
import { describeOrder, loadOrder } from './order-for-viewer.ts'
import { recordOrderHistory } from './order-history.ts'
import { announceOrderUpdated } from './order-notices.ts'
import { nextOrderNumber } from './order-numbering.ts'
import { priceOrderLines } from './order-pricing.ts'
import { checkOrderReferences } from './order-references.ts'
import { recomputeOrderTotals } from './order-totals.queries.ts'
import {
  assertKnownRows,
  headerColumns,
  internalColumns,
  writeDeliveries,
  writeOrderLists,
} from './order-write.ts'

export const getOrder = (ctx: RequestContext, id: string) => loadOrder(ctx.tx, viewerOf(ctx), id)

// Drafting is the buyer's: the supplier may read a sent order but never save or delete it.
async function buyersOrder(ctx: RequestContext, id: string) {
  const { order, side } = await findOrderForActor(ctx.tx, ctx.companyId, id)
  if (side !== 'buyer') throw forbidden()
  return order
}

const reload = async (ctx: RequestContext, id: string) =>
  (await findOrderForActor(ctx.tx, ctx.companyId, id)).order

export async function createOrder(ctx: RequestContext, body: OrderValues) {
  assertKnownRows(body, null)
  const refs = await checkOrderReferences(ctx, body, null)
  const prices = await priceOrderLines(ctx, body, null)
  const number = await nextOrderNumber(ctx.tx, ctx.companyId)
  const row = await insertOrder(ctx.tx, {
    companyId: ctx.companyId,
    number,
    buyerName: ctx.principal.company,
    createdBy: ctx.userId,
    createdByName: `${ctx.principal.firstName} ${ctx.principal.lastName}`,
    ...headerColumns(body, refs),
  })
  await writeDeliveries(ctx.tx, row, body, refs, prices)
  await writeOrderLists(ctx.tx, row, body, refs)
  await recomputeOrderTotals(ctx.tx, row.id)
  const saved = await reload(ctx, row.id)
  const created = await describeOrder(ctx.tx, viewerOf(ctx), saved, 'buyer')
  await recordOrderHistory(ctx.tx, saved, actorOf(ctx, 'buyer'), { event: 'created', internal: true })
  await recordAudit(ctx, { entityType: 'order', entityId: saved.id, action: 'created', after: created })
  announceOrderUpdated(ctx, saved, false)
  return created
}

// Saves are recorded as internal history: a draft is the buyer's own, and a sent order changes only
// in its internal fields here.
async function finishUpdate(ctx: RequestContext, before: Order, id: string, supplierToo: boolean) {
  const saved = await reload(ctx, id)
  const after = await describeOrder(ctx.tx, viewerOf(ctx), saved, 'buyer')
  const changes = orderChanges(before, after)
  if (changes.length > 0)
    await recordOrderHistory(ctx.tx, saved, actorOf(ctx, 'buyer'), {
      event: 'updated',
      changes,
      internal: true,
    })
  await recordAudit(ctx, { entityType: 'order', entityId: id, action: 'updated', before, after })
  announceOrderUpdated(ctx, saved, supplierToo)
  return after
}

// Once sent, the order is a promise between two parties: only the buyer's internal fields still
// change here; any other difference is refused on its field (deviation reports change the rest).
async function updateSentOrder(
  ctx: RequestContext,
  order: OrderRow,
  current: Order,
  body: OrderValues & { version: number },
) {
  const locked = lockedChanges(current, body)
  if (locked.length > 0)
    throw new AppError(
      422,
      'errors.validation',
      {},
      Object.fromEntries(locked.map((path) => [path, ['orders.lockedAfterSending']])),
    )
  const refs = await checkOrderReferences(ctx, body, current, 'internal')
  const saved = await updateOrderAtVersion(ctx.tx, order.id, body.version, internalColumns(body, refs))
  if (!saved) throw conflict()
  await writeOrderLists(ctx.tx, saved, body, refs)
  // The supplier's open page takes the new version, so its next action is not refused as stale.
  return finishUpdate(ctx, current, order.id, visibleToSupplier(order.status))
}

// The whole draft, as the wizard saves it at every step; a stale version is 409.
export async function updateOrder(ctx: RequestContext, id: string, body: z.output<typeof UpdateOrderBody>) {
  const order = await buyersOrder(ctx, id)
  assertOrderVersion(order, body.version)
  const current = await describeOrder(ctx.tx, viewerOf(ctx), order, 'buyer')
  if (order.status !== 'draft') return updateSentOrder(ctx, order, current, body)
  assertKnownRows(body, current)
  const refs = await checkOrderReferences(ctx, body, current)
  const prices = await priceOrderLines(ctx, body, current)
  const saved = await updateOrderAtVersion(ctx.tx, id, body.version, {
    ...headerColumns(body, refs),
    buyerName: ctx.principal.company,
  })
  if (!saved) throw conflict()
  await writeDeliveries(ctx.tx, saved, body, refs, prices)
  await writeOrderLists(ctx.tx, saved, body, refs)
  await recomputeOrderTotals(ctx.tx, id)
  return finishUpdate(ctx, current, id, false)
}

// Only a draft can be deleted (the web asks for confirmation); a sent order is cancelled instead.
export async function deleteOrder(ctx: RequestContext, id: string) {
  const order = await buyersOrder(ctx, id)
  if (order.status !== 'draft') throw conflict('orders.onlyDrafts')
  const before = await describeOrder(ctx.tx, viewerOf(ctx), order, 'buyer')
  await deleteDraftOrder(ctx.tx, ctx.companyId, id)
  await removeAttachmentsOf(ctx, orderAttachments.type, id)
  await recordAudit(ctx, { entityType: 'order', entityId: id, action: 'deleted', before })
  announceOrderUpdated(ctx, order, false)
  return messageBody(ctx, 'records.deleted')
}
