import { useCallback, useMemo } from 'react'
import { useSearchParams } from 'react-router'
import { type ListDefaults, readListState, writeListState } from './list-state.ts'
import type { FilterField, ListState } from './list-types.ts'

export function useListState(fields: FilterField[], defaults: ListDefaults) {
  const [params, setParams] = useSearchParams()
  const state = useMemo(() => readListState(params, fields, defaults), [params, fields, defaults])
  // Anything but a page change starts again at page 1: page 7 of another filter means nothing.
  // Typing a search replaces the history entry, so that Back does not replay every pause.
  const update = useCallback(
    (change: Partial<ListState>) =>
      setParams(
        (current) => {
          const base = readListState(current, fields, defaults)
          const next = { ...base, ...change, page: change.page ?? 1 }
          return writeListState(current, next, fields, defaults)
        },
        { replace: 'search' in change && Object.keys(change).length === 1 },
      ),
    [setParams, fields, defaults],
  )
  return { state, update }
}
