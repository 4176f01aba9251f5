import { channels } from '@scm/contracts'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { connectRealtime, type RealtimeClient } from '../../testing/realtime-client.ts'
import {
  freePort,
  type ServerProcess,
  startServerProcess,
  startWorkerProcess,
} from '../../testing/server-process.ts'
import { freshDatabase } from '../../testing/test-database.ts'

// `npm run worker` beside a server that runs no jobs (JOB_WORKER=false), on one PostgreSQL and one
// Redis: the worker's events reach the browsers connected to the server through the Redis adapter.
const adminUrl = process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'

let database: Awaited<ReturnType<typeof freshDatabase>>
let server: ServerProcess | undefined
let worker: Omit<ServerProcess, 'url'> | undefined
let tab: RealtimeClient | undefined

async function call(token: string, method: string, url: string, body?: string | object) {
  const csv = typeof body === 'string'
  const response = await fetch(`${server!.url}/api${url}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body ? { 'content-type': csv ? 'text/csv' : 'application/json' } : {}),
    },
    body: body ? (csv ? body : JSON.stringify(body)) : undefined,
  })
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`)
  return response.json()
}

beforeAll(async () => {
  database = await freshDatabase(adminUrl)
  const shared = { DATABASE_URL: database.url, REDIS_URL: redisUrl }
  // The server first: it applies the migrations and seeds the demo data.
  server = await startServerProcess(await freePort(), { ...shared, SEED_DEMO: 'true', JOB_WORKER: 'false' })
  worker = await startWorkerProcess({ ...shared, SEED_DEMO: 'false' })
}, 120_000)

afterAll(async () => {
  tab?.close()
  await worker?.stop()
  await server?.stop()
  await database?.drop()
})

describe('npm run worker', () => {
  it("runs an article import and tells the company's tabs on the server it started and ended", async () => {
    const login = await fetch(`${server!.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'buyer@nordic.demo', password: 'Demo1234!' }),
    })
    const token = ((await login.json()) as { access_token: string }).access_token
    const { company_id: nordic } = await call(token, 'POST', '/auth/user')
    tab = await connectRealtime(server!.url, token)
    expect(await tab.subscribe(channels.sync(nordic))).toEqual({ ok: true })

    const upload = await call(
      token,
      'POST',
      '/articles/imports?file_name=w.csv',
      'Article ID,Name\nWRK-1,From the worker',
    )
    const mapping = { mapping: { code: 0, name: 1 } }
    await call(token, 'POST', `/articles/imports/${upload.id}/check`, mapping)
    await call(token, 'POST', `/articles/imports/${upload.id}/start`, mapping)

    const statuses = () => tab!.received.map((message) => message.payload)
    await vi.waitFor(
      () => expect(statuses()).toEqual([{ status: false }, { status: true }, { status: false }]),
      {
        timeout: 30_000,
        interval: 100,
      },
    )
    expect(await call(token, 'GET', `/articles/imports/${upload.id}`)).toMatchObject({
      status: 'completed',
      created_count: 1,
    })
  }, 60_000)
})
