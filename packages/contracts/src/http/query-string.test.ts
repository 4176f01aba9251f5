import { describe, expect, it } from 'vitest'
import { toQueryString } from './query-string.ts'

describe('toQueryString', () => {
  it('writes nested filters and indexed arrays, skipping empty values', () => {
    expect(
      toQueryString({
        page: 2,
        filter: { status: 'active', role_id: undefined },
        ids: ['a', 'b'],
        search: '',
      }),
    ).toBe('page=2&filter%5Bstatus%5D=active&ids%5B0%5D=a&ids%5B1%5D=b')
  })
})
