import type { AddressInfo } from 'node:net'
import { channels, type SubscribeAck } from '@scm/contracts'
import { decodeJwt } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { apiClient } from '../../testing/api-client.ts'
import { connectRealtime, type RealtimeClient } from '../../testing/realtime-client.ts'
import { type Session, signIn } from '../../testing/sign-in.ts'
import { createTestApp, type TestApp } from '../../testing/test-app.ts'
import { createAccessTokens } from '../auth/access-token.ts'

let t: TestApp
let baseUrl: string
const sessions: Record<'admin' | 'buyer' | 'baltic', Session> = {} as never
const ids = { anna: '', erik: '', nordic: '', baltic: '' }
const open: RealtimeClient[] = []

async function connectAs(who: keyof typeof sessions) {
  const client = await connectRealtime(baseUrl, sessions[who].token)
  open.push(client)
  return client
}

beforeAll(async () => {
  t = await createTestApp()
  await t.app.listen({ port: 0, host: '127.0.0.1' })
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`
  sessions.admin = await signIn(t.app, 'admin@nordic.demo')
  sessions.buyer = await signIn(t.app, 'buyer@nordic.demo')
  sessions.baltic = await signIn(t.app, 'supplier@baltic.demo')
  const me = async (session: Session) => (await apiClient(t.app, session).post('/api/auth/user')).json()
  const [anna, erik, lina] = [await me(sessions.admin), await me(sessions.buyer), await me(sessions.baltic)]
  Object.assign(ids, { anna: anna.id, erik: erik.id, nordic: erik.company_id, baltic: lina.company_id })
})
afterAll(async () => {
  for (const client of open) client.close()
  await t.close()
})

describe('real-time connection', () => {
  it('refuses a socket without a valid access token', async () => {
    await expect(connectRealtime(baseUrl)).rejects.toThrow('unauthenticated')
    await expect(connectRealtime(baseUrl, 'not-a-token')).rejects.toThrow('unauthenticated')
  })

  it('delivers platform.realtime events to the subscribed user, company and app channels only', async () => {
    const erik = await connectAs('buyer')
    const lina = await connectAs('baltic')
    expect(await erik.subscribe(channels.user(ids.erik))).toEqual({ ok: true })
    expect(await erik.subscribe(channels.sync(ids.nordic))).toEqual({ ok: true })
    expect(await erik.subscribe(channels.app)).toEqual({ ok: true })
    expect(await lina.subscribe(channels.sync(ids.baltic))).toEqual({ ok: true })

    const toErik = erik.next(channels.user(ids.erik), 'PermissionsUpdated')
    t.platform.realtime.toUser(ids.erik, 'PermissionsUpdated', { permissions: ['list.orders'] })
    expect(await toErik).toEqual({ permissions: ['list.orders'] })

    const sync = erik.next(channels.sync(ids.nordic), 'SyncStatusUpdated')
    t.platform.realtime.toCompanySync(ids.nordic, 'SyncStatusUpdated', { status: true })
    expect(await sync).toEqual({ status: true })

    const version = erik.next(channels.app, 'NewVersionDeployed')
    t.platform.realtime.toApp('NewVersionDeployed', { build: 'b2' })
    expect(await version).toEqual({ build: 'b2' })

    // Lina subscribed to her own company's sync channel only: nothing of Nordic's reached her, only
    // her company's status as she subscribed (no import under way).
    expect(lina.received).toEqual([
      { channel: channels.sync(ids.baltic), event: 'SyncStatusUpdated', payload: { status: false } },
    ])
  })

  it("refuses another user's channel and another company's sync and presence channels", async () => {
    const erik = await connectAs('buyer')
    const lina = await connectAs('baltic')
    const refused = { ok: false, status: 403 }
    expect(await erik.subscribe(channels.user(ids.anna))).toEqual(refused)
    expect(await lina.subscribe(channels.user(ids.erik))).toEqual(refused)
    expect(await lina.subscribe(channels.sync(ids.nordic))).toEqual(refused)
    expect(await lina.subscribe(channels.presence(ids.nordic, 'order', 'o-1'))).toEqual(refused)
    expect(await erik.subscribe('private-anything')).toEqual(refused)
    expect(await erik.subscribe(channels.presence(ids.nordic, 'Order!', 'o-1'))).toEqual(refused)

    const forAnna = lina.next(channels.user(ids.anna), 'PermissionsUpdated', 300)
    t.platform.realtime.toUser(ids.anna, 'PermissionsUpdated', { permissions: [] })
    await expect(forAnna).rejects.toThrow('no PermissionsUpdated')
  })
})

describe('token lifetime', () => {
  // A token of Erik's own session that expires soon, signed with the app's key. Long enough that a
  // loaded machine still completes the handshake before it expires.
  const lifetimeSeconds = 3
  async function shortLivedToken() {
    const claims = decodeJwt(sessions.buyer.token)
    const tokens = await createAccessTokens(t.platform.db, lifetimeSeconds)
    return tokens.sign({ userId: claims.sub!, companyId: String(claims.cid), sessionId: String(claims.sid) })
  }
  const disconnected = (client: RealtimeClient) =>
    new Promise<string>((resolve) => client.socket.once('disconnect', (reason) => resolve(reason)))

  it('ends a socket when its access token expires', async () => {
    const client = await connectRealtime(baseUrl, await shortLivedToken())
    open.push(client)
    expect(await disconnected(client)).toBe('io server disconnect')
  })

  it('keeps a socket that re-authenticates with a refreshed token, and ends one that presents another user', async () => {
    const client = await connectRealtime(baseUrl, await shortLivedToken())
    open.push(client)
    expect(await client.socket.emitWithAck('authenticate', sessions.buyer.token)).toEqual({ ok: true })
    await new Promise((resolve) => setTimeout(resolve, lifetimeSeconds * 1000 + 500))
    expect(client.socket.connected).toBe(true)
    expect(await client.subscribe(channels.user(ids.erik))).toEqual({ ok: true })

    const ended = disconnected(client)
    expect(await client.socket.emitWithAck('authenticate', sessions.admin.token)).toEqual({ ok: false })
    expect(await ended).toBe('io server disconnect')
  })
})

describe('presence', () => {
  it('answers here with who is present, tells others of joining and leaving, and counts a user once', async () => {
    const channel = channels.presence(ids.nordic, 'order', 'o-42')
    const anna = await connectAs('admin')
    const annaName = { id: ids.anna, name: 'Anna Berg' }
    const erikName = { id: ids.erik, name: 'Erik Lund' }
    expect(await anna.subscribe(channel)).toEqual({ ok: true, members: [annaName] })

    const joining = anna.next(channel, 'presence:joining')
    const erik = await connectAs('buyer')
    const here = await erik.subscribe(channel)
    expect(here.ok && here.members?.sort((a, b) => a.name.localeCompare(b.name))).toEqual([
      annaName,
      erikName,
    ])
    expect(await joining).toEqual(erikName)

    // Erik in a second tab: already present, so nobody is told he joined again or left.
    const erikAgain = await connectAs('buyer')
    expect(await erikAgain.subscribe(channel)).toMatchObject({ ok: true })
    erikAgain.close()
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(anna.received.filter((message) => message.channel === channel)).toEqual([
      { channel, event: 'presence:joining', payload: erikName },
    ])

    const leaving = anna.next(channel, 'presence:leaving')
    erik.close()
    expect(await leaving).toEqual(erikName)
  })

  it('lets two users joining at the same moment learn of each other', async () => {
    const channel = channels.presence(ids.nordic, 'order', 'o-race')
    const anna = await connectAs('admin')
    const erik = await connectAs('buyer')
    const [toAnna, toErik] = await Promise.all([anna.subscribe(channel), erik.subscribe(channel)])
    await new Promise((resolve) => setTimeout(resolve, 200))
    const knows = (ack: SubscribeAck, client: RealtimeClient, otherId: string) =>
      (ack.ok && ack.members?.some((member) => member.id === otherId)) ||
      client.received.some(
        (message) =>
          message.channel === channel &&
          message.event === 'presence:joining' &&
          (message.payload as { id: string }).id === otherId,
      )
    expect(knows(toAnna, anna, ids.erik)).toBe(true)
    expect(knows(toErik, erik, ids.anna)).toBe(true)
  })

  it('tells the others when a user unsubscribes without closing the socket', async () => {
    const channel = channels.presence(ids.nordic, 'quotation', 'q-7')
    const anna = await connectAs('admin')
    const erik = await connectAs('buyer')
    await anna.subscribe(channel)
    await erik.subscribe(channel)
    const leaving = anna.next(channel, 'presence:leaving')
    erik.socket.emit('unsubscribe', channel)
    expect(await leaving).toEqual({ id: ids.erik, name: 'Erik Lund' })
  })
})

describe('POST /api/broadcasting/auth', () => {
  const ask = (who: keyof typeof sessions | 'guest', channel_name: string) =>
    apiClient(t.app, who === 'guest' ? undefined : sessions[who]).post('/api/broadcasting/auth', {
      socket_id: 'abc123',
      channel_name,
    })

  it('answers the same question as a socket subscribe', async () => {
    const own = await ask('buyer', channels.user(ids.erik))
    expect(own.statusCode).toBe(200)
    expect(own.json()).toEqual({ socket_id: 'abc123', channel_name: `users.${ids.erik}`, channel_data: null })
    const presence = await ask('buyer', channels.presence(ids.nordic, 'order', 'o-1'))
    expect(presence.json().channel_data).toEqual({ id: ids.erik, name: 'Erik Lund' })
    expect((await ask('buyer', channels.app)).statusCode).toBe(200)

    expect((await ask('buyer', channels.user(ids.anna))).statusCode).toBe(403)
    expect((await ask('baltic', channels.sync(ids.nordic))).statusCode).toBe(403)
    expect((await ask('baltic', channels.presence(ids.nordic, 'order', 'o-1'))).statusCode).toBe(403)
    expect((await ask('guest', channels.app)).statusCode).toBe(401)
  })

  it('refuses a malformed request with field errors', async () => {
    const response = await apiClient(t.app, sessions.buyer).post('/api/broadcasting/auth?locale=en', {
      socket_id: '',
    })
    expect(response.statusCode).toBe(422)
    expect(Object.keys(response.json().errors).sort()).toEqual(['channel_name', 'socket_id'])
  })
})
