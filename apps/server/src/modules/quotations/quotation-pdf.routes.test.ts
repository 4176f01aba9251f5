import {
  articleEndpoints,
  projectEndpoints,
  type Quotation,
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
        deadline: '2027-01-15',
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
    quotation = await admin.call(quotationEndpoints.saveSuppliers, {
      params: { id: draft.id },
      body: { suppliers: [{ supplier_id: baltic.id }], version: 1 },
    })
  })
  afterAll(() => app.close())

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
      quotationPdfDocument({ ...quotation, project_name: 'Trail AW27' }, 'sv').content,
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
    const en = JSON.stringify(quotationPdfDocument({ ...quotation, project_name: null }, 'en').content)
    expect(en).toContain(`Request for quotation ${quotation.number}`)
    expect(en).toContain('Labour and legal')
    const blocks = ['Financial', 'Production and delivery', 'Labour and legal', 'Sustainability']
    const positions = blocks.map((block) => en.indexOf(`"text":"${block}"`))
    expect(positions.every((position) => position > 0)).toBe(true)
    expect([...positions].sort((a, b) => a - b)).toEqual(positions)
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
