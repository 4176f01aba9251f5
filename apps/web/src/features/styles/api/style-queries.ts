import { counterpartStyleEndpoints, styleEndpoints, styleReviewEndpoints } from '@scm/contracts'
import { queryOptions } from '@tanstack/react-query'
import { callApi } from '../../../lib/api/call-api.ts'

// The styles feature's query keys and options; a change to a style reloads everything under `all`.
export const styleQueries = {
  all: ['styles'] as const,
  list: ['styles', 'list'] as const,
  detail: (id: string) =>
    queryOptions({
      queryKey: ['styles', 'detail', id],
      queryFn: () => callApi(styleEndpoints.get, { params: { id } }),
    }),
  review: (id: string) =>
    queryOptions({
      queryKey: ['styles', 'review', id],
      queryFn: () => callApi(styleReviewEndpoints.getReview, { params: { id } }),
    }),
  criteria: ['styles', 'criteria'] as const,
  criterion: (id: string) =>
    queryOptions({
      queryKey: ['styles', 'criteria', 'detail', id],
      queryFn: () => callApi(styleReviewEndpoints.getCriterion, { params: { id } }),
    }),
  partners: () =>
    queryOptions({
      queryKey: ['styles', 'partners'],
      queryFn: () => callApi(counterpartStyleEndpoints.partners),
      staleTime: 5 * 60_000,
    }),
  counterpart: ['counterpart-styles'] as const,
  counterpartDetail: (id: string) =>
    queryOptions({
      queryKey: ['counterpart-styles', 'detail', id],
      queryFn: () => callApi(counterpartStyleEndpoints.get, { params: { id } }),
    }),
}
