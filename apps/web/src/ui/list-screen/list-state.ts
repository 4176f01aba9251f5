import { type PageSize, pageSizes } from '@scm/contracts'
import type { FilterField, FilterValues, ListState } from './list-types.ts'

export interface ListDefaults {
  perPage: PageSize
  sort?: string
}

const filterParam = (key: string) => `filter[${key}]`

// The URL is the list's state: a link or the back button reproduces the same view.
export function readListState(
  params: URLSearchParams,
  fields: FilterField[],
  defaults: ListDefaults,
): ListState {
  const page = Number(params.get('page'))
  const perPage = params.get('per_page')
  const filters: FilterValues = {}
  for (const field of fields) {
    const values = params.getAll(filterParam(field.key)).filter(Boolean)
    if (values.length === 0) continue
    filters[field.key] = field.type === 'multi-select' ? values : values[0]!
  }
  return {
    page: Number.isInteger(page) && page > 0 ? page : 1,
    perPage: (pageSizes as readonly string[]).includes(perPage ?? '')
      ? (perPage as PageSize)
      : defaults.perPage,
    sort: params.get('sort') || defaults.sort,
    search: params.get('search') ?? '',
    filters,
  }
}

// Writes the state back, leaving defaults out (short links) and other parameters untouched.
export function writeListState(
  params: URLSearchParams,
  state: ListState,
  fields: FilterField[],
  defaults: ListDefaults,
): URLSearchParams {
  const next = new URLSearchParams(params)
  for (const name of ['page', 'per_page', 'sort', 'search', ...fields.map((f) => filterParam(f.key))])
    next.delete(name)
  if (state.page > 1) next.set('page', String(state.page))
  if (state.perPage !== defaults.perPage) next.set('per_page', state.perPage)
  if (state.sort && state.sort !== defaults.sort) next.set('sort', state.sort)
  if (state.search.trim()) next.set('search', state.search.trim())
  for (const field of fields) {
    const value = state.filters[field.key]
    for (const item of Array.isArray(value) ? value : [value])
      if (item) next.append(filterParam(field.key), item)
  }
  return next
}

export const hasActiveFilters = (state: ListState) =>
  state.search.trim() !== '' || Object.values(state.filters).some((value) => value.length > 0)

// The query of the contract's listQuery: page, per_page, sort, search, filter[...].
export function toListQuery(state: ListState) {
  const filter = Object.fromEntries(Object.entries(state.filters).filter(([, value]) => value.length > 0))
  return {
    page: state.page,
    per_page: state.perPage,
    sort: state.sort,
    search: state.search.trim() || undefined,
    filter: Object.keys(filter).length > 0 ? filter : undefined,
  }
}

// Sorting a column cycles ascending → descending → ascending.
export function nextSort(current: string | undefined, field: string): string {
  return current === field ? `-${field}` : field
}
