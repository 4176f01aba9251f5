import { describe, expect, it } from 'vitest'
import { confirmDialog, missingTextKeys, signIn } from '../support/browser.ts'
import { check } from '../support/check.ts'
import { journey } from '../support/journey.ts'
import { chooseFromNavbar, chooseLanguage } from '../support/navbar.ts'

const app = journey(3740)

// Erik (purchaser, Swedish) plans the winter basics of the Stockholm store through the wizard: a batch
// from Baltic Knit is refused a jacket Baltic does not make, saves without it, reads the totals, deletes
// the forecast and restores it from the deleted ones; the list is checked in English too.
const batch = 'Grupp 1, batch 1'
const line = (number: number) => `${batch}, rad ${number}`

describe('forecasts', () => {
  it('a buyer creates a forecast batch by batch, is refused a second supplier, and deletes and restores it', async () => {
    const erik = await app.newPage()
    await signIn(erik, 'buyer@nordic.demo')
    await erik.waitForURL('**/dashboard')
    await chooseFromNavbar(erik, 'Planering', 'Prognoser')
    await erik.getByRole('heading', { level: 1, name: 'Prognoser' }).waitFor()
    await erik.getByRole('row', { name: /AW27 store fixtures and basics.*Erik Lund/ }).waitFor()
    await check(erik, 'forecasts-list-sv')

    await chooseFromNavbar(erik, 'Planering', 'Skapa prognos')
    await erik.getByRole('heading', { level: 1, name: 'Skapa prognos' }).waitFor()
    await erik.getByLabel(/^Namn/).fill('Vinterbas Stockholm')
    await check(erik, 'forecast-wizard-header-sv')
    await erik.getByTestId('wizard-next').click()

    await erik.getByTestId('add-group').click()
    await erik.getByLabel('Gruppens namn, Grupp 1', { exact: true }).fill('Stockholm')
    await erik.getByRole('button', { name: 'Lägg till batch i Grupp 1' }).click()
    await erik.getByLabel(`Batchens namn, ${batch}`, { exact: true }).fill('Stickat')
    await erik.getByRole('combobox', { name: `Leverantör, ${batch}` }).click()
    await erik.getByRole('option', { name: 'Baltic Knit Ltd' }).click()
    const addArticle = async (row: number, code: string, quantity: string, price: string) => {
      await erik.getByRole('button', { name: `Lägg till artikel i ${batch}` }).click()
      await erik.getByRole('combobox', { name: `Artikel, ${line(row)}` }).fill(code)
      await erik.getByRole('option', { name: new RegExp(code) }).click()
      await erik.getByLabel(`Antal, ${line(row)}`, { exact: true }).fill(quantity)
      await erik.getByLabel(`Styckpris, ${line(row)}`, { exact: true }).fill(price)
    }
    await addArticle(1, 'NO-2001', '100', '310')
    await erik.getByLabel(`Leveransmånad, ${line(1)}`, { exact: true }).fill('2027-10')
    await addArticle(2, 'NO-1001', '10', '1200')
    await erik.getByRole('button', { name: `Lägg till lager i ${batch}` }).click()
    const layer = `${batch}, lager 1`
    await erik.getByLabel(`Lagrets namn, ${layer}`, { exact: true }).fill('Vägghylla')
    await erik.getByRole('button', { name: `Lägg till komponent i ${layer}` }).click()
    const part = `${layer}, komponent 1`
    await erik.getByLabel(`Komponent-ID, ${part}`, { exact: true }).fill('SH-120')
    await erik.getByLabel(`Namn, ${part}`, { exact: true }).fill('Ekhylla')
    await erik.getByLabel(`Mått, ${part}`, { exact: true }).fill('120 × 40 cm')
    await erik.getByLabel(`Antal, ${part}`, { exact: true }).fill('4')
    await check(erik, 'forecast-wizard-contents-sv')
    await erik.getByTestId('wizard-next').click()
    await erik.getByTestId('wizard-summary').getByText('Stickat (Baltic Knit Ltd)').waitFor()
    await erik.getByTestId('wizard-summary').getByText('Erik Lund').waitFor()
    await check(erik, 'forecast-wizard-summary-sv')

    await erik.getByTestId('wizard-finish').click()
    await erik
      .getByTestId('forecast-batch')
      .getByText('Artikeln kommer från en annan leverantör än batchens')
      .waitFor()
    await check(erik, 'forecast-wizard-refused-sv')
    await erik.getByRole('button', { name: `Ta bort Artikel, ${line(2)}` }).click()
    await erik.getByTestId('wizard-next').click()
    await erik.getByTestId('wizard-finish').click()

    await erik.getByRole('heading', { level: 1, name: 'Vinterbas Stockholm' }).waitFor()
    await erik.getByText('Prognosen Vinterbas Stockholm har skapats').waitFor()
    const total = erik.getByTestId('forecast-total')
    await expect(total.textContent()).resolves.toMatch(/Prognosens summa.*100.*31 000\.00 SEK/)
    await check(erik, 'forecast-detail-sv')

    await erik.getByTestId('delete-forecast').click()
    await erik.getByRole('dialog', { name: 'Ta bort prognosen?' }).waitFor()
    await confirmDialog(erik, 'Ta bort')
    await erik.getByTestId('forecast-deleted').waitFor()
    await erik.getByText('Prognosen Vinterbas Stockholm har tagits bort').waitFor()
    await check(erik, 'forecast-deleted-sv')

    await chooseFromNavbar(erik, 'Planering', 'Prognoser')
    await erik.getByRole('row', { name: /AW27 store fixtures and basics/ }).waitFor()
    await expect(erik.getByRole('row', { name: /Vinterbas Stockholm/ }).count()).resolves.toBe(0)
    // The filters stand beside the list on a wide screen.
    const filters = erik.getByTestId('filter-sidebar')
    await filters.getByRole('combobox', { name: 'Status' }).click()
    await erik.getByRole('option', { name: 'Borttagen' }).click()
    await erik.getByRole('row', { name: /Vinterbas Stockholm.*Borttagen/ }).click()
    await erik.getByTestId('restore-forecast').click()
    await erik.getByText('Prognosen Vinterbas Stockholm har återställts').waitFor()
    await erik.getByTestId('delete-forecast').waitFor()
    await erik.getByTestId('save-forecast').waitFor()

    await chooseLanguage(erik, 'en')
    await erik.goto('/forecasts')
    await erik.getByRole('heading', { level: 1, name: 'Forecasts' }).waitFor()
    await erik.getByRole('row', { name: /Vinterbas Stockholm.*Erik Lund.*31 000\.00 SEK.*Active/ }).waitFor()
    await check(erik, 'forecasts-list-en')
    expect(missingTextKeys(erik)).toEqual([])
    await erik.context().close()
  })
})
