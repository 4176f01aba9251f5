import {
  agreementEndpoints,
  articleEndpoints,
  type PartnerRole,
  partnerPaths,
  receivedInviteEndpoints,
  supplierAnalysisEndpoints,
  supplierCriterionEndpoints,
} from '@scm/contracts'
import { queryOptions } from '@tanstack/react-query'
import { callApi } from '../../../lib/api/call-api.ts'

// The partners feature's query keys; lists use `<role>.all` as their ListScreen key, and every change
// to a partner invalidates `['partners']`.
export const partnerQueries = {
  all: ['partners'] as const,
  list: (role: PartnerRole) => ['partners', partnerPaths[role], 'list'] as const,
  invites: (role: PartnerRole) => ['partners', partnerPaths[role], 'invites'] as const,
  detail: (role: PartnerRole, id: string) =>
    queryOptions({
      queryKey: ['partners', partnerPaths[role], 'detail', id],
      queryFn: () => callApi(agreementEndpoints(role).get, { params: { id } }),
    }),
  criteria: (id: string) =>
    queryOptions({
      queryKey: ['partners', 'suppliers', 'detail', id, 'criteria'],
      queryFn: () => callApi(supplierCriterionEndpoints.values, { params: { id } }),
    }),
  received: () =>
    queryOptions({
      queryKey: ['partners', 'received'],
      queryFn: () => callApi(receivedInviteEndpoints.list),
    }),
  // The client's articles a supplier company supplies or that are shared with it (the card's block).
  articles: (partnerCompanyId: string) =>
    queryOptions({
      queryKey: ['partners', 'suppliers', 'articles', partnerCompanyId],
      queryFn: () =>
        callApi(articleEndpoints.list, {
          query: { filter: { partner_company_id: partnerCompanyId }, sort: 'code', per_page: '100' },
        }),
    }),
  analysis: (ids: string[]) =>
    queryOptions({
      queryKey: ['partners', 'suppliers', 'analysis', ids],
      queryFn: () => callApi(supplierAnalysisEndpoints.analyze, { query: { ids: ids.join(',') } }),
      enabled: ids.length >= 2,
    }),
}
