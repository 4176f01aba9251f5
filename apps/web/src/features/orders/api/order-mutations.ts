import {
  type DeliveryShipmentState,
  type GoodsReceiptBody,
  goodsReceiptEndpoints,
  type OrderActionBody,
  type OrderBody,
  type OrderCommentBody,
  orderEndpoints,
  type ShipmentReadiness,
  type UpdateOrderBody,
} from '@scm/contracts'
import { callApi } from '../../../lib/api/call-api.ts'
import { useInvalidatingMutation } from '../../../lib/api/use-invalidating-mutation.ts'
import { orderQueries } from './order-queries.ts'

const orders = orderQueries.all

// The wizard saves the whole draft at every step: the first save creates it, later ones update it.
// Quiet: the wizard puts errors on their fields and shows a conflict itself.
export const useSaveOrder = () =>
  useInvalidatingMutation(
    ({ id, body }: { id: string | null; body: OrderBody | UpdateOrderBody }) =>
      id
        ? callApi(orderEndpoints.update, { params: { id }, body: body as UpdateOrderBody })
        : callApi(orderEndpoints.create, { body }),
    orders,
    { quiet: true },
  )

export const useDeleteOrder = () =>
  useInvalidatingMutation((id: string) => callApi(orderEndpoints.remove, { params: { id } }), orders)

// Quiet: the order page lists a refusal's fields next to the order itself.
export const useOrderAction = () =>
  useInvalidatingMutation(
    ({ id, body }: { id: string; body: OrderActionBody }) =>
      callApi(orderEndpoints.act, { params: { id }, body }),
    orders,
    { quiet: true },
  )

export const useShipDelivery = () =>
  useInvalidatingMutation(
    (args: {
      id: string
      deliveryId: string
      state: Exclude<DeliveryShipmentState, 'not_shipped'>
      version: number
    }) =>
      callApi(orderEndpoints.ship, {
        params: { id: args.id, deliveryId: args.deliveryId },
        body: { state: args.state, version: args.version },
      }),
    orders,
  )

// A receipt changes the order's received quantities and the stock the inventory screen shows.
export const useReceiveGoods = () =>
  useInvalidatingMutation(
    (args: { id: string; deliveryId: string; body: GoodsReceiptBody }) =>
      callApi(goodsReceiptEndpoints.receive, {
        params: { id: args.id, delivery_id: args.deliveryId },
        body: args.body,
      }),
    orders,
    { also: ['inventory'] },
  )

export const useSetReadiness = () =>
  useInvalidatingMutation(
    (args: { id: string; deliveryId: string; readiness: ShipmentReadiness; version: number }) =>
      callApi(orderEndpoints.readiness, {
        params: { id: args.id, deliveryId: args.deliveryId },
        body: { readiness: args.readiness, version: args.version },
      }),
    orders,
  )

export const useAddComment = (id: string) =>
  useInvalidatingMutation(
    (body: OrderCommentBody) => callApi(orderEndpoints.addComment, { params: { id }, body }),
    orders,
    { quiet: true },
  )
