import type { Broadcast, PresenceMember, SubscribeAck } from '@scm/contracts'
import type { io as connect, Socket } from 'socket.io-client'
import { getAccessToken, onAccessTokenChange, refreshAccessToken } from '../auth/token-store.ts'

export type ChannelListener = (message: Broadcast) => void

// The build this tab loaded (apps/web/vite.config.ts); the server answers a different one with
// NewVersionDeployed. The dev server has none.
export const loadedBuild: string | undefined = import.meta.env.VITE_BUILD_ID || undefined

let socket: Socket | null = null
// Set from connectRealtime to disconnectRealtime, while socket.io-client may still be loading.
let wanted = false
let stopTokenWatch: (() => void) | null = null
const listeners = new Map<string, Set<ChannelListener>>()

function deliver(message: Broadcast) {
  for (const listener of listeners.get(message.channel) ?? []) listener(message)
}

// Heard by a channel's listeners each time the socket has joined it. An event sent before the join
// (the tab was loading, connecting or away) reached nobody, so what a listener read before may be stale.
export const subscribedEvent = 'subscribed'

// A presence channel's answer lists who is there; it reaches the channel's listeners as presence:here.
async function join(channel: string) {
  if (!socket?.connected) return
  const ack: SubscribeAck = await socket.timeout(10_000).emitWithAck('subscribe', channel)
  if (!ack.ok) return
  deliver({ channel, event: subscribedEvent, payload: null })
  if (ack.members)
    deliver({ channel, event: 'presence:here', payload: ack.members satisfies PresenceMember[] })
}

// A refused socket refreshes the token and tries again, at most once per gap: a server that keeps
// refusing (its database is down) must not make the tab spin through refresh tokens.
const retryGapMs = 10_000
let nextRetryAt = 0

function reconnectWithFreshToken() {
  const wait = Math.max(0, nextRetryAt - Date.now())
  nextRetryAt = Date.now() + wait + retryGapMs
  const current = socket
  setTimeout(async () => {
    if (current && socket === current && (await refreshAccessToken()) && socket === current) current.connect()
  }, wait)
}

// One socket per tab while signed in. It authenticates with the current access token; when the token
// is refreshed it re-authenticates, and when the server ends it (token expired) it refreshes and
// reconnects. Websocket only: instances behind a load balancer then need no sticky sessions.
function open(io: typeof connect) {
  const current = io({
    path: '/socket.io',
    transports: ['websocket'],
    auth: (send) => send({ token: getAccessToken(), build: loadedBuild }),
  })
  socket = current
  current.on('connect', () => {
    for (const channel of listeners.keys()) void join(channel).catch(() => {})
  })
  current.on('broadcast', deliver)
  current.on('connect_error', (error) => {
    if (error.message === 'unauthenticated') reconnectWithFreshToken()
  })
  current.on('disconnect', (reason) => {
    if (reason === 'io server disconnect') reconnectWithFreshToken()
  })
  stopTokenWatch = onAccessTokenChange((token) => {
    if (token && current.connected) current.emit('authenticate', token)
  })
}

// socket.io-client loads with the first connection: a visitor who does not sign in never downloads it.
export function connectRealtime() {
  if (wanted) return
  wanted = true
  import('socket.io-client').then(
    ({ io }) => {
      if (wanted && !socket) open(io)
    },
    () => {
      wanted = false
    },
  )
}

export function disconnectRealtime() {
  wanted = false
  stopTokenWatch?.()
  stopTokenWatch = null
  socket?.disconnect()
  socket = null
}

// Listens to one channel; the first listener subscribes the socket, the last one to leave unsubscribes.
export function listenToChannel(channel: string, listener: ChannelListener): () => void {
  let set = listeners.get(channel)
  if (!set) {
    set = new Set()
    listeners.set(channel, set)
  }
  const first = set.size === 0
  set.add(listener)
  if (first) void join(channel).catch(() => {})
  return () => {
    set.delete(listener)
    if (set.size > 0) return
    listeners.delete(channel)
    if (socket?.connected) socket.emit('unsubscribe', channel)
  }
}
