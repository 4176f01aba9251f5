import type { StockDocumentType } from '@scm/contracts'
import { sql } from 'drizzle-orm'
import type { Tx } from '../../platform/db/database.ts'
import { rows } from '../../platform/db/rows.ts'
import { unnestRows } from '../../platform/db/unnest.ts'
import { stockLevels, stockMovements } from './stock.table.ts'

// A change of one article in one warehouse, as a signed decimal string.
export interface StockDelta {
  articleId: string
  warehouseId: string
  quantity: string
}

export interface PostedLevel extends StockDelta {
  onHand: string
}

const deltaColumns = {
  articleId: stockMovements.articleId,
  warehouseId: stockMovements.warehouseId,
  quantity: stockMovements.quantity,
}

// Adds each delta to its on-hand figure in one statement and answers the figures it left. The addition
// happens in the row's lock (insert … on conflict do update), so concurrent postings never lose one
// another's change; rows are taken in key order, so two postings over the same rows cannot deadlock.
export async function addToOnHand(tx: Tx, companyId: string, deltas: StockDelta[]): Promise<PostedLevel[]> {
  if (deltas.length === 0) return []
  const found = await rows<{ article_id: string; warehouse_id: string; quantity: string; on_hand: string }>(
    tx,
    sql`with v as (select * from ${unnestRows(deltas, deltaColumns)}), posted as (
          insert into ${stockLevels} (company_id, article_id, warehouse_id, on_hand)
          select ${companyId}, v.article_id, v.warehouse_id, v.quantity from v order by v.article_id, v.warehouse_id
          on conflict (article_id, warehouse_id)
          do update set on_hand = ${stockLevels}.on_hand + excluded.on_hand, updated_at = now()
          returning article_id, warehouse_id, on_hand::text)
        select posted.*, v.quantity::text from posted
        join v on v.article_id = posted.article_id and v.warehouse_id = posted.warehouse_id`,
  )
  return found.map((row) => ({
    articleId: row.article_id,
    warehouseId: row.warehouse_id,
    quantity: row.quantity,
    onHand: row.on_hand,
  }))
}

// Adds each delta to what is reserved of its article in its warehouse, in the same way.
export async function addToReserved(tx: Tx, companyId: string, deltas: StockDelta[]) {
  if (deltas.length === 0) return
  await tx.execute(
    sql`insert into ${stockLevels} (company_id, article_id, warehouse_id, reserved)
        select ${companyId}, v.article_id, v.warehouse_id, v.quantity
        from ${unnestRows(deltas, deltaColumns)} order by v.article_id, v.warehouse_id
        on conflict (article_id, warehouse_id)
        do update set reserved = ${stockLevels}.reserved + excluded.reserved, updated_at = now()`,
  )
}

export interface LedgerDocument {
  type: StockDocumentType
  id: string
  label: string
}

const entryColumns = { ...deltaColumns, balanceAfter: stockMovements.balanceAfter }

export async function insertMovements(
  tx: Tx,
  companyId: string,
  userId: string | null,
  document: LedgerDocument,
  posted: PostedLevel[],
) {
  if (posted.length === 0) return
  const entries = posted.map((level) => ({ ...level, balanceAfter: level.onHand }))
  await tx.execute(
    sql`insert into ${stockMovements}
          (company_id, article_id, warehouse_id, quantity, balance_after, document_type, document_id,
           document_label, user_id)
        select ${companyId}, v.article_id, v.warehouse_id, v.quantity, v.balance_after, ${document.type},
               ${document.id}, ${document.label}, ${userId}
        from ${unnestRows(entries, entryColumns)}`,
  )
}
