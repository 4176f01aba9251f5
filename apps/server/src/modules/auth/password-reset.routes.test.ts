import { authEndpoints, type EndpointBody, type Locale } from '@scm/contracts'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hashLinkToken } from '../../platform/auth/link-token.ts'
import { users } from '../../platform/tenancy/user.table.ts'
import { demoPassword } from '../../seed/demo-data.ts'
import { apiClient, type Call, toCall } from '../../testing/api-client.ts'
import { lastLinkToken, mailTo } from '../../testing/outbox-mail.ts'
import { signIn } from '../../testing/sign-in.ts'
import { createTestApp, type TestApp } from '../../testing/test-app.ts'
import { userTokens } from './user-token.table.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const marker = '/reset-password?token='
// The link endpoints are limited per address; each test speaks from its own, which the API client
// cannot set, so the typed call is injected here.
const from = (ip: string, { method, url, payload }: Call) =>
  t.app.inject({ method, url, payload: payload as object, remoteAddress: ip })
const forgot = (email: string, ip: string, locale: Locale = 'en') =>
  from(ip, toCall(authEndpoints.forgotPassword, { body: { email }, locale }))
const reset = (body: EndpointBody<typeof authEndpoints.resetPassword>, ip: string, locale: Locale = 'en') =>
  from(ip, toCall(authEndpoints.resetPassword, { body, locale }))
const login = (email: string, password: string, ip: string) =>
  from(ip, toCall(authEndpoints.login, { body: { email, password } }))

async function resetToken(email: string, ip: string) {
  expect((await forgot(email, ip)).statusCode).toBe(200)
  return lastLinkToken(t.database.db, email, 'password-reset', marker)
}

describe('forgot password', () => {
  it('answers the same for a known, an unknown and a deactivated address, and mails only the known one', async () => {
    const ip = '10.10.0.1'
    await t.database.db.update(users).set({ active: false }).where(eq(users.email, 'supplier@baltic.demo'))
    const known = await forgot('Buyer@Nordic.demo', ip)
    const unknown = await forgot('nobody@nordic.demo', ip)
    const inactive = await forgot('supplier@baltic.demo', ip)
    await t.database.db.update(users).set({ active: true }).where(eq(users.email, 'supplier@baltic.demo'))
    for (const response of [known, unknown, inactive]) {
      expect(response.statusCode).toBe(200)
      expect(response.json()).toEqual({
        message: 'If the e-mail belongs to an account, a reset link is on its way.',
      })
    }
    const sv = await forgot('nobody@nordic.demo', ip, 'sv')
    expect(sv.json().message).toBe('Om e-postadressen hör till ett konto är en återställningslänk på väg.')

    const [mail, ...older] = await mailTo(t.database.db, 'buyer@nordic.demo', 'password-reset')
    expect(older).toHaveLength(0)
    // The mail is in the user's language (Erik is Swedish) and carries the link of the web page.
    expect(mail!.subject).toBe('Återställ ditt lösenord')
    expect(mail!.text).toMatch(/http:\/\/localhost:3000\/reset-password\?token=[A-Za-z0-9_-]{43}/)
    expect(mail!.html).toContain('/reset-password?token=')
    expect(await mailTo(t.database.db, 'nobody@nordic.demo')).toHaveLength(0)
    expect(await mailTo(t.database.db, 'supplier@baltic.demo', 'password-reset')).toHaveLength(0)
  })

  it('refuses a malformed address with 422 on the field', async () => {
    const response = await forgot('not-an-address', '10.10.0.2')
    expect(response.statusCode).toBe(422)
    expect(response.json().errors).toEqual({ email: ['Enter a valid e-mail address'] })
  })

  it('answers the 11th request from one address with 429, the translated message and Retry-After', async () => {
    const ip = '10.10.0.3'
    for (let i = 0; i < 10; i++) expect((await forgot(`nobody${i}@example.com`, ip)).statusCode).toBe(200)
    const en = await forgot('nobody@example.com', ip)
    expect(en.statusCode).toBe(429)
    expect(en.json()).toEqual({
      message: 'Too many requests. Try again in a moment.',
      code: 'errors.tooManyRequests',
    })
    expect(Number(en.headers['retry-after'])).toBeGreaterThan(0)
    const sv = await forgot('nobody@example.com', ip, 'sv')
    expect(sv.statusCode).toBe(429)
    expect(sv.json().message).toBe('För många förfrågningar. Försök igen om en stund.')
    expect(sv.headers['retry-after']).toBeDefined()
    // Another address is not held back.
    expect((await forgot('nobody@example.com', '10.10.0.4')).statusCode).toBe(200)
  })
})

