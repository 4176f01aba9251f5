import { describe, expect, it } from 'vitest'
import { hasActiveFilters, nextSort, readListState, toListQuery, writeListState } from './list-state.ts'
import type { FilterField } from './list-types.ts'

const fields: FilterField[] = [
  { key: 'status', label: 'Status', type: 'select', options: [] },
  { key: 'role_id', label: 'Role', type: 'multi-select', options: [] },
]
const defaults = { perPage: '60' as const, sort: 'name' }

describe('list state in the URL', () => {
  it('reads defaults from an empty URL', () => {
    expect(readListState(new URLSearchParams(), fields, defaults)).toEqual({
      page: 1,
      perPage: '60',
      sort: 'name',
      search: '',
      filters: {},
    })
  })

  it('reads page, size, sort, search and declared filters; ignores bad values and unknown filters', () => {
    const params = new URLSearchParams(
      'page=3&per_page=all&sort=-email&search=anna&filter[status]=active&filter[role_id]=a&filter[role_id]=b&filter[other]=x',
    )
    expect(readListState(params, fields, defaults)).toEqual({
      page: 3,
      perPage: 'all',
      sort: '-email',
      search: 'anna',
      filters: { status: 'active', role_id: ['a', 'b'] },
    })
    const bad = new URLSearchParams('page=-2&per_page=7')
    expect(readListState(bad, fields, defaults)).toMatchObject({ page: 1, perPage: '60' })
  })

  it('writes only what differs from the defaults and keeps other parameters', () => {
    const state = {
      page: 2,
      perPage: '100' as const,
      sort: 'name',
      search: ' berg ',
      filters: { status: 'invited', role_id: ['r1', 'r2'] },
    }
    const written = writeListState(new URLSearchParams('mail=7&page=9'), state, fields, defaults)
    expect(written.toString()).toBe(
      'mail=7&page=2&per_page=100&search=berg&filter%5Bstatus%5D=invited&filter%5Brole_id%5D=r1&filter%5Brole_id%5D=r2',
    )
    expect(readListState(written, fields, defaults)).toEqual({ ...state, search: 'berg' })
  })

  it('turns the state into the contract list query', () => {
    const state = {
      page: 1,
      perPage: '60' as const,
      sort: '-name',
      search: '',
      filters: { status: '', role_id: ['r1'] },
    }
    expect(toListQuery(state)).toEqual({
      page: 1,
      per_page: '60',
      sort: '-name',
      search: undefined,
      filter: { role_id: ['r1'] },
    })
    expect(toListQuery({ ...state, filters: {} }).filter).toBeUndefined()
  })

  it('knows when filters or a search are active', () => {
    const base = { page: 1, perPage: '60' as const, search: '', filters: {} }
    expect(hasActiveFilters(base)).toBe(false)
    expect(hasActiveFilters({ ...base, search: 'x' })).toBe(true)
    expect(hasActiveFilters({ ...base, filters: { status: [] } })).toBe(false)
    expect(hasActiveFilters({ ...base, filters: { status: 'active' } })).toBe(true)
  })

  it('toggles a column between ascending and descending', () => {
    expect(nextSort(undefined, 'name')).toBe('name')
    expect(nextSort('name', 'name')).toBe('-name')
    expect(nextSort('-name', 'name')).toBe('name')
    expect(nextSort('-email', 'name')).toBe('name')
  })
})
