import { type AnyEndpoint, authEndpoints as auth, type Locale, userEndpoints } from '@scm/contracts'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { users } from '../../platform/tenancy/user.table.ts'
import { demoPassword } from '../../seed/demo-data.ts'
import { apiClient, type EndpointCall, toCall } from '../../testing/api-client.ts'
import { type Session, signIn } from '../../testing/sign-in.ts'
import { createTestApp, type TestApp } from '../../testing/test-app.ts'
import { loginAttempts } from './login-attempt.table.ts'
import { sessions } from './session.table.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

// A typed call sent with exactly these headers from this address: these tests choose between the
// refresh cookie, a bearer token or both, and the sign-in limits count per address, neither of which
// the API client lets a test set. A call without a body in the contract sends none.
const send = <E extends AnyEndpoint>(
  endpoint: E,
  { headers = {}, ip, ...call }: EndpointCall<E> & { headers?: Record<string, string>; ip?: string } = {},
) => {
  const { method, url, payload } = toCall(endpoint, call)
  return t.app.inject({
    method,
    url,
    headers,
    ...(endpoint.body ? { payload: payload as object } : {}),
    ...(ip ? { remoteAddress: ip } : {}),
  })
}

const login = (email: string, password: string, options: { ip?: string; locale?: Locale } = {}) =>
  send(auth.login, { body: { email, password }, locale: options.locale ?? 'en', ip: options.ip })

const post = (endpoint: AnyEndpoint, headers: Record<string, string> = {}, locale?: Locale) =>
  send(endpoint, { headers, locale })

// The session family is the access token's `sid` claim.
const familyOf = (session: Session) =>
  JSON.parse(Buffer.from(session.token.split('.')[1]!, 'base64url').toString()).sid as string

const setActive = (email: string, active: boolean) =>
  t.database.db.update(users).set({ active }).where(eq(users.email, email))

