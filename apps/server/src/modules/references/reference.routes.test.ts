import { type QuotationBody, quotationEndpoints, referenceEndpoints } from '@scm/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { z } from 'zod'
import { type ApiClient, expectStatusForEach, toCall } from '../../testing/api-client.ts'
import { demoClients } from '../../testing/sign-in.ts'
import { createTestApp, type TestApp } from '../../testing/test-app.ts'
import { restrictPurchasers } from '../articles/testing/restrict-purchasers.ts'

type ReferenceListQuery = z.input<typeof referenceEndpoints.list.query>

const rfq = (name: string, reference: string): QuotationBody => ({ name, reference, currency: 'EUR' })

describe('references: the references written on orders and quotations', () => {
  let app: TestApp
  let admin: ApiClient
  let clients: Awaited<ReturnType<typeof demoClients>>
  beforeAll(async () => {
    app = await createTestApp()
    clients = await demoClients(app.app)
    admin = clients.admin
  })
  afterAll(() => app.close())

  const list = (client: ApiClient, query: Omit<ReferenceListQuery, 'per_page'> = {}) =>
    client.call(referenceEndpoints.list, { query: { ...query, per_page: 'all' } })

  it("groups one reference across documents, spelt as last written, each document's kind and number", async () => {
    const knit = await admin.call(quotationEndpoints.create, { body: rfq('Core knit', '  aw27 CORE knit ') })
    const found = await list(admin, { search: 'core knit' })
    expect(found.data).toHaveLength(1)
    const [row] = found.data
    expect(row!.reference).toBe('aw27 CORE knit')
    expect(row!.document_count).toBe(2)
    expect(row!.documents.map((document) => [document.kind, document.id])).toEqual([
      ['quotation', knit.id],
      ['order', expect.any(String)],
    ])
    expect(row!.documents[1]!.number).toMatch(/^PO-\d{6}$/)

    const ordersOnly = await list(admin, { search: 'core knit', filter: { kind: 'order' } })
    expect(ordersOnly.data.map((r) => [r.reference, r.document_count])).toEqual([['AW27 core knit', 1]])
    const byName = await list(admin, { sort: 'reference' })
    const names = byName.data.map((r) => r.reference.toLowerCase())
    expect(names).toEqual([...names].sort())
  })

  it('reads only the kinds the user may list, and refuses a user who may list neither', async () => {
    await admin.call(quotationEndpoints.create, { body: rfq('Gloves', 'GLOVES-27') })
    await restrictPurchasers(admin, ['list.orders'])
    const buyerSees = await list(clients.buyer)
    expect(buyerSees.data.flatMap((r) => r.documents.map((d) => d.kind))).not.toContain('quotation')
    expect(buyerSees.data.map((r) => r.reference)).not.toContain('GLOVES-27')
    expect(buyerSees.data.map((r) => r.reference)).toContain('SS27 base layers')
    await restrictPurchasers(admin, ['list.quotations'])
    expect((await list(clients.buyer)).data.map((r) => r.reference)).toContain('GLOVES-27')
    await restrictPurchasers(admin, ['list.products'])
    await expectStatusForEach(clients.buyer, [toCall(referenceEndpoints.list)], 403)
    await expectStatusForEach(clients.guest, [toCall(referenceEndpoints.list)], 401)
  })

  it("never shows another company's references", async () => {
    await clients.baltic.call(quotationEndpoints.create, { body: rfq('Yarn', 'BALTIC-SECRET') })
    const balticSees = (await list(clients.baltic)).data.map((r) => r.reference)
    expect(balticSees).toContain('BALTIC-SECRET')
    expect(balticSees).not.toContain('SS27 base layers')
    expect(balticSees).not.toContain('GLOVES-27')
    expect((await list(admin)).data.map((r) => r.reference)).not.toContain('BALTIC-SECRET')
  })
})
