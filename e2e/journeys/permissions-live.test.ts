import { describe, expect, it } from 'vitest'
import { missingTextKeys, signIn, snapshot } from '../support/browser.ts'
import { journey } from '../support/journey.ts'
import { makeBuyerCompanyAdmin, profileMenuHas, watchUserChannel } from '../support/realtime.ts'

const app = journey(3221)

describe('permissions pushed live', () => {
  it("reloads the buyer's open tab when the admin takes his admin role away, and the admin entries vanish", async () => {
    const base = app.server.url
    await makeBuyerCompanyAdmin(base)

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