describe('auth', () => {
  it('signs in and returns the current user of spec §3', async () => {
    const session = await signIn(t.app, 'admin@nordic.demo')
    const user = await apiClient(t.app, session).call(auth.user)
    expect(user).toMatchObject({
      company: 'Nordic Outdoor AB',
      first_name: 'Anna',
      last_name: 'Berg',
      email: 'admin@nordic.demo',
      locale: 'sv',
      session_time: 60,
    })
    expect(user.roleTypes).toContain(3)
    expect(user.permissions).toContain('admin.users')
  })

  it('answers a sign-in with an access token and an httpOnly, SameSite=Strict refresh cookie on /api/auth', async () => {
    const response = await login(' Admin@Nordic.demo ', demoPassword)
    expect(response.statusCode).toBe(200)
    const body = response.json()
    expect(Object.keys(body).sort()).toEqual(['access_token', 'expires_in', 'token_type'])
    expect(body).toMatchObject({ token_type: 'Bearer', expires_in: 900 })
    expect(body.access_token.split('.')).toHaveLength(3)
    const cookie = response.cookies.find((c) => c.name === 'scm_refresh')
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/auth' })
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(cookie?.maxAge).toBeGreaterThan(0)
    // A refresh token never travels in a body the page's scripts can read.
    expect(response.body).not.toContain(cookie!.value)
  })

  it('refuses a wrong password with a message in the asked language', async () => {
    const en = await login('buyer@nordic.demo', 'wrong-password')
    expect(en.statusCode).toBe(422)
    expect(en.json().message).toBe('The e-mail or password is incorrect')
    const sv = await login('buyer@nordic.demo', 'wrong-password', { locale: 'sv' })
    expect(sv.statusCode).toBe(422)
    expect(sv.json()).toEqual({
      message: 'E-postadressen eller lösenordet är felaktigt',
      code: 'auth.invalidCredentials',
    })
    // An unknown address gets the very same answer.
    const unknown = await login('nobody@nordic.demo', 'wrong-password')
    expect(unknown.statusCode).toBe(422)
    expect(unknown.json()).toEqual(en.json())
    // The buyer is not locked by two failures; a success also clears them for the next tests.
    expect((await login('buyer@nordic.demo', demoPassword)).statusCode).toBe(200)
  })

  it('does not sign in a deactivated user and refuses their live access token and refresh', async () => {
    const session = await signIn(t.app, 'buyer@nordic.demo')
    await setActive('buyer@nordic.demo', false)
    try {
      const refused = await login('buyer@nordic.demo', demoPassword)
      expect(refused.statusCode).toBe(422)
      expect(refused.json()).toMatchObject({
        code: 'auth.inactive',
        message: 'Your account is deactivated. Contact your company admin.',
      })
      expect(refused.cookies.find((c) => c.name === 'scm_refresh')).toBeUndefined()
      const user = await post(auth.user, session.headers)
      expect(user.statusCode).toBe(401)
      const refresh = await post(auth.refresh, { cookie: session.cookie })
      expect(refresh.statusCode).toBe(401)
    } finally {
      await setActive('buyer@nordic.demo', true)
    }
  })

  it('rotates the refresh token and revokes the family when a spent one is replayed', async () => {
    const session = await signIn(t.app, 'buyer@nordic.demo')
    const first = await post(auth.refresh, { cookie: session.cookie })
    expect(first.statusCode).toBe(200)
    const next = first.cookies.find((c) => c.name === 'scm_refresh')!.value
    const replay = await post(auth.refresh, { cookie: session.cookie })
    expect(replay.statusCode).toBe(401)
    const afterReplay = await post(auth.refresh, { cookie: `scm_refresh=${next}` })
    expect(afterReplay.statusCode).toBe(401)
    const user = await post(auth.user, session.headers)
    expect(user.statusCode).toBe(401)
  })

  it('gives a working access token on refresh, and 401 without a cookie', async () => {
    const session = await signIn(t.app, 'supplier@baltic.demo')
    const refreshed = await post(auth.refresh, { cookie: session.cookie })
    expect(refreshed.statusCode).toBe(200)
    const token = refreshed.json().access_token as string
    const user = await post(auth.user, { authorization: `Bearer ${token}` })
    expect(user.statusCode).toBe(200)
    expect(user.json().email).toBe('supplier@baltic.demo')
    const none = await post(auth.refresh, {}, 'en')
    expect(none.statusCode).toBe(401)
    expect(none.json()).toMatchObject({
      code: 'auth.sessionExpired',
      message: 'Your session has expired. Please sign in again.',
    })
  })

  it('signs out: the refresh token and the access token stop working', async () => {
    const session = await signIn(t.app, 'supplier@baltic.demo')
    const out = await post(auth.logout, { cookie: session.cookie, ...session.headers }, 'en')
    expect(out.statusCode).toBe(200)
    expect(out.json()).toEqual({ message: 'You have been signed out' })
    const cleared = out.cookies.find((c) => c.name === 'scm_refresh')
    expect(cleared?.value).toBe('')
    expect((await post(auth.refresh, { cookie: session.cookie })).statusCode).toBe(401)
    expect((await post(auth.user, session.headers)).statusCode).toBe(401)
  })

  it('signs out with the cookie alone (a page reload lost the access token)', async () => {
    const session = await signIn(t.app, 'supplier@baltic.demo')
    expect((await post(auth.logout, { cookie: session.cookie })).statusCode).toBe(200)
    expect((await post(auth.refresh, { cookie: session.cookie })).statusCode).toBe(401)
    expect((await post(auth.user, session.headers)).statusCode).toBe(401)
  })

  it('refuses a forged or missing access token', async () => {
    const missing = await post(auth.user, {}, 'en')
    expect(missing.statusCode).toBe(401)
    expect(missing.json()).toEqual({ message: 'Please sign in to continue', code: 'errors.unauthenticated' })
    const session = await signIn(t.app, 'supplier@baltic.demo')
    const forged = `${session.token.slice(0, -4)}AAAA`
    expect((await post(auth.user, { authorization: `Bearer ${forged}` })).statusCode).toBe(401)
  })

  it('answers ping with or without a session', async () => {
    const guest = await apiClient(t.app).call(auth.ping)
    expect(guest).toMatchObject({ ok: true })
    expect(Number.isNaN(Date.parse(guest.time))).toBe(false)
    const session = await signIn(t.app, 'supplier@baltic.demo')
    expect((await apiClient(t.app, session).request(auth.ping)).statusCode).toBe(200)
  })

  it('changes the locale: the user comes back with it and later messages use it', async () => {
    const session = await signIn(t.app, 'buyer@nordic.demo')
    const buyer = apiClient(t.app, session)
    const changed = await buyer.call(auth.locale, { body: { locale: 'en' } })
    expect(changed).toMatchObject({ email: 'buyer@nordic.demo', locale: 'en' })
    expect((await buyer.call(auth.user)).locale).toBe('en')
    // The buyer may not manage users: the refusal now comes in English without ?locale.
    const forbidden = await buyer.request(userEndpoints.list)
    expect(forbidden.statusCode).toBe(403)
    expect(forbidden.json().message).toBe('You do not have permission to do this')
    // Form mistakes too, and a refused caller hears 403 before anything about the body. A locale not
    // on the list, a field the contract does not have and an invite without roles are cast.
    const invalid = await buyer.request(auth.locale, { body: { locale: 'de', extra: 1 } as never })
    expect(invalid.statusCode).toBe(422)
    expect(invalid.json()).toEqual({
      message: 'Some fields need your attention',
      code: 'errors.validation',
      errors: { locale: ['Choose one of the allowed values'], extra: ['This field is not allowed'] },
    })
    const notAllowed = await buyer.request(userEndpoints.invite, {
      body: { email: 'not-an-address' } as never,
    })
    expect(notAllowed.statusCode).toBe(403)
    expect((await buyer.call(auth.locale, { body: { locale: 'sv' } })).locale).toBe('sv')
    const again = await buyer.request(userEndpoints.list)
    expect(again.json().message).toBe('Du har inte behörighet att göra detta')
    // The browser's language header must not win over the user's own locale.
    const invalidSv = await send(auth.locale, {
      headers: { ...session.headers, 'accept-language': 'en' },
      body: { locale: 'de' } as never,
    })
    expect(invalidSv.json().errors).toEqual({ locale: ['Välj ett av de tillåtna värdena'] })
    const bad = await buyer.request(auth.locale, { body: { locale: 'de' } as never })
    expect(bad.statusCode).toBe(422)
    expect(Object.keys(bad.json().errors)).toEqual(['locale'])
  })
})

