import { domainPermissions } from '@scm/contracts'
import { describe, expect, it } from 'vitest'
import en from '../locales/en.json' with { type: 'json' }
import sv from '../locales/sv.json' with { type: 'json' }
import { permissionGroups, permissionLabelKey } from './permission-groups.ts'

const lookup = (catalogue: unknown, key: string) =>
  key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], catalogue)

describe('permission checklist', () => {
  it('lists every domain permission of the catalogue exactly once', () => {
    const listed = permissionGroups.flatMap((group) => group.permissions)
    expect([...listed].sort()).toEqual([...domainPermissions].sort())
  })

  it('labels every permission and group in both languages', () => {
    for (const catalogue of [en, sv]) {
      for (const group of permissionGroups) {
        expect(lookup(catalogue, `permissionGroups.${group.key}`)).toBeTypeOf('string')
        for (const permission of group.permissions)
          expect(lookup(catalogue, permissionLabelKey(permission)), permission).toBeTypeOf('string')
      }
    }
  })
})
