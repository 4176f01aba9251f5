import type { Tx } from '../../platform/db/database.ts'
import { inTurn } from '../../platform/db/in-turn.ts'
import { activeMasterData } from '../master-data/index.ts'
import type { ImportLookups } from './article-import-rows.ts'
import { listPartnerOptions } from './article-list.queries.ts'
import { articleIdsByCode } from './article-lookup.queries.ts'
import { listBoxTypeNames } from './box-type.queries.ts'
import { listPackingInstructionNames } from './packing-instruction.queries.ts'

// Everything a file's names may refer to, read once per check or import run.
export async function loadImportLookups(tx: Tx, companyId: string): Promise<ImportLookups> {
  const [items, packing, boxes, partners, existing] = await inTurn(
    () => activeMasterData(tx, companyId),
    () => listPackingInstructionNames(tx, companyId),
    () => listBoxTypeNames(tx, companyId),
    () => listPartnerOptions(tx),
    () => articleIdsByCode(tx, companyId),
  )
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