describe('idle sessions', () => {
  const idleFor = (session: Session, minutes: number) =>
    t.database.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - minutes * 60_000) })
      .where(eq(sessions.familyId, familyOf(session)))

  it('keeps a session in use alive and ends one idle longer than the user’s session time', async () => {
    const session = await signIn(t.app, 'supplier@baltic.demo')
    await idleFor(session, 59)
    expect((await post(auth.user, session.headers)).statusCode).toBe(200)
    await idleFor(session, 61)
    const user = await post(auth.user, session.headers, 'en')
    expect(user.statusCode).toBe(401)
    expect(user.json().code).toBe('auth.sessionExpired')
    expect((await post(auth.refresh, { cookie: session.cookie })).statusCode).toBe(401)
  })

  it('does not revive an idle-ended session with a keep-alive ping', async () => {
    const session = await signIn(t.app, 'supplier@baltic.demo')
    await idleFor(session, 61)
    const ping = await apiClient(t.app, session).request(auth.ping)
    expect(ping.statusCode).toBe(200)
    expect((await post(auth.user, session.headers)).statusCode).toBe(401)
    expect((await post(auth.refresh, { cookie: session.cookie })).statusCode).toBe(401)
  })

  it('marks a live session as in use on ping', async () => {
    const session = await signIn(t.app, 'supplier@baltic.demo')
    await idleFor(session, 30)
    await apiClient(t.app, session).request(auth.ping)
    const [row] = await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.familyId, familyOf(session)))
    expect(Date.now() - row!.lastSeenAt.getTime()).toBeLessThan(60_000)
  })
})

