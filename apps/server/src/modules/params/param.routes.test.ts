import type { AddressInfo } from 'node:net'
import {
  accountEndpoints,
  authEndpoints,
  channels,
  masterDataEndpoints,
  type ParamOption,
  paramEndpoints,
  SessionTime,
} from '@scm/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  type ApiClient,
  apiClient,
  type Call,
  expectStatusForEach,
  toCall,
} from '../../testing/api-client.ts'
import { connectRealtime, type RealtimeClient } from '../../testing/realtime-client.ts'
import { demoClients, signIn } from '../../testing/sign-in.ts'
import { createTestApp, type TestApp } from '../../testing/test-app.ts'

let t: TestApp
let admin: ApiClient
let buyer: ApiClient
let baltic: ApiClient
let guest: ApiClient
let buyerTab: RealtimeClient
let balticTab: RealtimeClient

const names = (options: ParamOption[]) => options.map((option) => option.name)

beforeAll(async () => {
  t = await createTestApp()
  await t.app.listen({ port: 0, host: '127.0.0.1' })
  const baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`
  ;({ admin, baltic, guest } = await demoClients(t.app))
  const erik = await signIn(t.app, 'buyer@nordic.demo')
  const lina = await signIn(t.app, 'supplier@baltic.demo')
  buyer = apiClient(t.app, erik)
  buyerTab = await connectRealtime(baseUrl, erik.token)
  balticTab = await connectRealtime(baseUrl, lina.token)
  await buyerTab.subscribe(channels.user((await buyer.call(authEndpoints.user)).id))
  await balticTab.subscribe(channels.user((await baltic.call(authEndpoints.user)).id))
})
afterAll(async () => {
  buyerTab?.close()
  balticTab?.close()
  await t.close()
})

describe('params: the shared lists behind every select (select_many)', () => {
  it('answers each asked name with its active options, in one call, for any signed-in user', async () => {
    const params = await buyer.call(paramEndpoints.selectMany, {
      query: { select_many: 'sizes,units,sizes' },
    })
    expect(Object.keys(params).sort()).toEqual(['sizes', 'units'])
    expect(names(params.sizes!)).toEqual(['L', 'M', 'S', 'XL', 'XS'])
    expect(params.units![0]).toEqual({ id: expect.any(String), name: 'Kilogram', code: 'KG' })
  })

  it("lists the company's own active users by name, without their e-mail", async () => {
    const users = (await buyer.call(paramEndpoints.selectMany, { query: { select_many: 'users' } })).users!
    expect(names(users)).toEqual(expect.arrayContaining(['Anna Berg', 'Erik Lund']))
    expect(names(users)).not.toContain('Lina Ozols')
    expect(users.every((user) => user.code === null)).toBe(true)
  })

  it('refuses an unknown name or an empty list with 422 on select_many; a guest must sign in', async () => {
    const refused: Call[] = [
      toCall(paramEndpoints.selectMany, { query: { select_many: 'sizes,passwords' } }),
      // Raw: a typed query leaves an empty value out, and this one asks with select_many there but empty.
      { method: 'GET', url: '/api/param?select_many=' },
      toCall(paramEndpoints.selectMany),
    ]
    for (const call of refused) {
      const response = await buyer.send(call)
      expect(response.statusCode, call.url).toBe(422)
      expect(Object.keys(response.json().errors ?? {}).join(), call.url).toMatch(/^select_many/)
    }
    await expectStatusForEach(
      guest,
      [toCall(paramEndpoints.selectMany, { query: { select_many: 'sizes' } })],
      401,
    )
  })

  it("tells the company's open tabs which list changed (ParamUpdated), and no other company's", async () => {
    const balticSeen = balticTab.received.length
    const pushed = buyerTab.next<{ params: Record<string, unknown> }>(
      channels.user((await buyer.call(authEndpoints.user)).id),
      'ParamUpdated',
    )
    const xxl = { body: { name: 'XXL', code: 'XXL' } }
    expect((await admin.request(masterDataEndpoints('sizes').create, xxl)).statusCode).toBe(201)
    expect(await pushed).toEqual({ params: { sizes: null } })
    const sizes = { query: { select_many: 'sizes' } }
    expect(names((await buyer.call(paramEndpoints.selectMany, sizes)).sizes!)).toContain('XXL')
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(balticTab.received.slice(balticSeen).map((message) => message.event)).not.toContain('ParamUpdated')
    expect(names((await baltic.call(paramEndpoints.selectMany, sizes)).sizes!)).not.toContain('XXL')
  })

  it('tells them when a colleague is renamed, so the assignee and approver pickers show the new name', async () => {
    const buyerId = (await buyer.call(authEndpoints.user)).id
    const pushed = buyerTab.next<{ params: Record<string, unknown> }>(channels.user(buyerId), 'ParamUpdated')
    const account = await admin.call(accountEndpoints.get)
    await admin.call(accountEndpoints.update, {
      body: {
        first_name: 'Annika',
        last_name: account.last_name,
        locale: account.locale,
        session_time: SessionTime.parse(account.session_time),
        version: account.version,
      },
    })
    expect(await pushed).toEqual({ params: { users: null } })
    const users = await buyer.call(paramEndpoints.selectMany, { query: { select_many: 'users' } })
    expect(names(users.users!)).toContain('Annika Berg')
  })
})
