import { sql } from 'drizzle-orm'
import type { Tx } from '../../platform/db/database.ts'
import { rows } from '../../platform/db/rows.ts'
import { masterDataNames as namesOf } from '../master-data/index.ts'

// Names of the companies we trade with (either side of a partnership). Companies see only themselves
// under row-level security; this security-definer function answers for partners and nothing more.
export async function partnerCompanies(tx: Tx) {
  return rows<{ id: string; name: string; supplier: boolean; client: boolean }>(
    tx,
    sql`select id, name, supplier, client from partner_companies() order by lower(name)`,
  )
}

export async function partnerNames(tx: Tx): Promise<Map<string, string>> {
  return new Map((await partnerCompanies(tx)).map((row) => [row.id, row.name]))
}

// Master data names the acting company may show for one style: its own items, or, for a style shared
// with it, the owner's items that the style references (through a security-definer function).
export async function masterDataNames(
  tx: Tx,
  ids: string[],
  sharedStyleId?: string,
): Promise<Map<string, string>> {
  if (sharedStyleId) {
    const shared = await rows<{ id: string; name: string }>(
      tx,
      sql`select id, name from shared_style_master_data(${sharedStyleId})`,
    )
    return new Map(shared.map((row) => [row.id, row.name]))
  }
  return namesOf(tx, ids)
}
