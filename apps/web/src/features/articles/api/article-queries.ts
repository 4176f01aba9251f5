import { articleEndpoints, boxTypeEndpoints, packingInstructionEndpoints } from '@scm/contracts'
import { queryOptions } from '@tanstack/react-query'
import { callApi } from '../../../lib/api/call-api.ts'

// The articles feature's query keys; lists use `<resource>.all` as their ListScreen key.
export const articleQueries = {
  all: ['articles'] as const,
  detail: (id: string) =>
    queryOptions({
      queryKey: ['articles', 'detail', id],
      queryFn: () => callApi(articleEndpoints.get, { params: { id } }),
    }),
  partners: () =>
    queryOptions({
      queryKey: ['articles', 'partners'],
      queryFn: () => callApi(articleEndpoints.partners),
      staleTime: 60_000,
    }),
  shared: {
    all: ['articles', 'shared'] as const,
    detail: (id: string) =>
      queryOptions({
        queryKey: ['articles', 'shared', 'detail', id],
        queryFn: () => callApi(articleEndpoints.sharedGet, { params: { id } }),
      }),
  },
  boxTypes: {
    all: ['box-types'] as const,
    detail: (id: string) =>
      queryOptions({
        queryKey: ['box-types', 'detail', id],
        queryFn: () => callApi(boxTypeEndpoints.get, { params: { id } }),
      }),
  },
  packing: {
    all: ['packing-instructions'] as const,
    detail: (id: string) =>
      queryOptions({
        queryKey: ['packing-instructions', 'detail', id],
        queryFn: () => callApi(packingInstructionEndpoints.get, { params: { id } }),
      }),
  },
}
