import { deviationReportEndpoints as deviations } from '@scm/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { companies } from '../../../platform/tenancy/company.table.ts'
import { type ApiClient, expectFieldError, toCall } from '../../../testing/api-client.ts'
import { mailTo } from '../../../testing/outbox-mail.ts'
import { demoClients } from '../../../testing/sign-in.ts'
import { createTestApp, type TestApp } from '../../../testing/test-app.ts'
import { restrictPurchasers } from '../../articles/testing/restrict-purchasers.ts'
import { decide, type RaiseBody, raise as raiseReport } from './testing/deviation-calls.ts'
import { storedOrder } from './testing/order-state.ts'
import { insertOrder } from './testing/sent-order.ts'

let t: TestApp
let admin: ApiClient
let buyer: ApiClient
let baltic: ApiClient

beforeAll(async () => {
  t = await createTestApp()
  ;({ admin, buyer, baltic } = await demoClients(t.app))
})
afterAll(() => t.close())

const raise = (client: ApiClient, orderId: string, body: RaiseBody) => raiseReport(t, client, orderId, body)

describe("the buyer's request to change the order", () => {
  it('is decided by the supplier, never by the buyer, and e-mails the supplier a link', async () => {
    const { order, deliveries } = await insertOrder(t.database.db)
    const sea = deliveries[0]!.freightModeId
    const options = await buyer.call(deviations.options, { params: { id: order.id } })
    const air = options.freight_modes.find((mode) => mode.name === 'Air')!
    expect((await baltic.call(deviations.options, { params: { id: order.id } })).freight_modes).toEqual(
      options.freight_modes,
    )
    const report = await raise(buyer, order.id, {
      deliveries: [{ delivery_id: deliveries[0]!.id, freight_mode_id: air.id }],
    })
    expect(report).toMatchObject({
      raised_by: 'buyer',
      allowed_actions: ['force_confirm', 'withdraw'],
      changes: [{ field: 'freight_mode', original_value: sea, original_label: 'Sea', new_label: 'Air' }],
    })
    const [mail] = await mailTo(t.database.db, 'supplier@baltic.demo', 'guest-link')
    expect(mail!.subject).toBe(`Nordic Outdoor AB asks you to accept changes to order ${order.number}`)
    expect(mail!.text).toContain('/confirm-deviation')
    expect((await decide(buyer, order.id, report, [['freight_mode', 'accepted']])).statusCode).toBe(403)
    const answered = await decide(baltic, order.id, report, [['freight_mode', 'accepted']])
    expect(answered.statusCode, answered.body).toBe(200)
    expect(answered.json()).toMatchObject({ status: 'confirmed', decided_by_name: 'Lina Ozols' })
    expect((await storedOrder(t.database.db, order.id)).deliveries[0]).toMatchObject({
      freightModeId: air.id,
      freightModeName: 'Air',
    })
  })
})

describe('refusals', () => {
  it('answers 422 per field in both languages, and for a report that changes nothing', async () => {
    const { order, deliveries, lines } = await insertOrder(t.database.db)
    const post = (body: RaiseBody) =>
      toCall(deviations.create, { params: { id: order.id }, body: { order_version: order.version, ...body } })
    await expectFieldError(
      baltic,
      post({ deliveries: [{ delivery_id: lines[0]!.id, etd: '2027-03-05' }] }),
      'deliveries.0.delivery_id',
      { sv: 'Leveransen hör inte till ordern', en: 'This delivery is not part of the order' },
    )
    await expectFieldError(
      baltic,
      post({ deliveries: [{ delivery_id: deliveries[0]!.id, etd: '2027-03-25' }] }),
      'deliveries.0.eta',
      { sv: 'ETA kan inte vara före ETD', en: 'The ETA cannot be before the ETD' },
    )
    await expectFieldError(baltic, post({ lines: [{ line_id: lines[0]!.id, qty: '0' }] }), 'lines.0.qty', {
      sv: 'Värdet måste vara större än 0',
      en: 'The value must be greater than 0',
    })
    const nothing = await baltic.request(deviations.create, {
      params: { id: order.id },
      body: { order_version: order.version, lines: [{ line_id: lines[0]!.id, qty: '100.0' }] },
    })
    expect(nothing.statusCode).toBe(422)
    expect(nothing.json().message).toBe('Change at least one value')
    const stale = await baltic.request(deviations.create, {
      params: { id: order.id },
      body: { order_version: order.version + 1, lines: [{ line_id: lines[0]!.id, qty: '90' }] },
    })
    expect(stale.statusCode).toBe(409)
  })

  it('answers 403 without the permission and 404 for what the company cannot see', async () => {
    const { order, deliveries } = await insertOrder(t.database.db)
    const draft = await insertOrder(t.database.db, { status: 'draft' })
    await t.database.db.insert(companies).values({ name: 'Lisbon Weaving SA', type: 'supplier' })
    const others = await insertOrder(t.database.db, { supplier: 'Lisbon Weaving SA' })
    const report = await raise(baltic, order.id, {
      deliveries: [{ delivery_id: deliveries[0]!.id, etd: '2027-03-09' }],
    })
    await restrictPurchasers(admin, ['list.orders'])
    expect((await decide(buyer, order.id, report, [['etd', 'accepted']])).statusCode).toBe(403)
    const seen = await buyer.call(deviations.get, { params: { id: order.id, deviationId: report.id } })
    expect(seen.allowed_actions).toEqual([])
    await restrictPurchasers(admin, ['list.products'])
    expect((await buyer.request(deviations.list, { params: { id: order.id } })).statusCode).toBe(403)
    await restrictPurchasers(admin, ['list.orders', 'create.order'])

    const hidden = [
      toCall(deviations.list, { params: { id: draft.order.id } }),
      toCall(deviations.options, { params: { id: draft.order.id } }),
      toCall(deviations.get, { params: { id: draft.order.id, deviationId: report.id } }),
      toCall(deviations.list, { params: { id: others.order.id } }),
      toCall(deviations.list, { params: { id: '00000000-0000-4000-8000-000000000000' } }),
    ]
    for (const call of hidden) expect((await baltic.send(call)).statusCode, call.url).toBe(404)
    const elsewhere = await baltic.request(deviations.create, {
      params: { id: draft.order.id },
      body: {
        order_version: 0,
        deliveries: [{ delivery_id: draft.deliveries[0]!.id, etd: '2027-03-09' }],
      },
    })
    expect(elsewhere.statusCode).toBe(404)
  })
})
