import { describe, expect, it } from 'vitest'
import { confirmDialog, missingTextKeys, signIn } from '../support/browser.ts'
import { check } from '../support/check.ts'
import { journey } from '../support/journey.ts'
import { chooseFromNavbar, chooseLanguage } from '../support/navbar.ts'

const app = journey(3830)

// Anna (admin, Swedish) has twelve shell jackets made in the Gothenburg DC: she picks the jacket, sees
// in the sidebar what its bill of material takes, saves and posts the order and releases it; then, in
// English, generates a receipt of ten and sees the components consumed and the order closed.
describe('production orders', () => {
  it('an admin creates, posts and releases a production order, generates a receipt and closes it', async () => {
    const anna = await app.newPage()
    await signIn(anna, 'admin@nordic.demo')
    await anna.waitForURL('**/dashboard')
    await chooseFromNavbar(anna, 'Ordrar och offerter', 'Produktionsordrar')
    await anna.getByRole('heading', { level: 1, name: 'Produktionsordrar' }).waitFor()
    await anna.getByRole('row', { name: /PRD-00001.*NO-1001.*Gothenburg DC.*MES-4711.*Frisläppt/ }).waitFor()
    await check(anna, 'production-orders-list-sv')

    await anna.getByTestId('create-production-order').click()
    await anna.getByRole('heading', { level: 1, name: 'Skapa produktionsorder' }).waitFor()
    await anna.getByText('Välj en artikel för att se komponenterna i dess stycklista.').waitFor()
    await anna.getByRole('combobox', { name: 'Artikel' }).click()
    await anna.getByRole('option', { name: 'NO-1001 Trail shell jacket' }).click()
    await anna.getByLabel(/^Planerat antal/).fill('12')
    await anna.getByRole('combobox', { name: 'Lager' }).click()
    await anna.getByRole('option', { name: 'Gothenburg DC' }).click()
    await anna.getByLabel(/^Externt ID/).fill('MES-4800')
    const sidebar = anna.getByTestId('sidebar-components')
    await sidebar.getByRole('row', { name: /NO-4005.*2.*24/ }).waitFor()
    await sidebar.getByRole('row', { name: /NO-4006.*1.*12/ }).waitFor()
    await check(anna, 'production-order-create-sv')

    await anna.getByTestId('save-and-post').click()
    await anna.getByRole('dialog', { name: 'Spara och bokför?' }).waitFor()
    await confirmDialog(anna, 'Spara och bokför')
    await anna.getByRole('heading', { level: 1, name: 'Produktionsorder PRD-00002' }).waitFor()
    await anna.getByText('Produktionsorder PRD-00002 har sparats').waitFor()
    const components = anna.getByTestId('production-order-components')
    await components.getByRole('row', { name: /1 NO-4005 Zip puller .* 2 24 1 500/ }).waitFor()
    await check(anna, 'production-order-posted-sv')

    await anna.getByTestId('production-order-release').click()
    await anna.getByRole('dialog', { name: 'Frisläppa produktionsordern?' }).waitFor()
    await confirmDialog(anna, 'Frisläpp')
    await anna.getByText('Produktionsorder PRD-00002 har frisläppts').waitFor()
    await anna.getByTestId('generate-receipt').waitFor()
    await expect(anna.getByTestId('edit-production-order').count()).resolves.toBe(0)

    await chooseLanguage(anna, 'en')
    await anna.getByRole('heading', { level: 1, name: 'Production order PRD-00002' }).waitFor()
    await anna.getByLabel('Quantity received').fill('10')
    await anna.getByTestId('generate-receipt').click()
    await anna.getByRole('dialog', { name: 'Generate receipt?' }).waitFor()
    await confirmDialog(anna, 'Generate receipt')
    await anna.getByText('Receipt of production order PRD-00002 generated').waitFor()
    await expect(anna.getByTestId('received-quantity').textContent()).resolves.toBe('10')
    await components.getByRole('row', { name: /NO-4005 Zip puller .* 2 24 1 480/ }).waitFor()
    await components.getByRole('row', { name: /NO-4006 Jacket hanger loop .* 1 12 1 990/ }).waitFor()
    await anna
      .getByTestId('production-order-receipts')
      .getByRole('row', { name: /Anna .* 10/ })
      .waitFor()
    await check(anna, 'production-order-received-en')

    await anna.getByTestId('production-order-close').click()
    await anna.getByRole('dialog', { name: 'Close the production order?' }).waitFor()
    await confirmDialog(anna, 'Close order')
    await anna.getByText('Production order PRD-00002 closed').waitFor()
    await expect(anna.getByTestId('generate-receipt').count()).resolves.toBe(0)
    await anna.goto('/production-orders')
    await anna.getByRole('row', { name: /PRD-00002.*NO-1001.*12.*10.*MES-4800.*Closed/ }).waitFor()
    await check(anna, 'production-orders-list-en')
    expect(missingTextKeys(anna)).toEqual([])
    await anna.context().close()
  })
})
