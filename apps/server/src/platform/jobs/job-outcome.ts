import { translate } from '@scm/contracts'
import { sql } from 'drizzle-orm'
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core'
import { type JobLogLine, jobs } from './job.table.ts'
import type { JobLogEntry } from './job-type.ts'

export type JobRow = typeof jobs.$inferSelect
export type JobChange = PgUpdateSetSource<typeof jobs>

// A moment on the database's clock, which every instance shares.
export const after = (ms: number) => sql`now() + ${ms} * interval '1 millisecond'`

export const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error))

// Appends one line to the job's log in the same statement as the change it belongs to.
export function logLine(entry: JobLogEntry) {
  const at = new Date().toISOString()
  const line: JobLogLine =
    typeof entry === 'string'
      ? { at, line: entry.slice(0, 2000) }
      : { at, line: translate('en', entry.key, entry.params), ...entry }
  return sql`${jobs.log} || ${JSON.stringify([line])}::jsonb`
}

// After a failed attempt: queued again after backoffMs · 2^(attempt-1), or failed for good once the
// type's attempts are spent.
export function failure(row: JobRow, message: string, backoffMs: number): JobChange {
  const params = { attempt: row.attempts, max: row.maxAttempts, error: message }
  if (row.attempts >= row.maxAttempts) {
    return {
      status: 'failed',
      finishedAt: sql`now()`,
      lockedUntil: null,
      error: message,
      log: logLine({ key: 'jobs.attemptFailed', params }),
    }
  }
  const delayMs = backoffMs * 2 ** (row.attempts - 1)
  return {
    status: 'queued',
    runAt: after(delayMs),
    lockedUntil: null,
    error: message,
    log: logLine({
      key: 'jobs.attemptFailedRetry',
      params: { ...params, seconds: Math.ceil(delayMs / 1000) },
    }),
  }
}
