import {
  canTakeOrderAction,
  deviationOrderStatuses,
  type OrderAction,
  type OrderActionBody,
  type OrderSide,
  type OrderStatus,
  orderTransitions,
} from '@scm/contracts'
import type { z } from 'zod'
import { recordAudit } from '../../platform/audit/audit.ts'
import { conflict, forbidden, invalidField } from '../../platform/errors/app-error.ts'
import { revokeGuestLinks } from '../../platform/guest-links/guest-links.ts'
import type { RequestContext } from '../../platform/http/context.ts'
import { asCompany } from '../partners/index.ts'
import { withdrawPendingReport } from './deviation-reports/decide-deviation.ts'
import { deviationContext } from './deviation-reports/deviation-context.ts'
import { orderConfirmLink } from './guest/guest-link-kinds.ts'
import type { OrderRow } from './order.queries.ts'
import { updateOrderAtVersion } from './order.queries.ts'
import { assertOrderVersion, findOrderForActor } from './order-access.ts'
import { tellActionParties } from './order-action-notices.ts'
import { actorFor, cancellationTurn } from './order-allowed-actions.ts'
import { findApplicableRule } from './order-authorization.queries.ts'
import { orderApprovers } from './order-authorization.ts'
import { actorOf, viewerOf, visibleToSupplier } from './order-context.ts'
import { fillRequestedDates } from './order-delivery.queries.ts'
import { describeOrder } from './order-for-viewer.ts'
import { recordOrderHistory } from './order-history.ts'
import { announceOrderUpdated } from './order-notices.ts'
import { assertSendable } from './order-sendable.ts'
import { transitionNotAllowed } from './order-transition-error.ts'

type Body = z.output<typeof OrderActionBody>
type Plan = { to: OrderStatus; set: Partial<OrderRow> }

// Rejections and declined authorizations tell the other party why.
const needsReason: readonly OrderAction[] = ['reject', 'decline_authorization']

// What an allowed action changes besides the status.
async function plan(
  ctx: RequestContext,
  order: OrderRow,
  action: OrderAction,
  side: OrderSide,
): Promise<Plan> {
  const now = new Date()
  switch (action) {
    case 'send':
    case 'request_authorization': {
      await assertSendable(ctx, order)
      const rule = await findApplicableRule(ctx.tx, order)
      if (rule) {
        const approvers = await orderApprovers(ctx.tx, { ...order, authorizationRuleId: rule.id })
        if (approvers.length === 0) throw conflict('orders.noOtherApprover', { rule: rule.name })
        return { to: 'approval_required', set: { authorizationRuleId: rule.id } }
      }
      if (action === 'request_authorization') throw conflict('orders.noAuthorizationRule')
      return { to: 'sent', set: { sentAt: now, authorizationRuleId: null } }
    }
    case 'authorize':
      return { to: 'sent', set: { sentAt: now } }
    case 'decline_authorization':
      return { to: 'draft', set: { authorizationRuleId: null } }
    case 'return_to_draft':
      return {
        to: 'draft',
        set: { authorizationRuleId: null, cancellationRequestedBy: null, sentAt: null, confirmedAt: null },
      }
    case 'confirm':
      return { to: 'ordered', set: { confirmedAt: now } }
    case 'request_cancellation':
      return { to: order.status, set: { cancellationRequestedBy: side } }
    case 'decline_cancellation':
      return { to: order.status, set: { cancellationRequestedBy: null } }
    case 'approve_cancellation':
      return { to: 'cancelled', set: { cancellationRequestedBy: null } }
    default:
      return { to: orderTransitions[action].to!, set: {} }
  }
}

