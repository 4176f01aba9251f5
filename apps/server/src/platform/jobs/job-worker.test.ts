import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { storedJob } from '../../testing/jobs.ts'
import { createTestApp, createTestDatabase, type TestApp } from '../../testing/test-app.ts'
import { enqueue } from './job-queue.ts'
import { defineJob } from './job-type.ts'

const engine = process.env.TEST_PG_URL ? 'PostgreSQL' : 'PGlite'
const platformJob = { companyId: null, userId: null }
const ms = (timestamp: string | Date | null) => (timestamp ? new Date(timestamp).getTime() : Number.NaN)

describe(`job queue (${engine})`, () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ seed: false, jobs: { backoffMs: 100, pollMs: 50 } })
  })
  afterAll(() => t?.close())

  it('runs a queued job to completed, with its timings, progress and log', async () => {
    const steps = defineJob<{ count: number }>('test.steps', async (job) => {
      for (let step = 1; step <= job.payload.count; step += 1) {
        await job.log(`step ${step}`)
        await job.progress((step / job.payload.count) * 50)
      }
    })
    t.platform.jobs.register(steps)
    const id = await enqueue(t.database.db, steps, { count: 3 }, platformJob)
    t.platform.jobs.wake()
    await vi.waitFor(async () => expect((await storedJob(t.database.db, id)).status).toBe('completed'))
    const job = await storedJob(t.database.db, id)
    expect(job).toMatchObject({ attempts: 1, progress: 100, error: null, lockedUntil: null })
    expect(job.log.map((entry) => entry.line)).toEqual(['step 1', 'step 2', 'step 3'])
    expect(ms(job.queuedAt)).toBeLessThanOrEqual(ms(job.startedAt))
    expect(ms(job.startedAt)).toBeLessThanOrEqual(ms(job.finishedAt))
  })

  // On PostgreSQL the worker has a pool of its own; PGlite has one connection for everything.
  it.skipIf(engine === 'PGlite')(
    'keeps running jobs while requests hold every connection of theirs',
    async () => {
      const quick = defineJob('test.quick', async (job) => job.log('ran'))
      t.platform.jobs.register(quick)
      let release = () => {}
      const held = new Promise<void>((resolve) => {
        release = resolve
      })
      // As many open transactions as the request pool has connections: a request now would wait.
      const busy = Array.from({ length: 10 }, () => t.database.db.transaction(() => held))
      try {
        const id = await enqueue(t.database.jobsDb, quick, {}, platformJob)
        t.platform.jobs.wake()
        await vi.waitFor(
          async () => expect((await storedJob(t.database.jobsDb, id)).status).toBe('completed'),
          { timeout: 5000 },
        )
      } finally {
        release()
        await Promise.all(busy)
      }
    },
  )

  it('retries a failing job with growing back-off, then ends failed with the error', async () => {
    const failing = defineJob(
      'test.failing',
      async () => {
        throw new Error('the supplier portal is down')
      },
      { maxAttempts: 3 },
    )
    t.platform.jobs.register(failing)
    const id = await enqueue(t.database.db, failing, {}, platformJob)
    t.platform.jobs.wake()
    await vi.waitFor(async () => expect((await storedJob(t.database.db, id)).status).toBe('failed'), {
      timeout: 5000,
    })
    const job = await storedJob(t.database.db, id)
    expect(job).toMatchObject({ attempts: 3, error: 'the supplier portal is down', lockedUntil: null })
    expect(job.finishedAt).not.toBeNull()
    expect(job.log.map((entry) => entry.line)).toEqual([
      'Attempt 1 of 3 failed: the supplier portal is down; retrying in 1 s',
      'Attempt 2 of 3 failed: the supplier portal is down; retrying in 1 s',
      'Attempt 3 of 3 failed: the supplier portal is down',
    ])
    // Back-off of 100 ms, then 200 ms (the log stamps each failure).
    const [first, second, third] = job.log.map((entry) => ms(entry.at))
    expect(second! - first!).toBeGreaterThanOrEqual(100)
    expect(third! - second!).toBeGreaterThanOrEqual(200)
  })

  it('completes a job on a retry after a failure, clearing the error', async () => {
    let calls = 0
    const flaky = defineJob('test.flaky', async () => {
      calls += 1
      if (calls === 1) throw new Error('timeout')
    })
    t.platform.jobs.register(flaky)
    const id = await enqueue(t.database.db, flaky, {}, platformJob)
    t.platform.jobs.wake()
    await vi.waitFor(async () => expect((await storedJob(t.database.db, id)).status).toBe('completed'))
    expect(await storedJob(t.database.db, id)).toMatchObject({ attempts: 2, error: null })
    expect(calls).toBe(2)
  })
})

describe(`job queue across a restart (${engine})`, () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'scm-jobs-'))
  let database: Awaited<ReturnType<typeof createTestDatabase>>
  let second: TestApp | undefined
  beforeAll(async () => {
    database = await createTestDatabase()
  })
  afterAll(async () => {
    await second?.close()
    await database.drop()
    fs.rmSync(dataDir, { recursive: true, force: true })
  })

  // Two app starts and a lease to run out: allowed 60 s, as a busy machine may need more than 30.
  it('takes up a job whose process died mid-run and completes it exactly once', async () => {
    const where = { databaseUrl: database.databaseUrl, dataDir }
    const first = await createTestApp({ ...where, seed: false, jobs: { leaseMs: 3000, shutdownGraceMs: 20 } })
    let started = () => {}
    const running = new Promise<void>((resolve) => {
      started = resolve
    })
    // The first process starts the job and never gets to finish it.
    const stuck = defineJob('test.resumable', async (job) => {
      await job.log('first process started')
      await job.progress(40)
      started()
      await new Promise(() => {})
    })
    first.platform.jobs.register(stuck)
    const id = await enqueue(first.database.db, stuck, {}, platformJob)
    first.platform.jobs.wake()
    await running
    await first.close()

    // The job is left running with one attempt spent; how long the second start takes on a busy
    // machine decides only when the lease has run out, so the takeover is judged by the end state.
    second = await createTestApp({ ...where, seed: false, jobs: { leaseMs: 3000, pollMs: 100 } })
    let runs = 0
    second.platform.jobs.register(
      defineJob('test.resumable', async (job) => {
        runs += 1
        await job.log('second process finished it')
      }),
    )
    await vi.waitFor(
      async () => expect((await storedJob(second!.database.db, id)).status).toBe('completed'),
      { timeout: 20_000, interval: 100 },
    )
    // Still once after a few more polls: a completed job is never claimed again.
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect(runs).toBe(1)
    const job = await storedJob(second.database.db, id)
    expect(job).toMatchObject({ attempts: 2, progress: 100, error: null })
    expect(job.log.map((entry) => entry.line)).toEqual([
      'first process started',
      'second process finished it',
    ])
  }, 60_000)
})
