import {
  articleEndpoints,
  inventoryTransactionEndpoints as e,
  type InventoryTransaction,
  type InventoryTransactionBody,
  inventoryEndpoints,
  warehouseEndpoints,
} from '@scm/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ApiClient, expectFieldError, expectStatusForEach, toCall } from '../../../testing/api-client.ts'
import { expectHiddenFrom, expectNoneOf } from '../../../testing/cross-company.ts'
import { demoClients } from '../../../testing/sign-in.ts'
import { createTestApp, type TestApp } from '../../../testing/test-app.ts'
import { restrictPurchasers } from '../../articles/testing/restrict-purchasers.ts'
import { ledgerMismatches } from '../testing/ledger-invariant.ts'
import { type StockActor, stockActor } from '../testing/stock-actors.ts'

let t: TestApp
let clients: Awaited<ReturnType<typeof demoClients>>
let admin: ApiClient
let nordic: StockActor
const article = new Map<string, string>()
const warehouse = new Map<string, string>()

beforeAll(async () => {
  t = await createTestApp()
  clients = await demoClients(t.app)
  admin = clients.admin
  nordic = await stockActor(t, 'admin@nordic.demo')
  const articles = await admin.call(articleEndpoints.list, { query: { per_page: 'all' } })
  for (const one of articles.data) article.set(one.code, one.id)
  const warehouses = await admin.call(warehouseEndpoints.list, { query: { per_page: 'all' } })
  for (const one of warehouses.data) warehouse.set(one.code, one.id)
})
afterAll(() => t.close())

const mismatches = () => nordic.run((ctx) => ledgerMismatches(ctx.tx, ctx.companyId))

// What the inventory table says of an article in a warehouse (zeros where the ledger has not been).
async function stockOf(code: string, warehouseCode: string) {
  const page = await admin.call(inventoryEndpoints.list, {
    query: { search: code, filter: { warehouse_id: warehouse.get(warehouseCode)! } },
  })
  const row = page.data.find((one) => one.article_code === code)
  return { on_hand: row?.on_hand ?? '0', reserved: row?.reserved ?? '0', available: row?.available ?? '0' }
}

const body = (rows: Array<[string, string]>, overrides: Partial<InventoryTransactionBody> = {}) => ({
  from_warehouse_id: warehouse.get('GOT-DC')!,
  destination_warehouse_id: warehouse.get('STH-01')!,
  destination_text: null,
  ship_date: '2027-09-01',
  note: 'Autumn restock',
  rows: rows.map(([code, quantity]) => ({ article_id: article.get(code)!, quantity })),
  ...overrides,
})

const act = (
  action: 'start' | 'complete' | 'cancel',
  transaction: InventoryTransaction,
  locale?: 'sv' | 'en',
) =>
  admin.request(e[action], {
    params: { id: transaction.id },
    body: { version: transaction.version },
    ...(locale ? { locale } : {}),
  })
const acted = async (action: 'start' | 'complete' | 'cancel', transaction: InventoryTransaction) => {
  const response = await act(action, transaction)
  expect(response.statusCode, response.body).toBe(200)
  return e[action].response.parse(response.json())
}

