import { type Order, type OrderListQuery, orderEndpoints } from '@scm/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ApiClient, expectStatusForEach, toCall } from '../../testing/api-client.ts'
import { demoClients } from '../../testing/sign-in.ts'
import { createTestApp, type TestApp } from '../../testing/test-app.ts'
import { restrictPurchasers } from '../articles/testing/restrict-purchasers.ts'
import { orders } from './order.table.ts'
import {
  acted,
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
  ;({ admin, buyer, baltic } = await demoClients(t.app))
  w = await orderWorld(admin, buyer, baltic)
})
afterAll(() => t.close())

const byId = (order: Pick<Order, 'id'>) => ({ params: { id: order.id } })
const list = (client: ApiClient, query: OrderListQuery = {}) => client.call(orderEndpoints.list, { query })
// Order bodies come from the fixtures' loose builders (some off the contract on purpose), so they are
// sent as they are, to the contract's path.
const create = (body: Record<string, unknown>) => ({ ...toCall(orderEndpoints.create), payload: body })
const update = (order: Pick<Order, 'id'>, body: Record<string, unknown>) => ({
  ...toCall(orderEndpoints.update, byId(order)),
  payload: body,
})

describe('a sent order', () => {
  let order: Order

  beforeAll(async () => {
    const created = await postOrder(
      buyer,
      orderBody(w, {
        internal_notes: 'Push for an earlier slot',
        internal_status_id: w.id('internal-order-statuses', 'Budget'),
        assignee_ids: [w.userIds.admin],
        tag_ids: [w.id('tags', 'Priority')],
      }),
    )
    order = await acted(buyer, created, 'send')
  })

  it('shows the supplier the order without the buyer’s internal fields, and tags only when shown', async () => {
    expect(order).toMatchObject({
      status: 'sent',
      allowed_actions: ['return_to_draft', 'request_cancellation'],
    })
    // Raw, not parsed: parsing would trim a leaked internal field before the checks.
    const seen = (await baltic.request(orderEndpoints.get, byId(order))).json()
    expect(seen).toMatchObject({ side: 'supplier', status: 'sent', tags: [], approvers: [] })
    expect(seen.allowed_actions).toEqual(['confirm', 'reject', 'request_cancellation'])
    for (const field of [
      'internal_status_id',
      'internal_status_name',
      'internal_notes',
      'assignees',
      'show_tags_to_supplier',
    ])
      expect(seen).not.toHaveProperty(field)
    expect(JSON.stringify(seen)).not.toContain('Push for an earlier slot')
    const listed = (await baltic.request(orderEndpoints.list, { query: { filter: { side: 'supplier' } } }))
      .json()
      .data.find((row: Order) => row.id === order.id)
    expect(listed).not.toHaveProperty('assignees')
    expect(listed.tags).toEqual([])
  })

  it('lets the buyer change only its internal fields; a promise is refused on its field', async () => {
    const locked = await buyer.send(
      update(
        order,
        saveBody(order, {
          deliveries: [{ ...saveBody(order).deliveries[0], etd: '2027-02-01' }],
          notes: 'Changed',
        }),
      ),
    )
    expect(locked.statusCode).toBe(422)
    expect(Object.keys(locked.json().errors).sort()).toEqual(['deliveries.0.etd', 'notes'])
    const response = await buyer.send(
      update(
        order,
        saveBody(order, {
          internal_notes: 'Slot agreed',
          show_tags_to_supplier: true,
          internal_status_id: w.id('internal-order-statuses', 'Follow'),
        }),
      ),
    )
    expect(response.statusCode, response.body).toBe(200)
    order = response.json()
    expect(order).toMatchObject({
      internal_notes: 'Slot agreed',
      internal_status_name: 'Follow up with supplier',
    })
    expect((await baltic.call(orderEndpoints.get, byId(order))).tags).toEqual([
      { id: w.id('tags', 'Priority'), name: 'Priority' },
    ])
    const history = await baltic.call(orderEndpoints.history, byId(order))
    expect(history.map((entry) => entry.event)).toEqual(['send'])
  })

  it('refuses the supplier drafting rights and deleting a sent order', async () => {
    expect((await baltic.send(update(order, saveBody(order)))).statusCode).toBe(403)
    expect((await baltic.request(orderEndpoints.remove, byId(order))).statusCode).toBe(403)
    const response = await buyer.request(orderEndpoints.remove, byId(order))
    expect(response.statusCode).toBe(409)
    expect(response.json().code).toBe('orders.onlyDrafts')
  })
})

