import type { AddressInfo } from 'node:net'
import { channels } from '@scm/contracts'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { apiClient } from '../../testing/api-client.ts'
import { storedJob } from '../../testing/jobs.ts'
import { connectRealtime } from '../../testing/realtime-client.ts'
import { type Session, signIn } from '../../testing/sign-in.ts'
import { createTestApp, type TestApp } from '../../testing/test-app.ts'
import { enqueue } from './job-queue.ts'
import type { JobType } from './job-type.ts'
import { defineSyncJob } from './sync-job.ts'

const engine = process.env.TEST_PG_URL ? 'PostgreSQL' : 'PGlite'

let t: TestApp
let session: Session
let nordic: string
let sent: Array<{ companyId: string; status: boolean }>
const ended: string[] = []

// A sync job whose end handler also notes the job, so a test knows when it has run.
function syncJob<P>(name: string, run: (payload: P, attempt: number) => Promise<void>, maxAttempts = 5) {
  const job: JobType<P> = defineSyncJob<P>(name, (ctx) => run(ctx.payload, ctx.attempt), { maxAttempts })
  const original = job.ended!
  job.ended = async (end) => {
    await original(end)
    ended.push(end.jobId)
  }
  t.platform.jobs.register(job as never)
  return job
}

const queue = async <P>(job: JobType<P>, payload: P) => {
  const id = await enqueue(t.database.db, job, payload, { companyId: nordic, userId: null })
  t.platform.jobs.wake()
  return id
}
const endOf = (id: string) => vi.waitFor(() => expect(ended).toContain(id), { timeout: 10_000 })
const statuses = () => sent.map((event) => event.status)

// A job that waits until the test lets it finish.
function gate() {
  let open = () => {}
  const opened = new Promise<void>((resolve) => {
    open = resolve
  })
  return { open, opened }
}

beforeAll(async () => {
  t = await createTestApp({ jobs: { pollMs: 50, backoffMs: 50 } })
  session = await signIn(t.app, 'buyer@nordic.demo')
  nordic = (await apiClient(t.app, session).post('/api/auth/user')).json().company_id
  await t.app.listen({ port: 0, host: '127.0.0.1' })
})
afterAll(() => t.close())
beforeEach(() => {
  sent = []
  vi.spyOn(t.platform.realtime, 'toCompanySync').mockImplementation((companyId, event, payload) => {
    expect(event).toBe('SyncStatusUpdated')
    sent.push({ companyId, status: (payload as { status: boolean }).status })
  })
})

describe(`sync jobs (${engine})`, () => {
  it('say true on the company sync channel when an attempt starts, false once when the job completes', async () => {
    const job = syncJob<object>('test.sync-retried', async (_, attempt) => {
      if (attempt === 1) throw new Error('the file store did not answer')
    })
    const id = await queue(job, {})
    await endOf(id)
    expect((await storedJob(t.database.db, id)).status).toBe('completed')
    // Nothing between the retries: the banner stays up while the import is still coming.
    expect(sent).toEqual([
      { companyId: nordic, status: true },
      { companyId: nordic, status: true },
      { companyId: nordic, status: false },
    ])
  })

  it('say false when a job has failed for good, so the banner does not stick', async () => {
    const job = syncJob<object>(
      'test.sync-failing',
      async () => {
        throw new Error('every row is broken')
      },
      2,
    )
    const id = await queue(job, {})
    await endOf(id)
    expect((await storedJob(t.database.db, id)).status).toBe('failed')
    expect(statuses()).toEqual([true, true, false])
  })

  it('say false only when the last of two imports of the company has ended', async () => {
    const gates = { first: gate(), second: gate() }
    const job = syncJob<{ which: 'first' | 'second' }>(
      'test.sync-pair',
      (payload) => gates[payload.which].opened,
    )
    const first = await queue(job, { which: 'first' })
    const second = await queue(job, { which: 'second' })
    await vi.waitFor(() => expect(statuses()).toEqual([true, true]))
    gates.first.open()
    await endOf(first)
    expect(statuses()).toEqual([true, true])
    gates.second.open()
    await endOf(second)
    expect(statuses()).toEqual([true, true, false])
  })

  it('tell a tab joining the sync channel whether an import is under way', async () => {
    vi.mocked(t.platform.realtime.toCompanySync).mockRestore()
    const baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`
    const running = gate()
    const job = syncJob<object>('test.sync-joined', () => running.opened)
    const id = await queue(job, {})
    await vi.waitFor(async () => expect((await storedJob(t.database.db, id)).status).toBe('running'))

    const during = await connectRealtime(baseUrl, session.token)
    expect(await during.subscribe(channels.sync(nordic))).toEqual({ ok: true })
    expect(during.received.map((message) => message.payload)).toEqual([{ status: true }])
    running.open()
    await endOf(id)
    const after = await connectRealtime(baseUrl, session.token)
    expect(await after.subscribe(channels.sync(nordic))).toEqual({ ok: true })
    expect(after.received.map((message) => message.payload)).toEqual([{ status: false }])
    await vi.waitFor(() =>
      expect(during.received.map((message) => message.payload)).toEqual([
        { status: true },
        { status: false },
      ]),
    )
    during.close()
    after.close()
  })
})
