import { type Order, type OrderAction, orderActions, orderEndpoints } from '@scm/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ApiClient } from '../../testing/api-client.ts'
import { demoClients } from '../../testing/sign-in.ts'
import { createTestApp, type TestApp } from '../../testing/test-app.ts'
import {
  act,
  acted,
  deliveryBody,
  historyEvents,
  noticesAbout,
  type OrderWorld,
  orderBody,
  orderWorld,
  postOrder,
} from './testing/order-fixtures.ts'

let t: TestApp
let admin: ApiClient
let buyer: ApiClient
let baltic: ApiClient
let w: OrderWorld

beforeAll(async () => {
  t = await createTestApp()
  ;({ admin, buyer, baltic } = await demoClients(t.app))
  w = await orderWorld(admin, buyer, baltic)
})
afterAll(() => t.close())

const twoDeliveries = () => orderBody(w, { deliveries: [deliveryBody(w), deliveryBody(w)] })
const get = (client: ApiClient, order: Pick<Order, 'id'>) =>
  client.call(orderEndpoints.get, { params: { id: order.id } })

// Every action the caller is not offered is refused without changing anything: 409 for a wrong status,
// the other side's action or a cancellation out of turn (authorizing is the approvers': 403).
async function expectOnlyOffered(client: ApiClient, order: Order) {
  const offered = new Set(order.allowed_actions)
  for (const action of orderActions.filter((a) => !offered.has(a))) {
    const response = await act(client, order, action, 'because')
    const expected = order.status === 'approval_required' && action.includes('authoriz') ? 403 : 409
    expect(response.statusCode, `${action} on ${order.status} (${order.side}): ${response.body}`).toBe(
      expected,
    )
  }
  expect((await get(client, order)).version).toBe(order.version)
}

describe('an order from draft to completed', () => {
  let order: Order

  it('refuses every action not offered, at every step, for both sides', async () => {
    order = await postOrder(buyer, twoDeliveries())
    await expectOnlyOffered(admin, await get(admin, order))
    order = await acted(buyer, order, 'send')
    for (const step of [
      ['confirm', baltic],
      ['start_production', baltic],
      ['complete_packing', baltic],
    ] as const) {
      await expectOnlyOffered(admin, await get(admin, order))
      await expectOnlyOffered(baltic, await get(baltic, order))
      order = await acted(step[1], order, step[0])
    }
    expect(order.status).toBe('packing_completed')
  })

  it('says which action the status refuses, in the reader’s language', async () => {
    const en = (
      await baltic.request(orderEndpoints.act, {
        params: { id: order.id },
        body: { action: 'confirm', version: order.version },
        locale: 'en',
      })
    ).json()
    expect(en).toMatchObject({
      code: 'orders.transitionNotAllowed',
      message: '“Confirm” is not possible while the order is packed. Reload to see its current state.',
    })
    const sv = (
      await baltic.request(orderEndpoints.act, {
        params: { id: order.id },
        body: { action: 'confirm', version: order.version },
        locale: 'sv',
      })
    ).json()
    expect(sv.message).toBe(
      '”Bekräfta” går inte medan ordern är packad. Ladda om sidan för att se dess aktuella läge.',
    )
  })

  it('ships deliveries: partially, then fully; the last one fully shipped puts the order in transit', async () => {
    const [first, second] = order.deliveries
    const ship = (
      client: ApiClient,
      deliveryId: string,
      state: 'partially_shipped' | 'fully_shipped',
      version = order.version,
    ) =>
      client.request(orderEndpoints.ship, { params: { id: order.id, deliveryId }, body: { state, version } })
    expect((await ship(buyer, first!.id, 'fully_shipped')).statusCode).toBe(403)
    const response = await ship(baltic, first!.id, 'partially_shipped')
    expect(response.statusCode, response.body).toBe(200)
    order = response.json()
    expect(order).toMatchObject({
      status: 'packing_completed',
      deliveries: [{ shipment_state: 'partially_shipped' }, { shipment_state: 'not_shipped' }],
    })
    expect((await ship(baltic, first!.id, 'partially_shipped')).json().code).toBe('orders.shipmentNotAllowed')
    expect((await ship(baltic, first!.id, 'fully_shipped', order.version - 1)).statusCode).toBe(409)
    order = (await ship(baltic, first!.id, 'fully_shipped')).json()
    expect(order.status).toBe('packing_completed')
    const ready = await baltic.call(orderEndpoints.readiness, {
      params: { id: order.id, deliveryId: second!.id },
      body: { readiness: 'submitted_for_shipment', version: order.version },
    })
    order = (await ship(baltic, second!.id, 'fully_shipped', ready.version)).json()
    expect(order.status).toBe('in_transit')
    expect(await noticesAbout(admin, order, 'order-status-changed')).toContain(
      `Baltic Knit Ltd har skickat leverans ${second!.code} av inköpsorder ${order.number}`,
    )
    expect((await ship(baltic, second!.id, 'fully_shipped')).statusCode).toBe(409)
  })

  it('is received and completed by the buyer; both sides read the history, the supplier without the drafting', async () => {
    await expectOnlyOffered(baltic, await get(baltic, order))
    order = await acted(buyer, order, 'mark_delivered')
    order = await acted(buyer, order, 'complete')
    expect(order).toMatchObject({ status: 'completed', allowed_actions: [] })
    await expectOnlyOffered(admin, order)
    await expectOnlyOffered(baltic, await get(baltic, order))
    const seen = await historyEvents(baltic, order)
    expect(seen).toEqual([
      'send',
      'confirm',
      'start_production',
      'complete_packing',
      'delivery_shipped',
      'delivery_shipped',
      'delivery_readiness',
      'delivery_shipped',
      'mark_delivered',
      'complete',
    ])
    expect(await historyEvents(buyer, order)).toEqual(['created', ...seen])
    const history = await buyer.call(orderEndpoints.history, { params: { id: order.id } })
    expect(history.at(-3)!.changes).toEqual([
      { field: 'deliveries.2.shipment_state', before: 'not_shipped', after: 'fully_shipped' },
      { field: 'status', before: 'packing_completed', after: 'in_transit' },
    ])
    expect(await noticesAbout(baltic, order, 'order-status-changed')).toEqual([
      `Nordic Outdoor AB has completed purchase order ${order.number}`,
      `Nordic Outdoor AB has received purchase order ${order.number}`,
    ])
  })
})

