import {
  auditEndpoints,
  type ConsumablesPosting,
  type ConsumablesPostingBody,
  consumablesPostingEndpoints as e,
  inventoryEndpoints,
} from '@scm/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ApiClient, expectFieldError, expectStatusForEach, toCall } from '../../../testing/api-client.ts'
import { expectHiddenFrom, expectNoneOf } from '../../../testing/cross-company.ts'
import { demoClients } from '../../../testing/sign-in.ts'
import { createTestApp, type TestApp } from '../../../testing/test-app.ts'
import { restrictPurchasers } from '../../articles/testing/restrict-purchasers.ts'
import { ledgerMismatches } from '../testing/ledger-invariant.ts'
import { type StockActor, stockActor, stockPlaces } from '../testing/stock-actors.ts'

let t: TestApp
let clients: Awaited<ReturnType<typeof demoClients>>
let admin: ApiClient
let nordic: StockActor
let place: Awaited<ReturnType<typeof stockPlaces>>

beforeAll(async () => {
  t = await createTestApp()
  clients = await demoClients(t.app)
  admin = clients.admin
  nordic = await stockActor(t, 'admin@nordic.demo')
  place = await stockPlaces(nordic, ['NO-2004', 'NO-3002', 'NO-4001', 'NO-4005', 'NO-4006'], ['GOT-DC'])
})
afterAll(() => t.close())

const mismatches = () => nordic.run((ctx) => ledgerMismatches(ctx.tx, ctx.companyId))

// What the inventory table says of an article at the distribution centre.
async function stockOf(code: string) {
  const page = await admin.call(inventoryEndpoints.list, {
    query: { search: code, filter: { warehouse_id: place.warehouse('GOT-DC') } },
  })
  const row = page.data.find((one) => one.article_code === code)
  return { on_hand: row?.on_hand ?? '0', available: row?.available ?? '0' }
}

const body = (rows: Array<[string, string]>, overrides: Partial<ConsumablesPostingBody> = {}) => ({
  warehouse_id: place.warehouse('GOT-DC'),
  posting_date: '2027-09-01',
  reference: 'SO-000001',
  note: 'Packed for the retailer',
  rows: rows.map(([code, quantity]) => ({ article_id: place.article(code), quantity })),
  ...overrides,
})

const send = (posting: ConsumablesPosting, locale?: 'sv' | 'en') =>
  admin.request(e.send, {
    params: { id: posting.id },
    body: { version: posting.version },
    ...(locale ? { locale } : {}),
  })

const auditsOf = async (id: string) =>
  (
    await admin.call(auditEndpoints.list, { query: { filter: { entity_id: id }, sort: 'created_at' } })
  ).data.map((audit) => audit.action)

