import type { Broadcast, SubscribeAck } from '@scm/contracts'
import { io, type Socket } from 'socket.io-client'

export interface RealtimeClient {
  socket: Socket
  subscribe(channel: string): Promise<SubscribeAck>
  // The next broadcast of this event on this channel, or a rejection after `ms`.
  next<T = unknown>(channel: string, event: string, ms?: number): Promise<T>
  // Every broadcast received so far, in order.
  received: Broadcast[]
  close(): void
}

// A socket.io-client connected to a listening server the way the web connects (token in the handshake).
export async function connectRealtime(baseUrl: string, token?: string): Promise<RealtimeClient> {
  const socket = io(baseUrl, {
    path: '/socket.io',
    transports: ['websocket'],
    auth: token ? { token } : {},
    reconnection: false,
    forceNew: true,
  })
  const received: Broadcast[] = []
  const waiters = new Set<(message: Broadcast) => void>()
  socket.on('broadcast', (message: Broadcast) => {
    received.push(message)
    for (const waiter of waiters) waiter(message)
  })
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve())
    socket.once('connect_error', (error) => reject(error))
  })
  return {
    socket,
    received,
    subscribe: (channel) => socket.timeout(10_000).emitWithAck('subscribe', channel),
    next: <T>(channel: string, event: string, ms = 10_000) =>
      new Promise<T>((resolve, reject) => {
        const timer = setTimeout(() => {
          waiters.delete(waiter)
          reject(new Error(`no ${event} on ${channel} within ${ms} ms`))
        }, ms)
        const waiter = (message: Broadcast) => {
          if (message.channel !== channel || message.event !== event) return
          clearTimeout(timer)
          waiters.delete(waiter)
          resolve(message.payload as T)
        }
        waiters.add(waiter)
      }),
    close: () => socket.close(),
  }
}
