import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { demoPassword } from '../../seed/demo-data.ts'
import { lastLinkToken, mailTo } from '../../testing/outbox-mail.ts'
import { type Session, signIn } from '../../testing/sign-in.ts'
import { createTestApp, type TestApp } from '../../testing/test-app.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

type Method = 'GET' | 'PUT' | 'POST'
const call = (session: Session | undefined, method: Method, url: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    ...(session ? { headers: session.headers } : {}),
    ...(payload ? { payload } : {}),
  })
const login = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } })
const verifyMarker = '/verify-email/'

describe('account profile', () => {
  it('needs a session', async () => {
    expect((await call(undefined, 'GET', '/api/account')).statusCode).toBe(401)
    expect((await call(undefined, 'PUT', '/api/account', {})).statusCode).not.toBe(200)
  })

  it('reads and updates the own profile, with a version', async () => {
    const session = await signIn(t.app, 'buyer@nordic.demo')
    const read = await call(session, 'GET', '/api/account')
    expect(read.statusCode).toBe(200)
    const account = read.json()
    expect(account).toEqual({
      first_name: 'Erik',
      last_name: 'Lund',
      email: 'buyer@nordic.demo',
      pending_email: null,
      locale: 'sv',
      session_time: 60,
      version: expect.any(Number),
    })
    const updated = await call(session, 'PUT', '/api/account', {
      first_name: ' Erika ',
      last_name: 'Lundqvist',
      locale: 'en',
      session_time: 120,
      version: account.version,
    })
    expect(updated.statusCode).toBe(200)
    expect(updated.json()).toMatchObject({
      first_name: 'Erika',
      last_name: 'Lundqvist',
      locale: 'en',
      session_time: 120,
      version: account.version + 1,
    })
    const me = await call(session, 'POST', '/api/auth/user')
    expect(me.json()).toMatchObject({ first_name: 'Erika', locale: 'en', session_time: 120 })

    // The same version again is a stale write: 409 in the user's new language.
    const stale = await call(session, 'PUT', '/api/account', {
      first_name: 'Old',
      last_name: 'Tab',
      locale: 'en',
      session_time: 60,
      version: account.version,
    })
    expect(stale.statusCode).toBe(409)
    expect(stale.json()).toEqual({
      message: 'Someone else changed this record. Reload to see the latest version.',
      code: 'errors.conflict',
    })
    expect((await call(session, 'GET', '/api/account')).json().first_name).toBe('Erika')
  })

  it('refuses bad profile values per field', async () => {
    const session = await signIn(t.app, 'supplier@baltic.demo')
    const { version } = (await call(session, 'GET', '/api/account')).json()
    const bad = await call(session, 'PUT', '/api/account?locale=en', {
      first_name: '',
      last_name: 'x'.repeat(121),
      locale: 'fi',
      session_time: 45,
      version,
      email: 'sneaky@example.com',
    })
    expect(bad.statusCode).toBe(422)
    const { errors } = bad.json()
    expect(errors).toEqual({
      first_name: ['This field is required'],
      last_name: ['Enter at most 120 characters'],
      locale: ['Choose one of the allowed values'],
      session_time: ['Choose one of the allowed values'],
      email: ['This field is not allowed'],
    })
    for (const minutes of [0, 9, 481, 10.5]) {
      const response = await call(session, 'PUT', '/api/account?locale=sv', {
        first_name: 'Lina',
        last_name: 'Ozols',
        locale: 'en',
        session_time: minutes,
        version,
      })
      expect(response.statusCode).toBe(422)
      expect(Object.keys(response.json().errors)).toEqual(['session_time'])
      expect(response.json().errors.session_time).toEqual(['Välj ett av de tillåtna värdena'])
    }
    const missingVersion = await call(session, 'PUT', '/api/account?locale=en', {
      first_name: 'Lina',
      last_name: 'Ozols',
      locale: 'en',
      session_time: 60,
    })
    expect(missingVersion.json().errors).toEqual({ version: ['This field is required'] })
  })
})

describe('account password', () => {
  it('needs the current password, checks the new one, and signs out other sessions only', async () => {
    const email = 'admin@nordic.demo'
    const here = await signIn(t.app, email)
    const elsewhere = await signIn(t.app, email)
    const change = (body: object) => call(here, 'POST', '/api/account/password?locale=en', body)

    const wrong = await change({
      current_password: 'nope',
      password: 'Fresh1234',
      password_confirmation: 'Fresh1234',
    })
    expect(wrong.statusCode).toBe(422)
    expect(wrong.json()).toEqual({
      message: 'Some fields need your attention',
      code: 'errors.validation',
      errors: { current_password: ['The current password is incorrect'] },
    })
    const weak = await change({
      current_password: demoPassword,
      password: 'abc',
      password_confirmation: 'abc',
    })
    expect(weak.json().errors).toEqual({ password: ['Use at least 8 characters with a letter and a digit'] })
    const mismatch = await change({
      current_password: demoPassword,
      password: 'Fresh1234',
      password_confirmation: 'Fresh1235',
    })
    expect(mismatch.json().errors).toEqual({ password_confirmation: ['The confirmation does not match'] })
    expect((await login(email, demoPassword)).statusCode).toBe(200)

    const done = await change({
      current_password: demoPassword,
      password: 'Fresh1234',
      password_confirmation: 'Fresh1234',
    })
    expect(done.statusCode).toBe(200)
    expect(done.json()).toEqual({ message: 'Your password has been changed' })
    expect((await login(email, demoPassword)).statusCode).toBe(422)
    expect((await login(email, 'Fresh1234')).statusCode).toBe(200)
    // This browser stays signed in; the other one is signed out, its refresh token too.
    expect((await call(here, 'GET', '/api/account')).statusCode).toBe(200)
    expect((await call(elsewhere, 'GET', '/api/account')).statusCode).toBe(401)
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      headers: { cookie: elsewhere.cookie },
    })
    expect(refresh.statusCode).toBe(401)
  })
})

