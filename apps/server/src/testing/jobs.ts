import { and, eq, lte, or, sql } from 'drizzle-orm'
import { expect, vi } from 'vitest'
import type { Db } from '../platform/db/database.ts'
import { jobs } from '../platform/jobs/job.table.ts'

// Waits until the worker has taken every job that is due (mail is delivered after the response).
export async function jobsSettled(db: Db, timeout = 5000) {
  await vi.waitFor(
    async () => {
      const busy = await db
        .select({ id: jobs.id })
        .from(jobs)
        .where(or(eq(jobs.status, 'running'), and(eq(jobs.status, 'queued'), lte(jobs.runAt, sql`now()`))))
      expect(busy).toEqual([])
    },
    { timeout, interval: 20 },
  )
}

// One job as stored (read as the owner, past row-level security).
export async function storedJob(db: Db, id: string) {
  const [row] = await db.select().from(jobs).where(eq(jobs.id, id))
  if (!row) throw new Error(`no job ${id}`)
  return row
}
