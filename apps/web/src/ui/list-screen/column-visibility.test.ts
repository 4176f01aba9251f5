import { describe, expect, it } from 'vitest'
import { initialVisible } from './column-visibility.ts'
import type { ListColumn } from './list-types.ts'

const columns: ListColumn<object>[] = [
  { key: 'name', label: 'Name', value: () => '' },
  { key: 'email', label: 'E-mail', value: () => '' },
  { key: 'created', label: 'Created', value: () => '', hiddenByDefault: true },
]

describe('column visibility', () => {
  it('starts from the columns not hidden by default', () => {
    expect(initialVisible(columns, null)).toEqual(['name', 'email'])
  })

  it('restores the stored choice in column order, dropping columns that no longer exist', () => {
    expect(initialVisible(columns, '["created","gone","name"]')).toEqual(['name', 'created'])
  })

  it('falls back to the defaults on a damaged or empty entry', () => {
    expect(initialVisible(columns, '{not json')).toEqual(['name', 'email'])
    expect(initialVisible(columns, '["gone"]')).toEqual(['name', 'email'])
  })
})
