import { questionEndpoints } from '@scm/contracts'
import { queryOptions } from '@tanstack/react-query'
import { callApi } from '../../../lib/api/call-api.ts'

// The question library's query keys; the list uses `all` as its ListScreen key, and a change reloads
// everything under it, the categories too.
export const questionQueries = {
  all: ['question-library'] as const,
  detail: (id: string) =>
    queryOptions({
      queryKey: ['question-library', 'detail', id],
      queryFn: () => callApi(questionEndpoints.get, { params: { id } }),
    }),
  categories: () =>
    queryOptions({
      queryKey: ['question-library', 'categories'],
      queryFn: () => callApi(questionEndpoints.categories),
    }),
}
