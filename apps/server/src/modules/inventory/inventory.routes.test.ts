import { inventoryEndpoints as e, warehouseEndpoints } from '@scm/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ApiClient, expectStatusForEach, toCall } from '../../testing/api-client.ts'
import { expectHiddenFrom } from '../../testing/cross-company.ts'
import { demoClients } from '../../testing/sign-in.ts'
import { createTestApp, type TestApp } from '../../testing/test-app.ts'
import { restrictPurchasers } from '../articles/testing/restrict-purchasers.ts'
import { postStock } from './stock-posting.ts'
import { stockActor } from './testing/stock-actors.ts'

describe('inventory', () => {
  let t: TestApp
  let clients: Awaited<ReturnType<typeof demoClients>>
  let buyer: ApiClient
  beforeAll(async () => {
    t = await createTestApp()
    clients = await demoClients(t.app)
    buyer = clients.buyer
  })
  afterAll(() => t.close())

  const rowOf = async (code: string, warehouse: string) =>
    (await buyer.call(e.list, { query: { search: code, per_page: '200' } })).data.find(
      (row) => row.warehouse_code === warehouse,
    )

  it('lists stock by warehouse with its parent, available, incoming and the minimum marked', async () => {
    const page = await buyer.call(e.list, { query: { sort: 'article_code' } })
    expect(page.meta.total).toBe(13)
    const sweater = await rowOf('NO-2002', 'GOT-DC')
    expect(sweater).toMatchObject({
      article_name: 'Merino crew sweater',
      warehouse_name: 'Gothenburg DC',
      parent_warehouse_name: null,
      on_hand: '15',
      reserved: '0',
      available: '15',
      inventory_min: '20',
      below_min: true,
    })
    expect(await rowOf('NO-1001', 'STH-01')).toMatchObject({ parent_warehouse_name: 'Gothenburg DC' })
    const belowMin = await buyer.call(e.list, { query: { filter: { below_min: 'true' } } })
    expect(belowMin.data.map((row) => row.article_code).sort()).toEqual(
      ['NO-1001', 'NO-3002', 'NO-2002'].sort(),
    )
    // The flagship's stock is part of the distribution centre's, as its child.
    const dc = sweater!.warehouse_id
    const underDc = await buyer.call(e.list, { query: { filter: { parent_warehouse_id: dc } } })
    expect(underDc.meta.total).toBe(13)
    const onlyDc = await buyer.call(e.list, { query: { filter: { warehouse_id: dc } } })
    expect(onlyDc.meta.total).toBe(11)
  })

  it('shows what open purchase orders still bring to the warehouse', async () => {
    // The demo's confirmed order "AW27 core knit" brings 200 sweaters and 500 beanies to Gothenburg DC.
    expect(await rowOf('NO-2002', 'GOT-DC')).toMatchObject({ incoming: '200' })
    expect(await rowOf('NO-2004', 'GOT-DC')).toMatchObject({ incoming: '500' })
    expect(await rowOf('NO-2001', 'GOT-DC')).toMatchObject({ incoming: '0' })
  })

  it('opens the ledger of an article in a warehouse: the entries under the figure they add up to', async () => {
    const sweater = (await rowOf('NO-2001', 'GOT-DC'))!
    const nordic = await stockActor(t, 'admin@nordic.demo')
    const label = 'Transfer to Stockholm'
    await nordic.run((ctx) =>
      postStock(ctx, { type: 'inventory_transaction', id: crypto.randomUUID(), label }, [
        { articleId: sweater.article_id, warehouseId: sweater.warehouse_id, quantity: '-10' },
      ]),
    )
    const ledger = await buyer.call(e.ledger, {
      params: { article_id: sweater.article_id, warehouse_id: sweater.warehouse_id },
    })
    expect(ledger.ledger).toMatchObject({
      article_code: 'NO-2001',
      warehouse_name: 'Gothenburg DC',
      on_hand: '200',
    })
    expect(ledger.data.map((entry) => [entry.document_label, entry.quantity, entry.balance_after])).toEqual([
      [label, '-10', '200'],
      ['Opening stock', '210', '210'],
    ])
    expect(ledger.data.map((entry) => entry.user_name)).toEqual(['Anna Berg', null])
    expect(ledger.meta.total).toBe(2)
  })

  it('keeps each company to its own stock', async () => {
    const sweater = (await rowOf('NO-2001', 'GOT-DC'))!
    const own = await clients.baltic.call(e.list, {}).catch(() => undefined)
    expect(own?.data ?? []).not.toContainEqual(expect.objectContaining({ article_id: sweater.article_id }))
    // Baltic's own warehouse with Nordic's article, and Nordic's pair, are both not Baltic's.
    const balticWarehouses = await clients.baltic.request(warehouseEndpoints.list, {})
    const balticWarehouse =
      balticWarehouses.statusCode === 200 ? balticWarehouses.json().data[0]?.id : undefined
    const ledgerOf = (warehouseId: string) =>
      toCall(e.ledger, { params: { article_id: sweater.article_id, warehouse_id: warehouseId } })
    await expectHiddenFrom(
      clients.baltic,
      [ledgerOf(sweater.warehouse_id), ...(balticWarehouse ? [ledgerOf(balticWarehouse)] : [])],
      ['NO-2001', 'Gothenburg'],
    )
  })

  it('asks for the inventory permission, and a sign-in', async () => {
    const sweater = (await rowOf('NO-2001', 'GOT-DC'))!
    const calls = [
      toCall(e.list),
      toCall(e.ledger, { params: { article_id: sweater.article_id, warehouse_id: sweater.warehouse_id } }),
    ]
    await expectStatusForEach(clients.guest, calls, 401)
    await restrictPurchasers(clients.admin, ['list.products'])
    await expectStatusForEach(buyer, calls, 403)
  })
})
