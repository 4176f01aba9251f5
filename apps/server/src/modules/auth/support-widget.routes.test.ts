import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { authEndpoints } from '@scm/contracts'
import { jwtVerify } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../../platform/config/config.ts'
import { noncePlaceholder } from '../../platform/http/static-web.ts'
import { demoClients } from '../../testing/sign-in.ts'
import { createTestApp, type TestApp } from '../../testing/test-app.ts'

// Decision 0060: the helpdesk's widget, off unless configured; who is asking, signed for the helpdesk.
const widget = { scriptUrl: 'https://help.example.com/widget.js', secret: `${'a'.repeat(24)}helpdesk-secret` }
const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'scm-web-'))
let withWidget: TestApp
let without: TestApp

beforeAll(async () => {
  fs.writeFileSync(path.join(webDist, 'index.html'), `<html><meta nonce="${noncePlaceholder}"></html>`)
  withWidget = await createTestApp({ supportWidget: widget, webDist })
  without = await createTestApp({ webDist })
})
afterAll(async () => {
  await withWidget.close()
  await without.close()
  fs.rmSync(webDist, { recursive: true, force: true })
})

const verify = (token: string) =>
  jwtVerify(token, new TextEncoder().encode(widget.secret), {
    algorithms: ['HS256'],
    audience: 'https://help.example.com',
    issuer: 'http://localhost:3000',
  })

describe('the support widget', () => {
  it("gives each signed-in user the script and an identity the helpdesk can trust, the user's own", async () => {
    const { admin, baltic } = await demoClients(withWidget.app)
    const nordicUser = await admin.call(authEndpoints.user)
    expect(nordicUser.support_widget?.script_url).toBe(widget.scriptUrl)
    const { payload } = await verify(nordicUser.support_widget!.identity_token)
    expect(payload).toMatchObject({
      sub: nordicUser.id,
      email: 'admin@nordic.demo',
      company_id: nordicUser.company_id,
      company: 'Nordic Outdoor AB',
      locale: nordicUser.locale,
    })
    expect(payload.exp! - payload.iat!).toBe(3600)
    const balticUser = await baltic.call(authEndpoints.user)
    const { payload: theirs } = await verify(balticUser.support_widget!.identity_token)
    expect(theirs).toMatchObject({ sub: balticUser.id, company: 'Baltic Knit Ltd' })
    // Signed with the helpdesk's secret only: another key does not verify it, and the secret is nowhere
    // in what the browser gets.
    await expect(
      jwtVerify(nordicUser.support_widget!.identity_token, new TextEncoder().encode('b'.repeat(40))),
    ).rejects.toThrow()
    expect(JSON.stringify(nordicUser)).not.toContain(widget.secret)
  })

  it("lets only the helpdesk's origin into the page's policy, and only where it is configured", async () => {
    const policy = (await withWidget.app.inject({ method: 'GET', url: '/orders' })).headers[
      'content-security-policy'
    ] as string
    expect(policy).toContain("script-src 'self' https://help.example.com;")
    expect(policy).toContain("frame-src 'self' https://help.example.com")
    expect(policy).toContain("connect-src 'self' https://help.example.com;")
    const plain = (await without.app.inject({ method: 'GET', url: '/orders' })).headers[
      'content-security-policy'
    ] as string
    expect(plain).not.toContain('help.example.com')
    expect(plain).not.toContain('frame-src')
    // The API's own answers never name it.
    const api = await withWidget.app.inject({ method: 'GET', url: '/api/ping' })
    expect(api.headers['content-security-policy']).not.toContain('help.example.com')
  })

  it('is off by default, and off for every user', async () => {
    const { admin } = await demoClients(without.app)
    expect((await admin.call(authEndpoints.user)).support_widget).toBeNull()
  })

  it('refuses to start with half a configuration, a short secret or a script not on http(s)', () => {
    const load = (env: Record<string, string>) => () => loadConfig(env)
    expect(load({ SUPPORT_WIDGET_SCRIPT_URL: widget.scriptUrl })).toThrow(/together/)
    expect(load({ SUPPORT_WIDGET_SECRET: widget.secret })).toThrow(/together/)
    expect(load({ SUPPORT_WIDGET_SCRIPT_URL: widget.scriptUrl, SUPPORT_WIDGET_SECRET: 'short' })).toThrow(
      /32 characters/,
    )
    expect(
      load({ SUPPORT_WIDGET_SCRIPT_URL: 'javascript:alert(1)', SUPPORT_WIDGET_SECRET: widget.secret }),
    ).toThrow(/http/)
    expect(
      loadConfig({ SUPPORT_WIDGET_SCRIPT_URL: widget.scriptUrl, SUPPORT_WIDGET_SECRET: widget.secret })
        .supportWidget,
    ).toEqual(widget)
  })
})
