import { describe, expect, it } from 'vitest'
import { api, apiSignIn } from '../support/api.ts'
import { missingTextKeys, signIn, snapshot } from '../support/browser.ts'
import { journey } from '../support/journey.ts'
import { profileMenuHas, watchUserChannel } from '../support/realtime.ts'

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
    const channel = watchUserChannel(buyer)
    await signIn(buyer, 'buyer@nordic.demo')
    await buyer.waitForURL('**/dashboard')
    await channel.joined()
    expect(await profileMenuHas(buyer, 'Användare och roller')).toBe(true)
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
    // The save toast and the closing drawer, even though the saved version remounts the form.
    await admin.getByText('Användaren har sparats').waitFor()
    await admin.getByRole('dialog').waitFor({ state: 'hidden' })

    await buyer.waitForFunction(() => !('beforeReload' in window))
    await buyer.getByTestId('dashboard-greeting').waitFor()
    expect(await profileMenuHas(buyer, 'Användare och roller')).toBe(false)
    await snapshot(buyer, 'permissions-live-buyer-after')
    expect(missingTextKeys(buyer)).toEqual([])
    expect(missingTextKeys(admin)).toEqual([])
    await admin.context().close()
    await buyer.context().close()
  })
})
