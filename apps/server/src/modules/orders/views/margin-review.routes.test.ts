import {
  type ArticleMarginQuery,
  articleEndpoints,
  type OrderMargin,
  type OrderMarginQuery,
  orderViewEndpoints as views,
} from '@scm/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ApiClient, expectFieldError, expectStatusForEach, toCall } from '../../../testing/api-client.ts'
import { demoClients } from '../../../testing/sign-in.ts'
import { createTestApp, type TestApp } from '../../../testing/test-app.ts'
import { insertExchangeRates } from '../../company-settings/testing/exchange-rate-rows.ts'
import { type InsertedOrder, insertOrder } from '../testing/order-view-fixtures.ts'
import { type OrderViewScenario, orderViewScenario } from '../testing/order-view-scenario.ts'

let t: TestApp
let admin: ApiClient
let buyer: ApiClient
let baltic: ApiClient
let s: OrderViewScenario
let kroner: InsertedOrder

beforeAll(async () => {
  t = await createTestApp()
  ;({ admin, buyer, baltic } = await demoClients(t.app))
  s = await orderViewScenario(t.database.db)
  const { nordic, baltic: supplier } = s.companies
  // Nordic reports in EUR (the default); SEK converts by the newest EUR→SEK rate (the demo data has
  // an older one), NOK not at all.
  await insertExchangeRates(t.database.db, [
    { companyId: nordic, fromCurrency: 'EUR', toCurrency: 'SEK', rate: '11', date: '2026-11-10' },
    { companyId: nordic, fromCurrency: 'EUR', toCurrency: 'SEK', rate: '10', date: '2026-11-20' },
  ])
  kroner = await insertOrder(t.database.db, {
    buyer: nordic,
    supplier,
    currency: 'NOK',
    createdAt: new Date('2027-03-01T09:00:00Z'),
    deliveries: [{ lines: [{ articleId: s.articles.sweater.id, qty: '2', price: '3' }] }],
  })
})
afterAll(() => t.close())

const margins = (client: ApiClient, query: OrderMarginQuery = {}) => client.call(views.margins, { query })
const articleMargins = (client: ApiClient, query: ArticleMarginQuery = {}) =>
  client.call(views.articleMargins, { query })
const byOrder = (rows: OrderMargin[], id: string) => rows.find((row) => row.order_id === id)

describe(`margin per order (${process.env.TEST_PG_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('compares the sales prices with the order prices after discount, in the reporting currency', async () => {
    const { data, meta } = await margins(admin)
    expect(meta.total).toBe(5)
    // 10 × 5 + 4 × 2.5 + 1 × 8 paid; sold 10 × 12.50 + 4 × 55 SEK / 10; the sample has no sales price.
    expect(byOrder(data, s.orders.late!.id)).toMatchObject({
      number: s.orders.late!.number,
      supplier_name: 'Baltic Knit Ltd',
      currency: 'EUR',
      reporting_currency: 'EUR',
      purchase_value: '68.00',
      purchase_value_reporting: '68.00',
      sales_value: '147.00',
      margin: '87.00',
      margin_percent: '59.18',
      priced_lines: 2,
      unpriced_lines: 1,
    })
    expect(byOrder(data, s.orders.transit!.id)).toMatchObject({
      purchase_value: '108.00',
      sales_value: '250.00',
      margin: '142.00',
      margin_percent: '56.80',
    })
    expect(byOrder(data, s.orders.draft!.id)).toMatchObject({ purchase_value: '0.00', margin: null })
    expect(byOrder(data, kroner.id)).toMatchObject({
      purchase_value: '6.00',
      purchase_value_reporting: null,
      sales_value: null,
      margin: null,
      margin_percent: null,
    })
    expect(data.map((row) => row.order_id)).not.toContain(s.orders.cancelled!.id)
    expect(data.map((row) => row.order_id)).not.toContain(s.orders.outsiders!.id)
  })

  it('filters by supplier, status, currency and creation date, and searches the order number', async () => {
    const ids = async (query: OrderMarginQuery) =>
      (await margins(admin, query)).data.map((row) => row.order_id)
    const filter = (by: NonNullable<OrderMarginQuery['filter']>) => ids({ filter: by })
    expect(await filter({ partner_company_id: s.companies.outsider })).toEqual([s.orders.elsewhere!.id])
    expect(await filter({ status: 'cancelled' })).toEqual([s.orders.cancelled!.id])
    expect(await filter({ currency: 'USD' })).toEqual([s.orders.elsewhere!.id])
    expect(await filter({ currency: 'NOK' })).toEqual([kroner.id])
    expect(await filter({ from: '2027-01-10', to: '2027-01-31' })).toEqual([s.orders.transit!.id])
    expect(await ids({ search: s.orders.late!.number })).toEqual([s.orders.late!.id])
  })
})

describe('margin per SKU', () => {
  it('sums each ordered article over the filtered orders, leaving out lines without a rate', async () => {
    const { data } = await articleMargins(admin)
    expect(data.map((row) => row.code)).toEqual(['VIEW-SAMPLE', 'VIEW-SCARF', 'VIEW-SWEATER'])
    expect(data[2]).toMatchObject({
      orders: 3,
      qty: '32',
      average_purchase_price: '5.2667',
      sales_price: '12.5000',
      purchase_value: '158.00',
      sales_value: '375.00',
      margin: '217.00',
      margin_percent: '57.87',
      unconverted_lines: 1,
    })
    expect(data[1]).toMatchObject({ sales_price: '5.5000', sales_value: '22.00', margin_percent: '54.55' })
    expect(data[0]).toMatchObject({ purchase_value: '8.00', sales_price: null, margin: null })
    const january = await articleMargins(admin, { filter: { to: '2027-01-05' }, search: 'sweater' })
    expect(january.data).toEqual([expect.objectContaining({ code: 'VIEW-SWEATER', orders: 1, qty: '10' })])
  })
})

describe('margins are the buyer’s alone', () => {
  it('refuses a user without manage.price.margins', async () => {
    await expectStatusForEach(buyer, [toCall(views.margins), toCall(views.articleMargins)], 403)
  })

  it("shows a supplier holding the permission no margin of its clients' orders", async () => {
    const none = { data: [], meta: { total: 0 } }
    expect(await margins(baltic)).toMatchObject(none)
    expect(await articleMargins(baltic)).toMatchObject(none)
  })

  it('keeps the sales price out of an article shared with the supplier; a price needs its currency', async () => {
    await expectFieldError(
      admin,
      toCall(articleEndpoints.create, { body: { code: 'PRICED-1', name: 'Priced', sales_price: '4321.75' } }),
      'sales_currency',
      { sv: 'Välj försäljningsprisets valuta', en: 'Choose the currency of the sales price' },
    )
    const created = await admin.request(articleEndpoints.create, {
      body: {
        code: 'PRICED-1',
        name: 'Priced',
        sales_price: '4321.75',
        sales_currency: 'SEK',
        shared_with: [s.companies.baltic],
      },
    })
    expect(created.statusCode, created.body).toBe(201)
    expect(created.json()).toMatchObject({ sales_price: '4321.75', sales_currency: 'SEK' })
    // Read unparsed: parsing would trim a leaked sales price before the check. The price has four
    // digits before its point, so no timestamp ("…:59.535Z") or id can contain it by chance.
    const shared = await baltic.request(articleEndpoints.sharedGet, { params: { id: created.json().id } })
    expect(shared.statusCode, shared.body).toBe(200)
    expect(shared.body).not.toContain('sales_')
    expect(shared.body).not.toContain('4321.75')
  })
})
