import { accountEndpoints as account, authEndpoints, type ChangePasswordBody } from '@scm/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { demoPassword } from '../../seed/demo-data.ts'
import { apiClient, toCall } from '../../testing/api-client.ts'
import { lastLinkToken, mailTo } from '../../testing/outbox-mail.ts'
import { signIn } from '../../testing/sign-in.ts'
import { createTestApp, type TestApp } from '../../testing/test-app.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const client = async (email: string) => apiClient(t.app, await signIn(t.app, email))
const guest = () => apiClient(t.app)
const login = (email: string, password: string) =>
  guest().request(authEndpoints.login, { body: { email, password } })
const verify = (token: string, locale?: 'sv' | 'en') =>
  guest().request(authEndpoints.verifyEmail, { params: { token }, ...(locale ? { locale } : {}) })
const verifyMarker = '/verify-email/'

describe('account profile', () => {
  it('needs a session', async () => {
    expect((await guest().request(account.get)).statusCode).toBe(401)
    // Without a body toCall sends an empty one, which is no account body.
    expect((await guest().request(account.update)).statusCode).not.toBe(200)
  })

  it('reads and updates the own profile, with a version', async () => {
    const erik = await client('buyer@nordic.demo')
    // Read unparsed: the test is about the exact answer, which parsing would trim to the schema.
    const read = await erik.request(account.get)
    expect(read.statusCode).toBe(200)
    const own = account.get.response.parse(read.json())
    expect(read.json()).toEqual({
      first_name: 'Erik',
      last_name: 'Lund',
      email: 'buyer@nordic.demo',
      pending_email: null,
      locale: 'sv',
      session_time: 60,
      version: expect.any(Number),
    })
    const updated = await erik.call(account.update, {
      body: {
        first_name: ' Erika ',
        last_name: 'Lundqvist',
        locale: 'en',
        session_time: 120,
        version: own.version,
      },
    })
    expect(updated).toMatchObject({
      first_name: 'Erika',
      last_name: 'Lundqvist',
      locale: 'en',
      session_time: 120,
      version: own.version + 1,
    })
    const me = await erik.call(authEndpoints.user)
    expect(me).toMatchObject({ first_name: 'Erika', locale: 'en', session_time: 120 })

    // The same version again is a stale write: 409 in the user's new language.
    const stale = await erik.request(account.update, {
      body: { first_name: 'Old', last_name: 'Tab', locale: 'en', session_time: 60, version: own.version },
    })
    expect(stale.statusCode).toBe(409)
    expect(stale.json()).toEqual({
      message: 'Someone else changed this record. Reload to see the latest version.',
      code: 'errors.conflict',
    })
    expect((await erik.call(account.get)).first_name).toBe('Erika')
  })

  it('refuses bad profile values per field', async () => {
    const lina = await client('supplier@baltic.demo')
    const { version } = await lina.call(account.get)
    // Cast: locales, session lengths and fields the contract does not offer, and a missing version.
    const bad = await lina.request(account.update, {
      body: {
        first_name: '',
        last_name: 'x'.repeat(121),
        locale: 'fi',
        session_time: 45,
        version,
        email: 'sneaky@example.com',
      } as never,
      locale: 'en',
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
      const response = await lina.request(account.update, {
        body: {
          first_name: 'Lina',
          last_name: 'Ozols',
          locale: 'en',
          session_time: minutes,
          version,
        } as never,
        locale: 'sv',
      })
      expect(response.statusCode).toBe(422)
      expect(Object.keys(response.json().errors)).toEqual(['session_time'])
      expect(response.json().errors.session_time).toEqual(['Välj ett av de tillåtna värdena'])
    }
    const missingVersion = await lina.request(account.update, {
      body: { first_name: 'Lina', last_name: 'Ozols', locale: 'en', session_time: 60 } as never,
      locale: 'en',
    })
    expect(missingVersion.json().errors).toEqual({ version: ['This field is required'] })
  })
})

describe('account password', () => {
  it('needs the current password, checks the new one, and signs out other sessions only', async () => {
    const email = 'admin@nordic.demo'
    const here = await signIn(t.app, email)
    const elsewhere = await signIn(t.app, email)
    const change = (body: ChangePasswordBody) =>
      apiClient(t.app, here).request(account.changePassword, { body, locale: 'en' })

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
    await apiClient(t.app, here).call(account.get)
    expect((await apiClient(t.app, elsewhere).request(account.get)).statusCode).toBe(401)
    // The typed client sends a bearer token; a refresh goes by the cookie alone, and has no body.
    const { method, url } = toCall(authEndpoints.refresh)
    const refresh = await t.app.inject({ method, url, headers: { cookie: elsewhere.cookie } })
    expect(refresh.statusCode).toBe(401)
  })
})

describe('account e-mail', () => {
  it('needs the current password and a free address', async () => {
    const lina = await client('supplier@baltic.demo')
    const wrong = await lina.request(account.changeEmail, {
      body: { email: 'lina@baltic.example', current_password: 'nope' },
      locale: 'en',
    })
    expect(wrong.statusCode).toBe(422)
    expect(wrong.json().errors).toEqual({ current_password: ['The current password is incorrect'] })
    const taken = await lina.request(account.changeEmail, {
      body: { email: 'Buyer@Nordic.demo', current_password: demoPassword },
      locale: 'en',
    })
    expect(taken.statusCode).toBe(422)
    expect(taken.json().errors).toEqual({ email: ['An account with this e-mail address already exists'] })
    const malformed = await lina.request(account.changeEmail, {
      body: { email: 'nope', current_password: demoPassword },
      locale: 'en',
    })
    expect(malformed.json().errors).toEqual({ email: ['Enter a valid e-mail address'] })
    expect(await mailTo(t.database.db, 'lina@baltic.example')).toHaveLength(0)
  })

  it('changes the address only once the mailed link is opened, and the link works once', async () => {
    const lina = await client('supplier@baltic.demo')
    const requested = await lina.call(account.changeEmail, {
      body: { email: 'Lina@Baltic.example', current_password: demoPassword },
    })
    expect(requested).toMatchObject({
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

    const verified = await verify(token, 'en')
    expect(verified.statusCode).toBe(200)
    expect(verified.json()).toEqual({ message: 'Your e-mail address is verified' })
    expect(await lina.call(account.get)).toMatchObject({
      email: 'lina@baltic.example',
      pending_email: null,
    })
    expect((await login('lina@baltic.example', demoPassword)).statusCode).toBe(200)
    expect((await login('supplier@baltic.demo', demoPassword)).statusCode).toBe(422)

    const again = await verify(token, 'sv')
    expect(again.statusCode).toBe(422)
    expect(again.json()).toEqual({
      message: 'Länken du klickade på fungerar inte.',
      code: 'auth.linkInvalid',
    })
  })

  it('confirms only the newest requested address', async () => {
    const erik = await client('buyer@nordic.demo')
    const request = (email: string) =>
      erik.call(account.changeEmail, { body: { email, current_password: demoPassword } })
    await request('first@nordic.example')
    const first = await lastLinkToken(
      t.database.db,
      'first@nordic.example',
      'email-verification',
      verifyMarker,
    )
    expect((await request('second@nordic.example')).pending_email).toBe('second@nordic.example')
    const second = await lastLinkToken(
      t.database.db,
      'second@nordic.example',
      'email-verification',
      verifyMarker,
    )
    expect((await verify(first)).statusCode).toBe(422)
    expect((await verify(second)).statusCode).toBe(200)
    expect((await erik.call(account.get)).email).toBe('second@nordic.example')
  })

  it('answers an unknown or malformed link clearly', async () => {
    const unknown = await verify('z'.repeat(43), 'en')
    expect(unknown.statusCode).toBe(422)
    expect(unknown.json()).toEqual({
      message: "The link you clicked doesn't work.",
      code: 'auth.linkInvalid',
    })
    const malformed = await verify(' bad', 'en')
    expect(malformed.statusCode).toBe(404)
    expect(malformed.json()).toEqual({
      message: "The link you clicked doesn't work.",
      code: 'auth.linkInvalid',
    })
  })
})
