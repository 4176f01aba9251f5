import fs from 'node:fs'
import { describe, expect, it } from 'vitest'
import { missingTextKeys, signIn, snapshot } from '../support/browser.ts'
import { check } from '../support/check.ts'
import { journey } from '../support/journey.ts'
import { chooseFromNavbar } from '../support/navbar.ts'
import { draftQuotation } from '../support/quotations.ts'

const app = journey(3700)

const moq = 'What is your minimum order quantity (MOQ) per style and per colour?'
const payment = 'Which payment terms do you accept?'

describe('quotation library', () => {
  it('a buyer attaches FAQ questions and a library document; the supplier reads and downloads them', async () => {
    const draft = await draftQuotation(app.server.url)
    const erik = await app.newPage()
    await signIn(erik, 'buyer@nordic.demo')
    await erik.waitForURL('**/dashboard')
    await erik.goto(`/quotations/${draft.id}/update`)
    await erik.getByRole('heading', { level: 1, name: `Offertförfrågan ${draft.number}` }).waitFor()
    await erik.getByRole('button', { name: 'Allmänt' }).click()
    const fields = erik.getByTestId('quotation-library-fields')
    await fields.getByLabel('Frågor (FAQ)').click()
    await erik.getByRole('option', { name: moq }).click()
    await erik.getByRole('option', { name: payment }).click()
    await erik.keyboard.press('Escape')
    await fields.getByLabel('Dokument', { exact: true }).click()
    // The packaging guide's only version has expired, and says so.
    await erik
      .getByRole('option', { name: 'Packaging guide, version 1 (packaging-guide.pdf) · Utgången' })
      .waitFor()
    // An open list is a scroll area axe asks to be focusable; the page is checked once it is closed.
    await snapshot(erik, 'quotation-library-pick-sv')
    await erik.getByRole('option', { name: 'Quality manual, version 1 (quality-manual.pdf)' }).click()
    await erik.keyboard.press('Escape')
    await check(erik, 'quotation-library-picked-sv')

    await erik.getByRole('button', { name: 'Sammanfattning' }).click()
    const summary = erik.getByTestId('wizard-summary')
    await summary.getByText(moq).waitFor()
    await summary.getByText('Quality manual, version 1').waitFor()
    await check(erik, 'quotation-library-summary-sv')
    await erik.getByTestId('send-quotation').click()
    const confirm = erik.getByRole('dialog', { name: 'Skicka förfrågan?' })
    await confirm.getByTestId('confirm-yes').click()
    await erik.getByText(`${draft.number} har skickats till leverantörerna`).waitFor()
    expect(missingTextKeys(erik)).toEqual([])

    const lina = await app.newPage()
    await signIn(lina, 'supplier@baltic.demo')
    await lina.waitForURL('**/dashboard')
    await chooseFromNavbar(lina, 'Orders and Quotations', 'Quotation invites')
    await lina.getByRole('row', { name: new RegExp(`${draft.number}.*Skaljackor AW27`) }).click()
    await lina.getByRole('heading', { level: 1, name: `Request for quotation ${draft.number}` }).waitFor()
    const library = lina.getByTestId('quotation-library')
    await library.getByText(moq).waitFor()
    await library.getByText(payment).waitFor()
    await expect.poll(() => library.getByTestId('library-question').count()).toBe(2)
    await library.getByText('Quality manual, version 1').waitFor()
    await check(lina, 'quotation-library-invite-en')
    const download = lina.waitForEvent('download')
    await library.getByRole('button', { name: 'Download quality-manual.pdf' }).click()
    const file = await download
    expect(file.suggestedFilename()).toBe('quality-manual.pdf')
    expect(
      fs
        .readFileSync(await file.path())
        .subarray(0, 8)
        .toString(),
    ).toBe('%PDF-1.4')
    expect(missingTextKeys(lina)).toEqual([])
    await lina.context().close()
    await erik.context().close()
  })
})
