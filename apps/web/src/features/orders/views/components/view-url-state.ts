import { useEffect, useRef } from 'react'
import { useSearchParams } from 'react-router'
import { useUpdateSearchParams } from '../../../../lib/url/use-update-search-params.ts'

const filterParam = (key: string) => `filter[${key}]`

// A view's list filters as they stand in the URL (the list screen keeps its state there), for the
// parts of a page beside the list that follow the same filters.
export function useUrlFilters(keys: readonly string[]): Record<string, string> {
  const [params] = useSearchParams()
  return Object.fromEntries(
    keys.flatMap((key) => {
      const value = params.get(filterParam(key))
      return value ? [[key, value]] : []
    }),
  )
}

// A value kept in the URL beside the list state (a page's toggle); changing it starts at page 1.
export function useUrlValue<T extends string>(name: string, allowed: readonly T[], fallback: T) {
  const [params] = useSearchParams()
  const setParams = useUpdateSearchParams()
  const current = params.get(name) as T | null
  const value = current && allowed.includes(current) ? current : fallback
  const set = (next: T) =>
    setParams((previous) => {
      const updated = new URLSearchParams(previous)
      if (next === fallback) updated.delete(name)
      else updated.set(name, next)
      updated.delete('page')
      return updated
    })
  return [value, set] as const
}

// On the first visit (none of the keys in the URL) the view opens with these filters, which the
// user sees in the filter sidebar and may clear: a schedule starts this week, not at the first order.
export function useDefaultFilters(defaults: Record<string, string>) {
  const [params] = useSearchParams()
  const setParams = useUpdateSearchParams()
  const untouched = !Object.keys(defaults).some((key) => params.has(filterParam(key))) && !params.has('page')
  // Only on arrival: a filter the user clears later stays cleared.
  const arrived = useRef(false)
  useEffect(() => {
    if (arrived.current) return
    arrived.current = true
    if (!untouched) return
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous)
        for (const [key, value] of Object.entries(defaults)) next.set(filterParam(key), value)
        return next
      },
      { replace: true },
    )
  }, [untouched, defaults, setParams])
}
