import {
  deviationReportEndpoints as deviations,
  type Order,
  orderEndpoints,
  orderLimits,
} from '@scm/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ApiClient, expectFieldError, toCall } from '../../testing/api-client.ts'
import { demoClients } from '../../testing/sign-in.ts'
import { createTestApp, type TestApp } from '../../testing/test-app.ts'
import {
  acted,
  deliveryBody,
  historyEvents,
  lineBody,
  type OrderWorld,
  orderBody,
  orderWorld,
  postOrder,
  saveBody,
} from './testing/order-fixtures.ts'

let t: TestApp
let admin: ApiClient
let buyer: ApiClient
let baltic: ApiClient
let w: OrderWorld

beforeAll(async () => {
  t = await createTestApp()
  const clients = await demoClients(t.app)
  ;({ admin, buyer, baltic } = clients)
  w = await orderWorld(admin, buyer, baltic)
})
afterAll(() => t.close())

const codes = ['NO-2001', 'NO-2002', 'NO-2003', 'NO-3001']
// Fashion lines: the same few articles over and over, quantities 1 to 9, one price.
const lines = (count: number) =>
  Array.from({ length: count }, (_, i) => lineBody(w, codes[i % codes.length]!, String(1 + (i % 9)), '12.5'))
const positions = (count: number) => Array.from({ length: count }, (_, i) => i + 1)
const create = (body: Record<string, unknown>) => ({ ...toCall(orderEndpoints.create), payload: body })

describe('orders of thousands of lines', () => {
  let order: Order

  it('creates an order with one delivery of 5 000 lines and reads it back whole', async () => {
    order = await postOrder(
      buyer,
      orderBody(w, { deliveries: [deliveryBody(w, { lines: lines(orderLimits.linesPerDelivery) })] }),
    )
    const read = await buyer.call(orderEndpoints.get, { params: { id: order.id } })
    expect(read).toEqual(order)
    const [delivery] = read.deliveries
    expect(delivery!.lines.map((line) => line.position)).toEqual(positions(5000))
    expect(new Set(delivery!.lines.map((line) => line.id)).size).toBe(5000)
    // 555 rounds of 1 + … + 9 = 45, then 1 + … + 5; at 12.5 each.
    expect(delivery).toMatchObject({ total_qty: '24990.000', total_value: '312375.0000' })
    expect(delivery!.lines[4999]).toMatchObject({
      article_code: 'NO-3001',
      qty: '5.000',
      price: '12.5000',
      price_source: 'manual',
      line_value: '62.5000',
    })
    expect(read).toMatchObject({ total_qty: '24990.000', total_value: '312375.0000', delivery_count: 1 })
  })

  it('saves it again: kept lines keep their ids, changed ones change, removed go, new ones come', async () => {
    const body = saveBody(order)
    const [kept] = body.deliveries
    const changed = kept!.lines.slice(0, 4000).map((line, i) => (i % 2 ? { ...line, qty: '2' } : line))
    const added = lines(1000).map((line) => ({ ...line, price: '1' }))
    const response = await buyer.send({
      ...toCall(orderEndpoints.update, { params: { id: order.id } }),
      payload: {
        ...body,
        deliveries: [{ ...kept, lines: [...added.slice(0, 500), ...changed, ...added.slice(500)] }],
      },
    })
    expect(response.statusCode, response.body.slice(0, 500)).toBe(200)
    const saved = orderEndpoints.update.response.parse(response.json())
    const [delivery] = saved.deliveries
    expect(delivery!.lines.map((line) => line.position)).toEqual(positions(5000))
    expect(delivery!.lines.slice(500, 4500).map((line) => line.id)).toEqual(
      order.deliveries[0]!.lines.slice(0, 4000).map((line) => line.id),
    )
    const before = new Set(order.deliveries[0]!.lines.map((line) => line.id))
    expect(delivery!.lines.filter((line) => before.has(line.id))).toHaveLength(4000)
    expect(delivery!.lines[501]).toMatchObject({ qty: '2.000', line_value: '25.0000' })
    expect(delivery!.lines[0]).toMatchObject({ article_code: 'NO-2001', price: '1.0000' })
    expect(await buyer.call(orderEndpoints.get, { params: { id: order.id } })).toEqual(saved)
    expect(await historyEvents(buyer, order)).toEqual(['created', 'updated'])
    order = saved
  })

  it('takes a deviation on every line: reported, decided and applied in bulk', async () => {
    // Above 100 000 SEK, the demo's authorization rule has the admin authorize it first.
    const waiting = await acted(buyer, order, 'send')
    const confirmed = await acted(baltic, await acted(admin, waiting, 'authorize'), 'confirm')
    const raised = await baltic.request(deviations.create, {
      params: { id: order.id },
      body: {
        order_version: confirmed.version,
        lines: confirmed.deliveries[0]!.lines.map((line) => ({ line_id: line.id, qty: '1' })),
      },
    })
    expect(raised.statusCode, raised.body.slice(0, 500)).toBe(201)
    const report = deviations.create.response.parse(raised.json())
    const pending = report.changes.filter((change) => change.decision === 'pending')
    // The lines whose quantity already was 1 do not change.
    const ones = confirmed.deliveries[0]!.lines.filter((line) => line.qty === '1.000')
    expect(ones.length).toBeGreaterThan(0)
    expect(pending).toHaveLength(5000 - ones.length)
    const decided = await buyer.request(deviations.decide, {
      params: { id: order.id, deviationId: report.id },
      body: {
        version: report.version,
        decisions: pending.map((change) => ({ change_id: change.id, decision: 'accepted' as const })),
      },
    })
    expect(decided.statusCode, decided.body.slice(0, 500)).toBe(200)
    expect(decided.json()).toMatchObject({ status: 'confirmed' })
    const after = await buyer.call(orderEndpoints.get, { params: { id: order.id } })
    expect(new Set(after.deliveries[0]!.lines.map((line) => line.qty))).toEqual(new Set(['1.000']))
    expect(after).toMatchObject({ total_qty: '5000.000', pending_deviations: 0 })
  })

  it('refuses a delivery of more than 5 000 lines on its lines', async () => {
    await expectFieldError(
      buyer,
      create(orderBody(w, { deliveries: [deliveryBody(w, { lines: lines(5001) })] })),
      'deliveries.0.lines',
      { en: 'A delivery holds at most 5000 lines', sv: 'En leverans rymmer högst 5000 rader' },
    )
  })

  it('refuses a body above 16 MiB with 413 (the server takes 1 MiB elsewhere)', async () => {
    const huge = await buyer.send(create(orderBody(w, { notes: 'x'.repeat(16 * 1024 * 1024) })))
    expect(huge.statusCode).toBe(413)
    expect(huge.json()).toMatchObject({ code: 'errors.payloadTooLarge' })
  })

  it('reads a body of 20 005 lines, above 1 MiB, and refuses it on its deliveries', async () => {
    const deliveries = Array.from({ length: 5 }, () => deliveryBody(w, { lines: lines(4001) }))
    expect(JSON.stringify(orderBody(w, { deliveries })).length).toBeGreaterThan(1024 * 1024)
    await expectFieldError(buyer, create(orderBody(w, { deliveries })), 'deliveries', {
      en: 'An order holds at most 20000 lines in all its deliveries',
      sv: 'En order rymmer högst 20000 rader i alla sina leveranser',
    })
  })
})
