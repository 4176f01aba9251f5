import { and, eq, sql } from 'drizzle-orm'
import type { Tx } from '../../platform/db/database.ts'
import { masterData } from '../master-data/master-data.table.ts'
import { articles } from './article.table.ts'
import type { ImportLookups } from './article-import-rows.ts'
import { boxTypes, packingInstructions } from './box-type.table.ts'

// Everything a file's names may refer to, read once per check or import run.
export async function loadImportLookups(tx: Tx, companyId: string): Promise<ImportLookups> {
  const [items, packing, boxes, partners, existing] = await Promise.all([
    tx
      .select({ id: masterData.id, kind: masterData.kind, name: masterData.name, code: masterData.code })
      .from(masterData)
      .where(and(eq(masterData.companyId, companyId), eq(masterData.active, true))),
    tx
      .select({ id: packingInstructions.id, name: packingInstructions.name })
      .from(packingInstructions)
      .where(eq(packingInstructions.companyId, companyId)),
    tx
      .select({ id: boxTypes.id, name: boxTypes.name })
      .from(boxTypes)
      .where(eq(boxTypes.companyId, companyId)),
    tx.select({ id: sql<string>`p.id`, name: sql<string>`p.name` }).from(sql`partner_companies() p`),
    tx
      .select({ id: articles.id, code: sql<string>`lower(${articles.code})` })
      .from(articles)
      .where(eq(articles.companyId, companyId)),
  ])
  const master = new Map<string, Map<string, string>>()
  for (const item of items) {
    const kind = master.get(item.kind) ?? new Map<string, string>()
    // A name wins over another item's equal code.
    if (item.code && !kind.has(item.code.toLowerCase())) kind.set(item.code.toLowerCase(), item.id)
    kind.set(item.name.toLowerCase(), item.id)
    master.set(item.kind, kind)
  }
  const byName = (rows: Array<{ id: string; name: string }>) =>
    new Map(rows.map((row) => [row.name.toLowerCase(), row.id]))
  return {
    master,
    packingInstructions: byName(packing),
    boxTypes: byName(boxes),
    partners: byName(partners),
    existing: new Map(existing.map((row) => [row.code, row.id])),
  }
}
