import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { seriousViolations } from '../support/axe.ts'
import { missingTextKeys, signIn, snapshot } from '../support/browser.ts'
import { journey } from '../support/journey.ts'
import { untilStill } from '../support/stillness.ts'

const app = journey(3300)

// A field by its label; a required field's label ends in an asterisk.
const field = (dialog: ReturnType<Page['getByRole']>, label: string) =>
  dialog.getByLabel(new RegExp(`^${label}( \\*)?$`)).first()

// Picks an option of a Mantine select inside a dialog, typing first when the list is searchable.
async function choose(page: Page, dialog: ReturnType<Page['getByRole']>, label: string, option: string) {
  await field(dialog, label).click()
  await page.getByRole('option', { name: option }).click()
}

// Opens the area's group when it is closed: asked of the group, not of the link, which a closing group
// still lays out for a moment.
async function openArea(page: Page, group: string, area: string) {
  const nav = page.getByRole('navigation', { name: 'Administration' })
  const toggle = nav.getByTestId(/^admin-group-/).filter({ hasText: group })
  if ((await toggle.getAttribute('data-expanded')) === null) {
    await toggle.click()
    // The group's links slide open; one is clicked once it stands where it is drawn.
    await untilStill(page)
  }
  await nav.getByRole('link', { name: area, exact: true }).click()
  await page.getByRole('heading', { level: 1, name: area }).waitFor()
}

async function confirmIn(page: Page, button: string) {
  const dialog = page.getByRole('dialog').last()
  await dialog.getByRole('button', { name: button }).click()
}

