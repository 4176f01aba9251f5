import { type Order, orderEndpoints } from '@scm/contracts'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rows } from '../../platform/db/rows.ts'
import { inCompany } from '../../platform/db/tenant.ts'
import { type ApiClient, expectStatusForEach, toCall } from '../../testing/api-client.ts'
import { demoClients } from '../../testing/sign-in.ts'
import { createTestApp, type TestApp } from '../../testing/test-app.ts'
import {
  acted,
  noticesAbout,
  type OrderWorld,
  orderBody,
  orderWorld,
  postOrder,
} from './testing/order-fixtures.ts'

let t: TestApp
let admin: ApiClient
let buyer: ApiClient
let baltic: ApiClient
let w: OrderWorld
let order: Order

beforeAll(async () => {
  t = await createTestApp()
  ;({ admin, buyer, baltic } = await demoClients(t.app))
  w = await orderWorld(admin, buyer, baltic)
  order = await postOrder(admin, orderBody(w))
})
afterAll(() => t.close())

const ofOrder = () => ({ params: { id: order.id } })
const comment = async (client: ApiClient, body: string, visibility: 'internal' | 'shared') => {
  const response = await client.request(orderEndpoints.addComment, {
    ...ofOrder(),
    body: { body, visibility },
  })
  expect(response.statusCode, response.body).toBe(201)
  return orderEndpoints.addComment.response.parse(response.json())
}
const bodies = async (client: ApiClient) =>
  (await client.call(orderEndpoints.comments, ofOrder())).map((c) => c.body)

describe('workflow comments', () => {
  it('keeps a draft’s comments with the buyer; the supplier hears of none', async () => {
    const first = await comment(admin, 'Check the budget first', 'internal')
    expect(first).toMatchObject({
      order_number: order.number,
      author_name: 'Anna Berg',
      author_side: 'buyer',
    })
    await comment(admin, 'Please quote your earliest slot', 'shared')
    order = await acted(admin, order, 'send')
    expect(await noticesAbout(baltic, order, 'order-comment')).toEqual([])
  })

  it('shows each party its own internal comments and both parties’ shared ones, never the other’s internal', async () => {
    await comment(baltic, 'Yarn arrives week 6', 'internal')
    await comment(baltic, 'We can ship in week 9', 'shared')
    expect(await bodies(admin)).toEqual([
      'We can ship in week 9',
      'Please quote your earliest slot',
      'Check the budget first',
    ])
    expect(await bodies(baltic)).toEqual([
      'We can ship in week 9',
      'Yarn arrives week 6',
      'Please quote your earliest slot',
    ])
    const all = await baltic.call(orderEndpoints.allComments, {
      query: { filter: { visibility: 'internal' } },
    })
    expect(all.data.map((c) => c.body)).toEqual(['Yarn arrives week 6'])
    expect((await admin.call(orderEndpoints.allComments, { query: { search: 'week' } })).meta.total).toBe(1)
    const oldest = await admin.call(orderEndpoints.allComments, {
      query: { filter: { order_id: order.id }, sort: 'created_at' },
    })
    expect(oldest.data[0]!.body).toBe('Check the budget first')
  })

  it('tells the other party of a shared comment', async () => {
    expect(await noticesAbout(admin, order, 'order-comment')).toEqual([
      `Lina Ozols (Baltic Knit Ltd) kommenterade inköpsorder ${order.number}: We can ship in week 9`,
    ])
    await comment(admin, 'Week 9 works', 'shared')
    expect(await noticesAbout(baltic, order, 'order-comment')).toEqual([
      `Anna Berg (Nordic Outdoor AB) commented on purchase order ${order.number}: Week 9 works`,
    ])
  })

  it('holds in the database too: neither party reads the other’s internal comments, nobody edits one', async () => {
    const visible = (company: string) =>
      inCompany(t.database.db, company, async (tx) =>
        rows<{ body: string; n: number }>(tx, sql`select body from order_comments order by body`),
      )
    expect((await visible(w.balticId)).map((row) => row.body)).not.toContain('Check the budget first')
    expect((await visible(w.nordicId)).map((row) => row.body)).not.toContain('Yarn arrives week 6')
    const changed = await inCompany(t.database.db, w.nordicId, async (tx) =>
      rows(tx, sql`update order_comments set body = 'Rewritten' returning id`),
    )
    expect(changed).toEqual([])
  })

  it('is for users holding the workflow comments permission', async () => {
    await expectStatusForEach(
      buyer,
      [
        toCall(orderEndpoints.comments, ofOrder()),
        toCall(orderEndpoints.addComment, { ...ofOrder(), body: { body: 'Hi', visibility: 'shared' } }),
        toCall(orderEndpoints.allComments),
      ],
      403,
    )
    const empty = await admin.request(orderEndpoints.addComment, {
      ...ofOrder(),
      body: { body: '  ', visibility: 'shared' },
    })
    expect(Object.keys(empty.json().errors)).toEqual(['body'])
  })
})
