import { sql } from 'drizzle-orm'
import type { Tx } from '../../platform/db/database.ts'

// An order's totals follow its lines: quantity, and value after the header discount (the delivery totals
// in answers use the same discount, so they add up to the order's). Stored on the order so that lists
// sort and filter on them; every change of a line, a price or the discount calls this in its transaction.
export async function recomputeOrderTotals(tx: Tx, orderId: string) {
  await tx.execute(sql`
    update orders o set
      total_qty = coalesce(s.qty, 0),
      total_value = round(coalesce(s.value, 0) * (100 - o.discount_percent) / 100, 4),
      delivery_count = (select count(*)::int from order_deliveries d where d.order_id = o.id)
    from (select sum(l.qty) as qty, sum(l.qty * l.price) as value
          from order_lines l where l.order_id = ${orderId}) s
    where o.id = ${orderId}`)
}
