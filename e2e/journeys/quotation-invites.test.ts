import fs from 'node:fs'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { missingTextKeys, signIn } from '../support/browser.ts'
import { check } from '../support/check.ts'
import { journey } from '../support/journey.ts'
import { chooseFromNavbar } from '../support/navbar.ts'
import { draftQuotation } from '../support/quotations.ts'

const app = journey(3680)

// Erik (purchaser, Swedish) sends his draft for shell jackets to Baltic Knit. Lina (Baltic, English)
// finds it among her quotation invites, answers step by step (uploading her social audit report as
// the answer to the file criterion, and replacing it), is told that two required criteria have no
// answer when she sends, answers them and sends; the invite then shows her answer, and Erik
// downloads her report from the compare view.
const pdf = (title: string) => Buffer.from(`%PDF-1.4\n% ${title}\ntrailer << >>\n%%EOF\n`)
const draftReport = { name: 'audit-draft.pdf', mimeType: 'application/pdf', buffer: pdf('draft') }
const report = {
  name: 'social-audit-2026.pdf',
  mimeType: 'application/pdf',
  buffer: pdf('Baltic audit 2026'),
}

async function uploadAnswer(page: Page, button: string, file: typeof report) {
  const chooser = page.waitForEvent('filechooser')
  await page.getByRole('button', { name: button }).click()
  await (await chooser).setFiles(file)
  await page.getByRole('button', { name: file.name }).waitFor()
}