describe('order lists', () => {
  it('shows the demo orders: the supplier the sent and the confirmed one, never the draft', async () => {
    const seen = await list(baltic, { filter: { buyer_company_id: w.nordicId }, sort: 'number' })
    expect(seen.data.slice(0, 2)).toMatchObject([
      { number: 'PO-000002', status: 'sent', side: 'supplier', total_value: '57000.0000' },
      { number: 'PO-000003', status: 'ordered', delivery_count: 2, total_qty: '850.000' },
    ])
    const draft = (await list(admin, { search: 'PO-000001' })).data[0]!
    expect(draft).toMatchObject({ status: 'draft', buyer_reference: 'AW27 knitwear top-up' })
    expect((await baltic.request(orderEndpoints.get, byId(draft))).statusCode).toBe(404)
  })

  it('filters by view, status, side and dates, searches number, reference and names, sorts', async () => {
    const ours = await list(buyer, { per_page: 'all' })
    expect(ours.meta.total).toBeGreaterThan(2)
    const inProgress = (await list(buyer, { filter: { view: 'in-progress' } })).data
    expect(inProgress.every((row) => ['sent', 'ordered', 'in_progress'].includes(row.status))).toBe(true)
    expect(inProgress.length).toBeGreaterThan(0)
    const drafts = (await list(buyer, { filter: { status: 'draft', side: 'buyer' } })).data
    expect(drafts.every((row) => row.status === 'draft')).toBe(true)
    expect((await list(buyer, { filter: { side: 'supplier' } })).meta.total).toBe(0)
    expect((await list(buyer, { search: 'baltic knit' })).meta.total).toBe(ours.meta.total)
    const knitwear = ours.data.filter((row) => row.buyer_reference === 'SS27 knitwear').length
    expect((await list(buyer, { search: 'ss27 knitwear' })).meta.total).toBe(knitwear)
    const march = ours.data.filter((row) => row.etd === '2027-03-01').length
    const dated = await list(buyer, { filter: { etd_from: '2027-03-01', etd_to: '2027-03-01' } })
    expect(dated.meta.total).toBe(march)
    expect((await list(buyer, { filter: { tag_id: w.id('tags', 'Priority') } })).meta.total).toBe(1)
    expect((await list(buyer, { filter: { assignee_id: w.userIds.admin } })).meta.total).toBe(1)
    const sorted = (await list(buyer, { sort: '-number' })).data.map((row) => row.number)
    expect(sorted).toEqual([...sorted].sort().reverse())
    // A view not on the list, which the contract's query type would refuse.
    const bad = await buyer.get('/api/orders?filter[view]=nowhere')
    expect(bad.statusCode).toBe(422)
  })
})

describe('ETA proposal', () => {
  it('adds the lead time of the route’s ETA rule, else the ship-to’s recipient freight, and the warehouse’s handling days to the ETD', async () => {
    const route = {
      etd: '2027-03-01',
      ship_from_address_id: w.id('addresses', 'Baltic Knit mill'),
      ship_to_warehouse_id: w.id('warehouses', 'Gothenburg'),
      freight_mode_id: w.id('freight-modes', 'Road'),
    }
    const road = await buyer.call(orderEndpoints.etaProposal, { body: route })
    expect(road).toMatchObject({ eta: '2027-03-07', lead_time_days: 4, handling_days: 2, source: 'eta-rule' })
    // From nowhere named: the Gothenburg DC's recipient freight by road (5 days), not the default rule.
    const served = await buyer.call(orderEndpoints.etaProposal, {
      body: { ...route, ship_from_address_id: null },
    })
    expect(served).toMatchObject({ eta: '2027-03-08', lead_time_days: 5, source: 'recipient-freight' })
    const fallback = await buyer.call(orderEndpoints.etaProposal, { body: { etd: '2027-12-20' } })
    expect(fallback).toMatchObject({ eta: '2028-01-19', lead_time_days: 30, handling_days: 0 })
  })
})

describe('permissions', () => {
  it('lets a user who may only read orders read them, but not draft, save, delete, send or ask for an ETA', async () => {
    const order = await postOrder(buyer, orderBody(w))
    await restrictPurchasers(admin, ['list.orders'])
    expect((await buyer.call(orderEndpoints.get, byId(order))).allowed_actions).toEqual([])
    await expectStatusForEach(
      buyer,
      [
        create(orderBody(w)),
        update(order, saveBody(order)),
        toCall(orderEndpoints.remove, byId(order)),
        toCall(orderEndpoints.act, { ...byId(order), body: { action: 'send', version: order.version } }),
        toCall(orderEndpoints.etaProposal, { body: { etd: '2027-01-01' } }),
      ],
      403,
    )
    await restrictPurchasers(admin, [])
    await expectStatusForEach(
      buyer,
      [
        toCall(orderEndpoints.list),
        toCall(orderEndpoints.get, byId(order)),
        toCall(orderEndpoints.history, byId(order)),
      ],
      403,
    )
    expect((await admin.request(orderEndpoints.remove, byId(order))).statusCode).toBe(200)
    expect((await admin.request(orderEndpoints.get, byId(order))).statusCode).toBe(404)
  })
})

describe('a company on both sides', () => {
  it('lists the orders it placed and those sent to it, each with its side, and filters by side', async () => {
    // Baltic also buys from Nordic (written as the owner: the demo has no partnership that way round).
    const [placed] = await t.database.db
      .insert(orders)
      .values({
        companyId: w.balticId,
        supplierCompanyId: w.nordicId,
        number: 'PO-B0001',
        buyerName: 'Baltic Knit Ltd',
        supplierName: 'Nordic Outdoor AB',
        status: 'sent',
        currency: 'EUR',
        sentAt: new Date(),
      })
      .returning()
    const sideOf = (page: { data: Array<{ side: string }> }) => new Set(page.data.map((row) => row.side))
    const all = await list(baltic, { per_page: 'all' })
    expect(sideOf(all)).toEqual(new Set(['buyer', 'supplier']))
    expect(all.data.find((row) => row.id === placed!.id)).toMatchObject({ side: 'buyer' })
    const supplied = await list(baltic, { per_page: 'all', filter: { side: 'supplier' } })
    expect(sideOf(supplied)).toEqual(new Set(['supplier']))
    expect(supplied.meta.total).toBe(all.meta.total - 1)
    const nordic = await list(admin, { per_page: 'all', filter: { view: 'in-progress' } })
    expect(nordic.data.find((row) => row.id === placed!.id)).toMatchObject({ side: 'supplier' })
  })
})
