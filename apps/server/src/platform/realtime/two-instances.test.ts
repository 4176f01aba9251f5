import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { channels } from '@scm/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { connectRealtime, type RealtimeClient } from '../../testing/realtime-client.ts'
import { freePort, type ServerProcess, startServerProcess } from '../../testing/server-process.ts'
import { freshDatabase } from '../../testing/test-database.ts'

// Two real server processes on one PostgreSQL database and one Redis, as in production.
const adminUrl = process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'

let database: Awaited<ReturnType<typeof freshDatabase>>
let a: ServerProcess | undefined
let b: ServerProcess | undefined
const webDirs: string[] = []
const open: RealtimeClient[] = []
const ids = { anna: '', erik: '', nordic: '', adminRole: '', purchaserRole: '' }
const tokens = { anna: '', erik: '' }

// A stand-in web build with its own id: each instance serves the build it was started with.
function webBuild(id: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'web-build-'))
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Supplyflow</title>')
  fs.writeFileSync(path.join(dir, 'build-id.txt'), id)
  webDirs.push(dir)
  return dir
}

const start = async (buildId: string) =>
  startServerProcess(await freePort(), {
    DATABASE_URL: database.url,
    REDIS_URL: redisUrl,
    SEED_DEMO: 'true',
    WEB_DIST: webBuild(buildId),
  })

async function call<T>(server: ServerProcess, token: string, method: string, url: string, body?: unknown) {
  const response = await fetch(`${server.url}/api${url}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  })
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`)
  return (await response.json()) as T
}

async function signIn(server: ServerProcess, email: string) {
  const response = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'Demo1234!' }),
  })
  return ((await response.json()) as { access_token: string }).access_token
}

async function connect(server: ServerProcess, token: string) {
  const client = await connectRealtime(server.url, token)
  open.push(client)
  return client
}

beforeAll(async () => {
  database = await freshDatabase(adminUrl)
  // One after the other: the first start applies the migrations and seeds the demo data.
  a = await start('build-1')
  tokens.anna = await signIn(a, 'admin@nordic.demo')
  tokens.erik = await signIn(a, 'buyer@nordic.demo')
  const anna = await call<{ id: string; company_id: string }>(a, tokens.anna, 'POST', '/auth/user')
  const erik = await call<{ id: string }>(a, tokens.erik, 'POST', '/auth/user')
  const roles = await call<{ data: Array<{ id: string; role_type: number }> }>(
    a,
    tokens.anna,
    'GET',
    '/roles',
  )
  Object.assign(ids, {
    anna: anna.id,
    erik: erik.id,
    nordic: anna.company_id,
    adminRole: roles.data.find((role) => role.role_type === 3)!.id,
    purchaserRole: roles.data.find((role) => role.role_type !== 3)!.id,
  })
}, 120_000)

afterAll(async () => {
  for (const client of open) client.close()
  await a?.stop()
  await b?.stop()
  await database?.drop()
  for (const dir of webDirs) fs.rmSync(dir, { recursive: true, force: true })
})

describe('two instances behind one Redis', () => {
  it('tells tabs on instance A that instance B started with a new web build', async () => {
    const onA = await connect(a!, tokens.erik)
    await onA.subscribe(channels.app)
    const announced = onA.next(channels.app, 'NewVersionDeployed', 60_000)
    b = await start('build-2')
    expect(await announced).toEqual({ build: 'build-2' })
  }, 120_000)

  it('tells a tab that reconnects with an older build than the instance serves', async () => {
    const stale = await connectRealtime(b!.url, tokens.erik, 'build-1')
    open.push(stale)
    const current = await connectRealtime(b!.url, tokens.erik, 'build-2')
    open.push(current)
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(stale.received).toEqual([
      { channel: 'app', event: 'NewVersionDeployed', payload: { build: 'build-2' } },
    ])
    expect(current.received).toEqual([])
  })

  it('delivers an event raised on instance A to a socket connected to instance B', async () => {
    const erikOnB = await connect(b!, tokens.erik)
    await erikOnB.subscribe(channels.user(ids.erik))
    const pushed = erikOnB.next<{ permissions: string[] }>(channels.user(ids.erik), 'PermissionsUpdated')
    const erik = await call<{ first_name: string; last_name: string; version: number }>(
      a!,
      tokens.anna,
      'GET',
      `/users/${ids.erik}`,
    )
    await call(a!, tokens.anna, 'PUT', `/users/${ids.erik}`, {
      first_name: erik.first_name,
      last_name: erik.last_name,
      locale: 'sv',
      session_time: 60,
      role_ids: [ids.purchaserRole, ids.adminRole],
      group_ids: [],
      version: erik.version,
    })
    expect((await pushed).permissions).toContain('admin.users')
  })

  it('lists present users connected to either instance, and announces joining and leaving across them', async () => {
    const channel = channels.presence(ids.nordic, 'order', 'o-1')
    const annaOnA = await connect(a!, tokens.anna)
    expect(await annaOnA.subscribe(channel)).toEqual({
      ok: true,
      members: [{ id: ids.anna, name: 'Anna Berg' }],
    })
    const joining = annaOnA.next(channel, 'presence:joining')
    const erikOnB = await connect(b!, tokens.erik)
    const here = await erikOnB.subscribe(channel)
    expect(here.ok && here.members?.map((member) => member.name).sort()).toEqual(['Anna Berg', 'Erik Lund'])
    expect(await joining).toEqual({ id: ids.erik, name: 'Erik Lund' })
    const leaving = annaOnA.next(channel, 'presence:leaving')
    erikOnB.close()
    expect(await leaving).toEqual({ id: ids.erik, name: 'Erik Lund' })
  })
})
