import type { OrderAction, OrderActionBody, OrderSide } from '@scm/contracts'
import type { z } from 'zod'
import type { RequestContext } from '../../platform/http/context.ts'
import { countsTowardTurnover, queueTurnoverCheck } from '../partners/index.ts'
import type { OrderRow } from './order.queries.ts'
import { orderApprovers } from './order-authorization.ts'
import { visibleToSupplier } from './order-context.ts'
import { orderNotice, tellCompanyAfterCommit, tellOwnUsers } from './order-notices.ts'
import { orderSent } from './order-sent.ts'

const supplierMoves: readonly OrderAction[] = ['confirm', 'reject', 'start_production', 'complete_packing']
const buyerMoves: readonly OrderAction[] = ['mark_delivered', 'complete']
const cancellation: readonly OrderAction[] = [
  'request_cancellation',
  'approve_cancellation',
  'decline_cancellation',
]

// Who hears of an action: the supplier of an order that reached it (or left it), the buyer of the
// supplier's moves, the approvers of a draft waiting for them, the drafter of an authorization's outcome.
export async function tellActionParties(
  ctx: RequestContext,
  before: OrderRow,
  after: OrderRow,
  body: z.output<typeof OrderActionBody>,
  side: OrderSide,
) {
  const { action } = body
  const params = {
    company: side === 'buyer' ? after.buyerName : after.supplierName,
    reason: body.reason ?? '',
  }
  const otherCompany = side === 'buyer' ? after.supplierCompanyId : after.companyId
  if (after.status === 'sent') ctx.afterCommit(() => orderSent(ctx.platform, after))
  // Every supplier's share of the buyer's ordered value moves when an order starts or stops counting.
  if (countsTowardTurnover(before.status) !== countsTowardTurnover(after.status))
    ctx.afterCommit(() => queueTurnoverCheck(ctx.platform, after.companyId))
  if (after.status === 'approval_required') {
    const approvers = await orderApprovers(ctx.tx, after)
    await tellOwnUsers(
      ctx,
      approvers.map((approver) => approver.id),
      orderNotice(after, 'order-authorization', 'orders.notice.authorizationRequested', {
        value: after.totalValue,
        currency: after.currency,
      }),
    )
  }
  if ((action === 'authorize' || action === 'decline_authorization') && after.createdBy)
    await tellOwnUsers(
      ctx,
      after.createdBy === ctx.userId ? [] : [after.createdBy],
      orderNotice(after, 'order-authorization', `orders.notice.${action}`, params),
    )
  if (action === 'return_to_draft' && visibleToSupplier(before.status))
    tellCompanyAfterCommit(
      ctx,
      otherCompany,
      orderNotice(after, 'order-status-changed', 'orders.notice.return_to_draft', params),
    )
  if (supplierMoves.includes(action) || buyerMoves.includes(action))
    tellCompanyAfterCommit(
      ctx,
      otherCompany,
      orderNotice(after, 'order-status-changed', `orders.notice.${action as 'confirm'}`, params),
    )
  if (cancellation.includes(action))
    tellCompanyAfterCommit(
      ctx,
      otherCompany,
      orderNotice(after, 'order-cancellation', `orders.notice.${action as 'request_cancellation'}`, params),
    )
}
