import { type Order, orderEndpoints, paramEndpoints, priceListEndpoints } from '@scm/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ApiClient, expectFieldError, toCall } from '../../testing/api-client.ts'
import { expectHiddenFrom } from '../../testing/cross-company.ts'
import { demoClients } from '../../testing/sign-in.ts'
import { createTestApp, type TestApp } from '../../testing/test-app.ts'
import { unavailable } from '../company-settings/testing/settings-fixtures.ts'
import { createList } from '../price-lists/testing/price-fixtures.ts'
import {
  deliveryBody,
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
  ;({ admin, buyer, baltic } = await demoClients(t.app))
  w = await orderWorld(admin, buyer, baltic)
})
afterAll(() => t.close())

// Order bodies come from the fixtures' loose builders (some off the contract on purpose), so they are
// sent as they are, to the contract's path.
const create = (body: Record<string, unknown>) => ({ ...toCall(orderEndpoints.create), payload: body })
const update = (id: string, body: Record<string, unknown>) => ({
  ...toCall(orderEndpoints.update, { params: { id } }),
  payload: body,
})

describe('drafting an order', () => {
  let draft: Order

  it('creates a draft with numbered deliveries, copied names and totals after the discount', async () => {
    draft = await postOrder(
      buyer,
      orderBody(w, {
        discount_percent: '10',
        payment_term_id: w.id('payment-terms', '60 days'),
        internal_status_id: w.id('internal-order-statuses', 'Budget'),
        tag_ids: [w.id('tags', 'Priority')],
        assignee_ids: [w.userIds.buyer],
        deliveries: [
          deliveryBody(w, {
            season_id: w.id('seasons', 'Spring'),
            forwarder_id: w.id('forwarders', 'DHL'),
            lines: [lineBody(w, 'NO-2001', '10', '100'), lineBody(w, 'NO-2002', '5.5', '20.25')],
          }),
          deliveryBody(w, { lines: [lineBody(w, 'NO-3001', '3', '33.3333')] }),
        ],
      }),
    )
    expect(draft.number).toMatch(/^PO-\d{6}$/)
    expect(draft).toMatchObject({
      side: 'buyer',
      status: 'draft',
      buyer_name: 'Nordic Outdoor AB',
      supplier_name: 'Baltic Knit Ltd',
      payment_term_name: '60 days net',
      internal_status_name: 'Budget checked',
      tags: [{ name: 'Priority' }],
      assignees: [{ id: w.userIds.buyer, name: 'Erik Lund' }],
      created_by_name: 'Erik Lund',
      total_qty: '18.500',
      // (1000 + 111.375 + 99.9999) × 0.9
      total_value: '1090.2374',
      delivery_count: 2,
      allowed_actions: ['send', 'cancel'],
    })
    const [first, second] = draft.deliveries
    expect(first).toMatchObject({
      position: 1,
      code: `${draft.number}-1`,
      warehouse_name: 'Gothenburg DC',
      season_name: 'Spring/Summer 2027',
      forwarder_name: 'DHL Global Forwarding',
      total_qty: '15.500',
      total_value: '1000.2375',
    })
    expect(first!.lines[1]).toMatchObject({
      article_code: 'NO-2002',
      supplier_article_id: 'BK-2002',
      qty: '5.500',
      price: '20.2500',
      price_source: 'manual',
      line_value: '111.3750',
    })
    expect(second!.code).toBe(`${draft.number}-2`)
    const next = await Promise.all(Array.from({ length: 4 }, () => postOrder(buyer, orderBody(w))))
    const numbers = next.map((order) => Number(order.number.slice(3))).sort((a, b) => a - b)
    const start = Number(draft.number.slice(3))
    expect(numbers).toEqual([start + 1, start + 2, start + 3, start + 4])
  })

  it('refuses each bad reference on its own field', async () => {
    const warehouses = await baltic.call(paramEndpoints.selectMany, { query: { select_many: 'warehouses' } })
    const kaunas = warehouses.warehouses![0]!.id
    await expectFieldError(
      buyer,
      create(orderBody(w, { deliveries: [deliveryBody(w, { warehouse_id: kaunas })] })),
      'deliveries.0.warehouse_id',
      unavailable,
    )
    await expectFieldError(
      buyer,
      create(
        orderBody(w, {
          deliveries: [deliveryBody(w, { lines: [lineBody(w, 'NO-2001'), lineBody(w, 'NO-4006')] })],
        }),
      ),
      'deliveries.0.lines.1.article_id',
      { sv: 'Artikeln är arkiverad', en: 'This article is archived' },
    )
    await expectFieldError(
      buyer,
      create(
        orderBody(w, {
          deliveries: [deliveryBody(w, { lines: [{ ...lineBody(w, 'NO-2001'), price: null }] })],
        }),
      ),
      'deliveries.0.lines.0.price',
      {
        sv: 'Ingen prislista eller prisregel prissätter artikeln: ange ett pris',
        en: 'No price list or price rule prices this article: enter a price',
      },
    )
    await expectFieldError(
      buyer,
      create(orderBody(w, { tag_ids: [w.id('tags', 'Recycled')] })),
      'tag_ids.0',
      unavailable,
    )
    await expectFieldError(
      buyer,
      create(orderBody(w, { internal_status_id: w.id('seasons', 'Spring') })),
      'internal_status_id',
      unavailable,
    )
    await expectFieldError(
      buyer,
      create(orderBody(w, { supplier_company_id: w.nordicId })),
      'supplier_company_id',
      {
        sv: 'Välj ett av de tillåtna värdena',
        en: 'Choose one of the allowed values',
      },
    )
    const many = await buyer.send(
      create(
        orderBody(w, {
          payment_term_id: kaunas,
          deliveries: [
            deliveryBody(w, { season_id: kaunas, lines: [{ ...lineBody(w, 'NO-2001'), vat_id: kaunas }] }),
          ],
        }),
      ),
    )
    expect(many.statusCode).toBe(422)
    expect(Object.keys(many.json().errors).sort()).toEqual([
      'deliveries.0.lines.0.vat_id',
      'deliveries.0.season_id',
      'payment_term_id',
    ])
    const late = await buyer.send(
      create(orderBody(w, { deliveries: [deliveryBody(w, { etd: '2027-04-01' })] })),
    )
    expect(Object.keys(late.json().errors)).toEqual(['deliveries.0.eta'])
  })

  it('prices a line sent without a price from the price lists', async () => {
    const list = await createList(admin, {
      name: 'Baltic SEK',
      currency: 'SEK',
      valid_from: '2020-01-01',
      counterparty_company_id: w.balticId,
    })
    const line = await admin.request(priceListEndpoints.addLine, {
      params: { id: list.id },
      body: { article_id: w.articles['NO-2003']!, gross_price: '80' },
    })
    expect(line.statusCode, line.body).toBe(201)
    const order = await postOrder(
      buyer,
      orderBody(w, { deliveries: [deliveryBody(w, { lines: [lineBody(w, 'NO-2003', '2', null)] })] }),
    )
    expect(order.deliveries[0]!.lines[0]).toMatchObject({ price: '80.0000', price_source: 'price_list' })
    expect(order.total_value).toBe('160.0000')
    const kept = await buyer.send(update(order.id, saveBody(order)))
    expect(kept.json().deliveries[0].lines[0].price_source).toBe('price_list')
  })

  it('saves the whole draft again: rows keep their ids, positions and codes follow, the history shows what changed', async () => {
    const [first, second] = draft.deliveries
    const body = saveBody(draft, {
      discount_percent: '0',
      deliveries: [{ ...saveBody(draft).deliveries[1], etd: '2027-03-05' }],
    })
    const response = await buyer.send(update(draft.id, body))
    expect(response.statusCode, response.body).toBe(200)
    const saved: Order = response.json()
    expect(saved.version).toBe(draft.version + 1)
    expect(saved.deliveries).toHaveLength(1)
    expect(saved.deliveries[0]).toMatchObject({
      id: second!.id,
      position: 1,
      code: `${draft.number}-1`,
      etd: '2027-03-05',
    })
    expect(saved.deliveries[0]!.lines[0]!.id).toBe(second!.lines[0]!.id)
    expect(saved).toMatchObject({ total_qty: '3.000', total_value: '99.9999', delivery_count: 1 })
    const history = await buyer.call(orderEndpoints.history, { params: { id: draft.id } })
    expect(history.map((entry) => entry.event)).toEqual(['created', 'updated'])
    expect(history[1]!.changes).toEqual(
      expect.arrayContaining([
        { field: 'discount_percent', before: '10', after: '0' },
        { field: 'deliveries.1.etd', before: '2027-03-01', after: '2027-03-05' },
        { field: 'deliveries.2', before: `${draft.number}-2`, after: null },
      ]),
    )
    const stale = await buyer.send(update(draft.id, body))
    expect(stale.statusCode).toBe(409)
    const foreign = await buyer.send(
      update(
        draft.id,
        saveBody(saved, { deliveries: [{ ...saveBody(draft).deliveries[0], id: first!.id }] }),
      ),
    )
    expect(foreign.json().errors).toHaveProperty('deliveries.0.id')
    draft = saved
  })

  it('keeps a draft from the supplier: every call is 404, and its lists do not show it', async () => {
    const ofDraft = () => ({ params: { id: draft.id } })
    await expectHiddenFrom(
      baltic,
      [
        toCall(orderEndpoints.get, ofDraft()),
        update(draft.id, saveBody(draft)),
        toCall(orderEndpoints.remove, ofDraft()),
        toCall(orderEndpoints.act, { ...ofDraft(), body: { action: 'confirm', version: draft.version } }),
        toCall(orderEndpoints.history, ofDraft()),
        toCall(orderEndpoints.comments, ofDraft()),
        toCall(orderEndpoints.get, { params: { id: '00000000-0000-4000-8000-000000000000' } }),
      ],
      [draft.number],
    )
    const list = await baltic.call(orderEndpoints.list, { query: { per_page: 'all' } })
    expect(list.data.map((row) => row.id)).not.toContain(draft.id)
  })
})
