import {
  type DeviationCommand,
  deviationReportEndpoints as deviations,
  notificationEndpoints,
  type OrderAction,
  orderEndpoints,
  platformSettingsEndpoints,
} from '@scm/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ApiClient } from '../../../testing/api-client.ts'
import { demoClients } from '../../../testing/sign-in.ts'
import { createTestApp, type TestApp } from '../../../testing/test-app.ts'
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

describe('a supplier deviation, decided change by change by the buyer', () => {
  it('keeps the originals, applies only the accepted change, writes the history and bumps the version', async () => {
    const { order, deliveries, lines } = await insertOrder(t.database.db)
    const report = await raise(baltic, order.id, {
      reason: 'Yarn arrives late',
      deliveries: [{ delivery_id: deliveries[0]!.id, etd: '2027-03-11' }],
      lines: [{ line_id: lines[0]!.id, qty: '80' }],
    })
    expect(report).toMatchObject({
      status: 'pending',
      raised_by: 'supplier',
      identifier: `${order.number}-D1`,
      created_by_name: 'Lina Ozols',
      allowed_actions: ['withdraw'],
      changes: [
        {
          field: 'etd',
          delivery_position: 1,
          original_value: '2027-03-01',
          new_value: '2027-03-11',
          day_difference: 10,
          beyond_tolerance: true,
          decision: 'pending',
        },
        {
          field: 'qty',
          line_position: 1,
          original_value: '100.000',
          new_value: '80.000',
          percent_difference: '-20.00',
        },
      ],
    })
    expect((await storedOrder(t.database.db, order.id)).order.pendingDeviations).toBe(1)
    const seenByBuyer = await buyer.call(deviations.get, {
      params: { id: order.id, deviationId: report.id },
    })
    expect(seenByBuyer.allowed_actions).toEqual(['decide', 'force_confirm'])
    const bell = await buyer.call(notificationEndpoints.unread)
    expect(bell.notifications[0]!.data.message).toContain(`${order.number}-D1`)

    const first = await decide(buyer, order.id, report, [['etd', 'accepted']])
    expect(first.statusCode, first.body).toBe(200)
    expect(first.json()).toMatchObject({ status: 'pending', version: report.version + 1 })
    const afterFirst = await storedOrder(t.database.db, order.id)
    expect(afterFirst.deliveries[0]!.etd).toBe('2027-03-11')
    expect(afterFirst.order.version).toBe(order.version + 1)

    // The same click again (a retry, a second tab) finds the report moved on and changes nothing.
    expect((await decide(buyer, order.id, report, [['etd', 'accepted']])).statusCode).toBe(409)
    const second = await decide(buyer, order.id, first.json(), [['qty', 'rejected']])
    expect(second.json()).toMatchObject({ status: 'confirmed', decided_by_name: 'Erik Lund' })
    expect((await decide(buyer, order.id, first.json(), [['qty', 'accepted']])).statusCode).toBe(409)

    const final = await storedOrder(t.database.db, order.id)
    expect(final.lines.find((line) => line.id === lines[0]!.id)!.qty).toBe('100.000')
    expect(final.order).toMatchObject({ version: order.version + 1, pendingDeviations: 0 })
    expect(final.history.map((entry) => entry.event).sort()).toEqual([
      'deviation_applied',
      'deviation_reported',
    ])
    expect(final.history.find((entry) => entry.event === 'deviation_applied')).toMatchObject({
      actorName: 'Erik Lund',
      actorSide: 'buyer',
      reason: `${order.number}-D1`,
      changes: [{ field: 'deliveries.1.etd', before: '2027-03-01', after: '2027-03-11' }],
    })
    const kept = await baltic.call(deviations.get, { params: { id: order.id, deviationId: report.id } })
    expect(kept.changes.map((change) => change.original_value)).toEqual(['2027-03-01', '100.000'])
  })

  it('takes two decisions at once one after the other: one applies, the other gets 409', async () => {
    const { order, deliveries } = await insertOrder(t.database.db)
    const report = await raise(baltic, order.id, {
      deliveries: [{ delivery_id: deliveries[1]!.id, eta: '2027-05-01' }],
    })
    const answers = await Promise.all([
      decide(buyer, order.id, report, [['eta', 'accepted']]),
      decide(admin, order.id, report, [['eta', 'accepted']]),
    ])
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409])
    const stored = await storedOrder(t.database.db, order.id)
    expect(stored.order.version).toBe(order.version + 1)
    expect(stored.history.filter((entry) => entry.event === 'deviation_applied')).toHaveLength(1)
  })
})

