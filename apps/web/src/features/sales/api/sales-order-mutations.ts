import {
  type CreateSalesOrderBody,
  type SalesOrder,
  type SalesOrderLinesBody,
  salesOrderEndpoints,
  type UpdateSalesOrderBody,
} from '@scm/contracts'
import { useQueryClient } from '@tanstack/react-query'
import { callApi } from '../../../lib/api/call-api.ts'
import { useInvalidatingMutation } from '../../../lib/api/use-invalidating-mutation.ts'
import { salesOrderQueries } from './sales-order-queries.ts'

// Stock figures change with an answer or a dispatch: the inventory screen reloads them.
const inventory = ['inventory'] as const

export const useCreateSalesOrder = () =>
  useInvalidatingMutation(
    (body: CreateSalesOrderBody) => callApi(salesOrderEndpoints.create, { body }),
    salesOrderQueries.all,
    { quiet: true },
  )

export const useUpdateSalesOrder = () =>
  useInvalidatingMutation(
    ({ id, body }: { id: string; body: UpdateSalesOrderBody }) =>
      callApi(salesOrderEndpoints.update, { params: { id }, body }),
    salesOrderQueries.all,
    { quiet: true },
  )

export const useSaveSalesOrderLines = () =>
  useInvalidatingMutation(
    ({ id, body }: { id: string; body: SalesOrderLinesBody }) =>
      callApi(salesOrderEndpoints.saveLines, { params: { id }, body }),
    salesOrderQueries.all,
    { quiet: true, also: inventory },
  )

export type SalesOrderActionName =
  | 'accept'
  | 'decline'
  | 'cancel'
  | 'dispatch'
  | 'createPurchaseOrder'
  | 'createProductionOrders'

// An action on the version the user saw; the answer is the order as it is now.
export function useSalesOrderAction() {
  const queryClient = useQueryClient()
  return useInvalidatingMutation(
    async ({ action, order }: { action: SalesOrderActionName; order: SalesOrder }) => {
      const result = await callApi(salesOrderEndpoints[action], {
        params: { id: order.id },
        body: { version: order.version },
      })
      queryClient.setQueryData(salesOrderQueries.detail(result.id).queryKey, result)
      return result
    },
    salesOrderQueries.all,
    { also: inventory },
  )
}
