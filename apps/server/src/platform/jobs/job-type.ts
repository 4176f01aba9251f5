import type { MessageKey, MessageParams } from '@scm/contracts'
import type { Db } from '../db/database.ts'

// A log line: plain text, or a catalogue message shown in the reader's language.
export type JobLogEntry = string | { key: MessageKey; params?: MessageParams }

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
  // 0–100, shown on the queue log.
  progress(percent: number): Promise<void>
  log(entry: JobLogEntry): Promise<void>
}

export interface JobType<P> {
  name: string
  maxAttempts: number
  run(ctx: JobContext<P>): Promise<void>
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