describe('reset password', () => {
  it('sets the new password once, signs out every session and clears the sign-in lock', async () => {
    const ip = '10.11.0.1'
    const email = 'admin@nordic.demo'
    const before = await signIn(t.app, email)
    // Someone guessed five times: the account is locked for sign-in.
    for (let i = 0; i < 5; i++) await login(email, 'guess-1234', '10.11.9.9')
    expect((await login(email, demoPassword, ip)).statusCode).toBe(429)

    const token = await resetToken(email, ip)
    const body = { token, password: 'NewSecret123', password_confirmation: 'NewSecret123' }
    const done = await reset(body, ip)
    expect(done.statusCode).toBe(200)
    expect(done.json()).toEqual({ message: 'Your password has been changed. You can sign in now.' })

    const again = await reset(body, ip, 'sv')
    expect(again.statusCode).toBe(422)
    expect(again.json()).toEqual({
      message: 'Länken du klickade på fungerar inte.',
      code: 'auth.linkInvalid',
    })

    // Sessions opened with the old password end: neither refresh nor the access token work.
    // The refresh cookie alone, without the bearer token the API client would add.
    const refresh = toCall(authEndpoints.refresh)
    const refreshed = await t.app.inject({
      method: refresh.method,
      url: refresh.url,
      headers: { cookie: before.cookie },
    })
    expect(refreshed.statusCode).toBe(401)
    expect((await apiClient(t.app, before).request(authEndpoints.user)).statusCode).toBe(401)
    expect((await login(email, demoPassword, ip)).statusCode).toBe(422)
    const fresh = await login(email, 'NewSecret123', ip)
    expect(fresh.statusCode).toBe(200)
  })

  it('refuses an expired link', async () => {
    const ip = '10.11.0.2'
    const token = await resetToken('buyer@nordic.demo', ip)
    await t.database.db
      .update(userTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(userTokens.tokenHash, hashLinkToken(token)))
    const response = await reset(
      { token, password: 'NewSecret123', password_confirmation: 'NewSecret123' },
      ip,
    )
    expect(response.statusCode).toBe(422)
    expect(response.json()).toEqual({
      message: "The link you clicked doesn't work.",
      code: 'auth.linkInvalid',
    })
    expect((await login('buyer@nordic.demo', demoPassword, ip)).statusCode).toBe(200)
  })

  it('keeps only the newest link working after a second request', async () => {
    const ip = '10.11.0.3'
    const first = await resetToken('buyer@nordic.demo', ip)
    const second = await resetToken('buyer@nordic.demo', ip)
    expect(second).not.toBe(first)
    const body = (token: string) => ({ token, password: 'Another123', password_confirmation: 'Another123' })
    expect((await reset(body(second), ip)).statusCode).toBe(200)
    // A link from before the password changed must not change it again.
    expect((await reset(body(first), ip)).statusCode).toBe(422)
    expect((await login('buyer@nordic.demo', 'Another123', ip)).statusCode).toBe(200)
  })

  it('refuses an unknown token, a weak password and a mismatched confirmation per field', async () => {
    const ip = '10.11.0.4'
    const unknown = await reset(
      { token: 'x'.repeat(43), password: 'NewSecret123', password_confirmation: 'NewSecret123' },
      ip,
    )
    expect(unknown.statusCode).toBe(422)
    expect(unknown.json().code).toBe('auth.linkInvalid')

    const token = await resetToken('supplier@baltic.demo', ip)
    const weak = await reset({ token, password: 'short', password_confirmation: 'short' }, ip)
    expect(weak.statusCode).toBe(422)
    expect(weak.json().errors).toEqual({ password: ['Use at least 8 characters with a letter and a digit'] })
    const noDigit = await reset(
      { token, password: 'onlyletters', password_confirmation: 'onlyletters' },
      ip,
      'sv',
    )
    expect(Object.keys(noDigit.json().errors)).toEqual(['password'])
    const mismatch = await reset(
      { token, password: 'NewSecret123', password_confirmation: 'NewSecret124' },
      ip,
    )
    expect(mismatch.statusCode).toBe(422)
    expect(mismatch.json().errors).toEqual({ password_confirmation: ['The confirmation does not match'] })
    const badToken = await reset(
      { token: 'short', password: 'NewSecret123', password_confirmation: 'NewSecret123' },
      ip,
    )
    expect(badToken.statusCode).toBe(422)
    expect(badToken.json().errors).toEqual({ token: ["The link you clicked doesn't work."] })
    // The refused attempts did not spend the link.
    const ok = await reset({ token, password: 'NewSecret123', password_confirmation: 'NewSecret123' }, ip)
    expect(ok.statusCode).toBe(200)
  })
})
