import type { crudEndpoints } from '@scm/contracts'
import { queryOptions } from '@tanstack/react-query'
import { callApi } from '../../../lib/api/call-api.ts'
import { useInvalidatingMutation } from '../../../lib/api/use-invalidating-mutation.ts'

// biome-ignore lint/suspicious/noExplicitAny: any list of the crudEndpoints shape (master data has it too)
export type CrudEndpoints = ReturnType<typeof crudEndpoints<any, any, any, any>>
export type Body = Record<string, unknown>

export const detailQuery = (endpoints: CrudEndpoints, queryKey: readonly unknown[], id: string) =>
  queryOptions({
    queryKey: [...queryKey, 'detail', id],
    queryFn: () =>
      callApi(endpoints.get, { params: { id } }) as Promise<Body & { id: string; version: number }>,
  })

// Create, update and delete of one company list; each reloads that list (and its detail queries).
export function useCompanyListMutations(endpoints: CrudEndpoints, queryKey: readonly unknown[]) {
  const create = useInvalidatingMutation((body: Body) => callApi(endpoints.create, { body }), queryKey, {
    quiet: true,
  })
  const update = useInvalidatingMutation(
    ({ id, body }: { id: string; body: Body }) => callApi(endpoints.update, { params: { id }, body }),
    queryKey,
    { quiet: true },
  )
  const remove = useInvalidatingMutation(
    (id: string) => callApi(endpoints.remove, { params: { id } }),
    queryKey,
  )
  return { create, update, remove }
}
