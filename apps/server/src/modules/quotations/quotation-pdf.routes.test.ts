import {
  articleEndpoints,
  type ContractSection,
  libraryFileEndpoints,
  projectEndpoints,
  type Quotation,
  questionEndpoints,
  quotationContractEndpoints,
  quotationEndpoints,
  quotationTemplateEndpoints,
  supplierEndpoints,
} from '@scm/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ApiClient, expectStatusForEach, toCall } from '../../testing/api-client.ts'
import { expectHiddenFrom } from '../../testing/cross-company.ts'
import { demoClients } from '../../testing/sign-in.ts'
import { createTestApp, type TestApp } from '../../testing/test-app.ts'
import { restrictPurchasers } from '../articles/testing/restrict-purchasers.ts'
import { quotationPdfDocument } from './quotation-pdf.ts'

describe('quotations: the printable PDF', () => {
  let app: TestApp
  let admin: ApiClient
  let clients: Awaited<ReturnType<typeof demoClients>>
  let quotation: Quotation
  let sections: ContractSection[]
  beforeAll(async () => {
    app = await createTestApp()
    clients = await demoClients(app.app)
    admin = clients.admin
    const template = (await admin.call(quotationTemplateEndpoints.list, { query: { search: 'Outerwear' } }))
      .data[0]!
    const project = await admin.call(projectEndpoints.create, { body: { code: 'AW27', name: 'Trail AW27' } })
    const draft = await admin.call(quotationEndpoints.create, {
      body: {
        name: 'Shell jackets AW27',
        reference: 'AW27-SHELL',
        currency: 'EUR',
        budget: '48000',
        deadline: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
        due_date: '2027-05-01',
        project_id: project.id,
        template_id: template.id,
      },
    })
    const articles = await admin.call(articleEndpoints.list, { query: { search: 'NO-1001' } })
    await admin.call(quotationEndpoints.saveItems, {
      params: { id: draft.id },
      body: {
        items: [{ article_id: articles.data[0]!.id, quantity: '1200', target_price: '38.5' }],
        version: 0,
      },
    })
    const baltic = (await admin.call(supplierEndpoints.list, { query: { search: 'Baltic' } })).data[0]!
    await admin.call(quotationEndpoints.saveSuppliers, {
      params: { id: draft.id },
      body: { suppliers: [{ supplier_id: baltic.id }], version: 1 },
    })
    // Attached from the libraries: a question, a valid and an expired document.
    const questions = (await admin.call(questionEndpoints.list, { query: { search: 'payment terms' } })).data
    const files = (await admin.call(libraryFileEndpoints.list, { query: { per_page: 'all' } })).data
    const fileVersion = (title: string) => files.find((file) => file.title === title)!.current_version_id
    quotation = await admin.call(quotationEndpoints.saveLibrary, {
      params: { id: draft.id },
      body: {
        question_ids: [questions[0]!.id],
        file_version_ids: [fileVersion('Quality manual'), fileVersion('Packaging guide')],
        version: 2,
      },
    })
    const params = { id: draft.id }
    await admin.call(quotationContractEndpoints.create, {
      params,
      body: { kind: 'document', title: 'Framework agreement 2027', description: 'Signed by both parties' },
    })
    const topic = await admin.call(quotationContractEndpoints.create, {
      params,
      body: { kind: 'topic', title: 'Penalty for late delivery', description: null },
    })
    // Sent, so that a thread has something in it the document must leave out.
    quotation = await admin.call(quotationEndpoints.send, { params, body: { version: quotation.version } })
    const commented = await admin.call(quotationContractEndpoints.comment, {
      params: { id: draft.id, sectionId: topic.id },
      body: { invite_id: quotation.suppliers[0]!.id, body: 'We accept 0.5 % a week' },
    })
    await admin.call(quotationContractEndpoints.close, {
      params: { id: draft.id, sectionId: topic.id },
      body: { version: commented.version },
    })
    sections = await admin.call(quotationContractEndpoints.list, { params })
  })
  afterAll(() => app.close())

  // The document as laid out from what the route loads (the quotation and its contract sections), before
  // pdfmake draws its text in an embedded font. The suite shares one module graph (isolate: false), so
  // the renderer is not mocked to capture it.
  const renderedContent = (locale: 'en' | 'sv') =>
    JSON.stringify(quotationPdfDocument(quotation, sections, locale).content)

  it('sends the quotation as a PDF attachment named by its number', async () => {
    const response = await admin.request(quotationEndpoints.pdf, { params: { id: quotation.id } })
    expect(response.statusCode).toBe(200)
    expect(response.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="${quotation.number}.pdf"; filename*=UTF-8''${quotation.number}.pdf`,
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-store',
    })
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-')
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length)
    // The document's title names it; its text is drawn in an embedded font, not stored as plain text.
    expect(response.rawPayload.toString('latin1')).toContain(`${quotation.number} Shell jackets AW27`)
  })

  it('lays out the header, suppliers, articles and criteria by block in the reader’s language', () => {
    const sv = JSON.stringify(
      quotationPdfDocument({ ...quotation, project_name: 'Trail AW27' }, sections, 'sv').content,
    )
    for (const text of [
      `Offertförfrågan ${quotation.number}`,
      'Trail AW27',
      '48 000.00 EUR',
      'Baltic Knit Ltd',
      'Efterfrågade artiklar',
      '1 200',
      '38.5 EUR',
      'Arbetsvillkor och juridik',
      'Signed our supplier code of conduct',
    ])
      expect(sv).toContain(text)
    const en = JSON.stringify(
      quotationPdfDocument({ ...quotation, project_name: null }, sections, 'en').content,
    )
    expect(en).toContain(`Request for quotation ${quotation.number}`)
    expect(en).toContain('Labour and legal')
    const blocks = ['Financial', 'Production and delivery', 'Labour and legal', 'Sustainability']
    const positions = blocks.map((block) => en.indexOf(`"text":"${block}"`))
    expect(positions.every((position) => position > 0)).toBe(true)
    expect([...positions].sort((a, b) => a - b)).toEqual(positions)
  })

  it('adds the FAQ, the library’s documents and the condition of contract after the criteria', async () => {
    const en = renderedContent('en')
    const [question] = quotation.questions
    const [manual, packaging] = quotation.files
    const headings = ['Criteria', 'Questions and answers (FAQ)', 'Documents', 'Condition of contract']
    const positions = headings.map((heading) => en.indexOf(`"text":"${heading}","style":"section"`))
    expect(positions.every((position) => position > 0)).toBe(true)
    expect([...positions].sort((a, b) => a - b)).toEqual(positions)
    const after = (heading: string) => en.slice(en.indexOf(`"text":"${heading}","style":"section"`))
    expect(after('Questions and answers (FAQ)')).toContain(JSON.stringify(question!.question))
    expect(after('Questions and answers (FAQ)')).toContain(JSON.stringify(question!.answer))
    // The expired version is marked, the valid one is not.
    expect(after('Documents')).toContain(
      `"Quality manual","${manual!.number}","${manual!.file_name}","${manual!.valid_to}"`,
    )
    expect(after('Documents')).toContain(
      `"Packaging guide","${packaging!.number}","${packaging!.file_name}",{"text":"${packaging!.valid_to} (Expired)"`,
    )
    const contract = after('Condition of contract')
    expect(contract).toContain('"Framework agreement 2027",{"text":"Signed by both parties"')
    expect(contract).toContain('"Contract document","Open"')
    expect(contract).toContain('"Penalty for late delivery","Negotiation topic","Closed"')
    // The suppliers' threads stay out of a document any of them may be sent.
    expect(contract).not.toContain('We accept')
    // A contract document names its files under what it says.
    const framework = sections.find((section) => section.kind === 'document')!
    const withFiles = JSON.stringify(
      quotationPdfDocument(quotation, sections, 'en', new Map([[framework.id, ['frame.pdf', 'annex.pdf']]]))
        .content,
    )
    expect(withFiles).toContain('{"text":"Signed by both parties\\nFiles: frame.pdf, annex.pdf"')
    const sv = renderedContent('sv')
    for (const text of ['Frågor och svar (FAQ)', 'Giltig till', '(Utgången)', 'Avtalsvillkor', 'Stängd'])
      expect(sv).toContain(text)
  })

  it('prints none under each added heading when nothing is attached', () => {
    const bare = JSON.stringify(
      quotationPdfDocument({ ...quotation, questions: [], files: [] }, [], 'en').content,
    )
    const added = bare.slice(bare.indexOf('"text":"Questions and answers (FAQ)"'))
    expect(added.match(/"text":"None","style":"note"/g)).toHaveLength(3)
  })

  it('is read with list.quotations and hidden from other companies', async () => {
    const call = toCall(quotationEndpoints.pdf, { params: { id: quotation.id } })
    await expectHiddenFrom(clients.baltic, [call], [quotation.number])
    await expectStatusForEach(clients.guest, [call], 401)
    await restrictPurchasers(admin, ['list.quotations'])
    expect(
      (await clients.buyer.request(quotationEndpoints.pdf, { params: { id: quotation.id } })).statusCode,
    ).toBe(200)
    await restrictPurchasers(admin, ['list.orders'])
    await expectStatusForEach(clients.buyer, [call], 403)
  })
})
