import type { AddressInfo } from 'node:net'
import { channels, type OrderUpdated, orderEndpoints, orderUpdatedEvent } from '@scm/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ApiClient, apiClient } from '../../testing/api-client.ts'
import { connectRealtime, type RealtimeClient } from '../../testing/realtime-client.ts'
import { signIn } from '../../testing/sign-in.ts'
import { createTestApp, type TestApp } from '../../testing/test-app.ts'
import { acted, type OrderWorld, orderBody, orderWorld, postOrder } from './testing/order-fixtures.ts'

let t: TestApp
let admin: ApiClient
let baltic: ApiClient
let w: OrderWorld
let nordicTab: RealtimeClient
let balticTab: RealtimeClient

beforeAll(async () => {
  t = await createTestApp()
  await t.app.listen({ port: 0, host: '127.0.0.1' })
  const url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`
  const [adminSession, buyerSession, balticSession] = [
    await signIn(t.app, 'admin@nordic.demo'),
    await signIn(t.app, 'buyer@nordic.demo'),
    await signIn(t.app, 'supplier@baltic.demo'),
  ]
  admin = apiClient(t.app, adminSession)
  baltic = apiClient(t.app, balticSession)
  w = await orderWorld(admin, apiClient(t.app, buyerSession), baltic)
  nordicTab = await connectRealtime(url, buyerSession.token)
  balticTab = await connectRealtime(url, balticSession.token)
  expect(await nordicTab.subscribe(channels.sync(w.nordicId))).toEqual({ ok: true })
  expect(await balticTab.subscribe(channels.sync(w.balticId))).toEqual({ ok: true })
})
afterAll(async () => {
  nordicTab.close()
  balticTab.close()
  await t.close()
})

const updated = (tab: RealtimeClient, company: string, ms?: number) =>
  tab.next<OrderUpdated>(channels.sync(company), orderUpdatedEvent, ms)
// Settles to whether the event came within half a second (waited for later, so it must not reject).
const heard = (tab: RealtimeClient, company: string) =>
  updated(tab, company, 500).then(
    () => true,
    () => false,
  )

describe('OrderUpdated on the companies’ sync channels', () => {
  it('tells the buyer’s tabs of a draft, and the supplier’s only once the order reaches it', async () => {
    const buyerHears = updated(nordicTab, w.nordicId)
    const supplierHears = heard(balticTab, w.balticId)
    const draft = await postOrder(admin, orderBody(w))
    expect(await buyerHears).toEqual({ id: draft.id, number: draft.number, status: 'draft', version: 0 })
    expect(await supplierHears).toBe(false)
    const both = [updated(nordicTab, w.nordicId), updated(balticTab, w.balticId)]
    const sent = await acted(admin, draft, 'send')
    expect(await Promise.all(both)).toEqual([
      { id: draft.id, number: draft.number, status: 'sent', version: sent.version },
      { id: draft.id, number: draft.number, status: 'sent', version: sent.version },
    ])
  })

  it('keeps an internal comment’s event with its author’s company', async () => {
    const order = (
      await admin.call(orderEndpoints.list, { query: { filter: { status: 'sent' }, sort: '-number' } })
    ).data[0]!
    const buyerHears = heard(nordicTab, w.nordicId)
    const supplierHears = updated(balticTab, w.balticId)
    const response = await baltic.request(orderEndpoints.addComment, {
      params: { id: order.id },
      body: { body: 'Yarn is late', visibility: 'internal' },
    })
    expect(response.statusCode).toBe(201)
    expect((await supplierHears).id).toBe(order.id)
    expect(await buyerHears).toBe(false)
  })
})
