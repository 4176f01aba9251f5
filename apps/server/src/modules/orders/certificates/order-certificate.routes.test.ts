import {
  orderCertificateEndpoints as certificates,
  type OrderCertificate,
  type OrderCertificateListQuery,
  orderCertificateAttachments,
  paramEndpoints,
} from '@scm/contracts'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { attachments } from '../../../platform/files/attachment.table.ts'
import { type ApiClient, expectFieldError, expectStatusForEach, toCall } from '../../../testing/api-client.ts'
import { expectHiddenFrom } from '../../../testing/cross-company.ts'
import { demoClients } from '../../../testing/sign-in.ts'
import { createTestApp, type TestApp } from '../../../testing/test-app.ts'
import { insertMasterDataItem } from '../../master-data/testing/master-data-rows.ts'
import { orderHistory } from '../order.table.ts'
import { type OrderViewScenario, orderViewScenario } from '../testing/order-view-scenario.ts'
import { orderCertificates } from './order-certificate.table.ts'

let t: TestApp
let admin: ApiClient
let buyer: ApiClient
let baltic: ApiClient
let s: OrderViewScenario
let types: Record<'oeko' | 'gots', string>
let foreignCertificate: string

beforeAll(async () => {
  t = await createTestApp()
  ;({ admin, buyer, baltic } = await demoClients(t.app))
  s = await orderViewScenario(t.database.db)
  const options = await admin.call(paramEndpoints.selectMany, { query: { select_many: 'certificate-types' } })
  const id = (code: string) => options['certificate-types']!.find((option) => option.code === code)!.id
  types = { oeko: id('OEKO'), gots: id('GOTS') }
  // The outsider's own certificate type and certificate, on its own order.
  const type = await insertMasterDataItem(t.database.db, {
    companyId: s.companies.outsider,
    kind: 'certificate-types',
    name: 'Outsider test',
  })
  const [certificate] = await t.database.db
    .insert(orderCertificates)
    .values({
      companyId: s.companies.outsider,
      orderId: s.orders.outsiders!.id,
      typeId: type!.id,
      typeName: 'Outsider test',
    })
    .returning({ id: orderCertificates.id })
  foreignCertificate = certificate!.id
})
afterAll(() => t.close())

const late = () => s.orders.late!
const ofLate = () => ({ params: { id: late().id } })
const certificate = (id: string) => ({ params: { id: late().id, certificateId: id } })

