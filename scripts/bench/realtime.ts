import { type ChildProcess, fork } from 'node:child_process'
import path from 'node:path'
import pg from 'pg'
import { io, type Socket } from 'socket.io-client'
import type { BenchReply, BenchRequest } from './realtime-server.ts'

export interface RealtimeResult {
  clients: number
  events: number
  connectMs: number
  rssBeforeMiB: number
  rssAfterMiB: number
  heapBeforeMiB: number
  heapAfterMiB: number
  heapPerClientKiB: number
  delivered: number
  p50: number
  p99: number
  max: number
}

interface Instance {
  url: string
  child: ChildProcess
  request(message: BenchRequest): void
  memory(): Promise<{ rss: number; heapUsed: number }>
  stop(): Promise<void>
}

const script = path.join(import.meta.dirname, 'realtime-server.ts')

async function startInstance(port: number, env: Record<string, string>): Promise<Instance> {
  const child = fork(script, [], {
    execArgv: ['--import', 'tsx', '--expose-gc'],
    env: { ...process.env, LOG_LEVEL: 'warn', WEB_DIST: '', ...env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  })
  const next = () =>
    new Promise<BenchReply>((resolve, reject) => {
      child.once('message', (message) => resolve(message as BenchReply))
      child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)))
    })
  await next()
  return {
    url: `http://127.0.0.1:${port}`,
    child,
    request: (message) => child.send(message),
    memory: async () => {
      const answer = next()
      child.send({ memory: true } satisfies BenchRequest)
      return (await answer) as { rss: number; heapUsed: number }
    },
    stop: async () => {
      if (child.exitCode !== null) return
      const exited = new Promise((resolve) => child.once('exit', resolve))
      child.kill('SIGTERM')
      await exited
    },
  }
}

async function signIn(url: string, email: string) {
  const response = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'Demo1234!' }),
  })
  const token = ((await response.json()) as { access_token: string }).access_token
  const user = await fetch(`${url}/api/auth/user`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
  })
  return { token, userId: ((await user.json()) as { id: string }).id }
}

async function connectClient(url: string, token: string, channel: string): Promise<Socket> {
  const socket = io(url, {
    path: '/socket.io',
    transports: ['websocket'],
    auth: { token },
    reconnection: false,
  })
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve())
    socket.once('connect_error', reject)
  })
  const ack = await socket.timeout(30_000).emitWithAck('subscribe', channel)
  if (!ack.ok) throw new Error(`subscribe refused: ${JSON.stringify(ack)}`)
  return socket
}

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : 0
const mib = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10

// `clients` sockets of one user connect to the receiving instance; `events` events are raised on the
// emitting instance (the same one, or another through Redis) one every `gapMs`. Latency is the wall
// clock from platform.realtime's call to the client's handler, so it includes the clients' own
// queueing in this process on a machine shared with the server.
export async function realtimeBench(options: {
  env: Record<string, string>
  ports: [number] | [number, number]
  clients: number
  events: number
  gapMs?: number
}): Promise<RealtimeResult> {
  const [first, second] = options.ports
  const emitting = await startInstance(first, options.env)
  // One after the other: the first start applies the migrations and seeds the demo data.
  const receiving = second ? await startInstance(second, options.env) : emitting
  const sockets: Socket[] = []
  try {
    const { token, userId } = await signIn(emitting.url, 'buyer@nordic.demo')
    const channel = `users.${userId}`
    const before = await receiving.memory()
    const connectStart = performance.now()
    for (let batch = 0; batch < options.clients; batch += 50) {
      const size = Math.min(50, options.clients - batch)
      sockets.push(
        ...(await Promise.all(
          Array.from({ length: size }, () => connectClient(receiving.url, token, channel)),
        )),
      )
    }
    const connectMs = Math.round(performance.now() - connectStart)
    const after = await receiving.memory()

    const latencies: number[] = []
    for (const socket of sockets)
      socket.on('broadcast', (message: { payload: { sentAt: number } }) =>
        latencies.push(performance.timeOrigin + performance.now() - message.payload.sentAt),
      )
    for (let seq = 0; seq < options.events; seq++) {
      emitting.request({ emit: { userId, seq } })
      await new Promise((resolve) => setTimeout(resolve, options.gapMs ?? 250))
    }
    await new Promise((resolve) => setTimeout(resolve, 2000))
    const sorted = latencies.sort((a, b) => a - b)
    const round = (ms: number) => Math.round(ms * 10) / 10
    return {
      clients: options.clients,
      events: options.events,
      connectMs,
      rssBeforeMiB: mib(before.rss),
      rssAfterMiB: mib(after.rss),
      heapBeforeMiB: mib(before.heapUsed),
      heapAfterMiB: mib(after.heapUsed),
      heapPerClientKiB: Math.round((after.heapUsed - before.heapUsed) / 1024 / options.clients),
      delivered: sorted.length,
      p50: round(percentile(sorted, 50)),
      p99: round(percentile(sorted, 99)),
      max: round(sorted.at(-1) ?? 0),
    }
  } finally {
    for (const socket of sockets) socket.close()
    await receiving.stop()
    if (receiving !== emitting) await emitting.stop()
  }
}

async function onFreshDatabase<T>(adminUrl: string, work: (databaseUrl: string) => Promise<T>): Promise<T> {
  const name = `bench_rt_${Date.now()}`
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  await admin.query(`create database ${name}`)
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  try {
    return await work(url.toString())
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`)
    await admin.end()
  }
}

// The figures of npm run bench: one instance on PostgreSQL, then two on one PostgreSQL and one Redis
// with the clients on the second and the events raised on the first.
export async function realtimeFigures(options: {
  pgAdminUrl: string
  redisUrl: string
  clients: number
  events: number
}) {
  const { clients, events } = options
  const oneInstance = await onFreshDatabase(options.pgAdminUrl, (DATABASE_URL) =>
    realtimeBench({ env: { DATABASE_URL }, ports: [3311], clients, events }),
  )
  const twoInstances = await onFreshDatabase(options.pgAdminUrl, (DATABASE_URL) =>
    realtimeBench({
      env: { DATABASE_URL, REDIS_URL: options.redisUrl },
      ports: [3312, 3313],
      clients,
      events,
    }),
  )
  return { oneInstance, twoInstances }
}

export function realtimeRow(label: string, r: RealtimeResult) {
  return `${label.padEnd(13)} ${r.clients} clients connected in ${r.connectMs} ms | server RSS ${r.rssBeforeMiB} → ${r.rssAfterMiB} MiB, heap ${r.heapBeforeMiB} → ${r.heapAfterMiB} MiB (${r.heapPerClientKiB} KiB/client) | ${r.delivered} deliveries: p50 ${r.p50} ms p99 ${r.p99} ms max ${r.max} ms`
}
