import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { jwtVerify } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pinnedTime } from '../../apps/server/src/testing/test-clock.ts'
import { seriousViolations } from '../support/axe.ts'
import { missingTextKeys, signIn, signInWithForm, snapshot } from '../support/browser.ts'
import { journey } from '../support/journey.ts'
import { closeToasts } from '../support/toasts.ts'

// A stand-in for the helpdesk (decision 0060): its script, on an origin of its own, shows a support
// button for whoever the signed identity names, and closes when told the user signed out.
const helpdeskPort = 3881
const secret = 'journey-helpdesk-secret-of-32-chars!'
const standIn = `
(() => {
  const show = (identity) => {
    document.getElementById('helpdesk-stand-in')?.remove()
    if (!identity) return
    const claims = JSON.parse(atob(identity.identityToken.split('.')[1].replace(/-/g, '+').replace(/_/g, '/')))
    const button = document.createElement('button')
    button.id = 'helpdesk-stand-in'
    button.textContent = (identity.locale === 'sv' ? 'Support för ' : 'Support for ') + claims.name
    button.style.cssText = 'position:fixed;right:16px;bottom:16px;background:#1864ab;color:#fff;padding:8px'
    document.body.append(button)
  }
  show(window.supplyflowSupport)
  window.addEventListener('supplyflow-support-identity', (event) => show(event.detail))
})()
`
const helpdesk = http.createServer((request, response) => {
  if (request.url !== '/widget.js') return response.writeHead(404).end()
  response.writeHead(200, { 'content-type': 'text/javascript' }).end(standIn)
})
beforeAll(() => new Promise<void>((resolve) => helpdesk.listen(helpdeskPort, '127.0.0.1', resolve)))
afterAll(() => new Promise<void>((resolve) => helpdesk.close(() => resolve())))

const scriptUrl = `http://127.0.0.1:${helpdeskPort}/widget.js`
const app = journey(3880, { SUPPORT_WIDGET_SCRIPT_URL: scriptUrl, SUPPORT_WIDGET_SECRET: secret })

describe('the support widget', () => {
  it("loads the helpdesk's widget for the signed-in user, with an identity signed for the helpdesk, and closes it at sign-out", async () => {
    expect((helpdesk.address() as AddressInfo).port).toBe(helpdeskPort)
    const page = await app.newPage()
    await signIn(page, 'buyer@nordic.demo')
    await page.getByRole('button', { name: 'Support för Erik Lund' }).waitFor()
    // The helpdesk can trust who is asking: the token is signed with the shared secret, for its origin.
    const token = await page.evaluate(
      () =>
        (window as { supplyflowSupport?: { identityToken: string } }).supplyflowSupport?.identityToken ?? '',
    )
    const { payload } = await jwtVerify(token, new TextEncoder().encode(secret), {
      audience: `http://127.0.0.1:${helpdeskPort}`,
      // The server signs on the journeys' day (support/clock.ts).
      currentDate: new Date(pinnedTime()!),
    })
    expect(payload).toMatchObject({ email: 'buyer@nordic.demo', name: 'Erik Lund', locale: 'sv' })
    await snapshot(page, 'support-widget-sv')
    await expect(seriousViolations(page)).resolves.toEqual([])

    // Signing out takes the widget away; the next user of the tab gets a widget of their own.
    await closeToasts(page)
    await page.getByTestId('profile-menu').click()
    await page.getByRole('menuitem', { name: 'Logga ut' }).click()
    await page.waitForURL('**/login')
    await expect(page.locator('#helpdesk-stand-in, script[data-support-widget]').count()).resolves.toBe(0)
    await expect(page.evaluate(() => 'supplyflowSupport' in window)).resolves.toBe(false)
    await signInWithForm(page, 'supplier@baltic.demo')
    await page.waitForURL('**/dashboard')
    await page.getByRole('button', { name: 'Support for Lina Ozols' }).waitFor()
    await expect(page.locator('script[data-support-widget]').count()).resolves.toBe(1)
    expect(missingTextKeys(page)).toEqual([])
    await page.context().close()
  })
})
