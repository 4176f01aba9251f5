import type { JobStatus } from '@scm/contracts'
import { and, eq, ilike, sql } from 'drizzle-orm'
import type { Tx } from '../../platform/db/database.ts'
import {
  countCapped,
  type ListTotal,
  likePattern,
  orderBy,
  type PageRequest,
  pageWindow,
  pageWithTotal,
} from '../../platform/db/list.ts'
import { jobs } from '../../platform/jobs/job.table.ts'
import { users } from '../../platform/tenancy/user.table.ts'

const columns = {
  id: jobs.id,
  name: jobs.name,
  status: jobs.status,
  userName: sql<string | null>`nullif(trim(${users.firstName} || ' ' || ${users.lastName}), '')`,
  attempts: jobs.attempts,
  maxAttempts: jobs.maxAttempts,
  progress: jobs.progress,
  error: jobs.error,
  queuedAt: jobs.queuedAt,
  startedAt: jobs.startedAt,
  finishedAt: jobs.finishedAt,
}
export type QueueLogRow = {
  id: string
  name: string
  status: JobStatus
  userName: string | null
  attempts: number
  maxAttempts: number
  progress: number
  error: string | null
  queuedAt: Date
  startedAt: Date | null
  finishedAt: Date | null
}
export type QueueLogDetailRow = QueueLogRow & { log: (typeof jobs.$inferSelect)['log'] }

export type QueueLogQuery = PageRequest & { search?: string; filter?: { status?: JobStatus; name?: string } }

// One page of the company's jobs and the capped count of all that match.
export async function findQueueLogPage(
  tx: Tx,
  companyId: string,
  query: QueueLogQuery,
): Promise<{ rows: QueueLogRow[]; total: ListTotal }> {
  const where = and(
    eq(jobs.companyId, companyId),
    query.search ? ilike(jobs.name, likePattern(query.search)) : undefined,
    query.filter?.status ? eq(jobs.status, query.filter.status) : undefined,
    query.filter?.name ? ilike(jobs.name, likePattern(query.filter.name)) : undefined,
  )
  const { limit, offset } = pageWindow(query)
  const sortable = {
    queued_at: jobs.queuedAt,
    finished_at: jobs.finishedAt,
    name: jobs.name,
    status: jobs.status,
  }
  const [rows, total] = await pageWithTotal(
    { limit, offset },
    tx
      .select(columns)
      .from(jobs)
      .leftJoin(users, eq(users.id, jobs.userId))
      .where(where)
      .orderBy(...orderBy(query.sort ?? '-queued_at', sortable, [], jobs.id))
      .limit(limit)
      .offset(offset),
    () => countCapped(tx, jobs, where),
  )
  return { rows, total }
}

export async function findQueueLog(
  tx: Tx,
  companyId: string,
  id: string,
): Promise<QueueLogDetailRow | undefined> {
  const [row] = await tx
    .select({ ...columns, log: jobs.log })
    .from(jobs)
    .leftJoin(users, eq(users.id, jobs.userId))
    .where(and(eq(jobs.id, id), eq(jobs.companyId, companyId)))
  return row
}
