import {
  canTakeSalesOrderAction,
  type SalesOrder,
  type SalesOrderAction,
  salesOrderActionDone,
  salesOrderLinesToProcure,
  salesOrderReserves,
  translate,
} from '@scm/contracts'
import { AppError, conflict } from '../../platform/errors/app-error.ts'
import type { RequestContext } from '../../platform/http/context.ts'
import { postStock } from '../inventory/index.ts'
import { createDraftOrder } from '../orders/index.ts'
import { linkPurchaseOrder, setLinesPurchaseOrder, updateSalesOrderAt } from './sales-order.queries.ts'
import { auditSalesOrder, getSalesOrder, stateOf } from './sales-order.service.ts'
import { deltasOf, releaseOf, reservationOf } from './sales-order-stock.ts'

const changes: Record<SalesOrderAction, (ctx: RequestContext) => Parameters<typeof updateSalesOrderAt>[4]> = {
  accept: () => ({ acceptStatus: 'accepted' }),
  decline: () => ({ acceptStatus: 'declined' }),
  cancel: () => ({ status: 'cancelled' }),
  dispatch: (ctx) => ({ dispatchedAt: new Date(), dispatchedBy: ctx.userId }),
}

// Accept, decline, cancel or dispatch (the state machine of the contract). An action already taken
// answers the order as it is, so a double click or a retry changes stock once; any other move is 409.
// The stock moves in the same transaction: accepting reserves the lines, declining or cancelling an
// accepted order releases them, dispatching releases and issues them from their warehouses.
export async function takeSalesOrderAction(
  ctx: RequestContext,
  id: string,
  action: SalesOrderAction,
  version: number,
) {
  const before = await getSalesOrder(ctx, id)
  const state = stateOf(before)
  if (salesOrderActionDone(action, state)) return before
  if (!canTakeSalesOrderAction(action, state))
    throw conflict('sales.transition', { action: translate(ctx.locale, `sales.actions.${action}`) })
  if (before.version !== version) throw conflict()
  if ((action === 'accept' || action === 'dispatch') && before.lines.length === 0)
    throw conflict('sales.noLines')
  if (!(await updateSalesOrderAt(ctx.tx, ctx.companyId, id, version, changes[action](ctx)))) throw conflict()
  // A dispatch posts before it releases, as every document does (decision 0051), so its levels are
  // locked in key order by the posting.
  if (action === 'dispatch')
    await postStock(ctx, { type: 'sales_order', id, label: before.number }, releaseOf(before.lines))
  if (action === 'accept') await reservationOf(ctx, deltasOf(before.lines, 1))
  else if (salesOrderReserves(state)) await reservationOf(ctx, releaseOf(before.lines))
  const after = await getSalesOrder(ctx, id)
  await auditSalesOrder(ctx, id, action, before, after)
  return after
}

// A purchase-order draft to the assigned supplier with the lines nothing supplies yet, at the lines'
// quantities and prices (the buyer adjusts the draft's prices before sending it). It is linked to the
// sales order and named as those lines' procurement document, in one transaction.
export async function createPurchaseOrderFrom(ctx: RequestContext, id: string, version: number) {
  const before = await getSalesOrder(ctx, id)
  if (before.status !== 'open') throw conflict('sales.notEditable')
  if (!before.assigned_supplier_company_id) throw conflict('sales.noSupplier')
  const lines = salesOrderLinesToProcure(before.lines)
  if (lines.length === 0) throw nothingToBuy(before)
  if (before.version !== version) throw conflict()
  if (!(await updateSalesOrderAt(ctx.tx, ctx.companyId, id, version, {}))) throw conflict()
  const order = await draftFor(ctx, before, before.assigned_supplier_company_id, lines)
  await linkPurchaseOrder(ctx.tx, ctx.companyId, id, order.id)
  await setLinesPurchaseOrder(
    ctx.tx,
    lines.map((line) => line.id),
    order.id,
    order.number,
  )
  const after = await getSalesOrder(ctx, id)
  await auditSalesOrder(ctx, id, 'purchase_order_created', before, after)
  return after
}

// Why no line is left to buy: there are none, each has a purchase order, or the rest are produced.
function nothingToBuy(order: SalesOrder) {
  if (order.lines.length === 0) return conflict('sales.noLines')
  const producing = [
    ...new Set(
      order.lines.flatMap((line) => (line.purchase_order_id ? [] : (line.production_order_number ?? []))),
    ),
  ]
  if (producing.length === 0) return conflict('sales.nothingToProcure')
  return conflict('sales.nothingToProcureProduced', { numbers: producing.join(', ') })
}

// The order's own checks refuse what cannot be ordered (a blocked supplier, an archived article): the
// sales order says why, as a conflict of its own, rather than with the purchase order's field names.
async function draftFor(
  ctx: RequestContext,
  order: SalesOrder,
  supplierCompanyId: string,
  lines: SalesOrder['lines'],
) {
  try {
    return await createDraftOrder(ctx, {
      supplierCompanyId,
      currency: order.currency,
      buyerReference: order.number,
      requestedEta: order.dispatch_date,
      lines: lines.map((line) => ({
        articleId: line.article_id,
        qty: line.quantity,
        price: line.unit_price,
      })),
    })
  } catch (error) {
    if (!(error instanceof AppError) || error.statusCode !== 422) throw error
    throw conflict('sales.purchaseOrderRefused', { reason: translate(ctx.locale, error.code, error.params) })
  }
}
