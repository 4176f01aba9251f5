import { describe, expect, it } from 'vitest'
import { confirmDialog, missingTextKeys, signIn } from '../support/browser.ts'
import { check } from '../support/check.ts'
import { journey } from '../support/journey.ts'
import { chooseFromNavbar, chooseLanguage } from '../support/navbar.ts'

const app = journey(3660)

describe('quotation award', () => {
  it('a purchaser compares the answers, awards, cancels, awards again and orders', async () => {
    const erik = await app.newPage()
    await signIn(erik, 'buyer@nordic.demo')
    await erik.waitForURL('**/dashboard')
    await chooseFromNavbar(erik, 'Ordrar och offerter', 'Offertförfrågningar')
    await erik.getByRole('row', { name: /Rain shells SS27.*Pågående/ }).click()
    // A sent quotation opens on its compare page, not in the wizard.
    await erik.waitForURL(/\/quotations\/[0-9a-f-]+$/)
    const address = erik.url()
    await erik.getByRole('heading', { level: 1, name: /^RFQ-\d{6} Rain shells SS27$/ }).waitFor()
    await erik.getByText('Jämför svar').first().waitFor()

    const baltic = erik.getByTestId('compare-supplier').filter({ hasText: 'Baltic Knit' })
    await baltic.getByText('Pågående').waitFor()
    await baltic.getByText('Uppfyllda obligatoriska kriterier: 5 av 5').waitFor()
    const criteria = erik.getByTestId('compare-criteria')
    // Recycled share 45 % of 50 % wanted; lead time 55 days of at most 60.
    await criteria
      .getByRole('row', { name: /Recycled share.*Minst 50.*Uppfyller inte önskat värde.*45/ })
      .waitFor()
    await criteria
      .getByRole('row', { name: /Lead time from order.*Högst 60.*Uppfyller önskat värde.*55/ })
      .waitFor()
    const articles = erik.getByTestId('compare-articles')
    await articles.getByRole('row', { name: /NO-1001.*Bästa pris/ }).waitFor()
    await articles.getByRole('row', { name: /NO-1002.*55 dagar/ }).waitFor()
    await check(erik, 'quotation-compare-sv')

    await baltic.getByRole('button', { name: 'Tilldela' }).click()
    await erik.getByRole('dialog', { name: /^Tilldela Baltic Knit/ }).waitFor()
    await check(erik, 'quotation-award-confirm-sv')
    await confirmDialog(erik, 'Tilldela')
    await baltic.getByText('Tilldelad').waitFor()
    await baltic.getByText('Vinnare').waitFor()

    await erik.getByRole('button', { name: 'Ångra tilldelning' }).click()
    await confirmDialog(erik, 'Ångra tilldelning')
    // Spec §4: the supplier that had won is closed; it may still be awarded again.
    await baltic.getByText('Stängd').waitFor()
    await expect(baltic.getByText('Vinnare').count()).resolves.toBe(0)
    await check(erik, 'quotation-award-cancelled-sv')

    await baltic.getByRole('button', { name: 'Tilldela' }).click()
    await confirmDialog(erik, 'Tilldela')
    await baltic.getByText('Tilldelad').waitFor()
    await check(erik, 'quotation-awarded-sv')

    await erik.getByTestId('create-order').click()
    await confirmDialog(erik, 'Skapa inköpsorder')
    await erik.waitForURL(/\/orders\/[0-9a-f-]+$/)
    await erik.getByRole('heading', { level: 1, name: /^Order PO-\d{6}$/ }).waitFor()
    await erik.getByRole('row', { name: /NO-1001.*800.*38\.50/ }).waitFor()
    await erik.getByRole('row', { name: /NO-1002.*600.*39\.20/ }).waitFor()
    await check(erik, 'quotation-order-draft-sv')

    await chooseLanguage(erik, 'en')
    await erik.goto(address)
    await erik.getByRole('heading', { level: 1, name: /^RFQ-\d{6} Rain shells SS27$/ }).waitFor()
    await baltic.getByText('Awarded').waitFor()
    await erik.getByRole('link', { name: 'Open purchase order' }).waitFor()
    await expect(erik.getByRole('button', { name: 'Cancel award' }).count()).resolves.toBe(0)
    await check(erik, 'quotation-compare-en')
    expect(missingTextKeys(erik)).toEqual([])
    await erik.context().close()
  })
})
