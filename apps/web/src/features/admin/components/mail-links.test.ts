import { describe, expect, it } from 'vitest'
import { mailLinks } from './mail-links.ts'

describe('mailLinks', () => {
  it('finds each link once, without trailing punctuation', () => {
    const text =
      'Hej!\nAccept here: https://app.example.com/invite/abc123.\nOr (http://localhost:3000/invite/abc123?x=1&y=2), again https://app.example.com/invite/abc123'
    expect(mailLinks(text)).toEqual([
      'https://app.example.com/invite/abc123',
      'http://localhost:3000/invite/abc123?x=1&y=2',
    ])
  })

  it('finds nothing in plain text', () => {
    expect(mailLinks('No links here, www is not one.')).toEqual([])
  })
})
