import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import type { Server as HttpServer, IncomingMessage, ServerResponse } from 'node:http'
import path from 'node:path'
import {
  type Broadcast,
  channels,
  type PresenceMember,
  type RealtimePayload,
  type SubscribeAck,
} from '@scm/contracts'
import { eq } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { Redis } from 'ioredis'
import { decodeJwt } from 'jose'
import { type DefaultEventsMap, Server, type Socket } from 'socket.io'
import type { AccessClaims, AccessTokens } from '../auth/access-token.ts'
import { enterAsPrincipal, type Principal } from '../auth/principal.ts'
import type { Db } from '../db/database.ts'
import { appSecrets } from '../db/secret.table.ts'
import { securityHeaders } from '../http/security-headers.ts'
import { authorizeChannel, type ChannelAccess, isPresenceChannel } from './channels.ts'

// What the rest of the server uses to push events (spec §7 channels). Delivery is fire-and-forget:
// a user with no open tab simply misses it, so callers store anything that must not be lost.
export interface Realtime {
  toUser(userId: string, event: string, payload: unknown): void
  toCompanySync(companyId: string, event: string, payload: unknown): void
  toApp(event: string, payload: unknown): void
  close(): Promise<void>
}

export interface RealtimeOptions {
  db: Db
  tokens: AccessTokens
  log: FastifyBaseLogger
  // Without a listening server the events reach no socket, which is what an inject-only test app needs.
  server?: HttpServer
  // Set: the adapter carries events and presence between instances through Redis.
  redis?: Redis
  // The web build this instance serves; a socket from a browser running another build is told so.
  buildId?: string
  // Whether the company's data is being synchronised (an import job under way): a socket joining the
  // sync channel is told at once, so a tab that missed the end of an import (closed, reconnecting)
  // does not keep showing the import banner.
  syncStatus?: (companyId: string) => Promise<boolean>
}

// Shared between instances through the adapter (fetchSockets), so plain data only.
interface SocketData {
  userId: string
  member: PresenceMember
}

type AppSocket = Socket<DefaultEventsMap, DefaultEventsMap, DefaultEventsMap, SocketData>

