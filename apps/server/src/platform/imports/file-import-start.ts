import type { StoredFile } from '@scm/contracts'
import { readStoredFile } from '../files/file-store.ts'
import type { RequestContext } from '../http/context.ts'
import { enqueueJob } from '../jobs/job-queue.ts'
import { fileImportJob } from './file-import-job.ts'
import { type FileImport, type ImportGroup, importItem } from './import-item.ts'
import { fileRefused } from './import-messages.ts'

// Checks the whole file before anything runs: its cells, its names, and each item as its module's
// service would refuse it (created in a savepoint and rolled back). A file with any problem is refused
// with a message per row; a valid one is kept and imported by a job.
export async function startFileImport<B, G extends ImportGroup<B>>(
  ctx: RequestContext,
  spec: FileImport<B, G>,
  file: StoredFile,
) {
  try {
    return await start(ctx, spec, file)
  } catch (error) {
    // A refused file is not kept: the user sends a corrected one, under a new key.
    await ctx.platform.files.delete(file.key)
    throw error
  }
}

async function start<B, G extends ImportGroup<B>>(
  ctx: RequestContext,
  spec: FileImport<B, G>,
  file: StoredFile,
) {
  const { rows, groups, ungrouped } = await spec.read(ctx, await readStoredFile(ctx.platform.files, file.key))
  const problems = [...ungrouped]
  for (const group of groups) problems.push(...(await importItem(ctx, spec, group, 'check')).problems)
  if (problems.length > 0) throw fileRefused(problems, ctx.locale, spec.messages)
  const stored = await spec.store.insert(ctx.tx, {
    companyId: ctx.companyId,
    userId: ctx.userId,
    fileName: file.file_name,
    fileKey: file.key,
  })
  const jobId = await enqueueJob(ctx, fileImportJob(ctx.platform, spec), {
    importId: stored.id,
    locale: ctx.locale,
  })
  await spec.store.setJob(ctx.tx, stored.id, jobId)
  return { id: stored.id, job_id: jobId, rows: rows.length, items: groups.length }
}
