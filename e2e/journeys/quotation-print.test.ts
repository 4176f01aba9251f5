import fs from 'node:fs/promises'
import { describe, expect, it } from 'vitest'
import { api, apiSignIn, samplePdf, uploadAttachment } from '../support/api.ts'
import { missingTextKeys, signIn, snapshot } from '../support/browser.ts'
import { check } from '../support/check.ts'
import { journey } from '../support/journey.ts'
import { chooseLanguage } from '../support/navbar.ts'
import { draftQuotation } from '../support/quotations.ts'

const app = journey(3640)

interface Row {
  id: string
  version: number
}

// What the draft carries besides its criteria, attached through the API: the wizard's steps are other
// journeys' story.
async function furnish(baseUrl: string, id: string) {
  const token = await apiSignIn(baseUrl, 'buyer@nordic.demo')
  const call = <T>(method: string, path: string, body?: unknown) => api<T>(baseUrl, token, method, path, body)
  type Question = Row & { question: string; answer: string }
  const questions = await call<{ data: Question[] }>('GET', '/question-library?per_page=all')
  const files = await call<{ data: { title: string; current_version_id: string }[] }>(
    'GET',
    '/file-library/files?per_page=all',
  )
  const version = (title: string) => files.data.find((file) => file.title === title)!.current_version_id
  const question = questions.data[0]!
  const quotation = await call<Row>('GET', `/quotations/${id}`)
  await call('PUT', `/quotations/${id}/library`, {
    question_ids: [question.id],
    file_version_ids: [version('Quality manual'), version('Packaging guide')],
    version: quotation.version,
  })
  const sections = `/quotations/${id}/contract-sections`
  const document = await call<Row>('POST', sections, {
    kind: 'document',
    title: 'Ramavtal 2027',
    description: 'Gäller alla order',
  })
  await uploadAttachment(
    baseUrl,
    token,
    { type: 'quotation-contract', entityId: document.id },
    { name: 'ramavtal-2027.pdf', bytes: samplePdf, contentType: 'application/pdf' },
  )
  const topic = await call<Row>('POST', sections, { kind: 'topic', title: 'Vite vid sen leverans' })
  await call('POST', `${sections}/${topic.id}/close`, { version: topic.version })
  return question
}