// Who acts, and whether the action is open to them now: a status the action does not start from, or an
// action of the other side, is 409; a buyer without create.order, or someone who is not an approver of
// the order's rule, is 403; a stale version is 409 (the second of two clicks lands here).
async function assertAllowed(ctx: RequestContext, order: OrderRow, side: OrderSide, body: Body) {
  const { action } = body
  if (!orderTransitions[action].from.includes(order.status))
    throw transitionNotAllowed(ctx, action, order.status)
  const approvers = order.status === 'approval_required' ? await orderApprovers(ctx.tx, order) : []
  const actor = actorFor(
    action,
    side,
    viewerOf(ctx),
    approvers.map((approver) => approver.id),
  )
  if (!actor)
    throw forbidden(orderTransitions[action].by.includes('approver') ? 'orders.notApprover' : undefined)
  if (!canTakeOrderAction(action, actor, order.status)) throw transitionNotAllowed(ctx, action, order.status)
  if (!cancellationTurn(action, side, order))
    throw conflict(
      action === 'request_cancellation' ? 'orders.cancellationRequested' : 'orders.noCancellationRequest',
    )
  assertOrderVersion(order, body.version)
  if (needsReason.includes(action) && !body.reason) throw invalidField('reason', 'validation.required')
}

async function recordActionHistory(
  ctx: RequestContext,
  before: OrderRow,
  after: OrderRow,
  body: Body,
  side: OrderSide,
) {
  const actor = actorOf(ctx, side)
  const changes = [
    ...(before.status !== after.status
      ? [{ field: 'status', before: before.status, after: after.status }]
      : []),
    ...(before.cancellationRequestedBy !== after.cancellationRequestedBy
      ? [
          {
            field: 'cancellation_requested_by',
            before: before.cancellationRequestedBy,
            after: after.cancellationRequestedBy,
          },
        ]
      : []),
  ]
  // The supplier reads the history from the moment the order reached it: the drafting and the
  // authorization stay the buyer's, and an authorized order shows to it as sent.
  const internal = !visibleToSupplier(before.status) && !visibleToSupplier(after.status)
  if (body.action === 'authorize') {
    await recordOrderHistory(ctx.tx, after, actor, { event: 'authorize', changes, internal: true })
    await recordOrderHistory(ctx.tx, after, actor, { event: 'send' })
    return
  }
  await recordOrderHistory(ctx.tx, after, actor, {
    event: body.action,
    reason: body.reason,
    changes,
    internal,
  })
}

const auditView = (order: OrderRow) => ({
  number: order.number,
  status: order.status,
  cancellation_requested_by: order.cancellationRequestedBy,
  version: order.version,
})

// Every status change of spec §4 goes through here (POST /orders/:id/actions). The update is guarded by
// the version the caller saw, so of two concurrent confirms exactly one changes the order and tells
// the buyer; the other is refused with 409.
export async function actOnOrder(ctx: RequestContext, id: string, body: Body) {
  const { order, side } = await findOrderForActor(ctx.tx, ctx.companyId, id)
  await assertAllowed(ctx, order, side, body)
  const change = await plan(ctx, order, body.action, side)
  const moved = await updateOrderAtVersion(ctx.tx, id, order.version, { ...change.set, status: change.to })
  if (!moved) throw conflict()
  // What the buyer asked for when the order went out stays beside the promises deviations may change.
  if (moved.status === 'sent') await fillRequestedDates(ctx.tx, id)
  await recordActionHistory(ctx, order, moved, body, side)
  if (deviationOrderStatuses.includes(order.status) && !deviationOrderStatuses.includes(moved.status))
    await withdrawPendingReport(deviationContext(ctx), moved, side)
  // The e-mailed link asks the supplier to answer a sent order; answered in the app (or the order taken
  // back), it has nothing left to ask. The links are the buyer's rows.
  if (order.status === 'sent' && moved.status !== 'sent')
    await asCompany(ctx.tx, order.companyId, () =>
      revokeGuestLinks(ctx.tx, orderConfirmLink, order.companyId, order.id),
    )
  await recordAudit(ctx, {
    entityType: 'order',
    entityId: id,
    action: body.action,
    before: auditView(order),
    after: auditView(moved),
  })
  await tellActionParties(ctx, order, moved, body, side)
  announceOrderUpdated(ctx, moved, visibleToSupplier(order.status) || visibleToSupplier(moved.status))
  return describeOrder(ctx.tx, viewerOf(ctx), moved, side)
}