describe('company master data, as an admin', () => {
  it('creates a colour, an account and a warehouse with an address, edits it, deletes what is unused, opens a role, adds a user group, and sees it all in the audit trail', async () => {
    const page = await app.newPage()
    await signIn(page, 'admin@nordic.demo')
    await page.waitForURL('**/dashboard')
    await page.getByTestId('profile-menu').click()
    await page.getByRole('menuitem', { name: 'Företagsinställningar' }).click()
    await page.getByRole('heading', { level: 1, name: 'Företagsinställningar' }).waitFor()

    // A colour, from the generic master-data screen.
    await openArea(page, 'Grunddata', 'Färger')
    await page.getByTestId('create-row').click()
    let dialog = page.getByRole('dialog', { name: 'Lägg till färg' })
    await dialog.getByLabel('Namn').fill('Sand')
    await dialog.getByLabel('Kod', { exact: true }).fill('SND')
    await dialog.getByRole('button', { name: 'Spara' }).click()
    await dialog.waitFor({ state: 'hidden' })
    await page.getByRole('row', { name: /Sand/ }).waitFor()
    await snapshot(page, 'admin-colors-sv')
    await expect(seriousViolations(page)).resolves.toEqual([])

    // A ledger account beside the demo's, on the same screen (spec §2.10's accounts).
    await openArea(page, 'Grunddata', 'Konton')
    await page.getByRole('row', { name: /Purchases of goods.*4010/ }).waitFor()
    await page.getByTestId('create-row').click()
    dialog = page.getByRole('dialog', { name: 'Lägg till konto' })
    await dialog.getByLabel('Namn').fill('Förpackningsmaterial')
    await dialog.getByLabel('Kod', { exact: true }).fill('4060')
    await dialog.getByRole('button', { name: 'Spara' }).click()
    await dialog.waitFor({ state: 'hidden' })
    await page.getByRole('row', { name: /Förpackningsmaterial/ }).waitFor()

    // An address on the company settings tab, then a warehouse at it.
    await openArea(page, 'Företaget', 'Företagsinställningar')
    await page.getByRole('tab', { name: 'Adresser' }).click()
    await page.waitForURL('**/admin/addresses')
    await page.getByTestId('create-row').click()
    dialog = page.getByRole('dialog', { name: 'Ny adress' })
    await dialog.getByLabel('Benämning').fill('Malmö lager')
    await dialog.getByLabel('Adressrad 1').fill('Hamngatan 3')
    await dialog.getByLabel('Postnummer').fill('211 22')
    await dialog.getByLabel('Ort/delstat/provins').fill('Malmö')
    await field(dialog, 'Land').fill('Sver')
    await page.getByRole('option', { name: 'Sverige' }).click()
    await dialog.getByRole('button', { name: 'Spara' }).click()
    await dialog.waitFor({ state: 'hidden' })
    await page.getByRole('row', { name: /Malmö lager/ }).waitFor()

    await openArea(page, 'Företaget', 'Lager')
    await page.getByTestId('create-row').click()
    dialog = page.getByRole('dialog', { name: 'Nytt lager' })
    await field(dialog, 'Kod').fill('MMA')
    await dialog.getByLabel('Namn').fill('Malmö')
    await choose(page, dialog, 'Adress', 'Malmö lager, Malmö')
    await choose(page, dialog, 'Kostnadsställe', 'Logistics (CC200)')
    await dialog.getByRole('button', { name: 'Spara' }).click()
    await dialog.waitFor({ state: 'hidden' })
    const row = page.getByRole('row', { name: /MMA/ })
    await expect(row.textContent()).resolves.toContain('Malmö lager, Malmö')

    // Edit: the form opens with the saved values; the list shows the change.
    await row.click()
    dialog = page.getByRole('dialog', { name: 'Redigera lager' })
    await expect(dialog.getByLabel('Namn').inputValue()).resolves.toBe('Malmö')
    await dialog.getByLabel('Namn').fill('Malmö hamn')
    await dialog.getByLabel('Hanteringstid (dagar)').fill('4')
    await dialog.getByRole('button', { name: 'Spara' }).click()
    await dialog.waitFor({ state: 'hidden' })
    await expect(page.getByRole('row', { name: /MMA/ }).textContent()).resolves.toContain('4 dagar')
    await snapshot(page, 'admin-warehouses-sv')
    await expect(seriousViolations(page)).resolves.toEqual([])

    // The cost centre the warehouse uses cannot be deleted: it is deactivated instead.
    await openArea(page, 'Grunddata', 'Kostnadsställen')
    await page
      .getByRole('row', { name: /Logistics/ })
      .getByTestId('row-menu')
      .click()
    await page.getByRole('menuitem', { name: 'Ta bort' }).click()
    await confirmIn(page, 'Ta bort')
    const refused = page.getByText(
      'Posten används på andra ställen och kan inte tas bort: inaktivera den i stället',
    )
    await refused.waitFor()
    await refused.waitFor({ state: 'detached' })
    await page
      .getByRole('row', { name: /Logistics/ })
      .getByTestId('row-menu')
      .click()
    await page.getByRole('menuitem', { name: 'Inaktivera' }).click()
    await confirmIn(page, 'Inaktivera')
    await page
      .getByRole('row', { name: /Logistics/ })
      .getByText('Inaktiv')
      .waitFor()

    // The unused colour can be deleted, after confirming.
    await openArea(page, 'Grunddata', 'Färger')
    await page.getByRole('row', { name: /Sand/ }).getByTestId('row-menu').click()
    await page.getByRole('menuitem', { name: 'Ta bort' }).click()
    await confirmIn(page, 'Ta bort')
    await page.getByRole('row', { name: /Sand/ }).waitFor({ state: 'detached' })
    // The toast fades out on its own; a check of contrast in mid-fade would measure the fade.
    await page.getByText('Posten har tagits bort').waitFor({ state: 'detached' })

    // A role opens in its form as saved; a new user group is saved and listed.
    await openArea(page, 'Användare och behörighet', 'Roller')
    await page.getByRole('row', { name: /Inköpare/ }).click()
    const role = page.getByRole('dialog', { name: 'Redigera roll' })
    await expect(field(role, 'Namn').inputValue()).resolves.toBe('Inköpare')
    await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'))
    await snapshot(page, 'admin-role-edit-sv')
    await expect(seriousViolations(page)).resolves.toEqual([])
    await role.getByRole('button', { name: 'Avbryt' }).click()
    await role.waitFor({ state: 'hidden' })
    await openArea(page, 'Användare och behörighet', 'Användargrupper')
    await page.getByTestId('create-group').click()
    const group = page.getByRole('dialog', { name: 'Ny grupp' })
    await field(group, 'Namn').fill('Inköp Norden')
    await group.getByRole('button', { name: 'Spara' }).click()
    await group.waitFor({ state: 'hidden' })
    await page.getByRole('row', { name: /Inköp Norden/ }).waitFor()

    // Every change is in the audit trail, with the record before and after.
    await openArea(page, 'Loggar', 'Ändringslogg')
    for (const [type, action] of [
      ['Färger', 'Borttagen'],
      ['Kostnadsställen', 'Ändrad'],
      ['Lager', 'Ändrad'],
      ['Lager', 'Skapad'],
      ['Adress', 'Skapad'],
      ['Färger', 'Skapad'],
      ['Konton', 'Skapad'],
    ])
      await page
        .getByRole('row', { name: new RegExp(`${type}.*${action}`) })
        .first()
        .waitFor()
    await page
      .getByRole('row', { name: /Lager.*Ändrad/ })
      .first()
      .click()
    const detail = page.getByTestId('audit-detail')
    await detail.waitFor()
    const changed = detail.locator('tr[data-changed]')
    await expect(changed.filter({ hasText: 'name' }).textContent()).resolves.toMatch(/Malmö.*Malmö hamn/)
    await expect(changed.filter({ hasText: 'handling_days' }).textContent()).resolves.toMatch(/0.*4/)
    await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'))
    await snapshot(page, 'admin-audit-detail-sv')
    await expect(seriousViolations(page)).resolves.toEqual([])
    expect(missingTextKeys(page)).toEqual([])
    await page.context().close()
  })
})
