import { consumablesPostingEndpoints } from '@scm/contracts'
import { queryOptions } from '@tanstack/react-query'
import { callApi } from '../../../lib/api/call-api.ts'

// The posting list uses `all` as its ListScreen key.
export const consumablesPostingQueries = {
  all: ['consumables-postings'] as const,
  detail: (id: string) =>
    queryOptions({
      queryKey: ['consumables-postings', 'detail', id],
      queryFn: () => callApi(consumablesPostingEndpoints.get, { params: { id } }),
    }),
  // Under `all`: sending a posting changes what its warehouse has available.
  available: (warehouseId: string) =>
    queryOptions({
      queryKey: ['consumables-postings', 'available', warehouseId],
      queryFn: () => callApi(consumablesPostingEndpoints.available, { query: { warehouse_id: warehouseId } }),
    }),
}
