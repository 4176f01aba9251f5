import type { Db, Tx } from '../db/database.ts'
import type { RequestContext } from '../http/context.ts'
import { jobs } from './job.table.ts'
import type { JobType } from './job-type.ts'

export interface JobActor {
  companyId: string | null
  userId: string | null
}

// Stores the job in the caller's transaction: it exists exactly when the work that caused it commits.
// The caller wakes the worker after commit (platform.jobs.wake), or the next poll finds it. `runAt`
// delays it (a notice due on a later day); the default is now.
export async function enqueue<P>(
  tx: Tx | Db,
  type: JobType<P>,
  payload: P,
  actor: JobActor,
  options: { runAt?: Date } = {},
) {
  const [row] = await tx
    .insert(jobs)
    .values({
      name: type.name,
      payload,
      maxAttempts: type.maxAttempts,
      companyId: actor.companyId,
      userId: actor.userId,
      ...(options.runAt ? { runAt: options.runAt } : {}),
    })
    .returning({ id: jobs.id })
  return row!.id
}

// The usual case: a request queues work for its company and user, to start once it has committed.
export async function enqueueJob<P>(
  ctx: Pick<RequestContext, 'tx' | 'companyId' | 'userId' | 'platform' | 'afterCommit'>,
  type: JobType<P>,
  payload: P,
) {
  const id = await enqueue(ctx.tx, type, payload, { companyId: ctx.companyId, userId: ctx.userId })
  ctx.afterCommit(async () => ctx.platform.jobs.wake())
  return id
}
