import type { JobStatus, MessageKey, MessageParams } from '@scm/contracts'
import { sql } from 'drizzle-orm'
import { index, integer, jsonb, pgEnum, pgPolicy, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { id } from '../db/columns.ts'
import { appUser } from '../db/tenancy.ts'

// The values of the contract's JobStatus (the type below keeps the two equal).
export const jobStatusEnum = pgEnum('job_status', ['queued', 'running', 'completed', 'failed'] satisfies [
  JobStatus,
  ...JobStatus[],
])

// A line is kept in English and, when it came from the message catalogue, as its key and params, so
// the queue log shows it in the reader's language.
export type JobLogLine = { at: string; line: string; key?: MessageKey; params?: MessageParams }

// The durable job queue and its record (ARCHITECTURE rule 6): the worker claims rows with
// FOR UPDATE SKIP LOCKED, the queue-log screen reads them. Platform work caused by no company (a demo
// request's mail) has no company_id and is visible to no company.
export const jobs = pgTable(
  'jobs',
  {
    id: id(),
    companyId: uuid('company_id'),
    userId: uuid('user_id'),
    name: text('name').notNull(),
    payload: jsonb('payload').notNull().default({}),
    status: jobStatusEnum('status').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull(),
    // When a queued job may next run: now, or later after a failed attempt (back-off).
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    // A running job whose lease has passed was interrupted (its process died) and is claimed again.
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    queuedAt: timestamp('queued_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    progress: integer('progress').notNull().default(0),
    error: text('error'),
    log: jsonb('log').$type<JobLogLine[]>().notNull().default([]),
  },
  (t) => [
    index('jobs_claim_idx').on(t.status, t.runAt),
    index('jobs_company_idx').on(t.companyId, t.queuedAt),
    pgPolicy('jobs_company', {
      for: 'all',
      to: appUser,
      using: sql`company_id = (select app_company_id())`,
      withCheck: sql`company_id = (select app_company_id())`,
    }),
  ],
).enableRLS()
