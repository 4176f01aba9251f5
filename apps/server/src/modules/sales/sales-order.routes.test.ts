import {
  articleEndpoints,
  salesOrderEndpoints as e,
  inventoryEndpoints,
  orderEndpoints,
  productionOrderEndpoints,
  type SalesOrder,
  type SalesOrderLineBody,
} from '@scm/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ApiClient, expectFieldError, expectStatusForEach, toCall } from '../../testing/api-client.ts'
import { expectHiddenFrom } from '../../testing/cross-company.ts'
import { demoClients } from '../../testing/sign-in.ts'
import { createTestApp, type TestApp } from '../../testing/test-app.ts'
import { ledgerMismatches } from '../inventory/testing/ledger-invariant.ts'
import { stockActor } from '../inventory/testing/stock-actors.ts'

describe('sales orders', () => {
  let t: TestApp
  let admin: ApiClient
  let clients: Awaited<ReturnType<typeof demoClients>>
  let customer: string
  let baltic: string
  let dc: string
  const articleIds = new Map<string, string>()
  beforeAll(async () => {
    t = await createTestApp()
    clients = await demoClients(t.app)
    admin = clients.admin
    customer = (await admin.call(e.customers)).find((option) => option.name === 'Fjällbutiken Sport AB')!.id
    baltic = (await admin.call(e.suppliers)).find((option) => option.name === 'Baltic Knit Ltd')!.id
    const articles = await admin.call(articleEndpoints.list, { query: { per_page: 'all' } })
    for (const article of articles.data) articleIds.set(article.code, article.id)
    dc = (await stockOf('NO-2001'))!.warehouse_id
  })
  afterAll(() => t.close())

  async function stockOf(code: string) {
    const rows = await admin.call(inventoryEndpoints.list, { query: { search: code } })
    return rows.data.find((row) => row.warehouse_code === 'GOT-DC' && row.article_code === code)
  }
  const figures = async (code: string) => {
    const row = (await stockOf(code))!
    return { on_hand: row.on_hand, reserved: row.reserved }
  }
  const expectLedgerInStep = async () => {
    const nordic = await stockActor(t, 'admin@nordic.demo')
    expect(await nordic.run((ctx) => ledgerMismatches(ctx.tx, ctx.companyId))).toEqual([])
  }
  const line = (code: string, quantity: string, unit_price = '100'): SalesOrderLineBody => ({
    article_id: articleIds.get(code)!,
    warehouse_id: dc,
    quantity,
    unit_price,
  })
  const create = () =>
    admin.call(e.create, { body: { customer_company_id: customer, posting_date: '2027-03-01' } })
  const withLines = async (lines: SalesOrderLineBody[]) => {
    const order = await create()
    return admin.call(e.saveLines, { params: { id: order.id }, body: { lines, version: order.version } })
  }
  const act = (action: 'accept' | 'decline' | 'cancel' | 'dispatch', order: SalesOrder) =>
    admin.call(e[action], { params: { id: order.id }, body: { version: order.version } })
  const headerOf = (order: SalesOrder) => ({
    customer_company_id: order.customer_company_id,
    posting_date: order.posting_date,
    dispatch_date: order.dispatch_date,
    currency: order.currency,
    assigned_supplier_company_id: order.assigned_supplier_company_id,
    notes_to_supplier: order.notes_to_supplier,
    internal_information: order.internal_information,
    purchase_information: order.purchase_information,
    version: order.version,
  })

  it('lists the demo order: accepted, its lines held back in Gothenburg, linked to a purchase order', async () => {
    const list = await admin.call(e.list, { query: { filter: { accept_status: 'accepted' } } })
    const demo = list.data.find((row) => row.number === 'SO-000001')!
    expect(demo).toMatchObject({ customer_name: 'Fjällbutiken Sport AB', status: 'open', line_count: 2 })
    const order = await admin.call(e.get, { params: { id: demo.id } })
    expect(order.lines.map((l) => [l.article_code, l.warehouse_code, l.quantity])).toEqual([
      ['NO-2001', 'GOT-DC', '40'],
      ['NO-1001', 'GOT-DC', '5'],
    ])
    expect(order.purchase_orders).toHaveLength(1)
    expect(order.lines[0]!.procurement_document).toBe(order.purchase_orders[0]!.number)
    expect(order.production_orders).toEqual([])
    expect(await figures('NO-2001')).toEqual({ on_hand: '210', reserved: '40' })
    const byCustomer = await admin.call(e.list, { query: { filter: { customer_company_id: customer } } })
    expect(byCustomer.data.map((row) => row.id)).toContain(demo.id)
  })

  it('creates an open order waiting for an answer, and saves its header on the version it was read at', async () => {
    const created = await create()
    expect(created).toMatchObject({
      number: expect.stringMatching(/^SO-\d{6}$/),
      status: 'open',
      accept_status: 'pending',
      customer_name: 'Fjällbutiken Sport AB',
      lines: [],
    })
    const saved = await admin.call(e.update, {
      params: { id: created.id },
      body: {
        ...headerOf(created),
        dispatch_date: '2027-03-15',
        assigned_supplier_company_id: baltic,
        notes_to_supplier: 'Pack per store',
        internal_information: 'VIP customer',
        purchase_information: 'Buy from Baltic',
      },
    })
    expect(saved).toMatchObject({
      dispatch_date: '2027-03-15',
      assigned_supplier_name: 'Baltic Knit Ltd',
      notes_to_supplier: 'Pack per store',
      version: created.version + 1,
    })
    const stale = await admin.send(toCall(e.update, { params: { id: created.id }, body: headerOf(created) }))
    expect(stale.statusCode).toBe(409)
  })

  it('reserves on acceptance, follows line changes, and releases on decline and on cancel', async () => {
    const before = await figures('NO-1002')
    const order = await withLines([
      line('NO-1002', '10'),
      { ...line('NO-1002', '2.5'), free_text: 'Gift wrap' },
    ])
    expect(order).toMatchObject({ line_count: 2, total_value: '1250' })
    const accepted = await act('accept', order)
    expect(accepted.accept_status).toBe('accepted')
    expect((await figures('NO-1002')).reserved).toBe(String(Number(before.reserved) + 12.5))
    // A second click answers the order as it is and reserves nothing more.
    expect((await act('accept', order)).version).toBe(accepted.version)
    const edited = await admin.call(e.saveLines, {
      params: { id: order.id },
      body: { lines: [line('NO-1002', '4')], version: accepted.version },
    })
    expect((await figures('NO-1002')).reserved).toBe(String(Number(before.reserved) + 4))
    const declined = await act('decline', edited)
    expect(declined.accept_status).toBe('declined')
    expect(await figures('NO-1002')).toEqual(before)
    const again = await act('accept', declined)
    const cancelled = await act('cancel', again)
    expect(cancelled.status).toBe('cancelled')
    expect(await figures('NO-1002')).toEqual(before)
    const refused = await admin.send(
      toCall(e.accept, { params: { id: order.id }, body: { version: cancelled.version } }),
    )
    expect(refused.statusCode).toBe(409)
    expect(refused.json().message).toBe('Försäljningsordern kan inte accepteras i sitt nuvarande läge')
    await expectLedgerInStep()
  })

  it('dispatches an accepted order once: the reservation released and the stock issued in one step', async () => {
    const before = await figures('NO-1003')
    const order = await act('accept', await withLines([line('NO-1003', '3'), line('NO-1003', '2')]))
    const dispatched = await act('dispatch', order)
    expect(dispatched).toMatchObject({ dispatched_by_name: 'Anna Berg' })
    expect(dispatched.dispatched_at).not.toBeNull()
    expect(await figures('NO-1003')).toEqual({
      on_hand: String(Number(before.on_hand) - 5),
      reserved: before.reserved,
    })
    // The same click again (the version it was taken on): stock changes once.
    const twice = await admin.send(
      toCall(e.dispatch, { params: { id: order.id }, body: { version: order.version } }),
    )
    expect(twice.statusCode).toBe(200)
    expect(await figures('NO-1003')).toEqual({
      on_hand: String(Number(before.on_hand) - 5),
      reserved: before.reserved,
    })
    const ledger = await admin.call(inventoryEndpoints.ledger, {
      params: { article_id: articleIds.get('NO-1003')!, warehouse_id: dc },
    })
    expect(ledger.data[0]).toMatchObject({
      document_type: 'sales_order',
      document_label: order.number,
      quantity: '-5',
    })
    expect(ledger.data.filter((entry) => entry.document_id === order.id)).toHaveLength(1)
    // Dispatched is final: no more answers, lines or header changes.
    for (const call of [
      toCall(e.cancel, { params: { id: order.id }, body: { version: dispatched.version } }),
      toCall(e.saveLines, { params: { id: order.id }, body: { lines: [], version: dispatched.version } }),
      toCall(e.update, { params: { id: order.id }, body: headerOf(dispatched) }),
    ])
      expect((await admin.send(call)).statusCode).toBe(409)
    await expectLedgerInStep()
  })

  it('refuses to dispatch more than is on hand, naming the article, and changes nothing', async () => {
    const before = await figures('NO-3002')
    const order = await act('accept', await withLines([line('NO-3002', '500')]))
    const refused = await admin.send(
      toCall(e.dispatch, { params: { id: order.id }, body: { version: order.version } }),
    )
    expect(refused.statusCode).toBe(409)
    expect(refused.json().message).toContain('NO-3002')
    const reread = await admin.call(e.get, { params: { id: order.id } })
    expect(reread.dispatched_at).toBeNull()
    expect((await figures('NO-3002')).on_hand).toBe(before.on_hand)
    const pending = await admin.send(
      toCall(e.dispatch, { params: { id: (await create()).id }, body: { version: 0 } }),
    )
    expect(pending.statusCode).toBe(409)
    await act('cancel', reread)
    await expectLedgerInStep()
  })

  // Baltic assigned, then a purchase order made for what is left to buy.
  const boughtFromBaltic = async (order: SalesOrder) => {
    const assigned = await admin.call(e.update, {
      params: { id: order.id },
      body: { ...headerOf(order), assigned_supplier_company_id: baltic },
    })
    return admin.call(e.createPurchaseOrder, {
      params: { id: order.id },
      body: { version: assigned.version },
    })
  }

  it('creates a purchase-order draft to the assigned supplier with the lines not yet procured', async () => {
    const order = await withLines([line('NO-2001', '12', '449'), line('NO-2002', '3', '399')])
    const noSupplier = await admin.send(
      toCall(e.createPurchaseOrder, { params: { id: order.id }, body: { version: order.version } }),
    )
    expect(noSupplier.statusCode).toBe(409)
    const made = await boughtFromBaltic(order)
    expect(made.purchase_orders).toHaveLength(1)
    const [purchase] = made.purchase_orders
    expect(purchase).toMatchObject({ status: 'draft', supplier_name: 'Baltic Knit Ltd' })
    expect(made.lines.map((l) => [l.procurement_document, l.purchase_order_id])).toEqual([
      [purchase!.number, purchase!.id],
      [purchase!.number, purchase!.id],
    ])
    const draft = await admin.call(orderEndpoints.get, { params: { id: purchase!.id } })
    expect(draft.buyer_reference).toBe(order.number)
    expect(draft.deliveries[0]!.lines.map((l) => [l.article_code, l.qty])).toEqual([
      ['NO-2001', '12.000'],
      ['NO-2002', '3.000'],
    ])
    // Saved again with their ids, the lines keep their purchase order; every line has one now.
    const kept = await admin.call(e.saveLines, {
      params: { id: order.id },
      body: {
        lines: made.lines.map((l) => ({
          ...line(l.article_code, l.quantity),
          id: l.id,
          procurement_document: 'x',
        })),
        version: made.version,
      },
    })
    expect(kept.lines.map((l) => l.procurement_document)).toEqual([purchase!.number, purchase!.number])
    const nothing = await admin.send(
      toCall(e.createPurchaseOrder, { params: { id: order.id }, body: { version: kept.version } }),
    )
    expect(nothing.statusCode).toBe(409)
    expect(nothing.json().message).toBe('Ingen rad återstår att köpa: alla rader har redan en inköpsorder')
  })

  it('creates a production-order draft for the lines the company makes itself, once', async () => {
    // NO-1001 has a bill of material (the demo's jacket); NO-2002 is bought.
    const order = await withLines([line('NO-1001', '6', '1290'), line('NO-2002', '3', '399')])
    const made = await admin.call(e.createProductionOrders, {
      params: { id: order.id },
      body: { version: order.version },
    })
    expect(made.production_orders).toEqual([
      { id: expect.any(String), number: expect.stringMatching(/^PRD-\d{5}$/), status: 'draft' },
    ])
    const production = await admin.call(productionOrderEndpoints.get, {
      params: { id: made.production_orders[0]!.id },
    })
    expect(production).toMatchObject({
      article_code: 'NO-1001',
      planned_quantity: '6',
      warehouse_id: dc,
      sales_order_id: order.id,
    })
    const again = await admin.send(
      toCall(e.createProductionOrders, { params: { id: order.id }, body: { version: made.version } }),
    )
    expect(again.statusCode).toBe(409)
    expect(again.json().message).toBe(
      'Ingen rad återstår att tillverka: alla rader med stycklista har en produktions- eller inköpsorder',
    )
    const [prd] = made.production_orders
    expect(made.lines.map((l) => [l.article_code, l.production_order_id, l.production_order_number])).toEqual(
      [
        ['NO-1001', prd!.id, prd!.number],
        ['NO-2002', null, null],
      ],
    )

    // The purchase order buys only the line not produced; then nothing is left to buy, and the 409 says so.
    const bought = await boughtFromBaltic(made)
    expect(bought.lines.map((l) => [l.article_code, l.purchase_order_id !== null])).toEqual([
      ['NO-1001', false],
      ['NO-2002', true],
    ])
    for (const [locale, message] of [
      [
        'en',
        `No line is left to buy: every line without a purchase order is made by production order ${prd!.number}`,
      ],
      [
        'sv',
        `Ingen rad återstår att köpa: varje rad utan inköpsorder tillverkas i produktionsorder ${prd!.number}`,
      ],
    ] as const) {
      const refused = await admin.request(e.createPurchaseOrder, {
        params: { id: order.id },
        body: { version: bought.version },
        locale,
      })
      expect(refused.statusCode).toBe(409)
      expect(refused.json().message).toBe(message)
    }
  })

  it('refuses unknown partners, articles and warehouses per field, in Swedish and English', async () => {
    await expectFieldError(
      admin,
      toCall(e.create, { body: { customer_company_id: baltic, posting_date: '2027-03-01' } }),
      'customer_company_id',
      { sv: 'Välj ett företag som du säljer till', en: 'Choose a company you sell to' },
    )
    const order = await create()
    await expectFieldError(
      admin,
      toCall(e.update, {
        params: { id: order.id },
        body: { ...headerOf(order), assigned_supplier_company_id: customer },
      }),
      'assigned_supplier_company_id',
      { sv: 'Välj ett företag som du köper från', en: 'Choose a company you buy from' },
    )
    await expectFieldError(
      admin,
      toCall(e.saveLines, {
        params: { id: order.id },
        body: {
          lines: [line('NO-1001', '1'), { ...line('NO-1001', '1'), warehouse_id: customer }],
          version: order.version,
        },
      }),
      'lines.1.warehouse_id',
      { sv: 'Välj ett av dina aktiva lager', en: 'Choose an active warehouse of yours' },
    )
    const bad = await admin.send(
      toCall(e.saveLines, {
        params: { id: order.id },
        body: { lines: [{ ...line('NO-1001', '0'), unit_price: 'abc' }], version: order.version },
      }),
    )
    expect(bad.statusCode).toBe(422)
    expect(Object.keys(bad.json().errors).sort()).toEqual(['lines.0.quantity', 'lines.0.unit_price'])
  })

  it('keeps each company to its own sales orders, and asks for the permission', async () => {
    const order = await create()
    const calls = [
      toCall(e.get, { params: { id: order.id } }),
      toCall(e.update, { params: { id: order.id }, body: headerOf(order) }),
      toCall(e.saveLines, { params: { id: order.id }, body: { lines: [], version: order.version } }),
      ...(
        ['accept', 'decline', 'cancel', 'dispatch', 'createPurchaseOrder', 'createProductionOrders'] as const
      ).map((action) => toCall(e[action], { params: { id: order.id }, body: { version: order.version } })),
    ]
    await expectHiddenFrom(clients.baltic, calls, [order.number])
    const list = await clients.baltic.call(e.list)
    expect(list.data.map((row) => row.id)).not.toContain(order.id)
    // The purchaser's role does not hold manage.sales.orders; a guest is not signed in.
    await expectStatusForEach(clients.buyer, [toCall(e.list), ...calls], 403)
    await expectStatusForEach(clients.guest, [toCall(e.list), ...calls], 401)
  })
})
