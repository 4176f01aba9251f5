import type { FileImport } from '../../../platform/imports/import-item.ts'
import { notify } from '../../notifications/index.ts'
import { createOrder } from '../order.service.ts'
import type { OrderValues } from '../order-fields.ts'
import { orderImportStore } from './order-import.queries.ts'
import { locate, type OrderGroup, orderFileGroups } from './order-import-groups.ts'

// The order CSV import (#5, decision 0019): each order of the file through the order create endpoint's
// own code (numbering, pricing, checks, history, audit, OrderUpdated).
export const orderImport: FileImport<OrderValues, OrderGroup> = {
  messages: 'orders.import',
  store: orderImportStore,
  read: orderFileGroups,
  create: async (ctx, body) => (await createOrder(ctx, body)).number,
  place: locate,
  finished: (ctx, outcome) =>
    notify(ctx, {
      companyId: ctx.companyId,
      recipients: [ctx.userId],
      type: 'order-import',
      message: 'orders.import.notifyDone',
      params: outcome,
      link: '/orders/all',
      linkText: 'orders.import.openOrders',
    }),
}
