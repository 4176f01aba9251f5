import { and, eq, inArray, lt, lte, sql } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../db/database.ts'
import { jobs } from './job.table.ts'
import { after, failure, type JobChange, type JobRow, logLine, messageOf } from './job-outcome.ts'
import type { JobContext, JobEnd, JobRealtime, JobType } from './job-type.ts'

export interface WorkerOptions {
  // How often the worker looks for due jobs; a commit that queues one wakes it at once.
  pollMs: number
  // A running job's claim lasts this long and is renewed while it runs; a job whose process died is
  // taken up again when its lease has passed.
  leaseMs: number
  concurrency: number
  // The first retry waits this long, each later one twice as long as the one before.
  backoffMs: number
  // On close, running jobs get this long to finish; after that they are left to their lease.
  shutdownGraceMs: number
}

// Four at a time on either engine: handlers mostly wait on the network (SMTP), and on PGlite, where
// statements run one after another, claiming four per statement still halves the time per job.
export const defaultWorkerOptions: WorkerOptions = {
  pollMs: 1000,
  leaseMs: 60_000,
  concurrency: 4,
  backoffMs: 5000,
  shutdownGraceMs: 5000,
}

export interface Jobs {
  register(type: JobType<never>): void
  wake(): void
  start(): void
  stop(): Promise<void>
}

