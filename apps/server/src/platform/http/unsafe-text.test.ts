import { describe, expect, it } from 'vitest'
import { firstUnsafeRow, isSafeText, maxInputDepth, unsafeTextIssues } from './unsafe-text.ts'

describe('unsafe text', () => {
  it('tells NUL and lone surrogates from any text a person types', () => {
    for (const text of ['', 'Åsa Öberg', 'tab\tand\nnewline', '👟 size 42', '中文', '\u200b'])
      expect(isSafeText(text)).toBe(true)
    for (const text of ['a\u0000b', 'half \ud83d', '\udc5f pair', 'reversed \udc5f\ud83d'])
      expect(isSafeText(text)).toBe(false)
  })

  it('names every field, key and array item that holds one, however it is nested', () => {
    const issues = unsafeTextIssues({
      name: 'ok',
      lines: [{ note: 'x\u0000' }, { note: 'fine' }],
      'bad\u0000key': 1,
      filter: { status: ['open', '\ud800'] },
    })
    expect(issues.map((issue) => [issue.path.join('.'), issue.message]).sort()).toEqual([
      ['bad\ufffdkey', 'validation.unsafeText'],
      ['filter.status.1', 'validation.unsafeText'],
      ['lines.0.note', 'validation.unsafeText'],
    ])
    expect(unsafeTextIssues({ a: [1, true, null, 'ok'] })).toEqual([])
  })

  it('stops at the depth no contract reaches', () => {
    let deep: unknown = 'leaf'
    for (let level = 0; level < 100_000; level++) deep = [deep]
    const [issue, ...rest] = unsafeTextIssues({ deep })
    expect(rest).toEqual([])
    expect(issue?.message).toBe('validation.tooDeep')
    expect(issue?.path).toHaveLength(maxInputDepth)
  })

  it('finds the first row of an imported table with such a cell', () => {
    expect(
      firstUnsafeRow([
        ['a', 'b'],
        ['c', 'd'],
      ]),
    ).toBeNull()
    expect(firstUnsafeRow([['a'], ['b'], ['c\u0000'], ['\ud800']])).toBe(3)
  })
})