describe('rejections, returns and cancellations', () => {
  it('needs a reason to reject; the buyer hears it and may return the order to draft', async () => {
    let order = await acted(buyer, await postOrder(buyer, orderBody(w)), 'send')
    const bare = await act(baltic, order, 'reject')
    expect(bare.statusCode).toBe(422)
    expect(Object.keys(bare.json().errors)).toEqual(['reason'])
    order = await acted(baltic, order, 'reject', 'Yarn not available before May')
    expect(await noticesAbout(buyer, order, 'order-status-changed')).toEqual([
      `Baltic Knit Ltd har avvisat inköpsorder ${order.number}: Yarn not available before May`,
    ])
    order = await acted(buyer, order, 'return_to_draft')
    expect((await baltic.request(orderEndpoints.get, { params: { id: order.id } })).statusCode).toBe(404)
    expect(await noticesAbout(baltic, order, 'order-status-changed')).toEqual([
      `Nordic Outdoor AB has withdrawn purchase order ${order.number} to change it`,
    ])
    order = await acted(buyer, order, 'cancel')
    expect(order.status).toBe('cancelled')
  })

  it('asks the other side to cancel: one request at a time, answered only by the other side', async () => {
    let order = await acted(
      baltic,
      await acted(buyer, await postOrder(buyer, orderBody(w)), 'send'),
      'confirm',
    )
    order = await acted(buyer, order, 'request_cancellation', 'Season dropped')
    expect(order).toMatchObject({ status: 'ordered', cancellation_requested_by: 'buyer' })
    expect(order.allowed_actions).not.toContain('approve_cancellation')
    expect((await act(buyer, order, 'approve_cancellation')).json().code).toBe('orders.noCancellationRequest')
    expect((await act(buyer, order, 'request_cancellation')).json().code).toBe('orders.cancellationRequested')
    const asSupplier = await get(baltic, order)
    expect(asSupplier.allowed_actions).toEqual(
      expect.arrayContaining(['approve_cancellation', 'decline_cancellation'] as OrderAction[]),
    )
    expect(await noticesAbout(baltic, order, 'order-cancellation')).toEqual([
      `Nordic Outdoor AB asks to cancel purchase order ${order.number}`,
    ])
    order = await acted(baltic, asSupplier, 'decline_cancellation')
    expect(order.cancellation_requested_by).toBeNull()
    order = await acted(baltic, order, 'request_cancellation')
    expect((await act(baltic, order, 'approve_cancellation')).statusCode).toBe(409)
    order = await acted(buyer, order, 'approve_cancellation')
    expect(order).toMatchObject({ status: 'cancelled', cancellation_requested_by: null, allowed_actions: [] })
  })
})

describe('concurrency and idempotence', () => {
  it('concurrent confirms (two tabs, a retry): one confirms, the others are refused; one history entry, one notice', async () => {
    const order = await acted(buyer, await postOrder(buyer, orderBody(w)), 'send')
    const answers = await Promise.all(Array.from({ length: 4 }, () => act(baltic, order, 'confirm')))
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409, 409])
    expect((await historyEvents(buyer, order)).filter((event) => event === 'confirm')).toHaveLength(1)
    expect(await noticesAbout(buyer, order, 'order-status-changed')).toHaveLength(1)
    expect(await noticesAbout(admin, order, 'order-status-changed')).toHaveLength(1)
    expect((await get(buyer, order)).version).toBe(order.version + 1)
  })

  it('two concurrent sends (a double click): the supplier is told once', async () => {
    const draft = await postOrder(buyer, orderBody(w))
    const answers = await Promise.all([act(buyer, draft, 'send'), act(buyer, draft, 'send')])
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409])
    expect(await historyEvents(buyer, draft)).toEqual(['created', 'send'])
    expect(await noticesAbout(baltic, draft, 'order-sent')).toEqual([
      `Nordic Outdoor AB has sent you purchase order ${draft.number}`,
    ])
  })

  it('refuses an action on a stale version', async () => {
    const draft = await postOrder(buyer, orderBody(w))
    const response = await act(buyer, { ...draft, version: draft.version + 1 }, 'send')
    expect(response.statusCode).toBe(409)
    expect(response.json().code).toBe('errors.conflict')
  })

  it('refuses sending a draft that lacks deliveries, lines or an ETD, on their fields', async () => {
    const empty = await postOrder(buyer, orderBody(w, { deliveries: [] }))
    expect(Object.keys((await act(buyer, empty, 'send')).json().errors)).toEqual(['deliveries'])
    const thin = await postOrder(
      buyer,
      orderBody(w, { deliveries: [deliveryBody(w, { etd: null, eta: null, lines: [] })] }),
    )
    expect(Object.keys((await act(buyer, thin, 'send')).json().errors).sort()).toEqual([
      'deliveries.0.etd',
      'deliveries.0.lines',
    ])
  })
})
