import { describe, expect, it } from 'vitest'
import { suggestMapping } from './article-import-fields.ts'

describe('suggestMapping', () => {
  it('matches English and Swedish headings without case, spaces or signs', () => {
    const mapping = suggestMapping(['ARTIKEL-ID', 'Namn', 'Colour', 'Weight (kg)', 'Ursprungsland', 'Notes'])
    expect(mapping).toMatchObject({ code: 0, name: 1, color: 2, weight: 3, country_of_origin: 4 })
    expect(Object.values(mapping).filter((column) => column !== null)).toHaveLength(5)
  })

  it('uses a column once, for the first field that claims it', () => {
    const mapping = suggestMapping(['Code', 'Code', 'Name'])
    expect(mapping).toMatchObject({ code: 0, name: 2 })
  })

  it('leaves every field unmapped for headings it does not know', () => {
    expect(Object.values(suggestMapping(['a', 'b'])).every((column) => column === null)).toBe(true)
  })
})
