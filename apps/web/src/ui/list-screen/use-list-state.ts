import { useCallback, useMemo } from 'react'
import { useSearchParams } from 'react-router'
import { useUpdateSearchParams } from '../../lib/url/use-update-search-params.ts'
import { type ListDefaults, readListState, writeListState } from './list-state.ts'
import type { FilterField, ListState } from './list-types.ts'

export function useListState(fields: FilterField[], defaults: ListDefaults) {
  const [params] = useSearchParams()
  const setParams = useUpdateSearchParams()
  const state = useMemo(() => readListState(params, fields, defaults), [params, fields, defaults])
  // Anything but a page change starts again at page 1: page 7 of another filter means nothing.
  // Refining a search replaces the history entry, so that Back does not replay every pause in typing
  // but still returns to the list as it was before the search.
  const searching = state.search !== ''
  const update = useCallback(
    (
      change: Partial<ListState>,
      replace = searching && Object.keys(change).length === 1 && Boolean(change.search),
    ) =>
      setParams(
        (current) => {
          const base = readListState(current, fields, defaults)
          const next = { ...base, ...change, page: change.page ?? 1 }
          return writeListState(current, next, fields, defaults)
        },
        { replace },
      ),
    [setParams, fields, defaults, searching],
  )
  return { state, update }
}
