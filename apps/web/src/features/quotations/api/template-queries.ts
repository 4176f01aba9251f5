import { quotationTemplateEndpoints } from '@scm/contracts'
import { queryOptions } from '@tanstack/react-query'
import { callApi } from '../../../lib/api/call-api.ts'

// The template list uses `all` as its ListScreen key.
export const templateQueries = {
  all: ['quotation-templates'] as const,
  detail: (id: string) =>
    queryOptions({
      queryKey: ['quotation-templates', 'detail', id],
      queryFn: () => callApi(quotationTemplateEndpoints.get, { params: { id } }),
    }),
}
