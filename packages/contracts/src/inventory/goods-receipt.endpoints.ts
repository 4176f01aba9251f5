import { z } from 'zod'
import { IdParams } from '../http/common.ts'
import { defineEndpoint } from '../http/endpoint.ts'
import { GoodsReceipt, GoodsReceiptBody, GoodsReceiptParams } from './goods-receipt.contract.ts'

// Goods of a purchase order's delivery taken into its warehouse (decision 0051): stock follows what
// was ordered. Receiving is stock work, so it asks for the inventory permission.
const permission = 'manage.inventory' as const

export const goodsReceiptEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/orders/:id/receipts',
    permission,
    params: IdParams,
    response: z.array(GoodsReceipt),
  }),
  receive: defineEndpoint({
    method: 'POST',
    path: '/orders/:id/deliveries/:delivery_id/receipts',
    permission,
    params: GoodsReceiptParams,
    body: GoodsReceiptBody,
    response: GoodsReceipt,
    status: 201,
  }),
}
