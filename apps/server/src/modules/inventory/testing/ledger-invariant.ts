import { sql } from 'drizzle-orm'
import type { Tx } from '../../../platform/db/database.ts'
import { rows } from '../../../platform/db/rows.ts'
import { stockLevels, stockMovements } from '../stock.table.ts'

// The ledger's sum beside the figure kept in step with it, for every level of a company: the invariant
// the tests hold the postings to.
export const ledgerMismatches = (tx: Tx, companyId: string) =>
  rows<{ article_id: string; warehouse_id: string; on_hand: string; total: string }>(
    tx,
    sql`select l.article_id, l.warehouse_id, l.on_hand, coalesce(m.total, 0) as total
        from ${stockLevels} l
        left join (select article_id, warehouse_id, sum(quantity) as total from ${stockMovements}
                   where company_id = ${companyId} group by 1, 2) m
          on m.article_id = l.article_id and m.warehouse_id = l.warehouse_id
        where l.company_id = ${companyId} and l.on_hand <> coalesce(m.total, 0)`,
  )
