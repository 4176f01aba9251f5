import type { Locale, OrderSide, OrderStatus } from '@scm/contracts'
import type { Tx } from '../../platform/db/database.ts'
import type { Platform, RequestContext } from '../../platform/http/context.ts'
import type { OrderViewer } from './order-allowed-actions.ts'
import type { OrderActor } from './order-history.ts'

// What order services need of their caller: a signed-in request, or a guest's transaction run as the
// supplier (guest links), which has no user.
export interface OrderContext {
  tx: Tx
  platform: Platform
  companyId: string
  afterCommit(task: () => Promise<void>): void
}

// Who ships deliveries: a signed-in user, or the guest a booking was sent to, acting for the buyer with
// no user of its own and named by the address its link went to (decision 0061).
export interface ShippingActor extends OrderContext {
  locale: Locale
  userId: string | null
  actorName: string
}

export const shippingActorOf = (ctx: RequestContext): ShippingActor => ({
  tx: ctx.tx,
  platform: ctx.platform,
  companyId: ctx.companyId,
  afterCommit: ctx.afterCommit,
  locale: ctx.locale,
  userId: ctx.userId,
  actorName: `${ctx.principal.firstName} ${ctx.principal.lastName}`,
})

export const viewerOf = (ctx: RequestContext): OrderViewer => ({
  companyId: ctx.companyId,
  userId: ctx.userId,
  permissions: ctx.principal.permissions,
})

export const actorOf = (ctx: RequestContext, side: OrderSide): OrderActor => ({
  userId: ctx.userId,
  name: `${ctx.principal.firstName} ${ctx.principal.lastName}`,
  side,
})

// The supplier never sees a draft, nor one waiting for authorization (the row-level policy says the same).
export const visibleToSupplier = (status: OrderStatus) => status !== 'draft' && status !== 'approval_required'
