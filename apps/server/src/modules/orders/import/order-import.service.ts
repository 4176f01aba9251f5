import type { OrderImportStarted, StoredFile } from '@scm/contracts'
import { AppError, type FieldError } from '../../../platform/errors/app-error.ts'
import { readStoredFile } from '../../../platform/files/file-store.ts'
import type { RequestContext } from '../../../platform/http/context.ts'
import { enqueueJob } from '../../../platform/jobs/job-queue.ts'
import { orderImportJob } from './order-import.job.ts'
import { insertOrderImport, setOrderImportJob } from './order-import.queries.ts'
import { draftOrder, problemMessage } from './order-import-draft.ts'
import { orderFileGroups } from './order-import-groups.ts'

// The 422 lists this many problems at most; a file with more has a systematic mistake to fix first.
const shownProblems = 200

// Checks the whole file before anything runs: its cells, its names, and each order as the order
// service would refuse it (created in a savepoint and rolled back). A file with any problem is refused
// with a message per row; a valid one is kept and imported by a job.
export async function importOrders(ctx: RequestContext, file: StoredFile): Promise<OrderImportStarted> {
  try {
    return await startImport(ctx, file)
  } catch (error) {
    // A refused file is not kept: the user sends a corrected one, under a new key.
    await ctx.platform.files.delete(file.key)
    throw error
  }
}

async function startImport(ctx: RequestContext, file: StoredFile): Promise<OrderImportStarted> {
  const { rows, groups, ungrouped } = await orderFileGroups(
    ctx,
    await readStoredFile(ctx.platform.files, file.key),
  )
  const problems = [...ungrouped]
  for (const group of groups) problems.push(...(await draftOrder(ctx, group, 'check')).problems)
  if (problems.length > 0) {
    const errors: Record<string, FieldError[]> = {}
    problems.sort((a, b) => a.row - b.row)
    for (const problem of problems.slice(0, shownProblems)) {
      const field = `rows.${problem.row}.${problem.column}`
      errors[field] = [...(errors[field] ?? []), problemMessage(problem, ctx.locale)]
    }
    throw new AppError(422, 'orders.import.invalid', { count: problems.length }, errors)
  }
  const stored = await insertOrderImport(ctx.tx, {
    companyId: ctx.companyId,
    userId: ctx.userId,
    fileName: file.file_name,
    fileKey: file.key,
  })
  const jobId = await enqueueJob(ctx, orderImportJob(ctx.platform), {
    importId: stored.id,
    locale: ctx.locale,
  })
  await setOrderImportJob(ctx.tx, stored.id, jobId)
  return { id: stored.id, job_id: jobId, rows: rows.length, orders: groups.length }
}
