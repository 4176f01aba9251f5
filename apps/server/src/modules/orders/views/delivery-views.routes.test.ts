import {
  type DeliveryScheduleQuery,
  type InboundTrackerQuery,
  orderViewEndpoints as views,
} from '@scm/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ApiClient, expectStatusForEach, toCall } from '../../../testing/api-client.ts'
import { demoClients } from '../../../testing/sign-in.ts'
import { createTestApp, type TestApp } from '../../../testing/test-app.ts'
import { restrictPurchasers } from '../../articles/testing/restrict-purchasers.ts'
import { codesOf, type OrderViewScenario, orderViewScenario } from '../testing/order-view-scenario.ts'

let t: TestApp
let admin: ApiClient
let buyer: ApiClient
let baltic: ApiClient
let s: OrderViewScenario
const february = { from: '2027-02-01', to: '2027-02-28' } as const

beforeAll(async () => {
  t = await createTestApp()
  ;({ admin, buyer, baltic } = await demoClients(t.app))
  s = await orderViewScenario(t.database.db)
})
afterAll(() => t.close())

const schedule = (client: ApiClient, query: DeliveryScheduleQuery = {}) =>
  client.call(views.deliverySchedule, { query })
const tracker = (client: ApiClient, query: InboundTrackerQuery = {}) =>
  client.call(views.inboundTracker, { query })

