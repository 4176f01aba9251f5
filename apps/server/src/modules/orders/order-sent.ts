import type { Platform } from '../../platform/http/context.ts'
import { notifyCompany } from '../partners/index.ts'
import { sendOrderGuestLink } from './guest/guest-link-mail.ts'
import type { OrderRow } from './order.queries.ts'
import { orderNotice } from './order-notices.ts'

// What follows an order reaching `sent` (sent directly, or authorized), run after that change has
// committed: the supplier's users who see orders are told, and the supplier's contact is e-mailed a
// link to answer the order without an account.
export async function orderSent(platform: Platform, order: OrderRow) {
  await notifyCompany(
    platform,
    order.supplierCompanyId,
    'list.orders',
    orderNotice(order, 'order-sent', 'orders.notice.sent', { company: order.buyerName }),
  )
  await sendOrderGuestLink(platform, order)
}
