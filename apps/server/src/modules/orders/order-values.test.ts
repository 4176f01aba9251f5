import { type Order, orderEndpoints } from '@scm/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { inCompany } from '../../platform/db/tenant.ts'
import type { ApiClient } from '../../testing/api-client.ts'
import { demoClients } from '../../testing/sign-in.ts'
import { createTestApp, type TestApp } from '../../testing/test-app.ts'
import { findOrderForActor } from './order-access.ts'
import { applyOrderValues, bumpOrderVersion } from './order-values.ts'
import {
  acted,
  deliveryBody,
  lineBody,
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
let order: Order

beforeAll(async () => {
  t = await createTestApp()
  ;({ admin, buyer, baltic } = await demoClients(t.app))
  w = await orderWorld(admin, buyer, baltic)
  const body = orderBody(w, {
    deliveries: [
      deliveryBody(w, { lines: [lineBody(w, 'NO-2001', '10', '100'), lineBody(w, 'NO-2002', '4', '50')] }),
    ],
  })
  order = await acted(baltic, await acted(buyer, await postOrder(buyer, body), 'send'), 'confirm')
})
afterAll(() => t.close())

describe('applying agreed values to an order (for deviation reports)', () => {
  it('changes dates, freight mode, quantities and prices as the supplier, with totals and one history entry', async () => {
    const [delivery] = order.deliveries
    const [first, second] = delivery!.lines
    const air = { id: w.id('freight-modes', 'Air'), name: 'Air' }
    const changes = await inCompany(t.database.db, w.balticId, async (tx) => {
      const { order: row } = await findOrderForActor(tx, w.balticId, order.id)
      const applied = await applyOrderValues(
        tx,
        row,
        { userId: null, name: 'Lina Ozols', side: 'supplier' },
        {
          event: 'deviation_applied',
          deliveries: [{ deliveryId: delivery!.id, etd: '2027-03-08', eta: '2027-03-20', freightMode: air }],
          lines: [
            { lineId: first!.id, qty: '8' },
            { lineId: second!.id, price: '50.00' },
          ],
        },
      )
      await bumpOrderVersion(tx, row)
      await expect(bumpOrderVersion(tx, row)).rejects.toMatchObject({ statusCode: 409 })
      return applied
    })
    // The header's ETD follows its (only) delivery; its ETA already matched.
    expect(changes).toEqual([
      { field: 'etd', before: '2027-03-01', after: '2027-03-08' },
      { field: 'deliveries.1.etd', before: '2027-03-01', after: '2027-03-08' },
      { field: 'deliveries.1.freight_mode_id', before: null, after: 'Air' },
      { field: 'deliveries.1.lines.1.qty', before: '10.000', after: '8' },
    ])
    const after = await buyer.call(orderEndpoints.get, { params: { id: order.id } })
    expect(after).toMatchObject({
      version: order.version + 1,
      etd: '2027-03-08',
      eta: '2027-03-20',
      total_qty: '12.000',
      total_value: '1000.0000',
    })
    expect(after.deliveries[0]).toMatchObject({
      etd: '2027-03-08',
      requested_etd: '2027-03-01',
      freight_mode_name: 'Air',
    })
    const history = await baltic.call(orderEndpoints.history, { params: { id: order.id } })
    expect(history.at(-1)).toMatchObject({ event: 'deviation_applied', actor_name: 'Lina Ozols', changes })
  })
})
