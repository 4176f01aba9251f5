import { describe, expect, it } from 'vitest'
import { isRedacted, mailLinks } from './mail-links.ts'

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

  it('keeps a link whose token was redacted whole, and knows it for one', () => {
    const links = mailLinks('Open http://localhost:3000/invite/[redacted] to join.')
    expect(links).toEqual(['http://localhost:3000/invite/[redacted]'])
    expect(isRedacted(links[0]!)).toBe(true)
    expect(isRedacted('http://localhost:3000/invite/abc123')).toBe(false)
  })
})
