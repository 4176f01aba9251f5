import { randomUUID } from 'node:crypto'
import {
  goodsReceiptEndpoints as e,
  inventoryEndpoints,
  notificationEndpoints,
  type Order,
  orderEndpoints,
} from '@scm/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectFieldError, expectStatusForEach, toCall } from '../../../testing/api-client.ts'
import { expectHiddenFrom } from '../../../testing/cross-company.ts'
import { demoClients } from '../../../testing/sign-in.ts'
import { createTestApp, type TestApp } from '../../../testing/test-app.ts'
import { restrictPurchasers } from '../../articles/testing/restrict-purchasers.ts'
import { ledgerMismatches } from '../testing/ledger-invariant.ts'
import { stockActor } from '../testing/stock-actors.ts'

describe('goods receipts of purchase-order deliveries', () => {
  let t: TestApp
  let clients: Awaited<ReturnType<typeof demoClients>>
  let order: Order
  beforeAll(async () => {
    t = await createTestApp()
    clients = await demoClients(t.app)
    const found = await clients.buyer.call(orderEndpoints.list, { query: { search: 'AW27 core knit' } })
    order = await clients.buyer.call(orderEndpoints.get, { params: { id: found.data[0]!.id } })
  })
  afterAll(() => t.close())

  const delivery = () => order.deliveries[0]!
  const line = (code: string) => delivery().lines.find((candidate) => candidate.article_code === code)!
  const stockOf = async (code: string) =>
    (await clients.buyer.call(inventoryEndpoints.list, { query: { search: code } })).data.find(
      (row) => row.warehouse_code === 'GOT-DC',
    )
  const receive = (body: { id: string; lines: Array<{ line_id: string; quantity: string }> }) =>
    toCall(e.receive, { params: { id: order.id, delivery_id: delivery().id }, body })

  it('takes goods into the delivery’s warehouse: stock up, incoming down, the lines’ received quantities', async () => {
    expect(await stockOf('NO-2002')).toMatchObject({ on_hand: '15', incoming: '200' })
    const id = randomUUID()
    const body = {
      id,
      lines: [
        { line_id: line('NO-2002').id, quantity: '120' },
        { line_id: line('NO-2003').id, quantity: '150' },
      ],
    }
    const receipt = await clients.buyer.call(e.receive, {
      params: { id: order.id, delivery_id: delivery().id },
      body,
    })
    expect(receipt).toMatchObject({
      id,
      delivery_code: delivery().code,
      warehouse_name: 'Gothenburg DC',
      user_name: 'Erik Lund',
      lines: [
        { article_code: 'NO-2002', quantity: '120' },
        { article_code: 'NO-2003', quantity: '150' },
      ],
    })
    expect(await stockOf('NO-2002')).toMatchObject({ on_hand: '135', incoming: '80' })
    expect(await stockOf('NO-2003')).toMatchObject({ on_hand: '150', incoming: '0' })
    // Sent again (a double click, a retry): the same receipt, nothing taken twice.
    const again = await clients.buyer.send(receive(body))
    expect(again.statusCode).toBe(201)
    expect(again.json()).toMatchObject({ id })
    expect(await stockOf('NO-2002')).toMatchObject({ on_hand: '135' })
    const reread = await clients.buyer.call(orderEndpoints.get, { params: { id: order.id } })
    expect(reread.deliveries[0]!.lines.map((l) => [l.article_code, l.received_qty])).toEqual([
      ['NO-2002', '120.000'],
      ['NO-2003', '150.000'],
    ])
    expect(await clients.buyer.call(e.list, { params: { id: order.id } })).toEqual([receipt])
    const ledger = await clients.buyer.call(inventoryEndpoints.ledger, {
      params: { article_id: line('NO-2002').article_id, warehouse_id: delivery().warehouse_id! },
    })
    expect(ledger.data[0]).toMatchObject({
      document_type: 'goods_receipt',
      document_label: delivery().code,
      quantity: '120',
    })
    const nordic = await stockActor(t, 'admin@nordic.demo')
    expect(await nordic.run((ctx) => ledgerMismatches(ctx.tx, ctx.companyId))).toEqual([])
  })

  it('tells the order: a history entry of the received quantities both parties read, and the supplier a notice', async () => {
    const received = (history: Array<{ event: string }>) =>
      history.filter((entry) => entry.event === 'goods_received')
    const params = { id: order.id }
    // The first test's receipt, once, though it was sent twice.
    const [entry, ...more] = received(await clients.buyer.call(orderEndpoints.history, { params }))
    expect(more).toEqual([])
    const at = (code: string) => `deliveries.${delivery().position}.lines.${line(code).position}.received_qty`
    expect(entry).toMatchObject({
      actor_name: 'Erik Lund',
      actor_side: 'buyer',
      changes: [
        { field: at('NO-2002'), before: '0', after: '120' },
        { field: at('NO-2003'), before: '0', after: '150' },
      ],
    })
    // The supplier reads the same entry: its order's quantities, nothing of the buyer's stock.
    expect(received(await clients.baltic.call(orderEndpoints.history, { params }))).toEqual([entry])
    const bell = await clients.baltic.call(notificationEndpoints.unread, { locale: 'en' })
    const notice = bell.notifications.find((one) => one.data.link === `/orders/${order.id}`)
    expect(notice?.data.message).toBe(
      `${order.buyer_name} has received goods of delivery ${delivery().code} of purchase order ${order.number}`,
    )
  })

  it('refuses a line of another delivery and a line twice, per field in both languages', async () => {
    const other = order.deliveries[1]!.lines[0]!.id
    await expectFieldError(
      clients.buyer,
      receive({ id: randomUUID(), lines: [{ line_id: other, quantity: '1' }] }),
      'lines.0.line_id',
      { sv: 'Raden hör inte till leveransen', en: 'This line is not a line of the delivery' },
    )
    const twice = line('NO-2002').id
    await expectFieldError(
      clients.buyer,
      receive({
        id: randomUUID(),
        lines: [
          { line_id: twice, quantity: '1' },
          { line_id: twice, quantity: '2' },
        ],
      }),
      'lines.1.line_id',
      { sv: 'Raden finns redan i inleveransen', en: 'This line is already in the receipt' },
    )
    const none = await clients.buyer.send(
      receive({ id: randomUUID(), lines: [{ line_id: twice, quantity: '0' }] }),
    )
    expect(none.statusCode).toBe(422)
    expect(Object.keys(none.json().errors)).toEqual(['lines.0.quantity'])
  })

  it('receives only for a confirmed order, and only the buyer', async () => {
    const drafts = await clients.buyer.call(orderEndpoints.list, {
      query: { search: 'AW27 knitwear top-up' },
    })
    const draft = await clients.buyer.call(orderEndpoints.get, { params: { id: drafts.data[0]!.id } })
    const refused = await clients.buyer.send(
      toCall(e.receive, {
        params: { id: draft.id, delivery_id: draft.deliveries[0]!.id },
        body: { id: randomUUID(), lines: [{ line_id: draft.deliveries[0]!.lines[0]!.id, quantity: '1' }] },
      }),
    )
    expect(refused.statusCode).toBe(409)
    // The supplier reads the order, but the buyer's warehouse is not its to fill.
    await expectHiddenFrom(clients.baltic, [
      receive({ id: randomUUID(), lines: [{ line_id: line('NO-2002').id, quantity: '1' }] }),
      toCall(e.list, { params: { id: order.id } }),
    ])
  })

  it('asks for the inventory permission', async () => {
    const calls = [
      receive({ id: randomUUID(), lines: [{ line_id: line('NO-2002').id, quantity: '1' }] }),
      toCall(e.list, { params: { id: order.id } }),
    ]
    await expectStatusForEach(clients.guest, calls, 401)
    await restrictPurchasers(clients.admin, ['list.orders'])
    await expectStatusForEach(clients.buyer, calls, 403)
  })
})