describe('quotation invites', () => {
  it('a buyer sends a request; the supplier answers it, refused until every required criterion is answered', async () => {
    const draft = await draftQuotation(app.server.url)
    const erik = await app.newPage()
    await signIn(erik, 'buyer@nordic.demo')
    await erik.waitForURL('**/dashboard')
    await erik.goto(`/quotations/${draft.id}/update`)
    await erik.getByRole('heading', { level: 1, name: `Offertförfrågan ${draft.number}` }).waitFor()
    await erik.getByRole('button', { name: 'Sammanfattning' }).click()
    await erik.getByTestId('wizard-summary').waitFor()
    await erik.getByTestId('send-quotation').click()
    const confirm = erik.getByRole('dialog', { name: 'Skicka förfrågan?' })
    await confirm.getByText(`${draft.number} skickas till 1 leverantörer`, { exact: false }).waitFor()
    await check(erik, 'quotation-send-confirm-sv')
    await confirm.getByTestId('confirm-yes').click()
    await erik.getByText(`${draft.number} har skickats till leverantörerna`).waitFor()
    await erik.getByRole('row', { name: new RegExp(`${draft.number}.*Skaljackor AW27.*Pågående`) }).waitFor()
    expect(missingTextKeys(erik)).toEqual([])

    const lina = await app.newPage()
    await signIn(lina, 'supplier@baltic.demo')
    await lina.waitForURL('**/dashboard')
    await chooseFromNavbar(lina, 'Orders and Quotations', 'Quotation invites')
    await lina.getByRole('heading', { level: 1, name: 'Quotation invites' }).waitFor()
    // The demo's request, answered already, and Erik's new one.
    await lina.getByRole('row', { name: /Rain shells SS27.*Nordic.*In progress/ }).waitFor()
    const row = lina.getByRole('row', {
      name: new RegExp(`${draft.number}.*Skaljackor AW27.*Not answered yet`),
    })
    await check(lina, 'quotation-invites-en')
    await row.click()
    await lina.getByRole('heading', { level: 1, name: `Request for quotation ${draft.number}` }).waitFor()
    await lina
      .getByTestId('invite-overview')
      .getByText(/^Nordic/)
      .waitFor()
    await lina.getByTestId('respond').click()

    // General information, then the criteria: three of the five required ones, and a price.
    await lina.getByTestId('invite-overview').waitFor()
    await lina.getByTestId('wizard-next').click()
    const criteria = lina.getByTestId('response-criteria')
    await criteria.getByRole('combobox', { name: 'Payment terms' }).click()
    await lina.getByRole('option', { name: '60 days' }).click()
    await criteria.getByLabel(/^Price validity \(days\)/).fill('90')
    await criteria.getByLabel(/^Lead time from order \(days\)/).fill('fifty')
    const offers = lina.getByTestId('response-offers')
    await offers.getByLabel('Your unit price, NO-1001').fill('39.80')
    await offers.getByLabel('Lead time (days), NO-1001').fill('55')
    // A file criterion takes a file, uploaded at once; a second one replaces it.
    await criteria.getByText('No file uploaded').waitFor()
    await uploadAnswer(lina, 'Upload file: Latest social audit report', draftReport)
    await uploadAnswer(lina, 'Replace file: Latest social audit report', report)
    await criteria.getByRole('button', { name: draftReport.name }).waitFor({ state: 'detached' })
    await lina.getByTestId('wizard-next').click()
    // The server checks a number answer is a number.
    await criteria.getByText('Enter a number', { exact: false }).waitFor()
    await criteria.getByLabel(/^Lead time from order \(days\)/).fill('55')
    await criteria.getByRole('button', { name: report.name }).waitFor()
    await check(lina, 'quotation-response-criteria-en')
    await lina.getByTestId('wizard-next').click()
    await lina.getByLabel('Comment to the buyer').fill('Taped seams by our partner mill in Kaunas.')
    await lina.getByLabel('Prices valid until').fill('2027-03-31')
    await lina.getByTestId('wizard-next').click()
    const summary = lina.getByTestId('response-summary')
    await summary.getByText('2 required criteria have no answer', { exact: false }).waitFor()
    await check(lina, 'quotation-response-summary-en')
    await lina.getByTestId('wizard-finish').click()
    await lina
      .getByTestId('response-refused')
      .getByText('Response is not specified for some required criteria')
      .waitFor()
    await criteria.getByText('This criteria is mandatory').first().waitFor()
    await expect.poll(() => criteria.getByText('This criteria is mandatory').count()).toBe(2)
    await check(lina, 'quotation-response-refused-en')

    await criteria.getByRole('combobox', { name: 'Signed our supplier code of conduct' }).click()
    await lina.getByRole('option', { name: 'Yes' }).click()
    await criteria.getByLabel(/^Waterproofness of shell fabric \(mm\)/).fill('20000')
    await lina.getByTestId('wizard-next').click()
    await lina.getByTestId('wizard-next').click()
    await summary.getByText('Every required criterion is answered', { exact: false }).waitFor()
    await lina.getByTestId('wizard-finish').click()
    await lina.getByText(`Your answer to ${draft.number} has been sent`).waitFor()
    await lina.getByRole('heading', { level: 1, name: `Request for quotation ${draft.number}` }).waitFor()
    await lina.getByText(/You answered on .*You may change your answer until the deadline/).waitFor()
    await lina
      .getByTestId('invite-offers')
      .getByRole('row', { name: /NO-1001.*39\.80.*55/ })
      .waitFor()
    await lina.getByTestId('respond').getByText('Change the answer').waitFor()
    await lina
      .getByTestId('invite-answers')
      .getByRole('row', { name: /Latest social audit report.*social-audit-2026\.pdf/ })
      .waitFor()
    await check(lina, 'quotation-invite-answered-en')
    expect(missingTextKeys(lina)).toEqual([])

    // The buyer reads the sent report in the compare view and downloads it.
    await erik.goto(`/quotations/${draft.id}`)
    const compared = erik.getByTestId('compare-criteria')
    const reportRow = compared.getByRole('row', { name: /Latest social audit report/ })
    await reportRow.getByTestId('compare-answer-file').getByText(report.name).waitFor()
    await check(erik, 'quotation-compare-file-sv')
    const download = erik.waitForEvent('download')
    await reportRow.getByRole('button', { name: report.name }).click()
    const file = await download
    expect(file.suggestedFilename()).toBe(report.name)
    expect(fs.readFileSync(await file.path())).toEqual(report.buffer)
    await lina.context().close()
    await erik.context().close()
  })
})
