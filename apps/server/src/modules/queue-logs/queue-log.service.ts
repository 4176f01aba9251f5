import { type QueueJob, type QueueJobDetail, translate } from '@scm/contracts'
import { listMeta } from '../../platform/db/list.ts'
import { notFound } from '../../platform/errors/app-error.ts'
import type { RequestContext } from '../../platform/http/context.ts'
import { findQueueLog, findQueueLogPage, type QueueLogQuery, type QueueLogRow } from './queue-log.queries.ts'

const toJob = (row: QueueLogRow): QueueJob => ({
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

export async function listQueueLogs(ctx: RequestContext, query: QueueLogQuery) {
  const { rows, total } = await findQueueLogPage(ctx.tx, ctx.companyId, query)
  return { data: rows.map(toJob), meta: listMeta(query, total) }
}

export async function getQueueLog(ctx: RequestContext, id: string): Promise<QueueJobDetail> {
  const row = await findQueueLog(ctx.tx, ctx.companyId, id)
  if (!row) throw notFound()
  const log = row.log.map((entry) => ({
    at: entry.at,
    line: entry.key ? translate(ctx.locale, entry.key, entry.params) : entry.line,
  }))
  return { ...toJob(row), log }
}