describe('sign-in limits', () => {
  it('locks an account after 5 failures, from any address, with the translated message', async () => {
    const email = 'supplier@baltic.demo'
    for (let i = 1; i <= 5; i++) {
      const response = await login(email, 'wrong-password', { ip: `10.1.0.${i}` })
      expect(response.statusCode).toBe(422)
    }
    // Even the right password waits now: the limit is checked before the password.
    const en = await login(email, demoPassword, { ip: '10.1.0.9' })
    expect(en.statusCode).toBe(429)
    expect(en.json()).toEqual({
      message: 'Too many sign-in attempts. Try again in 15 minutes.',
      code: 'auth.tooManyAttempts',
    })
    // Until the first of the 5 failures is 15 minutes old, a few seconds ago at most.
    expect(Number(en.headers['retry-after'])).toBeGreaterThan(15 * 60 - 30)
    expect(Number(en.headers['retry-after'])).toBeLessThanOrEqual(15 * 60)
    const sv = await login(email, demoPassword, { ip: '10.1.0.10', locale: 'sv' })
    expect(sv.statusCode).toBe(429)
    expect(sv.json().message).toBe('För många inloggningsförsök. Försök igen om 15 minuter.')
    expect(Number(sv.headers['retry-after'])).toBeGreaterThan(15 * 60 - 30)
    // Another account from the same addresses is not affected.
    expect((await login('admin@nordic.demo', demoPassword, { ip: '10.1.0.1' })).statusCode).toBe(200)
  })

  it('clears an account’s failures when it signs in', async () => {
    const email = 'admin@nordic.demo'
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 4; i++)
        expect((await login(email, 'wrong-password', { ip: '10.2.0.1' })).statusCode).toBe(422)
      expect((await login(email, demoPassword, { ip: '10.2.0.1' })).statusCode).toBe(200)
    }
  })

  it('says when the account may try again: when the 5th most recent failure is 15 minutes old', async () => {
    const email = 'aged@example.com'
    const failedAgo = (minutes: number[]) =>
      t.database.db.insert(loginAttempts).values(
        minutes.map((ago) => ({
          email,
          ip: '10.4.0.1',
          succeeded: false,
          createdAt: new Date(Date.now() - ago * 60_000),
        })),
      )
    // Six failures, one of them out of the window: the 5th most recent is 10 minutes old.
    await failedAgo([20, 10, 9, 8, 2, 1])
    const en = await login(email, demoPassword, { ip: '10.4.0.2' })
    expect(en.statusCode).toBe(429)
    expect(en.json().message).toBe('Too many sign-in attempts. Try again in 5 minutes.')
    expect(Number(en.headers['retry-after'])).toBeGreaterThan(5 * 60 - 30)
    expect(Number(en.headers['retry-after'])).toBeLessThanOrEqual(5 * 60)
    const sv = await login(email, demoPassword, { ip: '10.4.0.3', locale: 'sv' })
    expect(sv.json().message).toBe('För många inloggningsförsök. Försök igen om 5 minuter.')
    expect(Number(sv.headers['retry-after'])).toBeGreaterThan(5 * 60 - 30)

    await t.database.db.delete(loginAttempts).where(eq(loginAttempts.email, email))
    await failedAgo([14.5, 14, 13, 12, 11])
    const soon = await login(email, demoPassword, { ip: '10.4.0.4' })
    expect(soon.json()).toEqual({
      message: 'Too many sign-in attempts. Try again in a minute.',
      code: 'auth.tooManyAttemptsMinute',
    })
    expect(Number(soon.headers['retry-after'])).toBeLessThanOrEqual(30)
    const svSoon = await login(email, demoPassword, { ip: '10.4.0.5', locale: 'sv' })
    expect(svSoon.json().message).toBe('För många inloggningsförsök. Försök igen om en minut.')
    expect(svSoon.headers['retry-after']).toBeDefined()
  })

  it('limits one address to 30 failures whatever the accounts, and only that address', async () => {
    const ip = '10.3.0.1'
    for (let i = 0; i < 30; i++) {
      const response = await login(`probe${i}@example.com`, 'wrong-password', { ip })
      expect(response.statusCode).toBe(422)
    }
    const blocked = await login('buyer@nordic.demo', demoPassword, { ip })
    expect(blocked.statusCode).toBe(429)
    expect(blocked.json().code).toBe('auth.tooManyAttempts')
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(15 * 60 - 60)
    expect((await login('buyer@nordic.demo', demoPassword, { ip: '10.3.0.2' })).statusCode).toBe(200)
  })
})
