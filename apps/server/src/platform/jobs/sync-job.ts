import { and, eq, gt, inArray, ne, or } from 'drizzle-orm'
import type { Db } from '../db/database.ts'
import { inCompany } from '../db/tenant.ts'
import { jobs } from './job.table.ts'
import { defineJob, type JobContext, type JobType } from './job-type.ts'

// The job types that change what a company's users are looking at (imports), filled as modules
// define them; the sync status of a company is whether one of them is under way.
const syncJobNames = new Set<string>()

// A job of a company that imports or synchronises its data (the article import; the order CSV import
// of #5 is defined the same way). While one runs, the company's `sync.{company_id}` channel says
// SyncStatusUpdated { status: true } (spec §2.9/§4: the import banner); when the last one of the
// company has ended for good (completed, or failed with no retry left) it says false. A job between
// retries keeps the status true: it is still coming.
export function defineSyncJob<P>(
  name: string,
  run: (ctx: JobContext<P> & { companyId: string }) => Promise<void>,
  options: { maxAttempts?: number } = {},
): JobType<P> {
  syncJobNames.add(name)
  const job = defineJob<P>(
    name,
    async (ctx) => {
      const { companyId } = ctx
      if (!companyId) throw new Error(`${name} runs for a company`)
      ctx.realtime.toCompanySync(companyId, 'SyncStatusUpdated', { status: true })
      await run({ ...ctx, companyId })
    },
    options,
  )
  return {
    ...job,
    // Told after the end is recorded: of two imports ending together, the later one finds the other
    // ended too, so at least one says false.
    ended: async ({ db, companyId, jobId, realtime }) => {
      if (companyId && !(await companySyncing(db, companyId, jobId)))
        realtime.toCompanySync(companyId, 'SyncStatusUpdated', { status: false })
    },
  }
}

// Whether a sync job of the company is running or waiting for its next attempt; what a browser that
// missed the events (closed, reconnecting) is told when it subscribes to the sync channel.
export async function companySyncing(db: Db, companyId: string, exceptJobId?: string): Promise<boolean> {
  if (syncJobNames.size === 0) return false
  const underWay = await inCompany(db, companyId, (tx) =>
    tx
      .select({ id: jobs.id })
      .from(jobs)
      .where(
        and(
          eq(jobs.companyId, companyId),
          inArray(jobs.name, [...syncJobNames]),
          or(eq(jobs.status, 'running'), and(eq(jobs.status, 'queued'), gt(jobs.attempts, 0))),
          exceptJobId ? ne(jobs.id, exceptJobId) : undefined,
        ),
      )
      .limit(1),
  )
  return underWay.length > 0
}