// Socket events: `subscribe` (channel, ack) and `unsubscribe` (channel) as in Laravel Echo, and
// `authenticate` (token, ack) after the browser refreshed its access token. The server sends every
// channel event as `broadcast` { channel, event, payload }, presence changes as the events
// `presence:joining` / `presence:leaving` of their channel.
export async function createRealtime(options: RealtimeOptions): Promise<Realtime> {
  const { db, tokens, log } = options
  const io = new Server({ path: '/socket.io', serveClient: false })
  let subscriber: Redis | undefined
  if (options.redis) {
    subscriber = options.redis.duplicate()
    subscriber.on('error', (error) => log.warn({ err: error }, 'redis subscriber connection error'))
    await subscriber.connect()
    const { createAdapter } = await import('@socket.io/redis-adapter')
    io.adapter(createAdapter(options.redis, subscriber, { key: await adapterKey(db) }))
  }
  if (options.server) {
    io.attach(options.server)
    // engine.io answers /socket.io itself, before Fastify: every answer of its own (polling, the
    // upgrade, its errors) gets the same headers here.
    io.engine.use((_request: IncomingMessage, response: ServerResponse, next: () => void) => {
      for (const [name, value] of Object.entries(securityHeaders)) response.setHeader(name, value)
      next()
    })
  }

  // Per socket on this instance: the claims of its current token and the timer that ends it.
  const sessions = new Map<string, { claims: AccessClaims; expiry: NodeJS.Timeout }>()

  const send = (channel: string, event: string, payload: unknown) =>
    io.to(channel).emit('broadcast', { channel, event, payload } satisfies Broadcast)

  async function principalOf(claims: AccessClaims): Promise<Principal | null> {
    try {
      return await db.transaction((tx) => enterAsPrincipal(tx, claims))
    } catch {
      return null
    }
  }

  async function verify(
    token: unknown,
  ): Promise<{ claims: AccessClaims; principal: Principal; exp: number } | null> {
    if (typeof token !== 'string') return null
    const claims = await tokens.verify(token)
    const principal = claims && (await principalOf(claims))
    if (!claims || !principal) return null
    return { claims, principal, exp: decodeJwt(token).exp ?? 0 }
  }

  // A socket lives as long as its access token: after that the browser refreshes and re-authenticates
  // (or reconnects), so a signed-out or deactivated user stops receiving events within a token's life.
  function keep(socket: AppSocket, claims: AccessClaims, exp: number) {
    const previous = sessions.get(socket.id)
    if (previous) clearTimeout(previous.expiry)
    const delay = Math.min(Math.max(exp * 1000 - Date.now(), 0), 2 ** 31 - 1)
    sessions.set(socket.id, { claims, expiry: setTimeout(() => socket.disconnect(true), delay) })
  }

  const membersOf = (sockets: Array<{ data: SocketData }>) => {
    const byId = new Map<string, PresenceMember>()
    for (const socket of sockets) if (socket.data.member) byId.set(socket.data.userId, socket.data.member)
    return [...byId.values()]
  }

  async function leave(channel: string, member: PresenceMember) {
    const remaining = await io.in(channel).fetchSockets()
    if (!remaining.some((socket) => socket.data.userId === member.id))
      io.to(channel).emit('broadcast', { channel, event: 'presence:leaving', payload: member })
  }

  io.use(async (socket, next) => {
    const verified = await verify(socket.handshake.auth?.token)
    if (!verified) return next(new Error('unauthenticated'))
    const { principal } = verified
    socket.data = {
      userId: principal.userId,
      member: { id: principal.userId, name: `${principal.firstName} ${principal.lastName}` },
    }
    keep(socket as AppSocket, verified.claims, verified.exp)
    next()
  })

  io.on('connection', (socket: AppSocket) => {
    const loaded = socket.handshake.auth?.build
    if (options.buildId && typeof loaded === 'string' && loaded !== options.buildId)
      socket.emit('broadcast', {
        channel: 'app',
        event: 'NewVersionDeployed',
        payload: { build: options.buildId },
      } satisfies Broadcast)

    // Subscribes and unsubscribes of one socket run in order: a page that leaves a channel while its
    // subscribe is still being authorised must not end up joined.
    let queue = Promise.resolve()
    const inOrder =
      <A extends unknown[]>(work: (...args: A) => Promise<void>) =>
      (...args: A) => {
        queue = queue
          .then(() => work(...args))
          .catch((error: unknown) => log.warn({ err: error }, 'real-time request failed'))
      }

    socket.on(
      'subscribe',
      inOrder(async (channel: unknown, ack: unknown) => {
        if (typeof ack !== 'function') return
        const answer = ack as (reply: SubscribeAck) => void
        const session = sessions.get(socket.id)
        const principal = session && (await principalOf(session.claims))
        if (!principal) {
          answer({ ok: false, status: 401 })
          socket.disconnect(true)
          return
        }
        const access: ChannelAccess =
          typeof channel === 'string' ? authorizeChannel(principal, channel) : { allowed: false }
        if (!access.allowed || typeof channel !== 'string') return answer({ ok: false, status: 403 })
        if (!access.member) {
          await socket.join(channel)
          // Before the answer: once subscribed, the tab knows the current status.
          if (channel === channels.sync(principal.companyId) && options.syncStatus)
            socket.emit('broadcast', {
              channel,
              event: 'SyncStatusUpdated',
              payload: { status: await options.syncStatus(principal.companyId) },
            } satisfies Broadcast<RealtimePayload<'SyncStatusUpdated'>>)
          return answer({ ok: true })
        }
        // Joined before asking who is there: two users joining at once then both see each other.
        await socket.join(channel)
        const present = await io.in(channel).fetchSockets()
        const alreadyThere = present.some(
          (other) => other.id !== socket.id && other.data.userId === principal.userId,
        )
        if (!alreadyThere)
          socket.to(channel).emit('broadcast', { channel, event: 'presence:joining', payload: access.member })
        answer({ ok: true, members: membersOf(present) })
      }),
    )

    socket.on(
      'unsubscribe',
      inOrder(async (channel: unknown) => {
        if (typeof channel !== 'string' || !socket.rooms.has(channel)) return
        await socket.leave(channel)
        if (isPresenceChannel(channel)) await leave(channel, socket.data.member)
      }),
    )

    socket.on('authenticate', async (token: unknown, ack: unknown) => {
      const verified = await verify(token)
      const ok = verified?.principal.userId === socket.data.userId
      if (verified && ok) keep(socket, verified.claims, verified.exp)
      if (typeof ack === 'function') ack({ ok })
      if (!ok) socket.disconnect(true)
    })

    let presenceRooms: string[] = []
    socket.on('disconnecting', () => {
      presenceRooms = [...socket.rooms].filter(isPresenceChannel)
    })
    socket.on('disconnect', () => {
      const session = sessions.get(socket.id)
      if (session) clearTimeout(session.expiry)
      sessions.delete(socket.id)
      for (const channel of presenceRooms)
        leave(channel, socket.data.member).catch((error: unknown) =>
          log.warn({ err: error }, 'presence leave not announced'),
        )
    })
  })

  return {
    toUser: (userId, event, payload) => send(`users.${userId}`, event, payload),
    toCompanySync: (companyId, event, payload) => send(channels.sync(companyId), event, payload),
    toApp: (event, payload) => send('app', event, payload),
    close: async () => {
      io.local.disconnectSockets(true)
      for (const session of sessions.values()) clearTimeout(session.expiry)
      // Not io.close(): that would also close the HTTP server, which Fastify closes itself.
      io.engine?.close()
      await io.of('/').adapter.close()
      subscriber?.disconnect()
    },
  }
}

// Instances on the same database share one Redis key prefix; another deployment (or a test app with
// its own database) on the same Redis neither sees their events nor answers their presence requests.
async function adapterKey(db: Db): Promise<string> {
  await db
    .insert(appSecrets)
    .values({ name: 'realtime', value: randomBytes(9).toString('base64url') })
    .onConflictDoNothing()
  const [row] = await db.select().from(appSecrets).where(eq(appSecrets.name, 'realtime'))
  return `socket.io:${row!.value}`
}

// The id the web build writes beside index.html (apps/web/vite.config.ts); none when the web is not built.
export function readBuildId(webDist: string | undefined): string | undefined {
  if (!webDist) return undefined
  try {
    return fs.readFileSync(path.join(webDist, 'build-id.txt'), 'utf8').trim() || undefined
  } catch {
    return undefined
  }
}
