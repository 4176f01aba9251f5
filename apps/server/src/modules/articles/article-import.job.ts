import type { Locale } from '@scm/contracts'
import { inCompany } from '../../platform/db/tenant.ts'
import { defineSyncJob } from '../../platform/jobs/sync-job.ts'
import { addImportProgress, completeArticleImport, findArticleImportById } from './article-import.queries.ts'
import { loadImportLookups } from './article-import-lookups.ts'
import { checkRows } from './article-import-rows.ts'
import { writeImportChunk } from './article-import-writer.ts'

const chunkSize = 500
const loggedErrors = 20

// Imports the checked rows of an uploaded file in chunks, each in its own transaction with the
// import's progress, so a retried job carries on after the last chunk that committed. A sync job: the
// company's users see the import banner while it runs.
export const articleImportJob = defineSyncJob<{ importId: string; locale: Locale }>(
  'articles.import',
  async (job) => {
    const { companyId } = job
    const run = <T>(work: Parameters<typeof inCompany<T>>[2]) => inCompany(job.db, companyId, work)
    const upload = await run((tx) => findArticleImportById(tx, job.payload.importId))
    if (!upload || upload.status === 'completed') return
    // Checked again: a list may have changed since the dry run; rows that now fail are skipped.
    const { check, valid } = await run(async (tx) =>
      checkRows(upload, upload.mapping as never, await loadImportLookups(tx, companyId), job.payload.locale),
    )
    if (upload.processedRows === 0)
      await job.log({
        key: 'articles.import.jobStarted',
        params: { rows: check.rows, file: upload.fileName },
      })
    for (const error of check.errors.slice(0, loggedErrors))
      await job.log(`Row ${error.row}, ${error.column}: ${error.message}`)
    for (let start = upload.processedRows; start < valid.length; start += chunkSize) {
      const chunk = valid.slice(start, start + chunkSize)
      await run(async (tx) => {
        const written = await writeImportChunk(tx, companyId, job.userId, chunk)
        await addImportProgress(tx, upload.id, start + chunk.length, written)
      })
      const done = start + chunk.length
      await job.progress((done / Math.max(1, valid.length)) * 100)
      await job.log({ key: 'articles.import.jobProgress', params: { done, rows: valid.length } })
    }
    const finished = await run((tx) => completeArticleImport(tx, upload.id, check.rows - check.valid))
    await job.log({
      key: 'articles.import.jobDone',
      params: { created: finished?.createdCount ?? 0, updated: finished?.updatedCount ?? 0 },
    })
  },
)
