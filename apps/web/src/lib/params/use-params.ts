import { type ParamName, type ParamOption, paramEndpoints } from '@scm/contracts'
import { queryOptions, useQueries } from '@tanstack/react-query'
import { callApi } from '../api/call-api.ts'

// Each shared list is cached under its own key until the server says it changed (ParamUpdated).
export const paramKeys = {
  all: ['params'] as const,
  one: (name: ParamName) => ['params', name] as const,
}

type Waiter = { resolve: (options: ParamOption[]) => void; reject: (error: unknown) => void }
let pending = new Map<ParamName, Waiter[]>()

// The names asked for in the same tick go out as one select_many request (spec §7); only names not
// in the cache are asked, because cached ones never reach this function.
function flush() {
  const batch = pending
  pending = new Map()
  callApi(paramEndpoints.selectMany, { query: { select_many: [...batch.keys()].join(',') } }).then(
    (answer) => {
      for (const [name, waiters] of batch) for (const waiter of waiters) waiter.resolve(answer[name] ?? [])
    },
    (error) => {
      for (const waiters of batch.values()) for (const waiter of waiters) waiter.reject(error)
    },
  )
}

function fetchParam(name: ParamName): Promise<ParamOption[]> {
  return new Promise((resolve, reject) => {
    if (pending.size === 0) queueMicrotask(flush)
    pending.set(name, [...(pending.get(name) ?? []), { resolve, reject }])
  })
}

export const paramQuery = (name: ParamName) =>
  queryOptions({
    queryKey: paramKeys.one(name),
    queryFn: () => fetchParam(name),
    staleTime: Number.POSITIVE_INFINITY,
  })

export function useParams<const N extends ParamName>(names: readonly N[]) {
  return useQueries({
    queries: names.map(paramQuery),
    combine: (results) => ({
      data: Object.fromEntries(names.map((name, i) => [name, results[i]?.data ?? []])) as Record<
        N,
        ParamOption[]
      >,
      isPending: results.some((result) => result.isPending),
      isError: results.some((result) => result.isError),
      refetch: () => Promise.all(results.map((result) => result.refetch())),
    }),
  })
}
