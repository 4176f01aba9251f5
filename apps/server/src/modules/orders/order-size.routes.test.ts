import { type Order, orderEndpoints, orderLineLimits } from '@scm/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ApiClient, expectFieldError, toCall } from '../../testing/api-client.ts'
import { demoClients } from '../../testing/sign-in.ts'
import { createTestApp, type TestApp } from '../../testing/test-app.ts'
import {
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
let buyer: ApiClient
let w: OrderWorld

beforeAll(async () => {
  t = await createTestApp()
  const clients = await demoClients(t.app)
  buyer = clients.buyer
  w = await orderWorld(clients.admin, buyer, clients.baltic)
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
      orderBody(w, { deliveries: [deliveryBody(w, { lines: lines(orderLineLimits.perDelivery) })] }),
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
  })

  it('refuses a delivery of more than 5 000 lines on its lines', async () => {
    await expectFieldError(
      buyer,
      create(orderBody(w, { deliveries: [deliveryBody(w, { lines: lines(5001) })] })),
      'deliveries.0.lines',
      { en: 'A delivery holds at most 5000 lines', sv: 'En leverans rymmer högst 5000 rader' },
    )
  })

  it('refuses an order of more than 20 000 lines on its deliveries', async () => {
    const deliveries = Array.from({ length: 5 }, () => deliveryBody(w, { lines: lines(4001) }))
    await expectFieldError(buyer, create(orderBody(w, { deliveries })), 'deliveries', {
      en: 'An order holds at most 20000 lines in all its deliveries',
      sv: 'En order rymmer högst 20000 rader i alla sina leveranser',
    })
  })
})