describe('consumables postings', () => {
  it('seeds a sent posting of trims out of the distribution centre, and a draft', async () => {
    const list = await admin.call(e.list, { query: { sort: 'number' } })
    expect(list.data.map((one) => [one.number, one.status, one.warehouse_name, one.total_quantity])).toEqual([
      ['CP-0001', 'sent', 'Gothenburg DC', '84'],
      ['CP-0002', 'draft', 'Gothenburg DC', '30'],
    ])
    // The opening stock counted the trims in: the centre holds the round figures after them.
    expect(await stockOf('NO-4005')).toMatchObject({ on_hand: '1500' })
    expect(await stockOf('NO-4006')).toMatchObject({ on_hand: '2000' })
    const ledger = await admin.call(inventoryEndpoints.ledger, {
      params: { article_id: place.article('NO-4006'), warehouse_id: place.warehouse('GOT-DC') },
    })
    expect(ledger.data.map((entry) => [entry.document_type, entry.document_label, entry.quantity])).toEqual([
      ['consumables_posting', 'CP-0001', '-60'],
      ['stock_count', 'Opening stock', '2060'],
    ])
    expect(await mismatches()).toEqual([])
  })

  it('saves a draft with the available figure per row, edits it on its version and refuses a stale one', async () => {
    const before = await stockOf('NO-4001')
    const draft = await admin.call(e.create, {
      body: body([
        ['NO-4001', '5'],
        ['NO-2004', '2.5'],
      ]),
    })
    expect(draft).toMatchObject({
      status: 'draft',
      number: expect.stringMatching(/^CP-\d{4}$/),
      reference: 'SO-000001',
      created_by_name: 'Anna Berg',
      sent_at: null,
      version: 0,
    })
    expect(draft.rows.map((row) => [row.article_code, row.quantity, row.available])).toEqual([
      ['NO-4001', '5', before.available],
      ['NO-2004', '2.5', (await stockOf('NO-2004')).available],
    ])
    expect(await stockOf('NO-4001')).toEqual(before)
    const params = { id: draft.id }
    const edited = await admin.call(e.update, {
      params,
      body: { ...body([['NO-4001', '6']], { reference: null }), version: 0 },
    })
    expect(edited).toMatchObject({ version: 1, reference: null, row_count: 1, total_quantity: '6' })
    const stale = await admin.request(e.update, { params, body: { ...body([['NO-4001', '9']]), version: 0 } })
    expect(stale.statusCode).toBe(409)
    expect((await admin.call(e.get, { params })).total_quantity).toBe('6')
    expect(await auditsOf(draft.id)).toEqual(['created', 'updated'])
  })

  it('sends a draft: the rows leave the stock once, and a sent posting stays as it was sent', async () => {
    const socks = await stockOf('NO-4001')
    const beanies = await stockOf('NO-2004')
    const draft = await admin.call(e.create, {
      body: body([
        ['NO-4001', '7'],
        ['NO-2004', '2.5'],
      ]),
    })
    const response = await send(draft)
    expect(response.statusCode, response.body).toBe(200)
    const sent = e.send.response.parse(response.json())
    expect(sent).toMatchObject({ status: 'sent', sent_by_name: 'Anna Berg', version: 1 })
    expect(sent.sent_at).not.toBeNull()
    const less = (figure: string, by: number) => String(Number(figure) - by)
    expect(sent.rows.map((row) => [row.article_code, row.available])).toEqual([
      ['NO-4001', less(socks.available, 7)],
      ['NO-2004', less(beanies.available, 2.5)],
    ])
    expect(await stockOf('NO-4001')).toEqual({
      on_hand: less(socks.on_hand, 7),
      available: less(socks.available, 7),
    })
    const ledger = await admin.call(inventoryEndpoints.ledger, {
      params: { article_id: place.article('NO-4001'), warehouse_id: place.warehouse('GOT-DC') },
    })
    expect(ledger.data[0]).toMatchObject({
      document_type: 'consumables_posting',
      document_id: draft.id,
      document_label: draft.number,
      quantity: '-7',
    })
    expect(await mismatches()).toEqual([])

    // Sending again (a retry on the old version, a second tab) answers it unchanged.
    const again = await send(draft)
    expect(again.statusCode).toBe(200)
    expect(again.json()).toMatchObject({ status: 'sent', version: 1 })
    expect((await stockOf('NO-4001')).on_hand).toBe(less(socks.on_hand, 7))

    const edit = await admin.request(e.update, {
      params: { id: draft.id },
      body: { ...body([['NO-4001', '1']]), version: 1 },
      locale: 'sv',
    })
    expect(edit.statusCode).toBe(409)
    expect(edit.json().message).toBe(
      `Förbrukningsuttag ${draft.number} är skickat: bara ett utkast kan ändras`,
    )
    const remove = await admin.request(e.remove, { params: { id: draft.id }, locale: 'en' })
    expect(remove.statusCode).toBe(409)
    expect(remove.json().message).toBe(
      `Consumables posting ${draft.number} is sent: only a draft can be deleted`,
    )
    expect(await auditsOf(draft.id)).toEqual(['created', 'sent'])
  })

  it('sent twice at once (a double click), posts once', async () => {
    const before = await stockOf('NO-4001')
    const draft = await admin.call(e.create, { body: body([['NO-4001', '3']]) })
    const answers = await Promise.all([send(draft), send(draft)])
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200])
    expect(answers.map((answer) => answer.json().version)).toEqual([1, 1])
    expect((await stockOf('NO-4001')).on_hand).toBe(String(Number(before.on_hand) - 3))
    const ledger = await admin.call(inventoryEndpoints.ledger, {
      params: { article_id: place.article('NO-4001'), warehouse_id: place.warehouse('GOT-DC') },
    })
    expect(ledger.data.filter((entry) => entry.document_id === draft.id)).toHaveLength(1)
    expect(await mismatches()).toEqual([])
  })

  it('refuses to send more than is on hand, naming the article, and stays a draft', async () => {
    const before = await stockOf('NO-3002')
    const draft = await admin.call(e.create, {
      body: body([
        ['NO-4001', '1'],
        ['NO-3002', '50'],
      ]),
    })
    const refused = await send(draft, 'en')
    expect(refused.statusCode).toBe(409)
    expect(refused.json().message).toBe('Not enough stock of NO-3002: this would take it below zero')
    expect(await admin.call(e.get, { params: { id: draft.id } })).toMatchObject({
      status: 'draft',
      version: 0,
      sent_at: null,
    })
    expect(await stockOf('NO-3002')).toEqual(before)
    expect(await mismatches()).toEqual([])
  })

  it("answers the form the warehouse's available figures, as the inventory table has them", async () => {
    const answer = await admin.call(e.available, { query: { warehouse_id: place.warehouse('GOT-DC') } })
    expect(answer.complete).toBe(true)
    const available = new Map(answer.data.map((row) => [row.article_id, row.available]))
    for (const code of ['NO-4005', 'NO-4006'])
      expect(available.get(place.article(code)), code).toBe((await stockOf(code)).available)
  })

  it('deletes a draft for good', async () => {
    const draft = await admin.call(e.create, { body: body([['NO-4001', '1']]) })
    const params = { id: draft.id }
    expect((await admin.call(e.remove, { params, locale: 'en' })).message).toBe('The record has been deleted')
    expect((await admin.request(e.get, { params })).statusCode).toBe(404)
    expect((await admin.request(e.send, { params, body: { version: 0 } })).statusCode).toBe(404)
    expect(await auditsOf(draft.id)).toEqual(['created', 'deleted'])
  })

  it('refuses bad input on its fields, in Swedish and English', async () => {
    const url = toCall(e.create).url
    const post = (payload: object) => ({ method: 'POST' as const, url, payload })
    await expectFieldError(
      admin,
      post(
        body([
          ['NO-4001', '1'],
          ['NO-4001', '2'],
        ]),
      ),
      'rows.1.article_id',
      { en: 'This article is already on another row', sv: 'Artikeln finns redan på en annan rad' },
    )
    await expectFieldError(admin, post(body([['NO-4001', '0']])), 'rows.0.quantity', {
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
      post(body([['NO-4001', '1']], { warehouse_id: stranger })),
      'warehouse_id',
      {
        en: 'Pick an active item from the list',
        sv: 'Välj en aktiv post i listan',
      },
    )
    await expectFieldError(
      admin,
      post(body([['NO-4001', '1']], { reference: 'x'.repeat(121) })),
      'reference',
      { en: 'Enter at most 120 characters', sv: 'Ange högst 120 tecken' },
    )
    const empty = await admin.request(e.create, {
      body: { ...body([]), posting_date: 'soon' },
      locale: 'en',
    })
    expect(empty.statusCode).toBe(422)
    expect(Object.keys(empty.json().errors).sort()).toEqual(['posting_date', 'rows'])
  })

  it('lets view.inv.transactions read, needs manage.inventory to change, and hides them from other companies', async () => {
    const draft = await admin.call(e.create, { body: body([['NO-4001', '1']]) })
    const params = { id: draft.id }
    const writes = [
      toCall(e.create, { body: body([['NO-4001', '1']]) }),
      toCall(e.update, { params, body: { ...body([['NO-4001', '1']]), version: 0 } }),
      toCall(e.send, { params, body: { version: 0 } }),
      toCall(e.remove, { params }),
      toCall(e.available, { query: { warehouse_id: place.warehouse('GOT-DC') } }),
    ]
    const reads = [toCall(e.get, { params })]
    await expectStatusForEach(clients.guest, [...reads, ...writes], 401)
    // Lina is Baltic's admin: she holds every permission, and still sees none of Nordic's postings.
    await expectHiddenFrom(clients.baltic, [...reads, ...writes.slice(1)], [draft.number, 'Gothenburg'])
    expectNoneOf(await clients.baltic.call(e.list, { query: { per_page: 'all' } }), [draft.id])
    // Erik's purchaser role manages stock: he posts what he used.
    const own = await clients.buyer.call(e.create, { body: body([['NO-4001', '1']]) })
    expect(own.created_by_name).toBe('Erik Lund')
    await restrictPurchasers(admin, ['view.inv.transactions'])
    expect((await clients.buyer.call(e.get, { params })).id).toBe(draft.id)
    await expectStatusForEach(clients.buyer, writes, 403)
    await restrictPurchasers(admin, ['list.orders'])
    await expectStatusForEach(clients.buyer, [toCall(e.list), ...reads], 403)
    expect((await admin.call(e.get, { params })).status).toBe('draft')
  })
})
