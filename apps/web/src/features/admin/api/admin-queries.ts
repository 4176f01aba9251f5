import {
  companyEndpoints,
  outboxEndpoints,
  roleEndpoints,
  supplierCriterionEndpoints,
  userEndpoints,
  userGroupEndpoints,
} from '@scm/contracts'
import { queryOptions } from '@tanstack/react-query'
import { callApi } from '../../../lib/api/call-api.ts'

// The admin feature's query keys and options; lists use `<area>.all` as their ListScreen key.
export const adminQueries = {
  users: {
    all: ['admin', 'users'] as const,
    detail: (id: string) =>
      queryOptions({
        queryKey: ['admin', 'users', 'detail', id],
        queryFn: () => callApi(userEndpoints.get, { params: { id } }),
      }),
    options: () =>
      queryOptions({
        queryKey: ['admin', 'users', 'options'],
        queryFn: () => callApi(userEndpoints.options),
      }),
  },
  roles: {
    all: ['admin', 'roles'] as const,
    detail: (id: string) =>
      queryOptions({
        queryKey: ['admin', 'roles', 'detail', id],
        queryFn: () => callApi(roleEndpoints.get, { params: { id } }),
      }),
    options: () =>
      queryOptions({
        queryKey: ['admin', 'roles', 'options'],
        queryFn: () => callApi(roleEndpoints.options),
      }),
  },
  groups: {
    all: ['admin', 'user-groups'] as const,
    detail: (id: string) =>
      queryOptions({
        queryKey: ['admin', 'user-groups', 'detail', id],
        queryFn: () => callApi(userGroupEndpoints.get, { params: { id } }),
      }),
    options: () =>
      queryOptions({
        queryKey: ['admin', 'user-groups', 'options'],
        queryFn: () => callApi(userGroupEndpoints.options),
      }),
  },
  outbox: {
    all: ['admin', 'outbox'] as const,
    detail: (id: string) =>
      queryOptions({
        queryKey: ['admin', 'outbox', 'detail', id],
        queryFn: () => callApi(outboxEndpoints.get, { params: { id } }),
      }),
  },
  supplierCriteria: {
    all: ['admin', 'supplier-criteria'] as const,
    detail: (id: string) =>
      queryOptions({
        queryKey: ['admin', 'supplier-criteria', 'detail', id],
        queryFn: () => callApi(supplierCriterionEndpoints.get, { params: { id } }),
      }),
  },
  company: () =>
    queryOptions({
      queryKey: ['admin', 'company'],
      queryFn: () => callApi(companyEndpoints.get),
    }),
}