describe(`delivery schedule (${process.env.TEST_PG_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it("lists the buyer's deliveries by ETD with totals, both companies' names and lateness", async () => {
    const body = await schedule(buyer, { filter: february })
    const { late, transit, draft, elsewhere } = s.orders
    expect(codesOf(body)).toEqual([
      late!.deliveries[0]!.code,
      transit!.deliveries[0]!.code,
      draft!.deliveries[0]!.code,
      elsewhere!.deliveries[0]!.code,
      late!.deliveries[1]!.code,
    ])
    expect(body.meta.total).toBe(5)
    expect(body.data[0]).toMatchObject({
      order_id: late!.id,
      order_number: late!.number,
      side: 'buyer',
      status: 'ordered',
      buyer_name: 'Nordic Outdoor AB',
      supplier_name: 'Baltic Knit Ltd',
      warehouse_name: 'Borås DC',
      etd: '2027-02-01',
      eta: '2027-02-10',
      requested_eta: '2027-02-05',
      total_qty: '14',
      total_value: '60',
      shipment_state: 'not_shipped',
      days_late: 5,
      late: true,
    })
    expect(body.data[1]).toMatchObject({ days_late: 1, late: false, shipment_state: 'fully_shipped' })
  })

  it('lays the schedule out by ETA on request and filters by warehouse, supplier, status and shipment', async () => {
    const byEta = await schedule(buyer, { filter: { ...february, date_by: 'eta' } })
    expect(byEta.data.map((row) => row.eta)).toEqual([
      '2027-02-10',
      '2027-02-10',
      '2027-02-11',
      '2027-02-15',
      '2027-02-20',
    ])
    const gothenburg = await schedule(buyer, { filter: { warehouse_id: s.warehouses.gothenburg } })
    expect(codesOf(gothenburg)).toEqual([
      s.orders.elsewhere!.deliveries[0]!.code,
      s.orders.late!.deliveries[1]!.code,
    ])
    const outsider = await schedule(buyer, { filter: { partner_company_id: s.companies.outsider } })
    expect(codesOf(outsider)).toEqual([s.orders.elsewhere!.deliveries[0]!.code])
    const cancelled = await schedule(buyer, { filter: { status: 'cancelled' } })
    expect(codesOf(cancelled)).toEqual([s.orders.cancelled!.deliveries[0]!.code])
    const shipped = await schedule(buyer, { filter: { shipment_state: 'fully_shipped' } })
    expect(codesOf(shipped)).toEqual([s.orders.transit!.deliveries[0]!.code])
    const narrow = await schedule(buyer, { filter: { from: '2027-02-02', to: '2027-02-03' } })
    expect(narrow.meta.total).toBe(2)
    const searched = await schedule(buyer, { search: 'DROP-1' })
    expect(codesOf(searched)).toEqual([s.orders.late!.deliveries[0]!.code])
  })

  it('counts deliveries and quantities per ISO week or per day', async () => {
    // Raw, not parsed: the buckets are checked as the exact answer.
    const weeks = await buyer.request(views.deliveryBuckets, {
      query: { grouping: 'week', filter: february },
    })
    expect(weeks.statusCode, weeks.body).toBe(200)
    expect(weeks.json()).toEqual([
      { key: '2027-W05', start: '2027-02-01', deliveries: 3, total_qty: '34' },
      { key: '2027-W06', start: '2027-02-08', deliveries: 2, total_qty: '1' },
    ])
    const days = await buyer.call(views.deliveryBuckets, {
      query: { grouping: 'day', filter: { ...february, date_by: 'eta' } },
    })
    expect(days.map((bucket) => [bucket.key, bucket.deliveries])).toEqual([
      ['2027-02-10', 2],
      ['2027-02-11', 1],
      ['2027-02-15', 1],
      ['2027-02-20', 1],
    ])
  })

  it('shows the supplier only the orders sent to it: no draft, no other supplier’s order', async () => {
    const body = await schedule(baltic, { filter: february })
    const { late, transit, outsiders } = s.orders
    expect(codesOf(body)).toEqual([
      late!.deliveries[0]!.code,
      transit!.deliveries[0]!.code,
      outsiders!.deliveries[0]!.code,
      late!.deliveries[1]!.code,
    ])
    expect(body.data[0]).toMatchObject({ side: 'supplier', buyer_name: 'Nordic Outdoor AB' })
    expect(body.data[2]).toMatchObject({ side: 'supplier', buyer_company_id: s.companies.outsider })
  })

  it("never shows Nordic another buyer's order sent to its supplier", async () => {
    const body = await schedule(admin, { per_page: 'all' })
    expect(body.data.map((row) => row.order_id)).not.toContain(s.orders.outsiders!.id)
  })
})

describe('inbound tracker', () => {
  it('lists confirmed, in-progress and in-transit deliveries by ETA, with lateness by the ETA tolerance', async () => {
    const body = await tracker(buyer)
    const { late, transit, elsewhere } = s.orders
    expect(codesOf(body)).toEqual([
      late!.deliveries[0]!.code,
      transit!.deliveries[0]!.code,
      elsewhere!.deliveries[0]!.code,
      late!.deliveries[1]!.code,
    ])
    const lateOnly = await tracker(buyer, { filter: { late: 'true' } })
    expect(codesOf(lateOnly)).toEqual([late!.deliveries[0]!.code])
    const latestFirst = await tracker(buyer, { sort: '-days_late' })
    expect(latestFirst.data.map((row) => row.days_late)).toEqual([5, 1, 0, null])
    const inTransit = await tracker(buyer, { filter: { status: 'in_transit' } })
    expect(codesOf(inTransit)).toEqual([transit!.deliveries[0]!.code])
  })

  it("marks the supplier's view by its own tolerance and hides other buyers' lateness from Nordic", async () => {
    const body = await tracker(baltic, { filter: { late: 'true' } })
    expect(codesOf(body)).toEqual([
      s.orders.late!.deliveries[0]!.code,
      s.orders.outsiders!.deliveries[0]!.code,
    ])
    // A draft is not on the tracker's status list, so the contract's query type would refuse it.
    const drafts = await buyer.get('/api/order-views/inbound-tracker?filter[status]=draft')
    expect(drafts.statusCode).toBe(422)
  })
})

describe('ETA schedule', () => {
  it('sums the deliveries each warehouse expects per day', async () => {
    // Raw, not parsed: the rows are checked as the exact answer.
    const response = await buyer.request(views.etaSchedule, { query: { filter: february } })
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json().data).toEqual([
      {
        warehouse_id: s.warehouses.boras,
        warehouse_name: 'Borås DC',
        eta: '2027-02-10',
        deliveries: 2,
        total_qty: '34',
        codes: [s.orders.late!.deliveries[0]!.code, s.orders.transit!.deliveries[0]!.code].sort(),
      },
      {
        warehouse_id: s.warehouses.gothenburg,
        warehouse_name: 'Gothenburg',
        eta: '2027-02-15',
        deliveries: 1,
        total_qty: '0',
        codes: [s.orders.elsewhere!.deliveries[0]!.code],
      },
      {
        warehouse_id: s.warehouses.gothenburg,
        warehouse_name: 'Gothenburg',
        eta: '2027-02-20',
        deliveries: 1,
        total_qty: '1',
        codes: [s.orders.late!.deliveries[1]!.code],
      },
    ])
    const busiest = await buyer.call(views.etaSchedule, { query: { filter: february, sort: '-deliveries' } })
    expect(busiest.data[0]!.deliveries).toBe(2)
  })
})

describe('permissions', () => {
  it('refuses a user without list.orders, and the ETA schedule without view.eta.schedule', async () => {
    await restrictPurchasers(admin, ['list.products'])
    const late = s.orders.late!
    await expectStatusForEach(
      buyer,
      [
        toCall(views.deliverySchedule),
        toCall(views.deliveryBuckets),
        toCall(views.inboundTracker),
        toCall(views.leadTimes),
        toCall(views.etaSchedule),
        toCall(views.packingList, { params: { id: late.id, code: late.deliveries[0]!.code } }),
      ],
      403,
    )
    await restrictPurchasers(admin, ['list.orders'])
    expect((await buyer.request(views.etaSchedule)).statusCode).toBe(403)
    expect((await buyer.request(views.deliverySchedule)).statusCode).toBe(200)
  })
})
