import { inventoryEndpoints } from '@scm/contracts'
import { infiniteQueryOptions } from '@tanstack/react-query'
import { callApi } from '../../../lib/api/call-api.ts'

const ledgerPage = '100' as const

// The inventory list uses `all` as its ListScreen key.
export const inventoryQueries = {
  all: ['inventory'] as const,
  ledger: (articleId: string, warehouseId: string) =>
    infiniteQueryOptions({
      queryKey: ['inventory', 'ledger', articleId, warehouseId],
      queryFn: ({ pageParam }) =>
        callApi(inventoryEndpoints.ledger, {
          params: { article_id: articleId, warehouse_id: warehouseId },
          query: { page: pageParam, per_page: ledgerPage },
        }),
      initialPageParam: 1,
      getNextPageParam: (last, pages) =>
        pages.reduce((rows, page) => rows + page.data.length, 0) < last.meta.total
          ? pages.length + 1
          : undefined,
    }),
}
