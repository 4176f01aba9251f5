import { projectArticleEndpoints, projectEndpoints } from '@scm/contracts'
import { queryOptions } from '@tanstack/react-query'
import { callApi } from '../../../lib/api/call-api.ts'

// The projects feature's query keys; the list uses `all` as its ListScreen key.
export const projectQueries = {
  all: ['projects'] as const,
  detail: (id: string) =>
    queryOptions({
      queryKey: ['projects', 'detail', id],
      queryFn: () => callApi(projectEndpoints.get, { params: { id } }),
    }),
  // Under the project's detail key: saving the articles moves the project's version on.
  articles: (id: string) =>
    queryOptions({
      queryKey: ['projects', 'detail', id, 'articles'],
      queryFn: () => callApi(projectArticleEndpoints.list, { params: { id } }),
    }),
  warehouses: (id: string) => ['projects', 'warehouses', id] as const,
  addresses: (id: string) => ['projects', 'addresses', id] as const,
  // Under the quotations' key, so that a saved quotation refreshes its project's list too.
  quotations: (id: string) => ['quotations', 'project', id] as const,
}
