import { describe, expect, it } from 'vitest'
import { confirmDialog, missingTextKeys, signIn } from '../support/browser.ts'
import { check } from '../support/check.ts'
import { journey } from '../support/journey.ts'
import { chooseFromNavbar, chooseLanguage } from '../support/navbar.ts'

const app = journey(3820)

// Anna (admin, Swedish) restocks the flagship from the distribution centre: the form shows what is
// available and warns when she types more, she is told a destination is missing, names it, starts the
// transfer (the stock is reserved) and completes it (the stock moves, as its rows show). Erik
// (purchaser, who may only read transactions) opens it in English and finds nothing to change.
describe('inventory transactions', () => {
  it('an admin moves stock from the distribution centre to the flagship; a purchaser reads it', async () => {
    const anna = await app.newPage()
    await signIn(anna, 'admin@nordic.demo')
    await anna.waitForURL('**/dashboard')
    await chooseFromNavbar(anna, 'Leverantörer/Kunder & Artiklar', 'Lagertransaktioner')
    await anna.getByRole('heading', { level: 1, name: 'Lagertransaktioner' }).waitFor()
    await anna
      .getByRole('row', { name: /IT-0001.*Gothenburg DC.*Stockholm flagship store.*Pågående/ })
      .waitFor()
    await check(anna, 'inventory-transactions-list-sv')

    await anna.getByTestId('create-transaction').click()
    await anna.getByRole('heading', { level: 1, name: 'Ny lagertransaktion' }).waitFor()
    await anna.getByRole('combobox', { name: 'Från lager' }).click()
    await anna.getByRole('option', { name: 'Gothenburg DC (GOT-DC)' }).click()
    await anna.getByRole('combobox', { name: 'Artikel, rad 1' }).fill('NO-3001')
    await anna.getByRole('option', { name: /NO-3001/ }).click()
    // The form shows what the source has available, and warns (without refusing) past it.
    const formRow = anna.getByTestId('stock-row').first()
    await expect.poll(() => formRow.getByTestId('row-available').textContent()).toBe('60')
    await anna.getByLabel('Antal att skicka, rad 1', { exact: true }).fill('61')
    await formRow.getByText('1 mer än tillgängligt').waitFor()
    await anna.getByLabel('Antal att skicka, rad 1', { exact: true }).fill('6')
    await expect.poll(() => formRow.getByTestId('row-over-available').count()).toBe(0)
    await anna.getByTestId('save-transaction').click()
    await anna.getByText('Välj ett mottagande lager eller ange destinationen').waitFor()
    await check(anna, 'inventory-transaction-create-refused-sv')
    await anna.getByRole('combobox', { name: 'Mottagande lager' }).click()
    await anna.getByRole('option', { name: 'Stockholm flagship store (STH-01)' }).click()
    await anna.getByTestId('save-transaction').click()

    const title = anna.getByRole('heading', { level: 1, name: /^Lagertransaktion IT-\d{4}$/ })
    await title.waitFor()
    const number = (await title.textContent())!.replace('Lagertransaktion ', '')
    const row = anna.getByTestId('stock-row').filter({ hasText: 'NO-3001' })
    await expect(row.getByTestId('row-available').textContent()).resolves.toBe('60')
    await check(anna, 'inventory-transaction-draft-sv')

    await anna.getByTestId('start-transaction').click()
    await anna.getByRole('dialog', { name: `Starta ${number}?` }).waitFor()
    await confirmDialog(anna, 'Starta')
    await anna.getByText(`Transaktion ${number} pågår`).waitFor()
    await expect.poll(() => row.getByTestId('row-available').textContent()).toBe('54')
    await expect(anna.getByTestId('edit-transaction').count()).resolves.toBe(0)

    await anna.getByTestId('complete-transaction').click()
    await anna.getByRole('dialog', { name: `Slutföra ${number}?` }).waitFor()
    await check(anna, 'inventory-transaction-complete-dialog-sv')
    await confirmDialog(anna, 'Slutför')
    await anna.getByText(`Transaktion ${number} är slutförd och lagret har flyttats`).waitFor()
    await expect.poll(() => row.getByTestId('row-destination-on-hand').textContent()).toBe('6')
    await expect(row.getByTestId('row-available').textContent()).resolves.toBe('54')
    await anna.getByText('Slutförd av').waitFor()
    await check(anna, 'inventory-transaction-completed-sv')
    await anna.context().close()

    const erik = await app.newPage()
    await signIn(erik, 'buyer@nordic.demo')
    await erik.waitForURL('**/dashboard')
    await chooseLanguage(erik, 'en')
    await chooseFromNavbar(erik, 'Suppliers/Clients & Articles', 'Inventory transactions')
    await erik.getByRole('heading', { level: 1, name: 'Inventory transactions' }).waitFor()
    await erik
      .getByRole('row', { name: new RegExp(`${number}.*Stockholm flagship store.*Completed`) })
      .click()
    await erik.getByRole('heading', { level: 1, name: `Inventory transaction ${number}` }).waitFor()
    await erik.getByRole('columnheader', { name: 'On hand in Stockholm flagship store' }).waitFor()
    await expect(
      erik.getByRole('button', { name: /^(Start|Complete|Cancel transaction|Edit)$/ }).count(),
    ).resolves.toBe(0)
    await check(erik, 'inventory-transaction-completed-en')
    await erik.goBack()
    await erik.getByRole('heading', { level: 1, name: 'Inventory transactions' }).waitFor()
    await expect(erik.getByTestId('create-transaction').count()).resolves.toBe(0)
    await check(erik, 'inventory-transactions-list-en')
    expect(missingTextKeys(erik)).toEqual([])
    await erik.context().close()
  })
})
