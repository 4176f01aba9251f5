import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { api, apiSignIn } from '../support/api.ts'
import { missingTextKeys, signIn, snapshot } from '../support/browser.ts'
import { journey } from '../support/journey.ts'

const app = journey(3221)

type User = {
  id: string
  email: string
  first_name: string
  last_name: string
  locale: string
  session_time: number
  roles: Array<{ id: string }>
  version: number
}

// Resolves once the page's socket has subscribed to its user channel and the server said yes.
function userChannelJoined(page: Page) {
  return new Promise<void>((resolve) => {
    page.on('websocket', (socket) => {
      let asked = false
      socket.on('framesent', (frame) => {
        if (String(frame.payload).includes('"subscribe","users.')) asked = true
      })
      socket.on('framereceived', (frame) => {
        if (asked && String(frame.payload).includes('"ok":true')) resolve()
      })
    })
  })
}

async function adminEntryShown(page: Page) {
  await page.getByTestId('profile-menu').click()
  await page.getByRole('menuitem', { name: 'Logga ut' }).waitFor()
  const shown = (await page.getByRole('menuitem', { name: 'Användare och roller' }).count()) > 0
  await page.keyboard.press('Escape')
  return shown
}

describe('permissions pushed live', () => {
  it("reloads the buyer's open tab when the admin takes his admin role away, and the admin entries vanish", async () => {
    const base = app.server.url
    // Set-up through the API: Erik the buyer is made a company admin too.
    const adminToken = await apiSignIn(base, 'admin@nordic.demo')
    const erik = (await api<{ data: User[] }>(base, adminToken, 'GET', '/users?search=buyer')).data[0]!
    const roles = await api<{ data: Array<{ id: string; role_type: number }> }>(
      base,
      adminToken,
      'GET',
      '/roles',
    )
    const adminRole = roles.data.find((role) => role.role_type === 3)!
    await api(base, adminToken, 'PUT', `/users/${erik.id}`, {
      first_name: erik.first_name,
      last_name: erik.last_name,
      locale: erik.locale,
      session_time: erik.session_time,
      role_ids: [...erik.roles.map((role) => role.id), adminRole.id],
      group_ids: [],
      version: erik.version,
    })

    const buyer = await app.newPage()
    const joined = userChannelJoined(buyer)
    await signIn(buyer, 'buyer@nordic.demo')
    await buyer.waitForURL('**/dashboard')
    await joined
    expect(await adminEntryShown(buyer)).toBe(true)
    // Gone after a reload: tells a reload from a re-render.
    await buyer.evaluate(() => Object.assign(window, { beforeReload: true }))

    const admin = await app.newPage()
    await signIn(admin, 'admin@nordic.demo')
    await admin.waitForURL('**/dashboard')
    await admin.goto('/admin/users')
    await admin.getByRole('button', { name: 'Åtgärder för Erik Lund' }).click()
    await admin.getByRole('menuitem', { name: 'Redigera' }).click()
    // The chosen roles are pills in the role picker; each has its own remove button.
    await admin
      .locator('.mantine-Pill-root', { hasText: 'Företagsadministratör' })
      .locator('.mantine-Pill-remove')
      .click()
    await expect(admin.locator('.mantine-Pill-root').allTextContents()).resolves.toEqual(['Inköpare'])
    await admin.getByRole('button', { name: 'Spara', exact: true }).click()
    await admin.getByText('Användaren har sparats').waitFor()

    await buyer.waitForFunction(() => !('beforeReload' in window))
    await buyer.getByTestId('dashboard-greeting').waitFor()
    expect(await adminEntryShown(buyer)).toBe(false)
    await snapshot(buyer, 'permissions-live-buyer-after')
    expect(missingTextKeys(buyer)).toEqual([])
    expect(missingTextKeys(admin)).toEqual([])
    await admin.context().close()
    await buyer.context().close()
  })
})