describe(`order certificates (${process.env.TEST_PG_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  let overdue: OrderCertificate
  let upcoming: OrderCertificate

  it('adds certificates to an order with type, due date, validity, cost and status', async () => {
    const first = await admin.request(certificates.create, {
      ...ofLate(),
      body: { type_id: types.oeko, due_date: '2020-01-15', cost: '120.50', currency: 'EUR' },
    })
    expect(first.statusCode, first.body).toBe(201)
    overdue = first.json()
    expect(overdue).toMatchObject({
      order_id: late().id,
      order_number: late().number,
      supplier_name: 'Baltic Knit Ltd',
      type_name: 'OEKO-TEX Standard 100',
      due_date: '2020-01-15',
      cost: '120.50',
      status: 'pending',
      overdue: true,
      version: 0,
    })
    const second = await admin.request(certificates.create, {
      ...ofLate(),
      body: {
        type_id: types.gots,
        due_date: '2099-03-01',
        valid_to: '2100-03-01',
        status: 'submitted',
        result: 'Lab report received',
      },
    })
    expect(second.statusCode, second.body).toBe(201)
    upcoming = second.json()
    expect(upcoming).toMatchObject({ overdue: false, cost: null, currency: null })
    const ofOrder = await admin.call(certificates.ofOrder, ofLate())
    expect(ofOrder.map((certificate) => certificate.id)).toEqual([overdue.id, upcoming.id])
  })

  it('refuses a cost without currency and a type from outside the company’s list, on the field', async () => {
    await expectFieldError(
      admin,
      toCall(certificates.create, { ...ofLate(), body: { type_id: types.oeko, cost: '10' } }),
      'currency',
      { sv: 'Välj kostnadens valuta', en: 'Choose the currency of the cost' },
    )
    const foreignType = await admin.request(certificates.create, {
      ...ofLate(),
      body: { type_id: s.articles.sweater.id },
    })
    expect(foreignType.statusCode).toBe(422)
    expect(Object.keys(foreignType.json().errors)).toEqual(['type_id'])
  })

  it('lists certificates across orders with filters for the review page', async () => {
    const ids = async (query: OrderCertificateListQuery = {}) =>
      (await admin.call(certificates.list, { query })).data.map((certificate) => certificate.id)
    expect(await ids()).toEqual([overdue.id, upcoming.id])
    expect(await ids({ filter: { status: 'submitted' } })).toEqual([upcoming.id])
    expect(await ids({ filter: { type_id: types.oeko } })).toEqual([overdue.id])
    expect(await ids({ filter: { overdue: 'true' } })).toEqual([overdue.id])
    expect(await ids({ filter: { due_from: '2099-01-01', due_to: '2099-12-31' } })).toEqual([upcoming.id])
    expect(await ids({ filter: { partner_company_id: s.companies.outsider } })).toEqual([])
    expect(await ids({ search: late().number, sort: '-due_date' })).toEqual([upcoming.id, overdue.id])
    expect(await ids({ filter: { order_id: s.orders.transit!.id } })).toEqual([])
  })

  it('updates with the version (a stale copy gets 409) and keeps every change in the internal history', async () => {
    const update = {
      ...certificate(overdue.id),
      body: { type_id: types.oeko, due_date: '2020-01-15', status: 'approved', result: 'Passed', version: 0 },
    } as const
    const updated = await admin.request(certificates.update, update)
    expect(updated.statusCode, updated.body).toBe(200)
    expect(updated.json()).toMatchObject({ status: 'approved', result: 'Passed', overdue: false, version: 1 })
    expect((await admin.request(certificates.update, update)).statusCode).toBe(409)
    const removed = await admin.request(certificates.remove, certificate(upcoming.id))
    expect(removed.statusCode, removed.body).toBe(200)
    expect(await admin.call(certificates.ofOrder, ofLate())).toHaveLength(1)
    const history = await t.database.db
      .select()
      .from(orderHistory)
      .where(eq(orderHistory.orderId, late().id))
      .orderBy(orderHistory.at)
    expect(history.map((entry) => [entry.event, entry.internal])).toEqual([
      ['certificate_added', true],
      ['certificate_added', true],
      ['certificate_updated', true],
      ['certificate_removed', true],
    ])
    expect(history[2]!.changes).toEqual(
      expect.arrayContaining([
        { field: `certificates.${overdue.id}.status`, before: 'pending', after: 'approved' },
        { field: `certificates.${overdue.id}.cost`, before: '120.50', after: null },
      ]),
    )
  })
})

describe('certificates are the buyer’s', () => {
  it('refuses a user without manage.order.certificates', async () => {
    await expectStatusForEach(
      buyer,
      [
        toCall(certificates.list),
        toCall(certificates.ofOrder, ofLate()),
        toCall(certificates.create, { ...ofLate(), body: { type_id: types.oeko } }),
      ],
      403,
    )
  })

  it('does not show or let the supplier change them, even holding the permission', async () => {
    await expectStatusForEach(
      baltic,
      [
        toCall(certificates.ofOrder, ofLate()),
        toCall(certificates.create, { ...ofLate(), body: { type_id: types.oeko } }),
      ],
      403,
    )
    const list = await baltic.call(certificates.list)
    expect(list.data).toEqual([])
  })

  it("answers 404 for another company's order and certificate", async () => {
    const outsiders = s.orders.outsiders!.id
    const body = { type_id: types.oeko, version: 0 }
    await expectHiddenFrom(admin, [
      toCall(certificates.ofOrder, { params: { id: outsiders } }),
      toCall(certificates.create, { params: { id: outsiders }, body: { type_id: types.oeko } }),
      toCall(certificates.update, { params: { id: outsiders, certificateId: foreignCertificate }, body }),
      toCall(certificates.update, { ...certificate(foreignCertificate), body }),
      toCall(certificates.remove, certificate(foreignCertificate)),
    ])
    const listed = await admin.call(certificates.list, { query: { per_page: 'all' } })
    expect(listed.data.map((c) => c.id)).not.toContain(foreignCertificate)
  })

  it('keeps a certificate’s documents with the buyer, and removes them with the certificate', async () => {
    const added = await admin.call(certificates.create, { ...ofLate(), body: { type_id: types.gots } })
    const files = orderCertificateAttachments.endpoints
    const filesOf = (entityId: string) => toCall(files.list, { params: { entityId } })
    const form = new FormData()
    form.append('file', new Blob(['%PDF-1.4 lab report'], { type: 'application/pdf' }), 'Lab report.pdf')
    // The contract types the upload body as the browser's File; the test sends the multipart form itself.
    const uploaded = await admin.send({
      ...toCall(files.upload, { params: { entityId: added.id } }),
      payload: form,
    })
    expect(uploaded.statusCode, uploaded.body).toBe(201)
    expect(await admin.call(files.list, { params: { entityId: added.id } })).toEqual([
      expect.objectContaining({ file_name: 'Lab report.pdf', own: true }),
    ])
    await expectStatusForEach(buyer, [filesOf(added.id)], 403)
    await expectHiddenFrom(baltic, [filesOf(added.id)], ['Lab report'])
    await expectHiddenFrom(admin, [filesOf(foreignCertificate)])

    const removed = await admin.request(certificates.remove, certificate(added.id))
    expect(removed.statusCode, removed.body).toBe(200)
    await expectHiddenFrom(admin, [filesOf(added.id)])
    const [left] = await t.database.db
      .select({ count: sql<number>`count(*)::int` })
      .from(attachments)
      .where(eq(attachments.entityId, added.id))
    expect(left!.count).toBe(0)
  })
})
