import type { Tx } from '../../platform/db/database.ts'
import {
  type AuditRow,
  findArticleRows,
  insertAudits,
  insertImportedArticles,
  updateImportedArticle,
} from './article-import.queries.ts'
import type { CheckedRow } from './article-import-rows.ts'
import { articleColumns } from './article-values.ts'

const camel = (field: string) => field.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase())
const json = (row: object) => JSON.parse(JSON.stringify(row)) as Record<string, unknown>

// Writes one chunk of checked rows in the caller's transaction: new codes are created, known codes
// get the file's columns (and only those); each change is audited like one made on the form.
export async function writeImportChunk(tx: Tx, companyId: string, userId: string | null, rows: CheckedRow[]) {
  const creates = rows.filter((row) => !row.existingId)
  const updates = rows.filter((row) => row.existingId)
  const trail: AuditRow[] = []
  const audit = (entityId: string, action: string, before: object | null, after: object) =>
    trail.push({
      companyId,
      userId,
      entityType: 'article',
      entityId,
      action,
      before: before && json(before),
      after: json(after),
    })
  if (creates.length) {
    const created = await insertImportedArticles(
      tx,
      companyId,
      creates.map((row) => articleColumns(row.body)),
    )
    for (const article of created) audit(article.id, 'created', null, article)
  }
  if (updates.length) {
    const ids = updates.map((row) => row.existingId!)
    const before = new Map(
      (await findArticleRows(tx, companyId, ids)).map((article) => [article.id, article]),
    )
    for (const row of updates) {
      const all = articleColumns(row.body) as Record<string, unknown>
      const changes = Object.fromEntries(row.fields.map((field) => [camel(field), all[camel(field)]]))
      const after = await updateImportedArticle(tx, companyId, row.existingId!, changes)
      if (after) audit(after.id, 'updated', before.get(after.id) ?? null, after)
    }
  }
  if (trail.length) await insertAudits(tx, trail)
  return { created: creates.length, updated: updates.length }
}
