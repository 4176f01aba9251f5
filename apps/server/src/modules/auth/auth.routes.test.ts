import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signIn } from '../../testing/sign-in.ts'
import { createTestApp, type TestApp } from '../../testing/test-app.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

describe('auth', () => {
  it('signs in and returns the current user of spec §3', async () => {
    const session = await signIn(t.app, 'admin@nordic.demo')
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/user', headers: session.headers })
    expect(response.statusCode).toBe(200)
    const user = response.json()
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

  it('refuses a wrong password with a message in the asked language', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login?locale=en',
      payload: { email: 'buyer@nordic.demo', password: 'wrong-password' },
    })
    expect(response.statusCode).toBe(422)
    expect(response.json().message).toBe('The e-mail or password is incorrect')
  })

  it('rotates the refresh token and revokes the family when a spent one is replayed', async () => {
    const session = await signIn(t.app, 'buyer@nordic.demo')
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      headers: { cookie: session.cookie },
    })
    expect(first.statusCode).toBe(200)
    const next = first.cookies.find((c) => c.name === 'scm_refresh')!.value
    const replay = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      headers: { cookie: session.cookie },
    })
    expect(replay.statusCode).toBe(401)
    const afterReplay = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      headers: { cookie: `scm_refresh=${next}` },
    })
    expect(afterReplay.statusCode).toBe(401)
    const user = await t.app.inject({ method: 'POST', url: '/api/auth/user', headers: session.headers })
    expect(user.statusCode).toBe(401)
  })
})
