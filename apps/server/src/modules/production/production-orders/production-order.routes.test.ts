import {
  articleEndpoints,
  inventoryEndpoints,
  type ProductionOrderBody,
  productionOrderEndpoints as p,
  warehouseEndpoints,
} from '@scm/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ApiClient, expectFieldError, expectStatusForEach, toCall } from '../../../testing/api-client.ts'
import { expectHiddenFrom, expectNoneOf } from '../../../testing/cross-company.ts'
import { demoClients } from '../../../testing/sign-in.ts'
import { createTestApp, type TestApp } from '../../../testing/test-app.ts'
import { restrictPurchasers } from '../../articles/testing/restrict-purchasers.ts'
import { ledgerMismatches } from '../../inventory/testing/ledger-invariant.ts'
import { stockActor } from '../../inventory/testing/stock-actors.ts'

describe('production orders', () => {
  let t: TestApp
  let admin: ApiClient
  let clients: Awaited<ReturnType<typeof demoClients>>
  let dc: string
  const articleIds = new Map<string, string>()
  beforeAll(async () => {
    t = await createTestApp()
    clients = await demoClients(t.app)
    admin = clients.admin
    const articles = await admin.call(articleEndpoints.list, { query: { per_page: 'all' } })
    for (const article of articles.data) articleIds.set(article.code, article.id)
    const warehouses = await admin.call(warehouseEndpoints.list, { query: { per_page: 'all' } })
    dc = warehouses.data.find((warehouse) => warehouse.code === 'GOT-DC')!.id
  })
  afterAll(() => t.close())

  const body = (changes: Partial<ProductionOrderBody> = {}): ProductionOrderBody => ({
    article_id: articleIds.get('NO-1001')!,
    warehouse_id: dc,
    planned_quantity: '10',
    posting_date: '2026-12-01',
    start_date: '2026-12-02',
    due_date: '2026-12-20',
    external_id: 'EXT-1',
    ...changes,
  })
  const onHand = async (code: string) => {
    const rows = await admin.call(inventoryEndpoints.list, {
      query: { search: code, filter: { warehouse_id: dc } },
    })
    return rows.data.find((row) => row.article_code === code)?.on_hand ?? '0'
  }
  const stockOf = async () => ({
    jacket: await onHand('NO-1001'),
    puller: await onHand('NO-4005'),
    loop: await onHand('NO-4006'),
  })
  const expectLedgerInStep = async () => {
    const nordic = await stockActor(t, 'admin@nordic.demo')
    expect(await nordic.run((ctx) => ledgerMismatches(ctx.tx, ctx.companyId))).toEqual([])
  }
  const act = (action: 'post' | 'release' | 'close', id: string, version: number) =>
    admin.request(p[action], { params: { id }, body: { version }, locale: 'en' })

  it('offers the articles with a bill of material and copies the BoM into a draft, with the needs and what is available', async () => {
    const articles = await admin.call(p.articles)
    expect(articles.map((article) => article.code)).toEqual(['NO-1001'])
    const draft = await admin.call(p.create, { body: body() })
    expect(draft).toMatchObject({
      status: 'draft',
      article_code: 'NO-1001',
      warehouse_code: 'GOT-DC',
      planned_quantity: '10',
      received_quantity: '0',
      external_id: 'EXT-1',
      sales_order_id: null,
      version: 0,
    })
    expect(draft.number).toMatch(/^PRD-\d{5}$/)
    expect(draft.components).toEqual([
      expect.objectContaining({
        row: 1,
        article_code: 'NO-4005',
        bom_quantity: '2',
        required_quantity: '20',
        available_quantity: '1500',
      }),
      expect.objectContaining({
        row: 2,
        article_code: 'NO-4006',
        bom_quantity: '1',
        required_quantity: '10',
        available_quantity: '2000',
      }),
    ])
    expect(draft.components[0]!.unit).toBeTruthy()
    expect(await admin.call(p.get, { params: { id: draft.id } })).toEqual(draft)
    const listed = await admin.call(p.list, { query: { filter: { status: 'draft', warehouse_id: dc } } })
    expect(listed.data.map((order) => order.id)).toContain(draft.id)
  })

  it('saves and posts, releases, and generates a receipt that consumes the components and adds the jackets in one posting', async () => {
    const stock = await stockOf()
    const posted = await admin.call(p.create, { body: { ...body({ planned_quantity: '8' }), post: true } })
    expect(posted.status).toBe('posted')
    const edited = await admin.call(p.update, {
      params: { id: posted.id },
      body: { ...body({ planned_quantity: '6' }), version: posted.version },
    })
    expect(edited).toMatchObject({ status: 'posted', planned_quantity: '6', version: 1 })
    const released = await admin.call(p.release, { params: { id: posted.id }, body: { version: 1 } })
    expect(released.status).toBe('released')
    const received = await admin.call(p.receive, {
      params: { id: posted.id },
      body: { quantity: '5', version: released.version },
    })
    expect(received).toMatchObject({ status: 'released', received_quantity: '5' })
    expect(received.receipts).toEqual([expect.objectContaining({ quantity: '5', user_name: 'Anna Berg' })])
    expect(await stockOf()).toEqual({
      jacket: String(Number(stock.jacket) + 5),
      puller: String(Number(stock.puller) - 10),
      loop: String(Number(stock.loop) - 5),
    })
    expect(received.components.map((part) => part.available_quantity)).toEqual(
      [stock.puller, stock.loop].map((q, i) => String(Number(q) - (i === 0 ? 10 : 5))),
    )
    await expectLedgerInStep()

    // The same request again (a double click) finds its receipt: nothing more moves.
    const again = await admin.call(p.receive, {
      params: { id: posted.id },
      body: { quantity: '5', version: released.version },
    })
    expect(again.receipts).toHaveLength(1)
    expect((await stockOf()).jacket).toBe(String(Number(stock.jacket) + 5))
    // Two tabs at once with the same version: the order's row lock lets one through, the other is its repeat.
    const both = await Promise.all(
      [1, 2].map(() =>
        admin.call(p.receive, { params: { id: posted.id }, body: { quantity: '1', version: again.version } }),
      ),
    )
    const second = both[1]!
    expect(second).toMatchObject({ received_quantity: '6' })
    expect(second.receipts).toHaveLength(2)
    expect((await stockOf()).jacket).toBe(String(Number(stock.jacket) + 6))
    const closed = await admin.call(p.close, { params: { id: posted.id }, body: { version: second.version } })
    expect(closed.status).toBe('closed')
    const afterClose = await admin.request(p.receive, {
      params: { id: posted.id },
      body: { quantity: '1', version: closed.version },
      locale: 'en',
    })
    expect(afterClose.statusCode).toBe(409)
    expect(afterClose.json().message).toBe('A receipt can only be generated for a released production order')
    await expectLedgerInStep()
    const ledger = await admin.call(inventoryEndpoints.ledger, {
      params: { article_id: articleIds.get('NO-4005')!, warehouse_id: dc },
    })
    expect(
      ledger.data.filter((entry) => entry.document_id === posted.id).map((entry) => entry.quantity),
    ).toEqual(['-2', '-10'])
  })

  it('refuses a receipt whose components are short with 409 naming them, and moves nothing', async () => {
    const stock = await stockOf()
    const order = await admin.call(p.create, { body: { ...body({ planned_quantity: '900' }), post: true } })
    const released = await admin.call(p.release, {
      params: { id: order.id },
      body: { version: order.version },
    })
    const short = await admin.request(p.receive, {
      params: { id: order.id },
      body: { quantity: '900', version: released.version },
      locale: 'en',
    })
    expect(short.statusCode).toBe(409)
    expect(short.json().message).toContain('NO-4005')
    expect(short.json().message).not.toContain('NO-4006')
    expect(await stockOf()).toEqual(stock)
    const unchanged = await admin.call(p.get, { params: { id: order.id } })
    expect(unchanged).toMatchObject({ received_quantity: '0', receipts: [], version: released.version })
    await expectLedgerInStep()
  })

  it('refuses every transition the machine does not allow, takes a repeated action once, and refuses a stale version', async () => {
    const draft = await admin.call(p.create, { body: body() })
    const id = draft.id
    const refusals: Array<[Response: Awaited<ReturnType<typeof act>>, string]> = [
      [await act('release', id, 0), 'Only a posted production order can be released'],
      [await act('close', id, 0), 'Only a released production order can be closed'],
    ]
    for (const [response, message] of refusals) {
      expect(response.statusCode).toBe(409)
      expect(response.json().message).toBe(message)
    }
    const receipt = await admin.request(p.receive, { params: { id }, body: { quantity: '1', version: 0 } })
    expect(receipt.statusCode).toBe(409)
    const posted = await admin.call(p.post, { params: { id }, body: { version: 0 } })
    // A second "post" (a double click, a second tab) answers the posted order and changes nothing.
    expect(await admin.call(p.post, { params: { id }, body: { version: 0 } })).toEqual(posted)
    expect((await act('release', id, 0)).statusCode).toBe(409)
    const deleting = await admin.request(p.remove, { params: { id }, locale: 'sv' })
    expect(deleting.statusCode).toBe(409)
    expect(deleting.json().message).toBe('Bara ett utkast till produktionsorder kan tas bort')
    const released = await admin.call(p.release, { params: { id }, body: { version: posted.version } })
    expect((await act('post', id, released.version)).statusCode).toBe(409)
    const editing = await admin.request(p.update, {
      params: { id },
      body: { ...body(), version: released.version },
      locale: 'en',
    })
    expect(editing.statusCode).toBe(409)
    expect(editing.json().message).toBe('A released or closed production order cannot be changed')
    const stale = await admin.request(p.receive, { params: { id }, body: { quantity: '1', version: 0 } })
    expect(stale.statusCode).toBe(409)
    const audits = (await admin.get(`/api/audits?filter[entity_id]=${id}&sort=created_at`)).json()
    expect(audits.data.map((audit: { action: string }) => audit.action)).toEqual([
      'created',
      'post',
      'release',
    ])
  })

  it('deletes a draft for good', async () => {
    const draft = await admin.call(p.create, { body: body() })
    await admin.call(p.remove, { params: { id: draft.id } })
    expect((await admin.request(p.get, { params: { id: draft.id } })).statusCode).toBe(404)
    expect((await admin.request(p.remove, { params: { id: draft.id } })).statusCode).toBe(404)
  })

  it('names each refused field in Swedish and English', async () => {
    const url = toCall(p.create).url
    const send = (payload: ProductionOrderBody) => ({ method: 'POST' as const, url, payload })
    await expectFieldError(admin, send(body({ article_id: articleIds.get('NO-2001')! })), 'article_id', {
      en: 'This article has no bill of material',
      sv: 'Artikeln har ingen stycklista',
    })
    await expectFieldError(admin, send(body({ due_date: '2026-11-30' })), 'due_date', {
      en: 'The due date cannot be before the start date',
      sv: 'Slutdatumet kan inte ligga före startdatumet',
    })
    await expectFieldError(admin, send(body({ planned_quantity: '0' })), 'planned_quantity', {
      en: 'The value must be greater than 0',
      sv: 'Värdet måste vara större än 0',
    })
    const unknown = await admin.request(p.create, {
      body: body({ warehouse_id: '00000000-0000-4000-8000-000000000000', posting_date: '2026-13-01' }),
      locale: 'en',
    })
    expect(unknown.statusCode).toBe(422)
    expect(Object.keys(unknown.json().errors)).toContain('posting_date')
    const noWarehouse = await admin.request(p.create, {
      body: body({ warehouse_id: '00000000-0000-4000-8000-000000000000' }),
      locale: 'en',
    })
    expect(noWarehouse.statusCode).toBe(422)
    expect(Object.keys(noWarehouse.json().errors)).toEqual(['warehouse_id'])
  })

  it('needs manage.production.orders, and hides a company’s orders from every other company', async () => {
    const order = await admin.call(p.create, { body: body({ external_id: 'Nordic only' }) })
    const params = { id: order.id }
    const calls = [
      toCall(p.list),
      toCall(p.articles),
      toCall(p.get, { params }),
      toCall(p.create, { body: body() }),
      toCall(p.update, { params, body: { ...body(), version: 0 } }),
      toCall(p.post, { params, body: { version: 0 } }),
      toCall(p.release, { params, body: { version: 0 } }),
      toCall(p.close, { params, body: { version: 0 } }),
      toCall(p.receive, { params, body: { quantity: '1', version: 0 } }),
      toCall(p.remove, { params }),
    ]
    await restrictPurchasers(admin, ['list.orders'])
    await expectStatusForEach(clients.buyer, calls, 403)
    await expectStatusForEach(clients.guest, calls, 401)
    // Lina, Baltic's admin, holds every permission: her company has its own production orders, none of Nordic's.
    await expectHiddenFrom(clients.baltic, calls.slice(2, 3).concat(calls.slice(4)), ['Nordic only'])
    expectNoneOf(await clients.baltic.call(p.list, { query: { per_page: 'all' } }), [order.id])
    expect(await clients.baltic.call(p.articles)).toEqual([])
  })

  it('seeds a released order of the shell jacket in the distribution centre', async () => {
    const demo = await admin.call(p.list, { query: { search: 'MES-4711' } })
    expect(demo.data).toEqual([
      expect.objectContaining({
        status: 'released',
        article_code: 'NO-1001',
        warehouse_code: 'GOT-DC',
        planned_quantity: '40',
      }),
    ])
  })
})