describe('inventory transactions', () => {
  it('seeds an ongoing transfer from the distribution centre to the flagship, with its reservation', async () => {
    const list = await admin.call(e.list, { query: { filter: { status: 'ongoing' } } })
    const seeded = list.data.find((one) => one.number === 'IT-0001')!
    expect(seeded).toMatchObject({
      from_warehouse_name: 'Gothenburg DC',
      destination_warehouse_id: warehouse.get('STH-01'),
      row_count: 3,
      total_quantity: '52',
    })
    // The demo sales order holds back 5 of the same jackets (sales.seed.ts).
    expect(await stockOf('NO-1001', 'GOT-DC')).toEqual({ on_hand: '120', reserved: '17', available: '103' })
    const detail = await admin.call(e.get, { params: { id: seeded.id } })
    expect(
      detail.rows.map((row) => [row.article_code, row.quantity, row.available, row.destination_on_hand]),
    ).toEqual([
      ['NO-1001', '12', '103', '8'],
      ['NO-1002', '10', '75', '0'],
      ['NO-2004', '30', '270', '0'],
    ])
  })

  it("answers the form the source warehouse's available figures, as the inventory table has them", async () => {
    const source = await admin.call(e.available, { query: { warehouse_id: warehouse.get('GOT-DC')! } })
    expect(source.complete).toBe(true)
    const available = new Map(source.data.map((row) => [row.article_id, row.available]))
    for (const code of ['NO-1001', 'NO-2001', 'NO-3002'])
      expect(available.get(article.get(code)!), code).toBe((await stockOf(code, 'GOT-DC')).available)
    const unknown = await admin.request(e.available, {
      query: { warehouse_id: '00000000-0000-4000-8000-000000000000' },
    })
    expect(unknown.statusCode).toBe(404)
  })

  it('moves stock between warehouses: draft, ongoing (reserved), completed (posted once)', async () => {
    const before = await stockOf('NO-3001', 'GOT-DC')
    const draft = await admin.call(e.create, {
      body: body([
        ['NO-3001', '5'],
        ['NO-2001', '2.5'],
      ]),
    })
    expect(draft).toMatchObject({ status: 'draft', number: expect.stringMatching(/^IT-\d{4}$/), version: 0 })
    expect(draft.rows[0]).toMatchObject({
      article_code: 'NO-3001',
      quantity: '5',
      available: before.available,
    })
    expect(await stockOf('NO-3001', 'GOT-DC')).toEqual(before)

    const ongoing = await acted('start', draft)
    expect(ongoing).toMatchObject({ status: 'ongoing', version: 1 })
    expect(await stockOf('NO-3001', 'GOT-DC')).toEqual({ on_hand: '60', reserved: '5', available: '55' })

    const completed = await acted('complete', ongoing)
    expect(completed).toMatchObject({ status: 'completed', completed_by_name: 'Anna Berg', version: 2 })
    expect(completed.completed_at).not.toBeNull()
    expect(completed.rows.map((row) => [row.article_code, row.available, row.destination_on_hand])).toEqual([
      ['NO-3001', '55', '5'],
      // 210 on hand, 40 held for the demo sales order, 2.5 moved.
      ['NO-2001', '167.5', '26.5'],
    ])
    expect(await stockOf('NO-3001', 'GOT-DC')).toEqual({ on_hand: '55', reserved: '0', available: '55' })
    expect(await stockOf('NO-3001', 'STH-01')).toEqual({ on_hand: '5', reserved: '0', available: '5' })

    // A second complete (a double click, a retry on the old version) changes nothing.
    const again = await acted('complete', ongoing)
    expect(again.version).toBe(2)
    expect(await stockOf('NO-3001', 'GOT-DC')).toEqual({ on_hand: '55', reserved: '0', available: '55' })
    const ledger = await admin.call(inventoryEndpoints.ledger, {
      params: { article_id: article.get('NO-3001')!, warehouse_id: warehouse.get('STH-01')! },
    })
    expect(ledger.data.map((entry) => [entry.document_type, entry.document_label, entry.quantity])).toEqual([
      ['inventory_transaction', draft.number, '5'],
    ])
    expect(await mismatches()).toEqual([])
  })

  it('sends stock to a destination named in words: only the source changes', async () => {
    const scrap = await admin.call(e.create, {
      body: body([['NO-4001', '7']], { destination_warehouse_id: null, destination_text: 'Scrap' }),
    })
    expect(scrap).toMatchObject({ destination_warehouse_id: null, destination_text: 'Scrap' })
    expect(scrap.rows[0]!.destination_on_hand).toBeNull()
    await acted('complete', await acted('start', scrap))
    expect(await stockOf('NO-4001', 'GOT-DC')).toEqual({ on_hand: '343', reserved: '0', available: '343' })
    expect(await stockOf('NO-4001', 'STH-01')).toEqual({ on_hand: '0', reserved: '0', available: '0' })
    expect(await mismatches()).toEqual([])
  })

  it('edits a draft on its version, and refuses a stale one', async () => {
    const draft = await admin.call(e.create, { body: body([['NO-1003', '1']]) })
    const params = { id: draft.id }
    const edited = await admin.call(e.update, {
      params,
      body: {
        ...body(
          [
            ['NO-1003', '2'],
            ['NO-1002', '1'],
          ],
          { note: null },
        ),
        version: 0,
      },
    })
    expect(edited).toMatchObject({ version: 1, note: null, row_count: 2, total_quantity: '3' })
    const stale = await admin.request(e.update, { params, body: { ...body([['NO-1003', '9']]), version: 0 } })
    expect(stale.statusCode).toBe(409)
    const audits = (await admin.get(`/api/audits?filter[entity_id]=${draft.id}&sort=created_at`)).json()
    expect(audits.data.map((audit: { action: string }) => audit.action)).toEqual(['created', 'updated'])
  })

  it('refuses bad input on its fields, in Swedish and English', async () => {
    const url = toCall(e.create).url
    const post = (payload: object) => ({ method: 'POST' as const, url, payload })
    await expectFieldError(
      admin,
      post(body([['NO-1001', '1']], { destination_warehouse_id: null })),
      'destination_warehouse_id',
      {
        en: 'Choose a destination warehouse or name the destination',
        sv: 'Välj ett mottagande lager eller ange destinationen',
      },
    )
    await expectFieldError(
      admin,
      post(body([['NO-1001', '1']], { destination_text: 'Scrap' })),
      'destination_text',
      {
        en: 'Choose a destination warehouse or name the destination, not both',
        sv: 'Välj ett mottagande lager eller ange destinationen, inte båda',
      },
    )
    await expectFieldError(
      admin,
      post(body([['NO-1001', '1']], { destination_warehouse_id: warehouse.get('GOT-DC')! })),
      'destination_warehouse_id',
      {
        en: 'The destination must be another warehouse than the source',
        sv: 'Destinationen måste vara ett annat lager än källan',
      },
    )
    await expectFieldError(
      admin,
      post(
        body([
          ['NO-1001', '1'],
          ['NO-1001', '2'],
        ]),
      ),
      'rows.1.article_id',
      {
        en: 'This article is already on another row',
        sv: 'Artikeln finns redan på en annan rad',
      },
    )
    await expectFieldError(admin, post(body([['NO-1001', '0']])), 'rows.0.quantity', {
      en: 'The value must be greater than 0',
      sv: 'Värdet måste vara större än 0',
    })
    await expectFieldError(admin, post(body([['NO-4006', '1']])), 'rows.0.article_id', {
      en: 'This article is archived',
      sv: 'Artikeln är arkiverad',
    })
    const stranger = '00000000-0000-4000-8000-000000000000'
    await expectFieldError(
      admin,
      post(body([['NO-1001', '1']], { from_warehouse_id: stranger })),
      'from_warehouse_id',
      {
        en: 'Pick an active item from the list',
        sv: 'Välj en aktiv post i listan',
      },
    )
    const empty = await admin.request(e.create, { body: body([]), locale: 'en' })
    expect(empty.statusCode).toBe(422)
    expect(Object.keys(empty.json().errors)).toEqual(['rows'])
  })

  it('refuses every move the state machine does not have, with 409 and why', async () => {
    const draft = await admin.call(e.create, { body: body([['NO-1003', '1']]) })
    const early = await act('complete', draft, 'en')
    expect(early.statusCode).toBe(409)
    expect(early.json().message).toBe(`Transaction ${draft.number} is a draft: it cannot be completed now`)
    const ongoing = await acted('start', draft)
    const edit = await admin.request(e.update, {
      params: { id: draft.id },
      body: { ...body([['NO-1003', '2']]), version: ongoing.version },
      locale: 'sv',
    })
    expect(edit.statusCode).toBe(409)
    expect(edit.json().message).toBe(`Transaktion ${draft.number} är pågående: bara ett utkast kan ändras`)
    const completed = await acted('complete', ongoing)
    for (const action of ['start', 'cancel'] as const)
      expect((await act(action, completed)).statusCode, action).toBe(409)
    const cancelled = await acted('cancel', await admin.call(e.create, { body: body([['NO-1003', '1']]) }))
    expect(cancelled.status).toBe('cancelled')
    for (const action of ['start', 'complete'] as const)
      expect((await act(action, cancelled)).statusCode, action).toBe(409)
    // A stale version of an allowed move is refused too.
    const other = await admin.call(e.create, { body: body([['NO-1003', '1']]) })
    expect((await act('start', { ...other, version: 3 })).statusCode).toBe(409)
    expect(await mismatches()).toEqual([])
  })

  it('cancelling an ongoing transaction releases its reservation; cancelling a draft changes no stock', async () => {
    const before = await stockOf('NO-3002', 'GOT-DC')
    const ongoing = await acted('start', await admin.call(e.create, { body: body([['NO-3002', '4']]) }))
    expect((await stockOf('NO-3002', 'GOT-DC')).reserved).toBe('4')
    await acted('cancel', ongoing)
    expect(await stockOf('NO-3002', 'GOT-DC')).toEqual(before)
    await acted('cancel', await admin.call(e.create, { body: body([['NO-3002', '4']]) }))
    expect(await stockOf('NO-3002', 'GOT-DC')).toEqual(before)
  })

  it('refuses to complete more than is on hand, naming the article, and stays ongoing', async () => {
    const ongoing = await acted('start', await admin.call(e.create, { body: body([['NO-3002', '50']]) }))
    const refused = await act('complete', ongoing, 'en')
    expect(refused.statusCode).toBe(409)
    expect(refused.json().message).toBe('Not enough stock of NO-3002: this would take it below zero')
    const read = await admin.call(e.get, { params: { id: ongoing.id } })
    expect(read).toMatchObject({ status: 'ongoing', version: ongoing.version })
    expect(await stockOf('NO-3002', 'GOT-DC')).toEqual({ on_hand: '12', reserved: '50', available: '-38' })
    await acted('cancel', read)
    expect(await mismatches()).toEqual([])
  })

  it('lists by status and warehouse', async () => {
    const flagship = await admin.call(e.list, {
      query: { filter: { warehouse_id: warehouse.get('STH-01')!, status: 'completed' }, per_page: 'all' },
    })
    expect(flagship.data.length).toBeGreaterThan(0)
    expect(flagship.data.every((one) => one.status === 'completed' && one.destination_warehouse_id)).toBe(
      true,
    )
    const sorted = await admin.call(e.list, { query: { sort: 'number' } })
    expect(sorted.data[0]!.number).toBe('IT-0001')
  })

  it('lets view.inv.transactions read, needs manage.inv.transactions to change, and hides them from other companies', async () => {
    const draft = await admin.call(e.create, { body: body([['NO-1003', '1']]) })
    const params = { id: draft.id }
    const writes = [
      toCall(e.create, { body: body([['NO-1003', '1']]) }),
      toCall(e.update, { params, body: { ...body([['NO-1003', '1']]), version: 0 } }),
      ...(['start', 'complete', 'cancel'] as const).map((action) =>
        toCall(e[action], { params, body: { version: 0 } }),
      ),
      toCall(e.available, { query: { warehouse_id: warehouse.get('GOT-DC')! } }),
    ]
    const reads = [toCall(e.get, { params })]
    await expectStatusForEach(clients.guest, [...reads, ...writes], 401)
    // Lina is Baltic's admin: she holds every permission, and still sees none of Nordic's transactions.
    await expectHiddenFrom(clients.baltic, [...reads, ...writes.slice(1)], [draft.number, 'Gothenburg'])
    expectNoneOf(await clients.baltic.call(e.list, { query: { per_page: 'all' } }), [draft.id])
    await restrictPurchasers(admin, ['view.inv.transactions'])
    expect((await clients.buyer.call(e.get, { params })).id).toBe(draft.id)
    await expectStatusForEach(clients.buyer, writes, 403)
    await restrictPurchasers(admin, ['list.orders'])
    await expectStatusForEach(clients.buyer, [toCall(e.list), ...reads], 403)
    expect((await admin.call(e.get, { params })).status).toBe('draft')
  })
})
