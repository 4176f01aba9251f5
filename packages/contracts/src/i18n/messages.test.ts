import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { compareCatalogues } from './catalogue-parity.ts'
import { catalogueSource, localizeIssuesWith } from './issues.ts'
import { localizeIssues, messageCatalogues, translate } from './messages.ts'

describe('server message catalogues', () => {
  it('have the same keys and placeholders in English and Swedish, none empty', () => {
    expect(compareCatalogues(messageCatalogues)).toEqual({ onlyIn: {}, placeholderMismatches: [], empty: [] })
  })

  it('fill placeholders and fall back to the key for an unknown one', () => {
    expect(translate('en', 'validation.minString', { min: 8 })).toContain('8')
    expect(translate('sv', 'validation.minString', { min: 8 })).toContain('8')
    expect(translate('sv', 'no.such.key' as never)).toBe('no.such.key')
  })
})

describe('localizing issues', () => {
  // The browser localizes with the one catalogue it loaded; it must say what the server says.
  it('gives the same messages from one catalogue as from both', () => {
    const schema = z.strictObject({
      name: z.string().min(3),
      email: z.email(),
      count: z.number().int().max(5),
      own: z.string().refine(() => false, 'validation.unknownField'),
    })
    const { error } = schema.safeParse({ name: 'ab', email: 'x', count: 7.5, own: 'a', extra: 1 })
    for (const locale of ['en', 'sv'] as const) {
      const fromOne = localizeIssuesWith(error!.issues, catalogueSource(messageCatalogues[locale]))
      expect(fromOne).toEqual(localizeIssues(error!.issues, locale))
      expect(Object.keys(fromOne).sort()).toEqual(['count', 'email', 'extra', 'name', 'own'])
    }
  })
})

describe('compareCatalogues', () => {
  it('names keys missing on one side, placeholder mismatches and empty texts', () => {
    const report = compareCatalogues({
      en: { a: 'A {{n}}', b: { c: 'C' }, d: 'D' },
      sv: { a: 'A {{m}}', b: {}, d: ' ' },
    })
    expect(report).toEqual({
      onlyIn: { 'missing in sv': ['b.c'] },
      placeholderMismatches: ['a'],
      empty: ['sv: d'],
    })
  })
})