describe('quotation print', () => {
  it('a purchaser prints a quotation from the list or its wizard and downloads its PDF, in Swedish and English', async () => {
    const quotation = await draftQuotation(app.server.url)
    const question = await furnish(app.server.url, quotation.id)
    const erik = await app.newPage()
    await signIn(erik, 'buyer@nordic.demo')
    await erik.goto('/quotations')
    const row = erik.getByRole('row', { name: new RegExp(quotation.number) })
    await row.getByRole('button', { name: `Åtgärder för ${quotation.number}` }).click()
    await erik.getByRole('menuitem', { name: 'Skriv ut' }).click()
    await erik.waitForURL(`**/quotations/${quotation.id}/print`)

    const sheet = erik.getByTestId('quotation-print')
    await sheet.getByRole('heading', { level: 1, name: `Offertförfrågan ${quotation.number}` }).waitFor()
    await sheet.getByText('Skaljackor AW27', { exact: true }).waitFor()
    await sheet.getByText('48 000.00 EUR').waitFor()
    await sheet.getByText('Treskiktsjackor för höstens trailkollektion').waitFor()
    await erik
      .getByTestId('print-suppliers')
      .getByRole('row', { name: /Baltic Knit Ltd/ })
      .waitFor()
    await erik
      .getByTestId('print-items')
      .getByRole('row', { name: /NO-1001.*1 200.*38\.5 EUR.*Tejpade sömmar/ })
      .waitFor()
    const labour = erik.getByRole('table', { name: 'Arbetsvillkor och juridik' })
    await labour
      .getByRole('row', { name: /Signed our supplier code of conduct.*Ja \/ nej.*Ja.*Ja/ })
      .waitFor()
    // Each of the five blocks is printed, in the spec's order.
    await expect(
      erik.getByTestId('print-criteria').getByRole('heading', { level: 3 }).allTextContents(),
    ).resolves.toEqual([
      'Ekonomi',
      'Produktion och leverans',
      'Arbetsvillkor och juridik',
      'Hållbarhet',
      'Produkt och kvalitet',
    ])
    // After the criteria: the FAQ, the library's documents and the condition of contract, as in the PDF.
    await expect(sheet.getByRole('heading', { level: 2 }).allTextContents()).resolves.toEqual([
      'Tillfrågade leverantörer',
      'Efterfrågade artiklar',
      'Kriterier',
      'Frågor och svar (FAQ)',
      'Dokument',
      'Avtalsvillkor',
    ])
    const faq = erik.getByTestId('print-questions')
    await faq.getByText(question.question, { exact: true }).waitFor()
    await faq.getByText(question.answer, { exact: true }).waitFor()
    const documents = erik.getByRole('table', { name: 'Dokument' })
    await documents
      .getByRole('row', { name: /Packaging guide.*packaging-guide\.pdf.*2025-06-30.*Utgången/ })
      .waitFor()
    const manual = documents.getByRole('row', { name: /Quality manual/ })
    await expect(manual.textContent()).resolves.not.toContain('Utgången')
    const contract = erik.getByRole('table', { name: 'Avtalsvillkor' })
    await contract
      .getByRole('row', {
        name: /Ramavtal 2027.*Gäller alla order.*Filer: ramavtal-2027\.pdf.*Avtalsdokument.*Öppen/,
      })
      .waitFor()
    await contract.getByRole('row', { name: /Vite vid sen leverans.*Förhandlingsämne.*Stängd/ }).waitFor()
    await check(erik, 'quotation-print-sv')

    // On paper the page is the request alone: no navbar, no buttons.
    await erik.emulateMedia({ media: 'print' })
    await erik.getByTestId('profile-menu').waitFor({ state: 'hidden' })
    await erik.getByRole('button', { name: 'Skriv ut' }).waitFor({ state: 'hidden' })
    await snapshot(erik, 'quotation-print-paper-sv')
    await erik.emulateMedia({ media: 'screen' })

    const download = erik.waitForEvent('download')
    await erik.getByRole('button', { name: 'Ladda ner PDF' }).click()
    const file = await download
    expect(file.suggestedFilename()).toBe(`${quotation.number}.pdf`)
    const bytes = await fs.readFile(await file.path())
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-')

    await chooseLanguage(erik, 'en')
    await sheet
      .getByRole('heading', { level: 1, name: `Request for quotation ${quotation.number}` })
      .waitFor()
    await erik
      .getByRole('table', { name: 'Labour and legal' })
      .getByRole('row', { name: /Yes \/ no/ })
      .first()
      .waitFor()
    await erik
      .getByRole('table', { name: 'Documents' })
      .getByRole('row', { name: /Packaging guide.*Expired/ })
      .waitFor()
    await erik
      .getByRole('table', { name: 'Condition of contract' })
      .getByRole('row', { name: /Vite vid sen leverans.*Negotiation topic.*Closed/ })
      .waitFor()
    await erik.getByRole('button', { name: 'Download PDF' }).waitFor()
    await erik.getByRole('button', { name: 'Print' }).waitFor()
    await check(erik, 'quotation-print-en')

    // The draft's wizard leads to the same page from its summary.
    await erik.goto(`/quotations/${quotation.id}/update`)
    await erik.getByTestId('wizard-step-general').waitFor()
    for (const step of ['criteria', 'financial', 'production', 'quality', 'contract']) {
      await erik.getByTestId('wizard-next').click()
      await erik.getByTestId(`wizard-step-${step}`).waitFor()
    }
    await erik.getByTestId('wizard-next').click()
    const summary = erik.getByTestId('wizard-summary')
    await summary.getByRole('link', { name: 'Print' }).click()
    await erik.waitForURL(`**/quotations/${quotation.id}/print`)
    await sheet
      .getByRole('heading', { level: 1, name: `Request for quotation ${quotation.number}` })
      .waitFor()
    expect(missingTextKeys(erik)).toEqual([])
    await erik.context().close()
  })
})
