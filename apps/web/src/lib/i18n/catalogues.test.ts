import { compareCatalogues } from '@scm/contracts'
import { describe, expect, it } from 'vitest'
import { loadCatalogues } from './catalogues.ts'

// The files catalogues-<locale>.ts load, grouped by folder: each feature's en.json against its sv.json.
const files = import.meta.glob<unknown>(['../../app/locales/*.json', '../../features/*/locales/*.json'], {
  eager: true,
  import: 'default',
})
const byFolder = new Map<string, Record<string, unknown>>()
for (const [path, catalogue] of Object.entries(files)) {
  const folder = path.slice(0, path.lastIndexOf('/'))
  const locale = path.slice(path.lastIndexOf('/') + 1).replace('.json', '')
  byFolder.set(folder, { ...byFolder.get(folder), [locale]: catalogue })
}

describe('web catalogues', () => {
  it('exist for every feature in both languages', () => {
    expect(byFolder.size).toBeGreaterThan(3)
    for (const [folder, catalogues] of byFolder)
      expect(Object.keys(catalogues).sort(), folder).toEqual(['en', 'sv'])
  })

  it.each([...byFolder.keys()])('%s has the same keys and placeholders in en and sv', (folder) => {
    expect(compareCatalogues(byFolder.get(folder)!)).toEqual({
      onlyIn: {},
      placeholderMismatches: [],
      empty: [],
    })
  })
})

describe('the catalogues of a language', () => {
  it('hold every folder under its namespace, and the server messages, in both languages', async () => {
    const namespaces = (catalogues: object) => Object.keys(catalogues).sort()
    const [en, sv] = await Promise.all([loadCatalogues('en'), loadCatalogues('sv')])
    expect(namespaces(en)).toEqual(namespaces(sv))
    expect(namespaces(en)).toEqual(
      [...byFolder.keys()]
        .map((folder) => (folder.endsWith('/app/locales') ? 'app' : folder.split('/').at(-2)!))
        .concat('messages')
        .sort(),
    )
    expect(en.orders).toBe(files['../../features/orders/locales/en.json'])
    expect(sv.messages).not.toEqual(en.messages)
  })
})