describe('force-confirm, withdraw and pre-approval', () => {
  it('lets the buyer force-confirm every open change, and recomputes the totals', async () => {
    const { order, lines } = await insertOrder(t.database.db)
    const report = await raise(baltic, order.id, {
      lines: [
        { line_id: lines[0]!.id, qty: '90' },
        { line_id: lines[1]!.id, price: '21.5' },
      ],
    })
    const command = (client: ApiClient, action: DeviationCommand, version = report.version) =>
      client.request(deviations.command, {
        params: { id: order.id, deviationId: report.id },
        body: { action, version },
      })
    expect((await command(baltic, 'force_confirm')).statusCode).toBe(403)
    expect((await command(buyer, 'withdraw')).statusCode).toBe(403)
    const forced = await command(buyer, 'force_confirm')
    expect(forced.json()).toMatchObject({ status: 'confirmed' })
    expect(forced.json().changes.map((change: { decision: string }) => change.decision)).toEqual([
      'accepted',
      'accepted',
    ])
    const stored = await storedOrder(t.database.db, order.id)
    // 90 × 12.5 + 40 × 21.5 + 60 × 12.5
    expect(stored.order).toMatchObject({ totalQty: '190.000', totalValue: '2735.0000' })
    expect((await command(buyer, 'force_confirm', forced.json().version)).statusCode).toBe(409)
  })

  it('lets the author withdraw while pending, and then takes the next report', async () => {
    const { order, deliveries } = await insertOrder(t.database.db)
    const report = await raise(baltic, order.id, {
      deliveries: [{ delivery_id: deliveries[0]!.id, etd: '2027-02-20' }],
    })
    const again = await baltic.request(deviations.create, {
      params: { id: order.id },
      body: {
        order_version: order.version,
        deliveries: [{ delivery_id: deliveries[0]!.id, etd: '2027-02-21' }],
      },
    })
    expect(again.statusCode).toBe(409)
    expect(again.json().message).toBe('This order already has a deviation waiting for a decision')
    const withdrawn = await baltic.call(deviations.command, {
      params: { id: order.id, deviationId: report.id },
      body: { action: 'withdraw', version: report.version },
    })
    expect(withdrawn).toMatchObject({ status: 'withdrawn', allowed_actions: [] })
    expect((await storedOrder(t.database.db, order.id)).deliveries[0]!.etd).toBe('2027-03-01')
    const next = await raise(baltic, order.id, {
      deliveries: [{ delivery_id: deliveries[0]!.id, etd: '2027-02-21' }],
    })
    expect(next).toMatchObject({ number: 2, status: 'pending' })
  })

  it('withdraws a pending report when the order is cancelled, so nobody is left to decide on it', async () => {
    const { order, deliveries } = await insertOrder(t.database.db)
    const report = await raise(baltic, order.id, {
      deliveries: [{ delivery_id: deliveries[0]!.id, etd: '2027-02-20' }],
    })
    const act = async (client: ApiClient, action: OrderAction) => {
      const { version } = (await storedOrder(t.database.db, order.id)).order
      const response = await client.request(orderEndpoints.act, {
        params: { id: order.id },
        body: { action, version },
      })
      expect(response.statusCode, response.body).toBe(200)
    }
    await act(buyer, 'request_cancellation')
    await act(baltic, 'approve_cancellation')
    expect(
      await buyer.call(deviations.get, { params: { id: order.id, deviationId: report.id } }),
    ).toMatchObject({
      status: 'withdrawn',
      allowed_actions: [],
    })
    expect((await storedOrder(t.database.db, order.id)).deliveries[0]!.etd).toBe('2027-03-01')
  })

  it("pre-approves and applies a supplier deviation within the buyer's tolerances", async () => {
    const settings = await admin.call(platformSettingsEndpoints.get)
    const saved = await admin.request(platformSettingsEndpoints.update, {
      body: { ...settings, qty_tolerance_percent: '5', price_tolerance_percent: '0' },
    })
    expect(saved.statusCode, saved.body).toBe(200)
    const { order, deliveries, lines } = await insertOrder(t.database.db)
    const report = await raise(baltic, order.id, {
      deliveries: [{ delivery_id: deliveries[0]!.id, etd: '2027-03-03' }],
      lines: [{ line_id: lines[0]!.id, qty: '96' }],
    })
    expect(report).toMatchObject({
      status: 'pre_approved',
      changes: [
        { field: 'etd', day_difference: 2, beyond_tolerance: false, decision: 'accepted' },
        { field: 'qty', percent_difference: '-4.00', beyond_tolerance: false, decision: 'accepted' },
      ],
    })
    const stored = await storedOrder(t.database.db, order.id)
    expect(stored.deliveries[0]!.etd).toBe('2027-03-03')
    expect(stored.order.pendingDeviations).toBe(0)
    // Beyond the tolerance (5 % of 96 is 4.8): it waits for the buyer.
    const beyond = await raise(baltic, order.id, { lines: [{ line_id: lines[0]!.id, qty: '91' }] })
    expect(beyond).toMatchObject({ status: 'pending', changes: [{ beyond_tolerance: true }] })
  })
})
