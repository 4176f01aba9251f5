import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { api, apiSignIn } from '../support/api.ts'
import { confirmDialog, missingTextKeys, signIn } from '../support/browser.ts'
import { check } from '../support/check.ts'
import { journey } from '../support/journey.ts'
import { chooseFromNavbar, chooseLanguage } from '../support/navbar.ts'

const app = journey(3810)

type InventoryPage = { data: Array<{ article_code: string; warehouse_code: string; on_hand: string }> }

async function importFile(page: Page, name: string, text: string) {
  await page.getByTestId('import-stock-count').click()
  const dialog = page.getByRole('dialog')
  await dialog
    .locator('input[type=file]')
    .setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(text) })
  await dialog.getByTestId('stock-count-import-send').click()
}

// Anna (admin, Swedish) counts the Stockholm flagship store: she starts a count, types one quantity,
// imports the rest (a file with wrong rows is refused whole, every wrong row named), completes the
// count and sees the stock change; the list is read in English too.
describe('stock counts', () => {
  it('an admin starts a count, types and imports counted quantities, and completes it', async () => {
    const anna = await app.newPage()
    await signIn(anna, 'admin@nordic.demo')
    await anna.waitForURL('**/dashboard')
    await chooseFromNavbar(anna, 'Leverantörer/Kunder & Artiklar', 'Inventeringar')
    await anna.getByRole('heading', { level: 1, name: 'Inventeringar' }).waitFor()
    await anna.getByRole('row', { name: /SC-0001.*Gothenburg DC.*Startad.*4 av 11/ }).waitFor()
    await check(anna, 'stock-counts-list-sv')

    await anna.getByTestId('create-stock-count').click()
    const dialog = anna.getByRole('dialog', { name: 'Ny inventering' })
    await dialog.getByRole('combobox', { name: 'Lager' }).click()
    await anna.getByRole('option', { name: /Stockholm flagship store/ }).click()
    await check(anna, 'stock-count-create-sv')
    await anna.getByTestId('stock-count-start').click()
    await anna.getByRole('heading', { level: 1, name: /SC-0002 · Stockholm flagship store/ }).waitFor()
    await anna.getByText('0 av 2', { exact: true }).waitFor()

    await anna.getByLabel('Räknat, NO-1001', { exact: true }).fill('7')
    await expect(anna.getByTestId('difference-NO-1001').textContent()).resolves.toBe('-1')
    await anna.getByTestId('stock-count-unsaved').getByText('1 räknat antal är inte sparat än').waitFor()
    await anna.getByTestId('save-stock-count').click()
    await anna.getByText('De räknade antalen har sparats').waitFor()
    await anna.getByText('1 av 2', { exact: true }).waitFor()

    await importFile(anna, 'rakning.csv', 'Artikel-id;Antal\nNO-2001;20\nNO-9999;3\nNO-3001;tre\n')
    const errors = anna.getByTestId('stock-count-import-errors')
    await errors.getByText('2 rader i filen behöver rättas; inget importerades').waitFor()
    await errors.getByText('Rad 3: ingen artikel har id NO-9999').waitFor()
    await errors.getByText(/^Rad 4: kolumn B ska vara ett antal/).waitFor()
    await check(anna, 'stock-count-import-errors-sv')
    await anna
      .getByRole('dialog')
      .locator('input[type=file]')
      .setInputFiles({
        name: 'rakning.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from('Artikel-id;Antal\nNO-2001;20\nNO-3001;3\n'),
      })
    await anna.getByTestId('stock-count-import-send').click()
    await anna.getByText('2 räknade antal importerade, 1 artiklar tillagda i inventeringen').waitFor()
    await anna.getByText('3 av 3', { exact: true }).waitFor()
    await expect(anna.getByTestId('difference-NO-2001').textContent()).resolves.toBe('-4')
    await check(anna, 'stock-count-detail-sv')

    await anna.getByTestId('complete-stock-count').click()
    await anna.getByRole('dialog', { name: 'Slutföra inventering SC-0002?' }).waitFor()
    await confirmDialog(anna, 'Slutför inventering')
    await anna.getByRole('heading', { level: 1, name: /SC-0002/ }).waitFor()
    await anna.locator('[data-status="completed"]').waitFor()
    await expect(anna.getByTestId('complete-stock-count').count()).resolves.toBe(0)
    await check(anna, 'stock-count-completed-sv')

    // The figures of the flagship's stock are now what was counted.
    const token = await apiSignIn(app.server.url, 'admin@nordic.demo')
    const stock = await api<InventoryPage>(app.server.url, token, 'GET', '/inventory?per_page=200')
    const flagship = Object.fromEntries(
      stock.data
        .filter((row) => row.warehouse_code === 'STH-01')
        .map((row) => [row.article_code, row.on_hand]),
    )
    expect(flagship).toEqual({ 'NO-1001': '7', 'NO-2001': '20', 'NO-3001': '3' })

    await chooseLanguage(anna, 'en')
    await anna.goto('/stock-counts')
    await anna.getByRole('heading', { level: 1, name: 'Stock counts' }).waitFor()
    await anna.getByRole('row', { name: /SC-0002.*Stockholm flagship store.*Completed.*3 of 3/ }).waitFor()
    await check(anna, 'stock-counts-list-en')
    expect(missingTextKeys(anna)).toEqual([])
    await anna.context().close()
  })
})
