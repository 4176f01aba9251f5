import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { missingTextKeys, signIn } from '../support/browser.ts'
import { check } from '../support/check.ts'
import { journey } from '../support/journey.ts'
import { findMailLink } from '../support/mail.ts'
import { chooseLanguage } from '../support/navbar.ts'
import { signUpFromLink } from '../support/partners.ts'

const app = journey(3310)

const invitee = {
  email: 'maria.quispe@andes.example',
  firstName: 'Maria',
  lastName: 'Quispe',
  password: 'Alpaca2027x',
  company: 'Andes Alpaca SA',
  orgNumber: 'PE20123456789',
  address: 'Av. Ejército 101',
  zip: '04001',
  city: 'Arequipa',
  country: 'Peru',
}

async function english(page: Page) {
  await chooseLanguage(page, 'en')
}

describe('trading partners', () => {
  it('a client admin invites a supplier, who signs up from the mail; both then see each other', async () => {
    const page = await app.newPage()
    await signIn(page, 'admin@nordic.demo')
    await page.waitForURL('**/dashboard')
    await english(page)
    await page.goto('/suppliers')
    await page.getByRole('heading', { level: 1, name: 'Suppliers' }).waitFor()
    await page.getByRole('row', { name: /Baltic Knit Ltd/ }).waitFor()
    await page.getByRole('row', { name: /Porto Têxteis Lda.*Blocked/ }).waitFor()
    await check(page, 'suppliers-en')

    await page.getByTestId('open-invites').click()
    await page.waitForURL('**/suppliers/invites')
    await page.getByRole('heading', { level: 1, name: 'Supplier invitations' }).waitFor()
    await page.getByRole('textbox', { name: 'E-mail' }).fill(invitee.email)
    await page.getByRole('textbox', { name: 'Company name' }).fill('Andes Alpaca')
    await page.getByTestId('send-invite').click()
    await page.getByText(`An invitation with a sign-up link has been sent to ${invitee.email}`).waitFor()
    await page.getByRole('row', { name: new RegExp(`${invitee.email}.*Pending`) }).waitFor()
    await check(page, 'supplier-invites-en')

    const supplier = await app.newPage()
    await signUpFromLink(supplier, await findMailLink(app.server, invitee.email, '/sign-up/'), invitee)
    await supplier.goto('/clients')
    await supplier.getByRole('heading', { level: 1, name: 'Clients' }).waitFor()
    await supplier.getByRole('row', { name: /Nordic Outdoor AB/ }).click()
    await supplier.waitForURL(/\/clients\/[0-9a-f-]{36}$/)
    await supplier.getByRole('heading', { level: 1, name: 'Nordic Outdoor AB' }).waitFor()
    await supplier.getByText('556677-8899').waitFor()
    await check(supplier, 'client-card-en')

    await page.reload()
    await page.getByRole('row', { name: new RegExp(`${invitee.email}.*Accepted`) }).waitFor()
    await page.goto('/suppliers')
    // Nordic's mandatory criteria apply to the new supplier at once.
    await page.getByRole('row', { name: /Andes Alpaca SA.*PE20123456789.*Blocked/ }).waitFor()
    expect([...missingTextKeys(page), ...missingTextKeys(supplier)]).toEqual([])
    await supplier.context().close()
    await page.context().close()
  })

  it('a new mandatory criterion blocks a supplier with the reason; unblocking asks for a reason first', async () => {
    const page = await app.newPage()
    await signIn(page, 'admin@nordic.demo')
    await page.waitForURL('**/dashboard')
    await english(page)
    await page.goto('/admin/supplier-criteria')
    await page.getByRole('heading', { level: 1, name: 'Supplier criteria' }).waitFor()
    await page.getByTestId('create-criterion').click()
    const modal = page.getByRole('dialog', { name: 'Add criterion' })
    await modal.getByLabel('Name').fill('Chemical compliance (REACH)')
    await modal.getByRole('switch', { name: 'Mandatory' }).check()
    await modal.getByLabel('Preferred value').fill('Compliant')
    await check(page, 'criterion-form-en')
    await modal.getByTestId('save-criterion').click()
    await page.getByRole('row', { name: /Chemical compliance \(REACH\).*Yes/ }).waitFor()
    await check(page, 'supplier-criteria-en')

    await page.goto('/suppliers')
    await page.getByRole('row', { name: /Baltic Knit Ltd.*Blocked/ }).click()
    await page.getByRole('heading', { level: 1, name: 'Baltic Knit Ltd' }).waitFor()
    await expect(page.getByTestId('block-reason').textContent()).resolves.toContain(
      'Mandatory criteria without a value: Chemical compliance (REACH)',
    )
    await check(page, 'supplier-card-blocked-en')

    await page.getByTestId('unblock').click()
    const dialog = page.getByRole('dialog', { name: 'Unblock the supplier?' })
    await dialog.getByTestId('confirm-unblock').click()
    await dialog.getByText('Enter at least 3 characters').waitFor()
    await dialog
      .getByLabel('Reason')
      .fill('REACH test report expected next week; approved by the sourcing lead')
    await check(page, 'unblock-dialog-en')
    await dialog.getByTestId('confirm-unblock').click()
    await expect(page.getByTestId('unblock-reason').textContent()).resolves.toContain(
      'approved by the sourcing lead',
    )

    // The value arrives: the override is no longer needed and the supplier is simply active.
    await page.getByRole('tab', { name: 'Criteria' }).click()
    // The unblock refetches the card; a value typed before that lands would be replaced by it.
    await page.waitForLoadState('networkidle')
    await page.getByLabel('Chemical compliance (REACH)').fill('Compliant')
    await check(page, 'supplier-card-criteria-en')
    await page.getByTestId('save-criteria').click()
    await page.getByText('The criteria values have been saved').waitFor()
    await page.getByTestId('unblock-reason').waitFor({ state: 'detached' })
    await page.getByRole('tab', { name: 'Audits and certificates' }).click()
    await page.getByRole('row', { name: /OEKO-TEX Standard 100/ }).waitFor()
    await check(page, 'supplier-card-certificates-en')
    await page.getByRole('tab', { name: 'Capacities' }).click()
    await page.getByTestId('add-capacities').click()
    await page.getByRole('dialog').waitFor()
    await check(page, 'capacity-form-en')
    await page.keyboard.press('Escape')
    expect(missingTextKeys(page)).toEqual([])
    await page.context().close()
  })

  it('compares suppliers, adds an external one (a known org number is refused) and edits an agreement', async () => {
    const page = await app.newPage()
    await signIn(page, 'admin@nordic.demo')
    await page.waitForURL('**/dashboard')
    await english(page)
    await page.goto('/suppliers')
    await page.getByRole('link', { name: 'Compare suppliers' }).click()
    await page.waitForURL('**/suppliers/analyze')
    await page.getByText('Pick at least two suppliers.').waitFor()
    const pick = page.getByTestId('analyze-pick')
    for (const name of ['Baltic Knit Ltd', 'Porto Têxteis Lda']) {
      await pick.click()
      await page.getByRole('option', { name: new RegExp(name) }).click()
    }
    await page.keyboard.press('Escape')
    const table = page.getByTestId('comparison')
    await table.getByRole('row', { name: /Code of conduct signed \*.*Yes.*Yes/ }).waitFor()
    await table.getByRole('row', { name: /Quality audit score \*.*86.*No value/ }).waitFor()
    await check(page, 'supplier-analyze-en')

    await page.goto('/suppliers')
    await page.getByTestId('add-external').click()
    const modal = page.getByRole('dialog', { name: 'Add external supplier' })
    await modal.getByRole('textbox', { name: 'Name' }).fill('Baltic Knit Copy')
    await modal.getByRole('textbox', { name: 'E-mail' }).fill('copy@baltic.example')
    await modal.getByRole('textbox', { name: 'Organisational number' }).fill('LV40003123456')
    await modal.getByTestId('save-external').click()
    await modal
      .getByText(
        'A counterparty with this organisational number already exists. Add it from the existing list.',
      )
      .first()
      .waitFor()
    await check(page, 'external-supplier-en')
    await modal.getByRole('textbox', { name: 'Organisational number' }).fill('VN0101234567')
    await modal.getByRole('textbox', { name: 'Name' }).fill('Hanoi Garments JSC')
    await modal.getByTestId('save-external').click()
    await page.getByRole('heading', { level: 1, name: 'Hanoi Garments JSC' }).waitFor()

    await page.getByRole('tab', { name: 'Financials' }).click()
    await page.getByTestId('edit-agreement').click()
    const edit = page.getByRole('dialog', { name: 'Edit agreement' })
    await edit.getByRole('textbox', { name: 'Internal ID' }).fill('SUP-3001')
    await edit.getByRole('textbox', { name: 'Annual turnover' }).fill('2500000')
    await check(page, 'agreement-edit-en')
    await edit.getByTestId('save-agreement').click()
    await page.getByText('The agreement has been saved').waitFor()
    await page.getByText(/^2 500 000\.00/).waitFor()
    await check(page, 'supplier-card-financials-en')
    expect(missingTextKeys(page)).toEqual([])
    await page.context().close()
  })

  it("a supplier invites a client from /clients/new; the client's admin accepts it in the app", async () => {
    const supplier = await app.newPage()
    await signIn(supplier, 'supplier@baltic.demo')
    await supplier.waitForURL('**/dashboard')
    await supplier.goto('/clients')
    await supplier.getByRole('link', { name: 'Invite a client' }).click()
    await supplier.waitForURL('**/clients/new')
    await supplier.getByRole('textbox', { name: 'E-mail' }).fill('maria.quispe@andes.example')
    await supplier.getByTestId('send-invite').click()
    await supplier.getByText(/is already on the platform/).waitFor()
    await supplier.getByRole('row', { name: /maria\.quispe@andes\.example.*Pending.*In the app/ }).waitFor()
    await check(supplier, 'client-invites-en')

    const andes = await app.newPage()
    await andes.addInitScript(() => localStorage.setItem('locale', 'en'))
    await signIn(andes, invitee.email, invitee.password)
    await andes.waitForURL('**/dashboard')
    await andes.goto('/suppliers')
    const received = andes.getByTestId('received-invites')
    await received.getByText(/Baltic Knit Ltd \(Lina Ozols\) invites you to become their client/).waitFor()
    await check(andes, 'received-invites-en')
    await received.getByRole('button', { name: 'Accept' }).click()
    await andes
      .getByRole('dialog', { name: 'Accept the invitation?' })
      .getByRole('button', { name: 'Accept' })
      .click()
    await andes.getByRole('row', { name: /Baltic Knit Ltd/ }).waitFor()
    await received.waitFor({ state: 'detached' })
    await supplier.goto('/clients')
    await supplier.getByRole('row', { name: /Andes Alpaca SA/ }).waitFor()
    expect([...missingTextKeys(supplier), ...missingTextKeys(andes)]).toEqual([])
    await andes.context().close()
    await supplier.context().close()
  })
})
