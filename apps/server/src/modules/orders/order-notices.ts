import { orderUpdatedEvent, type Permission } from '@scm/contracts'
import { notify } from '../notifications/index.ts'
import { type CompanyNotice, notifyCompany } from '../partners/index.ts'
import type { OrderRow } from './order.queries.ts'
import type { OrderContext } from './order-context.ts'

export type OrderNotice = CompanyNotice

export const orderNotice = (
  order: OrderRow,
  type: OrderNotice['type'],
  message: OrderNotice['message'],
  params: OrderNotice['params'] = {},
): OrderNotice => ({
  type,
  message,
  params: { number: order.number, ...params },
  link: `/orders/${order.id}`,
  linkText: 'orders.notice.open',
})

// The other party hears of a change once it has committed; a refused or rolled-back change tells no one.
export function tellCompanyAfterCommit(
  ctx: OrderContext,
  companyId: string,
  notice: OrderNotice,
  permission: Permission = 'list.orders',
) {
  ctx.afterCommit(() => notifyCompany(ctx.platform, companyId, permission, notice))
}

// Named users of the acting company (approvers, the drafter): stored with the change, pushed after it.
export async function tellOwnUsers(ctx: OrderContext, recipients: string[], notice: OrderNotice) {
  await notify(ctx, { ...notice, companyId: ctx.companyId, recipients })
}

// Open order pages and lists of both companies refetch (decision 0016). The supplier hears of an order
// only while it may see it, or when it has just stopped seeing it (returned to draft).
export function announceOrderUpdated(
  ctx: Pick<OrderContext, 'platform' | 'afterCommit'>,
  order: OrderRow,
  supplierToo: boolean,
  buyerToo = true,
) {
  const payload = { id: order.id, number: order.number, status: order.status, version: order.version }
  ctx.afterCommit(async () => {
    if (buyerToo) ctx.platform.realtime.toCompanySync(order.companyId, orderUpdatedEvent, payload)
    if (supplierToo) ctx.platform.realtime.toCompanySync(order.supplierCompanyId, orderUpdatedEvent, payload)
  })
}
