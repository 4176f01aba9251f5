import { quotationEndpoints, quotationTemplateEndpoints } from '@scm/contracts'
import { queryOptions } from '@tanstack/react-query'
import { callApi } from '../../../lib/api/call-api.ts'

// The quotation list uses `all` as its ListScreen key.
export const quotationQueries = {
  all: ['quotations'] as const,
  detail: (id: string) =>
    queryOptions({
      queryKey: ['quotations', 'detail', id],
      queryFn: () => callApi(quotationEndpoints.get, { params: { id } }),
    }),
  // The sent answers side by side (/quotations/:id).
  comparison: (id: string) =>
    queryOptions({
      queryKey: ['quotations', 'comparison', id],
      queryFn: () => callApi(quotationEndpoints.comparison, { params: { id } }),
    }),
  // The templates a new quotation may start from.
  activeTemplates: () =>
    queryOptions({
      queryKey: ['quotation-templates', 'active'],
      queryFn: () =>
        callApi(quotationTemplateEndpoints.list, { query: { filter: { active: 'true' }, per_page: '200' } }),
    }),
}
