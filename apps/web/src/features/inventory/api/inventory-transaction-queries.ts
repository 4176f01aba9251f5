import { inventoryTransactionEndpoints } from '@scm/contracts'
import { queryOptions } from '@tanstack/react-query'
import { callApi } from '../../../lib/api/call-api.ts'

// The transaction list uses `all` as its ListScreen key.
export const inventoryTransactionQueries = {
  all: ['inventory-transactions'] as const,
  detail: (id: string) =>
    queryOptions({
      queryKey: ['inventory-transactions', 'detail', id],
      queryFn: () => callApi(inventoryTransactionEndpoints.get, { params: { id } }),
    }),
  // Under `all`: saving or acting on a transaction changes what its source has available.
  available: (warehouseId: string) =>
    queryOptions({
      queryKey: ['inventory-transactions', 'available', warehouseId],
      queryFn: () =>
        callApi(inventoryTransactionEndpoints.available, { query: { warehouse_id: warehouseId } }),
    }),
}
