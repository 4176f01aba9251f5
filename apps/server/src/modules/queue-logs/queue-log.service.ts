import { type JobStatus, type QueueJob, type QueueJobDetail, translate } from '@scm/contracts'
import { and, eq, ilike, sql } from 'drizzle-orm'
import {
  countCapped,
  likePattern,
  listMeta,
  orderBy,
  type PageRequest,
  pageWindow,
} from '../../platform/db/list.ts'
import { notFound } from '../../platform/errors/app-error.ts'
import type { RequestContext } from '../../platform/http/context.ts'
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
type Row = {
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

const toJob = (row: Row): QueueJob => ({
  id: row.id,
  name: row.name,
  status: row.status,
  user_name: row.userName,
  attempts: row.attempts,
  max_attempts: row.maxAttempts,
  progress: row.progress,
  error: row.error,
  queued_at: row.queuedAt.toISOString(),
  started_at: row.startedAt?.toISOString() ?? null,
  finished_at: row.finishedAt?.toISOString() ?? null,
})

export async function listQueueLogs(
  ctx: RequestContext,
  query: PageRequest & { search?: string; filter?: { status?: JobStatus; name?: string } },
) {
  const where = and(
    eq(jobs.companyId, ctx.companyId),
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
  const [rows, total] = await Promise.all([
    ctx.tx
      .select(columns)
      .from(jobs)
      .leftJoin(users, eq(users.id, jobs.userId))
      .where(where)
      .orderBy(...orderBy(query.sort ?? '-queued_at', sortable, [], jobs.id))
      .limit(limit)
      .offset(offset),
    countCapped(ctx.tx, jobs, where),
  ])
  return { data: rows.map(toJob), meta: listMeta(query, total) }
}

export async function getQueueLog(ctx: RequestContext, id: string): Promise<QueueJobDetail> {
  const [row] = await ctx.tx
    .select({ ...columns, log: jobs.log })
    .from(jobs)
    .leftJoin(users, eq(users.id, jobs.userId))
    .where(and(eq(jobs.id, id), eq(jobs.companyId, ctx.companyId)))
  if (!row) throw notFound()
  const log = row.log.map((entry) => ({
    at: entry.at,
    line: entry.key ? translate(ctx.locale, entry.key, entry.params) : entry.line,
  }))
  return { ...toJob(row), log }
}
