import {
  type ProductionOrderAction,
  type ProductionOrderBody,
  productionOrderEndpoints,
  type UpdateProductionOrderBody,
} from '@scm/contracts'
import { callApi } from '../../../lib/api/call-api.ts'
import { useInvalidatingMutation } from '../../../lib/api/use-invalidating-mutation.ts'
import { productionOrderQueries } from './production-order-queries.ts'

// A receipt moves stock too: the inventory's lists reload with the orders'.
const orders = productionOrderQueries.all
const inventory = ['inventory'] as const

export const useCreateProductionOrder = () =>
  useInvalidatingMutation(
    (body: ProductionOrderBody) => callApi(productionOrderEndpoints.create, { body }),
    orders,
    { quiet: true },
  )

export const useUpdateProductionOrder = () =>
  useInvalidatingMutation(
    ({ id, body }: { id: string; body: UpdateProductionOrderBody }) =>
      callApi(productionOrderEndpoints.update, { params: { id }, body }),
    orders,
    { quiet: true },
  )

export const useProductionOrderAction = () =>
  useInvalidatingMutation(
    ({ id, action, version }: { id: string; action: ProductionOrderAction; version: number }) =>
      callApi(productionOrderEndpoints[action], { params: { id }, body: { version } }),
    orders,
  )

export const useGenerateReceipt = () =>
  useInvalidatingMutation(
    ({ id, quantity, version }: { id: string; quantity: string; version: number }) =>
      callApi(productionOrderEndpoints.receive, { params: { id }, body: { quantity, version } }),
    orders,
    { also: inventory },
  )

export const useDeleteProductionOrder = () =>
  useInvalidatingMutation(
    (id: string) => callApi(productionOrderEndpoints.remove, { params: { id } }),
    orders,
  )
