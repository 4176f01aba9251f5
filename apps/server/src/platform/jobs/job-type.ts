import type { MessageKey, MessageParams } from '@scm/contracts'
import type { Db } from '../db/database.ts'
import type { Realtime } from '../realtime/realtime.ts'

// A log line: plain text, or a catalogue message shown in the reader's language.
export type JobLogEntry = string | { key: MessageKey; params?: MessageParams }

// The real-time events a job may raise, fire-and-forget as from a request. A job has no request to
// wait for, so it raises them directly; the worker's process carries them to the browsers (through the
// Redis adapter when the worker is not the server the browsers are connected to).
export type JobRealtime = Pick<Realtime, 'toUser' | 'toCompanySync'>

// What a handler gets: its payload, who queued it, and the root database handle. Company work runs
// through inCompany(ctx.db, ctx.companyId, …) so row-level security still applies.
export interface JobContext<P> {
  jobId: string
  payload: P
  companyId: string | null
  userId: string | null
  attempt: number
  maxAttempts: number
  db: Db
  realtime: JobRealtime
  // 0–100, shown on the queue log.
  progress(percent: number): Promise<void>
  log(entry: JobLogEntry): Promise<void>
}

// What a type hears once its job has ended for good, after the worker has recorded it.
export type JobEnd<P> = Pick<
  JobContext<P>,
  'jobId' | 'payload' | 'companyId' | 'userId' | 'db' | 'realtime'
> & {
  status: 'completed' | 'failed'
}

export interface JobType<P> {
  name: string
  maxAttempts: number
  run(ctx: JobContext<P>): Promise<void>
  // Completed, or failed with no attempt left (also when its process died on the last one); never
  // between retries. Its errors are logged and change nothing about the job.
  ended?(end: JobEnd<P>): Promise<void>
}

// A job type of a module: a unique name (`<domain>.<action>`) and a handler. A handler may run again
// after a failure or after its process died mid-run, so it must tolerate having partly run before.
export function defineJob<P>(
  name: string,
  run: (ctx: JobContext<P>) => Promise<void>,
  options: { maxAttempts?: number } = {},
): JobType<P> {
  return { name, run, maxAttempts: options.maxAttempts ?? 5 }
}
