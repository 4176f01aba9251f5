import type { ArticleImport } from '@scm/contracts'
import { and, eq, inArray, sql } from 'drizzle-orm'
import { audits } from '../../platform/audit/audit.table.ts'
import type { Tx } from '../../platform/db/database.ts'
import { jobs } from '../../platform/jobs/job.table.ts'
import type { ArticleValues } from './article.queries.ts'
import { articles } from './article.table.ts'
import { articleImports } from './article-import.table.ts'

export type ArticleImportRow = typeof articleImports.$inferSelect
export type ArticleImportWithJob = {
  i: ArticleImportRow
  jobStatus: ArticleImport['job_status']
  jobProgress: number | null
}
type Mapping = Record<string, number | null>

// The company's import with the status and progress of the job that runs it.
export async function findArticleImport(
  tx: Tx,
  companyId: string,
  id: string,
): Promise<ArticleImportWithJob | undefined> {
  const [row] = await tx
    .select({ i: articleImports, jobStatus: jobs.status, jobProgress: jobs.progress })
    .from(articleImports)
    .leftJoin(jobs, eq(jobs.id, articleImports.jobId))
    .where(and(eq(articleImports.id, id), eq(articleImports.companyId, companyId)))
  return row
}

export async function findArticleImportRow(
  tx: Tx,
  companyId: string,
  id: string,
): Promise<ArticleImportRow | undefined> {
  const [row] = await tx
    .select()
    .from(articleImports)
    .where(and(eq(articleImports.id, id), eq(articleImports.companyId, companyId)))
  return row
}

// The job's read: it runs as the import's company.
export async function findArticleImportById(tx: Tx, id: string): Promise<ArticleImportRow | undefined> {
  const [row] = await tx.select().from(articleImports).where(eq(articleImports.id, id))
  return row
}

export async function insertArticleImport(
  tx: Tx,
  values: Pick<
    typeof articleImports.$inferInsert,
    'companyId' | 'userId' | 'fileName' | 'headers' | 'rows' | 'mapping'
  >,
) {
  const [row] = await tx.insert(articleImports).values(values).returning({ id: articleImports.id })
  return row
}

export async function saveImportCheck(tx: Tx, id: string, mapping: Mapping, errorCount: number) {
  await tx
    .update(articleImports)
    .set({
      mapping,
      status: 'checked',
      errorCount,
      updatedAt: new Date(),
      version: sql`${articleImports.version} + 1`,
    })
    .where(eq(articleImports.id, id))
}

// Marks a checked import as importing; no row back means another request claimed it first.
export function claimArticleImport(tx: Tx, id: string, version: number, mapping: Mapping) {
  return tx
    .update(articleImports)
    .set({ mapping, status: 'importing', updatedAt: new Date(), version: version + 1 })
    .where(and(eq(articleImports.id, id), inArray(articleImports.status, ['checked'])))
    .returning({ id: articleImports.id })
}

export async function setArticleImportJob(tx: Tx, id: string, jobId: string) {
  await tx.update(articleImports).set({ jobId }).where(eq(articleImports.id, id))
}

export async function addImportProgress(
  tx: Tx,
  id: string,
  processedRows: number,
  written: { created: number; updated: number },
) {
  await tx
    .update(articleImports)
    .set({
      processedRows,
      createdCount: sql`${articleImports.createdCount} + ${written.created}`,
      updatedCount: sql`${articleImports.updatedCount} + ${written.updated}`,
    })
    .where(eq(articleImports.id, id))
}

export async function completeArticleImport(tx: Tx, id: string, skippedCount: number) {
  const [row] = await tx
    .update(articleImports)
    .set({ status: 'completed', skippedCount, updatedAt: new Date() })
    .where(eq(articleImports.id, id))
    .returning()
  return row
}

// The writes of an import chunk: articles as whole rows, so that their audits keep every column.
export type AuditRow = typeof audits.$inferInsert

export function insertImportedArticles(tx: Tx, companyId: string, values: ArticleValues[]) {
  return tx
    .insert(articles)
    .values(values.map((columns) => ({ companyId, ...columns })))
    .returning()
}

export function findArticleRows(tx: Tx, companyId: string, ids: string[]) {
  return tx
    .select()
    .from(articles)
    .where(and(eq(articles.companyId, companyId), inArray(articles.id, ids)))
}

export async function updateImportedArticle(
  tx: Tx,
  companyId: string,
  id: string,
  changes: Record<string, unknown>,
) {
  const [row] = await tx
    .update(articles)
    .set({ ...changes, updatedAt: new Date(), version: sql`${articles.version} + 1` })
    .where(and(eq(articles.id, id), eq(articles.companyId, companyId)))
    .returning()
  return row
}

export async function insertAudits(tx: Tx, rows: AuditRow[]) {
  await tx.insert(audits).values(rows)
}
