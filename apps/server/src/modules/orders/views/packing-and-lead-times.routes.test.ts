import { articleEndpoints, type LeadTimeQuery, orderViewEndpoints as views } from '@scm/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ApiClient, toCall } from '../../../testing/api-client.ts'
import { expectHiddenFrom } from '../../../testing/cross-company.ts'
import { demoClients } from '../../../testing/sign-in.ts'
import { createTestApp, type TestApp } from '../../../testing/test-app.ts'
import { type OrderViewScenario, orderViewScenario } from '../testing/order-view-scenario.ts'

let t: TestApp
let buyer: ApiClient
let baltic: ApiClient
let s: OrderViewScenario

beforeAll(async () => {
  t = await createTestApp()
  ;({ buyer, baltic } = await demoClients(t.app))
  s = await orderViewScenario(t.database.db)
})
afterAll(() => t.close())

const packing = (order: { id: string; deliveries: Array<{ code: string }> }, index = 0) => ({
  params: { id: order.id, code: order.deliveries[index]!.code },
})

describe(`packing list (${process.env.TEST_PG_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it("lists a delivery's lines with packages and the article's packing instruction and box type", async () => {
    expect(await buyer.call(views.packingList, packing(s.orders.late!))).toMatchObject({
      order_number: s.orders.late!.number,
      side: 'buyer',
      buyer_name: 'Nordic Outdoor AB',
      supplier_name: 'Baltic Knit Ltd',
      buyer_reference: 'SS27 knitwear',
      code: s.orders.late!.deliveries[0]!.code,
      reference: 'DROP-1',
      warehouse_name: 'Borås DC',
      etd: '2027-02-01',
      eta: '2027-02-10',
      total_qty: '14',
      total_packages: 3,
      lines: [
        {
          position: 1,
          article_code: 'VIEW-SWEATER',
          qty: '10',
          packages: 2,
          mark_as: 'SS27',
          packing_instruction_name: 'Folded, 6 per inner',
          packing_instruction_text: 'Fold once, tissue between layers',
          qty_inner_box: 6,
          qty_outer_box: 24,
          box_type_name: 'Carton 60',
        },
        { position: 2, article_code: 'VIEW-SCARF', qty: '4', packages: 1, packing_instruction_name: null },
      ],
    })
  })

  it('shows the supplier the same packing instructions although it cannot read the buyer’s articles', async () => {
    expect(await baltic.call(views.packingList, packing(s.orders.late!))).toMatchObject({
      side: 'supplier',
      lines: [{ packing_instruction_name: 'Folded, 6 per inner', box_type_name: 'Carton 60' }, {}],
    })
    const article = await baltic.request(articleEndpoints.get, { params: { id: s.articles.sweater.id } })
    expect(article.statusCode).toBe(404)
  })

  it("answers 404 for another company's order, a draft for the supplier and an unknown code", async () => {
    await expectHiddenFrom(buyer, [toCall(views.packingList, packing(s.orders.outsiders!))], ['Outsider DC'])
    await expectHiddenFrom(baltic, [
      toCall(views.packingList, packing(s.orders.draft!)),
      toCall(views.packingList, packing(s.orders.elsewhere!)),
      toCall(views.packingList, { params: { id: s.orders.late!.id, code: 'PO-NOPE-1' } }),
      toCall(views.packingList, {
        params: { id: s.orders.outsiders!.id, code: s.orders.late!.deliveries[0]!.code },
      }),
    ])
  })
})

describe('lead-time schedule', () => {
  const leadTimes = async (
    client: ApiClient,
    filter: NonNullable<LeadTimeQuery['filter']> = {},
    sort?: LeadTimeQuery['sort'],
  ) =>
    (
      await client.call(views.leadTimes, {
        query: { filter: { from: '2027-01-01', to: '2027-01-31', ...filter }, sort },
      })
    ).data

  it('averages the days from sending to the planned and requested ETD/ETA per supplier', async () => {
    const rows = await leadTimes(buyer)
    expect(rows.map((row) => row.partner_company_id)).toEqual([s.companies.baltic, s.companies.outsider])
    // Sent 2027-01-04: ETD 2027-02-01 (28 days) and 2027-02-09 (36); sent 2027-01-11: ETD 2027-02-02 (22).
    expect(rows[0]).toMatchObject({
      partner_name: 'Baltic Knit Ltd',
      deliveries: 3,
      planned_etd_days: 28.7,
      requested_etd_days: 28,
      planned_eta_days: 38,
      requested_eta_days: 36,
      article_id: null,
    })
  })

  it('averages per supplier and article, with the article’s own lead time for the buyer', async () => {
    const rows = await leadTimes(buyer, { group_by: 'article' }, 'article_code')
    expect(rows.map((row) => row.article_code)).toEqual(['VIEW-SAMPLE', 'VIEW-SCARF', 'VIEW-SWEATER'])
    expect(rows[2]).toMatchObject({
      partner_name: 'Baltic Knit Ltd',
      article_lead_time_days: 30,
      deliveries: 2,
      planned_etd_days: 25,
    })
  })

  it("shows the supplier its clients' orders, never another supplier's, and no article lead time", async () => {
    const rows = await leadTimes(baltic, { group_by: 'article' })
    expect(new Set(rows.map((row) => row.partner_company_id))).toEqual(
      new Set([s.companies.nordic, s.companies.outsider]),
    )
    expect(rows.every((row) => row.article_lead_time_days === null)).toBe(true)
    expect(await leadTimes(buyer, { partner_company_id: s.companies.outsider })).toHaveLength(1)
  })
})