describe('account e-mail', () => {
  it('needs the current password and a free address', async () => {
    const session = await signIn(t.app, 'supplier@baltic.demo')
    const wrong = await call(session, 'POST', '/api/account/email?locale=en', {
      email: 'lina@baltic.example',
      current_password: 'nope',
    })
    expect(wrong.statusCode).toBe(422)
    expect(wrong.json().errors).toEqual({ current_password: ['The current password is incorrect'] })
    const taken = await call(session, 'POST', '/api/account/email?locale=en', {
      email: 'Buyer@Nordic.demo',
      current_password: demoPassword,
    })
    expect(taken.statusCode).toBe(422)
    expect(taken.json().errors).toEqual({ email: ['An account with this e-mail address already exists'] })
    const malformed = await call(session, 'POST', '/api/account/email?locale=en', {
      email: 'nope',
      current_password: demoPassword,
    })
    expect(malformed.json().errors).toEqual({ email: ['Enter a valid e-mail address'] })
    expect(await mailTo(t.database.db, 'lina@baltic.example')).toHaveLength(0)
  })

  it('changes the address only once the mailed link is opened, and the link works once', async () => {
    const session = await signIn(t.app, 'supplier@baltic.demo')
    const requested = await call(session, 'POST', '/api/account/email', {
      email: 'Lina@Baltic.example',
      current_password: demoPassword,
    })
    expect(requested.statusCode).toBe(200)
    expect(requested.json()).toMatchObject({
      email: 'supplier@baltic.demo',
      pending_email: 'lina@baltic.example',
    })
    const [mail] = await mailTo(t.database.db, 'lina@baltic.example', 'email-verification')
    expect(mail?.subject).toBe('Verify your e-mail address')
    const token = await lastLinkToken(
      t.database.db,
      'lina@baltic.example',
      'email-verification',
      verifyMarker,
    )
    // Until then the old address signs in.
    expect((await login('supplier@baltic.demo', demoPassword)).statusCode).toBe(200)

    const verified = await t.app.inject({ method: 'POST', url: `/api/auth/verify-email/${token}?locale=en` })
    expect(verified.statusCode).toBe(200)
    expect(verified.json()).toEqual({ message: 'Your e-mail address is verified' })
    expect((await call(session, 'GET', '/api/account')).json()).toMatchObject({
      email: 'lina@baltic.example',
      pending_email: null,
    })
    expect((await login('lina@baltic.example', demoPassword)).statusCode).toBe(200)
    expect((await login('supplier@baltic.demo', demoPassword)).statusCode).toBe(422)

    const again = await t.app.inject({ method: 'POST', url: `/api/auth/verify-email/${token}?locale=sv` })
    expect(again.statusCode).toBe(422)
    expect(again.json()).toEqual({
      message: 'Länken du klickade på fungerar inte.',
      code: 'auth.linkInvalid',
    })
  })

  it('confirms only the newest requested address', async () => {
    const session = await signIn(t.app, 'buyer@nordic.demo')
    const request = (email: string) =>
      call(session, 'POST', '/api/account/email', { email, current_password: demoPassword })
    expect((await request('first@nordic.example')).statusCode).toBe(200)
    const first = await lastLinkToken(
      t.database.db,
      'first@nordic.example',
      'email-verification',
      verifyMarker,
    )
    expect((await request('second@nordic.example')).json().pending_email).toBe('second@nordic.example')
    const second = await lastLinkToken(
      t.database.db,
      'second@nordic.example',
      'email-verification',
      verifyMarker,
    )
    expect((await t.app.inject({ method: 'POST', url: `/api/auth/verify-email/${first}` })).statusCode).toBe(
      422,
    )
    expect((await t.app.inject({ method: 'POST', url: `/api/auth/verify-email/${second}` })).statusCode).toBe(
      200,
    )
    expect((await call(session, 'GET', '/api/account')).json().email).toBe('second@nordic.example')
  })

  it('answers an unknown or malformed link clearly', async () => {
    const unknown = await t.app.inject({
      method: 'POST',
      url: `/api/auth/verify-email/${'z'.repeat(43)}?locale=en`,
    })
    expect(unknown.statusCode).toBe(422)
    expect(unknown.json()).toEqual({
      message: "The link you clicked doesn't work.",
      code: 'auth.linkInvalid',
    })
    const malformed = await t.app.inject({ method: 'POST', url: '/api/auth/verify-email/%20bad?locale=en' })
    expect(malformed.statusCode).toBe(404)
    expect(malformed.json()).toEqual({
      message: "The link you clicked doesn't work.",
      code: 'auth.linkInvalid',
    })
  })
})
