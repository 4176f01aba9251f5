import { describe, expect, it } from 'vitest'
import { redactLinkTokens } from './log-redaction.ts'

const token = 'Zx9_-aBcDeFgHiJkLmNoPqRsTuVwXyZ0123456789ab'

describe('log redaction', () => {
  it('hides link tokens in paths and queries', () => {
    expect(redactLinkTokens(`/api/auth/invites/${token}?locale=en`)).toBe(
      '/api/auth/invites/[redacted]?locale=en',
    )
    expect(redactLinkTokens(`/api/auth/invites/${token}/accept`)).toBe('/api/auth/invites/[redacted]/accept')
    expect(redactLinkTokens(`/api/auth/sign-up/${token}`)).toBe('/api/auth/sign-up/[redacted]')
    expect(redactLinkTokens(`/api/auth/verify-email/${token}`)).toBe('/api/auth/verify-email/[redacted]')
    expect(redactLinkTokens(`/api/guest/bookings/${token}/deviation`)).toBe(
      '/api/guest/bookings/[redacted]/deviation',
    )
    expect(redactLinkTokens(`/api/guest/quotation-invites/${token}/response`)).toBe(
      '/api/guest/quotation-invites/[redacted]/response',
    )
    // The web pages the mails link to.
    expect(redactLinkTokens(`/invite/${token}`)).toBe('/invite/[redacted]')
    expect(redactLinkTokens(`/guest/quotation-invites/${token}?lang=sv`)).toBe(
      '/guest/quotation-invites/[redacted]?lang=sv',
    )
    expect(redactLinkTokens(`/reset-password?token=${token}&x=1`)).toBe(
      '/reset-password?token=[redacted]&x=1',
    )
  })

  it('keeps ordinary paths and record ids', () => {
    const id = '0b7e8f0e-3c1a-4c59-9d7e-2f4a5b6c7d8e'
    expect(redactLinkTokens(`/api/users/${id}/resend-invite`)).toBe(`/api/users/${id}/resend-invite`)
    expect(redactLinkTokens('/api/users/invites')).toBe('/api/users/invites')
  })

  it('hides the tokens of links inside a mail, and nothing around them', () => {
    const text = `Open the link below.\n\nhttp://localhost:3000/guest/orders/${token}/confirm?lang=sv\n\nThanks`
    expect(redactLinkTokens(text)).toBe(
      'Open the link below.\n\nhttp://localhost:3000/guest/orders/[redacted]/confirm?lang=sv\n\nThanks',
    )
    const html = `<p><a href="http://x/sign-up/${token}">http://x/sign-up/${token}</a></p>`
    expect(redactLinkTokens(html)).toBe(
      '<p><a href="http://x/sign-up/[redacted]">http://x/sign-up/[redacted]</a></p>',
    )
    expect(redactLinkTokens(`<a href="http://x/reset-password?token=${token}">`)).toBe(
      '<a href="http://x/reset-password?token=[redacted]">',
    )
  })
})
