import { describe, expect, it } from 'vitest'
import { confirmDialog, missingTextKeys, signIn } from '../support/browser.ts'
import { check } from '../support/check.ts'
import { journey } from '../support/journey.ts'
import { chooseFromNavbar, chooseLanguage } from '../support/navbar.ts'

const app = journey(3710)

describe('quotation deviation', () => {
  it('a supplier proposes other terms; the buyer decides each change', async () => {
    const lina = await app.newPage()
    await signIn(lina, 'supplier@baltic.demo')
    await lina.waitForURL('**/dashboard')
    await chooseFromNavbar(lina, 'Orders and Quotations', 'Quotation invites')
    await lina.getByRole('row', { name: /Rain shells SS27.*Nordic.*In progress/ }).click()
    const deviations = lina.getByTestId('supplier-deviations')
    await deviations.getByText('You have not proposed any deviation.').waitFor()
    await deviations.getByTestId('propose-deviation').click()
    const form = lina.getByRole('dialog', { name: 'Propose a deviation' })
    // Leaving every value as asked proposes nothing, and says so.
    await form.getByTestId('send-deviation').click()
    await form.getByText('Change at least one value').waitFor()
    await form.getByRole('textbox', { name: 'Quantity of NO-1001' }).fill('1000')
    await form.getByRole('textbox', { name: 'Price of NO-1001' }).fill('34.5')
    await form.getByLabel('Reason').fill('Our fabric minimum per colour is 1 000 pieces.')
    await check(lina, 'quotation-deviation-propose-en')
    await form.getByTestId('send-deviation').click()
    await form.waitFor({ state: 'hidden' })
    const hers = deviations.getByTestId(/^deviation-RFQ-\d{6}-D1$/)
    await hers.getByText('Pending').waitFor()
    await hers.getByTestId('change-qty-0').getByText('1 000').waitFor()
    await deviations.getByText("Your deviation waits for the buyer's decision.").waitFor()
    await expect(deviations.getByTestId('propose-deviation').count()).resolves.toBe(0)
    await check(lina, 'quotation-deviation-pending-en')
    expect(missingTextKeys(lina)).toEqual([])

    const erik = await app.newPage()
    await signIn(erik, 'buyer@nordic.demo')
    await erik.waitForURL('**/dashboard')
    await chooseFromNavbar(erik, 'Ordrar och offerter', 'Offertförfrågningar')
    await erik.getByRole('row', { name: /Rain shells SS27.*Pågående/ }).click()
    await erik.getByTestId('compare-pending-deviation').click()
    await erik.waitForURL(/\/quotations\/[0-9a-f-]+\/deviation$/)
    const address = erik.url()
    await erik.getByRole('heading', { level: 1, name: /^Avvikelser · RFQ-\d{6}$/ }).waitFor()
    const balticCard = erik.getByTestId(/^deviation-RFQ-\d{6}-D1$/).filter({ hasText: 'Baltic Knit' })
    await balticCard.getByText('Our fabric minimum per colour is 1 000 pieces.').waitFor()
    // 25 % more than asked is beyond the buyer's quantity tolerance, and marked so.
    await balticCard.getByTestId('change-qty-0').getByText('Utanför tolerans').waitFor()
    await check(erik, 'quotation-deviation-buyer-sv')
    await balticCard.getByTestId('change-qty-0').getByText('Godkänn').click()
    await balticCard.getByTestId('change-price-0').getByText('Avvisa').click()
    await balticCard.getByRole('button', { name: 'Spara beslut' }).click()
    await erik
      .getByRole('dialog', { name: 'Spara dina beslut?' })
      .getByText('1 godkända och 1 avvisade', { exact: false })
      .waitFor()
    await confirmDialog(erik, 'Spara beslut')
    await balticCard.getByText('Bekräftad').first().waitFor()
    await expect(balticCard.getByRole('button', { name: 'Spara beslut' }).count()).resolves.toBe(0)
    // Back on the comparison, Baltic's offer for NO-1001 is weighed at the agreed 1 000.
    await erik.getByRole('link', { name: 'Tillbaka till jämförelsen' }).click()
    await erik
      .getByTestId('compare-articles')
      .getByTestId('compare-agreed')
      .getByText('Överenskommet antal 1 000')
      .waitFor()
    await check(erik, 'quotation-deviation-compare-sv')

    await chooseLanguage(erik, 'en')
    await erik.goto(address)
    await erik.getByRole('heading', { level: 1, name: /^Deviations · RFQ-\d{6}$/ }).waitFor()
    await erik
      .getByTestId(/^deviation-RFQ-\d{6}-D1$/)
      .getByText('Confirmed')
      .first()
      .waitFor()
    await check(erik, 'quotation-deviation-decided-en')
    expect(missingTextKeys(erik)).toEqual([])

    // Lina's page, open all along, shows the decision without a reload.
    await hers.getByText('Confirmed').first().waitFor()
    await hers.getByTestId('change-price-0').getByText('Rejected').waitFor()
    await deviations.getByTestId('propose-deviation').waitFor()
    await lina.context().close()
    await erik.context().close()
  })
})
