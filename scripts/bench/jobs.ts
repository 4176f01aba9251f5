import { eq, sql } from 'drizzle-orm'
import pino from 'pino'
import { openDatabase } from '../../apps/server/src/platform/db/database.ts'
import { jobs } from '../../apps/server/src/platform/jobs/job.table.ts'
import { defineJob } from '../../apps/server/src/platform/jobs/job-type.ts'
import { createJobs, defaultWorkerOptions } from '../../apps/server/src/platform/jobs/job-worker.ts'

export interface JobThroughput {
  jobs: number
  concurrency: number
  enqueueMs: number
  runMs: number
  jobsPerSecond: number
}

const noop = defineJob('bench.noop', async () => {})

// Issue #3 "Job throughput": this many no-op jobs queued at once, then run by one worker with the
// default concurrency; the time is from start to the last one completed.
export async function jobThroughput(target: { databaseUrl?: string; dataDir: string }, count = 10_000) {
  const database = await openDatabase(target)
  const options = defaultWorkerOptions
  // No-op jobs raise no events; a worker without sockets has nobody to reach anyway.
  const worker = createJobs(database.db, pino({ level: 'silent' }), options, {
    toUser: () => {},
    toCompanySync: () => {},
  })
  worker.register(noop)
  try {
    const enqueueStart = performance.now()
    for (let done = 0; done < count; done += 1000) {
      const batch = Math.min(1000, count - done)
      await database.db
        .insert(jobs)
        .values(Array.from({ length: batch }, () => ({ name: noop.name, payload: {}, maxAttempts: 1 })))
    }
    const enqueueMs = performance.now() - enqueueStart
    const runStart = performance.now()
    worker.start()
    for (;;) {
      const [row] = await database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(jobs)
        .where(eq(jobs.status, 'completed'))
      if (Number(row?.n) >= count) break
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    const runMs = performance.now() - runStart
    return {
      jobs: count,
      concurrency: options.concurrency,
      enqueueMs: Math.round(enqueueMs),
      runMs: Math.round(runMs),
      jobsPerSecond: Math.round(count / (runMs / 1000)),
    } satisfies JobThroughput
  } finally {
    await worker.stop()
    await database.close()
  }
}