// The worker of one process. Several processes (instances, `npm run worker`) may share a database:
// FOR UPDATE SKIP LOCKED gives each due job to one of them, and every write of an attempt checks it
// still holds the job (same attempt, still running), so an attempt that lost its lease cannot complete it.
export function createJobs(
  db: Db,
  log: FastifyBaseLogger,
  options: WorkerOptions,
  realtime: JobRealtime,
): Jobs {
  const types = new Map<string, JobType<unknown>>()
  const running = new Set<Promise<void>>()
  const heartbeats = new Set<NodeJS.Timeout>()
  let started = false
  let stopping = false
  let abandoned = false
  let poller: NodeJS.Timeout | undefined
  let filling: Promise<void> | null = null
  let refill = false
  let lastSweep = 0

  // A running job whose lease has passed lost its process: back to the queue with it. Its next claim
  // counts a new attempt, so the writes of the lost attempt no longer match.
  async function requeueExpired() {
    await db
      .update(jobs)
      .set({ status: 'queued', lockedUntil: null, runAt: sql`now()` })
      .where(and(eq(jobs.status, 'running'), lt(jobs.lockedUntil, sql`now()`)))
  }

  // Up to `limit` due jobs in one statement, each to exactly one worker; the (status, run_at) index
  // hands them over in order without sorting the whole queue.
  async function claim(limit: number): Promise<JobRow[]> {
    const due = db
      .select({ id: jobs.id })
      .from(jobs)
      .where(
        and(eq(jobs.status, 'queued'), lte(jobs.runAt, sql`now()`), inArray(jobs.name, [...types.keys()])),
      )
      .orderBy(jobs.runAt)
      .limit(limit)
      .for('update', { skipLocked: true })
    return db
      .update(jobs)
      .set({
        status: 'running',
        attempts: sql`${jobs.attempts} + 1`,
        startedAt: sql`now()`,
        lockedUntil: after(options.leaseMs),
      })
      .where(inArray(jobs.id, due))
      .returning()
  }

  // Told once, after the end is recorded, so what it does can rely on the job's final state.
  async function ended(type: JobType<unknown>, row: JobRow, status: JobEnd<unknown>['status']) {
    if (!type.ended) return
    const { id: jobId, payload, companyId, userId } = row
    await type
      .ended({ jobId, payload, companyId, userId, db, realtime, status })
      .catch((error: unknown) => log.warn({ err: error, jobId }, 'job end handler failed'))
  }

  async function execute(row: JobRow) {
    const held = and(eq(jobs.id, row.id), eq(jobs.attempts, row.attempts), eq(jobs.status, 'running'))
    const write = async (set: JobChange) => {
      const updated = await db.update(jobs).set(set).where(held).returning({ id: jobs.id })
      return updated.length > 0
    }
    const type = types.get(row.name)!
    // Each attempt counts when claimed, so a job that keeps killing its process ends failed.
    if (row.attempts > row.maxAttempts) {
      const failed = {
        status: 'failed',
        finishedAt: sql`now()`,
        lockedUntil: null,
        error: 'interrupted',
      } as const
      if (await write(failed)) await ended(type, row, 'failed')
      return
    }
    const heartbeat = setInterval(() => {
      write({ lockedUntil: after(options.leaseMs) }).catch(() => {})
    }, options.leaseMs / 3)
    heartbeat.unref()
    heartbeats.add(heartbeat)
    const ctx: JobContext<unknown> = {
      jobId: row.id,
      payload: row.payload,
      companyId: row.companyId,
      userId: row.userId,
      attempt: row.attempts,
      maxAttempts: row.maxAttempts,
      db,
      realtime,
      progress: async (percent) => {
        await write({ progress: Math.max(0, Math.min(100, Math.round(percent))) })
      },
      log: async (entry) => {
        await write({ log: logLine(entry) })
      },
    }
    try {
      await type.run(ctx)
      const done: JobChange = {
        status: 'completed',
        finishedAt: sql`now()`,
        lockedUntil: null,
        progress: 100,
        error: null,
      }
      if (await write(done)) await ended(type, row, 'completed')
      else log.warn({ jobId: row.id }, 'job finished after losing its lease; not recorded')
    } catch (error) {
      const change = failure(row, messageOf(error), options.backoffMs)
      if ((await write(change)) && change.status === 'failed') await ended(type, row, 'failed')
    } finally {
      clearInterval(heartbeat)
      heartbeats.delete(heartbeat)
    }
  }

  function run(row: JobRow) {
    const task = execute(row)
      .catch((error: unknown) => {
        if (!abandoned) log.error({ err: error, jobId: row.id }, 'job bookkeeping failed')
      })
      .finally(() => {
        running.delete(task)
        if (!stopping) fill()
      })
    running.add(task)
  }

  async function claimWhileFree() {
    if (Date.now() - lastSweep >= options.pollMs) {
      lastSweep = Date.now()
      await requeueExpired()
    }
    do {
      refill = false
      while (!stopping && running.size < options.concurrency) {
        const rows = await claim(options.concurrency - running.size)
        if (rows.length === 0) break
        for (const row of rows) run(row)
      }
    } while (refill && !stopping)
  }

  function fill() {
    if (!started || stopping || types.size === 0) return
    if (filling) {
      refill = true
      return
    }
    filling = claimWhileFree()
      .catch((error: unknown) => {
        if (!stopping) log.error({ err: error }, 'job claim failed')
      })
      .finally(() => {
        filling = null
      })
  }

  return {
    register(type) {
      if (types.has(type.name)) throw new Error(`job type ${type.name} is registered twice`)
      types.set(type.name, type as JobType<unknown>)
    },
    wake: fill,
    start() {
      if (started) return
      started = true
      poller = setInterval(fill, options.pollMs)
      poller.unref()
      fill()
    },
    async stop() {
      stopping = true
      clearInterval(poller)
      await filling
      let timer: NodeJS.Timeout | undefined
      const timedOut = await Promise.race([
        Promise.allSettled([...running]).then(() => false),
        new Promise<boolean>((resolve) => {
          timer = setTimeout(() => resolve(true), options.shutdownGraceMs)
        }),
      ])
      clearTimeout(timer)
      if (timedOut) {
        abandoned = true
        for (const heartbeat of heartbeats) clearInterval(heartbeat)
        log.warn(
          { jobs: running.size },
          'jobs still running at shutdown are taken up again after their lease',
        )
      }
    },
  }
}
