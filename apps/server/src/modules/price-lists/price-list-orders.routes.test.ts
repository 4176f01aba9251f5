import {
  type EndpointQuery,
  type Order,
  orderEndpoints as orders,
  type PriceList,
  priceListEndpoints as priceLists,
} from '@scm/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ApiClient, toCall } from '../../testing/api-client.ts'
import { expectHiddenFrom } from '../../testing/cross-company.ts'
import { demoClients } from '../../testing/sign-in.ts'
import { createTestApp, type TestApp } from '../../testing/test-app.ts'
import {
  acted,
  deliveryBody,
  lineBody,
  type OrderWorld,
  orderBody,
  orderWorld,
  postOrder,
  saveBody,
} from '../orders/testing/order-fixtures.ts'
import { createList } from './testing/price-fixtures.ts'

let t: TestApp
let admin: ApiClient
let buyer: ApiClient
let baltic: ApiClient
let w: OrderWorld
let list: PriceList

const related = (client: ApiClient, query: EndpointQuery<typeof priceLists.orders> = {}) =>
  client.call(priceLists.orders, { params: { id: list.id }, query })

beforeAll(async () => {
  t = await createTestApp()
  ;({ admin, buyer, baltic } = await demoClients(t.app))
  w = await orderWorld(admin, buyer, baltic)
  list = await createList(admin, {
    name: 'Baltic SEK base',
    currency: 'SEK',
    valid_from: '2020-01-01',
    counterparty_company_id: w.balticId,
  })
  for (const code of ['NO-2001', 'NO-2003'])
    await admin.call(priceLists.addLine, {
      params: { id: list.id },
      body: { article_id: w.articles[code]!, gross_price: '80' },
    })
})
afterAll(() => t.close())

describe(`a price list's related orders (${process.env.TEST_PG_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  let order: Order

  it('lists the orders with lines the list priced, and how many', async () => {
    expect((await related(admin)).data).toEqual([])
    order = await postOrder(
      buyer,
      orderBody(w, {
        deliveries: [
          deliveryBody(w, {
            lines: [
              lineBody(w, 'NO-2001', '2', null),
              lineBody(w, 'NO-2003', '2', null),
              lineBody(w, 'NO-2005'),
            ],
          }),
        ],
      }),
    )
    // An order with typed prices only is not related.
    await postOrder(buyer, orderBody(w))
    const answer = await related(admin)
    expect(answer.meta.total).toBe(1)
    expect(answer.data).toEqual([
      expect.objectContaining({
        id: order.id,
        number: order.number,
        side: 'buyer',
        counterparty_name: 'Baltic Knit Ltd',
        status: 'draft',
        priced_lines: 2,
      }),
    ])
    expect((await related(admin, { search: order.number })).meta.total).toBe(1)
    expect((await related(admin, { search: 'nothing-like-it' })).meta.total).toBe(0)
  })

  it('keeps the list while a re-save keeps the price, and drops it from a line given another', async () => {
    const saved = await buyer.call(orders.update, { params: { id: order.id }, body: saveBody(order) })
    expect((await related(admin)).data[0]!.priced_lines).toBe(2)
    const lines = saveBody(saved).deliveries[0]!.lines
    order = await buyer.call(orders.update, {
      params: { id: order.id },
      body: saveBody(saved, {
        deliveries: [
          { ...saveBody(saved).deliveries[0], lines: [{ ...lines[0], price: '79' }, ...lines.slice(1)] },
        ],
      }),
    })
    expect((await related(admin)).data[0]!.priced_lines).toBe(1)
  })

  it('shows the supplier the orders sent to it once the list is shared with it', async () => {
    // Internal to Nordic: Baltic cannot tell the list exists.
    await expectHiddenFrom(baltic, [toCall(priceLists.orders, { params: { id: list.id } })])
    await admin.call(priceLists.publish, { params: { id: list.id }, body: { version: list.version } })
    // A draft is the buyer's own: the supplier sees the order once it is sent.
    expect((await related(baltic)).data).toEqual([])
    await acted(buyer, order, 'send')
    expect((await related(baltic)).data).toEqual([
      expect.objectContaining({
        id: order.id,
        side: 'supplier',
        counterparty_name: 'Nordic Outdoor AB',
        status: 'sent',
      }),
    ])
  })

  it('answers bad paging with 422, not 500', async () => {
    // A page size off the list, which the contract's query type refuses.
    const bad = await admin.get(`/api/price-lists/${list.id}/orders?per_page=7`)
    expect(bad.statusCode).toBe(422)
    expect(Object.keys(bad.json().errors)).toEqual(['per_page'])
  })
})
