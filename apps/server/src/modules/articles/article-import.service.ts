import {
  type ArticleImport,
  type ImportMapping,
  type ImportMappingBody,
  importFieldKeys,
  suggestMapping,
} from '@scm/contracts'
import type { z } from 'zod'
import { AppError, notFound } from '../../platform/errors/app-error.ts'
import type { RequestContext } from '../../platform/http/context.ts'
import { enqueueJob } from '../../platform/jobs/job-queue.ts'
import { articleImportJob } from './article-import.job.ts'
import {
  type ArticleImportWithJob,
  claimArticleImport,
  findArticleImport,
  findArticleImportRow,
  insertArticleImport,
  saveImportCheck,
  setArticleImportJob,
} from './article-import.queries.ts'
import { readImportFile } from './article-import-file.ts'
import { loadImportLookups } from './article-import-lookups.ts'
import { checkRows } from './article-import-rows.ts'

const toImport = ({ i, jobStatus, jobProgress }: ArticleImportWithJob): ArticleImport => ({
  id: i.id,
  file_name: i.fileName,
  headers: i.headers,
  row_count: i.rows.length,
  sample: i.headers.map((_, index) => i.rows[0]?.[index] ?? ''),
  mapping: i.mapping ?? {},
  status: i.status,
  error_count: i.errorCount,
  created_count: i.createdCount,
  updated_count: i.updatedCount,
  skipped_count: i.skippedCount,
  job_id: i.jobId,
  job_status: jobStatus,
  progress: i.status === 'completed' ? 100 : (jobProgress ?? 0),
  created_at: i.createdAt.toISOString(),
  version: i.version,
})

export async function getArticleImport(ctx: RequestContext, id: string): Promise<ArticleImport> {
  const row = await findArticleImport(ctx.tx, ctx.companyId, id)
  if (!row) throw notFound()
  return toImport(row)
}

// Stores the file's cells with a first guess at the mapping; nothing else changes yet.
export async function uploadArticleImport(ctx: RequestContext, fileName: string, bytes: Uint8Array) {
  const table = await readImportFile(bytes, fileName)
  const row = await insertArticleImport(ctx.tx, {
    companyId: ctx.companyId,
    userId: ctx.userId,
    fileName,
    headers: table.headers,
    rows: table.rows,
    mapping: suggestMapping(table.headers),
  })
  return getArticleImport(ctx, row!.id)
}

async function loadOpen(ctx: RequestContext, id: string) {
  const row = await findArticleImportRow(ctx.tx, ctx.companyId, id)
  if (!row) throw notFound()
  return row
}

const mappingOf = (mapping: ImportMapping) =>
  Object.fromEntries(importFieldKeys.map((key) => [key, mapping[key]])) as Record<string, number | null>

// The dry run: checks every row with the mapping and lists every problem; keeps the mapping.
export async function checkArticleImport(
  ctx: RequestContext,
  id: string,
  body: z.output<typeof ImportMappingBody>,
) {
  const row = await loadOpen(ctx, id)
  if (row.status !== 'uploaded' && row.status !== 'checked')
    throw new AppError(409, 'articles.import.alreadyStarted')
  const lookups = await loadImportLookups(ctx.tx, ctx.companyId)
  const { check } = checkRows(row, body.mapping, lookups, ctx.locale)
  await saveImportCheck(ctx.tx, id, mappingOf(body.mapping), check.errors.length)
  return check
}

// Queues the import once: a second click, a retried request or another tab finds it started and
// gets it as it is.
export async function startArticleImport(
  ctx: RequestContext,
  id: string,
  body: z.output<typeof ImportMappingBody>,
) {
  const row = await loadOpen(ctx, id)
  if (row.status !== 'checked') {
    if (row.status === 'uploaded') throw new AppError(409, 'articles.import.notReady')
    return getArticleImport(ctx, id)
  }
  const claimed = await claimArticleImport(ctx.tx, id, row.version, mappingOf(body.mapping))
  if (claimed.length === 0) return getArticleImport(ctx, id)
  const jobId = await enqueueJob(ctx, articleImportJob, { importId: id, locale: ctx.locale })
  await setArticleImportJob(ctx.tx, id, jobId)
  return getArticleImport(ctx, id)
}
