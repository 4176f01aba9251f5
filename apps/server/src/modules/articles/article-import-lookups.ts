import { eq, sql } from 'drizzle-orm'
import type { Tx } from '../../platform/db/database.ts'
import { activeMasterData } from '../master-data/index.ts'
import type { ImportLookups } from './article-import-rows.ts'
import { articleIdsByCode } from './article-lookup.ts'
import { boxTypes, packingInstructions } from './box-type.table.ts'

// Everything a file's names may refer to, read once per check or import run.
export async function loadImportLookups(tx: Tx, companyId: string): Promise<ImportLookups> {
  const [items, packing, boxes, partners, existing] = await Promise.all([
    activeMasterData(tx, companyId),
    tx
      .select({ id: packingInstructions.id, name: packingInstructions.name })
      .from(packingInstructions)
      .where(eq(packingInstructions.companyId, companyId)),
    tx
      .select({ id: boxTypes.id, name: boxTypes.name })
      .from(boxTypes)
      .where(eq(boxTypes.companyId, companyId)),
    tx.select({ id: sql<string>`p.id`, name: sql<string>`p.name` }).from(sql`partner_companies() p`),
    articleIdsByCode(tx, companyId),
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
    existing,
  }
}
