import { describe, expect, it } from 'vitest'
import en from './en.json' with { type: 'json' }
import sv from './sv.json' with { type: 'json' }

const keys = (node: unknown, prefix = ''): string[] =>
  typeof node === 'object' && node !== null
    ? Object.entries(node).flatMap(([key, value]) => keys(value, prefix ? `${prefix}.${key}` : key))
    : [prefix]

describe('admin catalogues', () => {
  it('have the same keys in English and Swedish', () => {
    expect(keys(sv).sort()).toEqual(keys(en).sort())
  })
})
