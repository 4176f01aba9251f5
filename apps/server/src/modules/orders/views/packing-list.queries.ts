import type { PackingList, PackingListLine } from '@scm/contracts'
import { sql } from 'drizzle-orm'
import type { Tx } from '../../../platform/db/database.ts'
import { rows } from '../../../platform/db/rows.ts'
import { partyNames } from './view-scope.queries.ts'

export type PackingListHeader = Omit<
  PackingList,
  'order_id' | 'order_number' | 'side' | 'buyer_reference' | 'lines'
> & { delivery_id: string }

export async function findPackingListHeader(
  tx: Tx,
  companyId: string,
  companyName: string,
  orderId: string,
  code: string,
): Promise<PackingListHeader | undefined> {
  const [header] = await rows<PackingListHeader>(
    tx,
    sql`select d.id as delivery_id, d.code, d.reference, d.warehouse_name, d.ship_to_name,
        d.delivery_drop_code_name, d.delivery_instructions, d.freight_mode_name, d.forwarder_name,
        d.etd::text as etd, d.eta::text as eta, ${partyNames(companyId, companyName)},
        (select coalesce(trim_scale(sum(l.qty)), 0)::text from order_lines l where l.delivery_id = d.id) as total_qty,
        (select coalesce(sum(l.packages), 0)::int from order_lines l where l.delivery_id = d.id) as total_packages
      from order_deliveries d join orders o on o.id = d.order_id
      where d.order_id = ${orderId} and d.code = ${code}`,
  )
  return header
}

// The supplier packs by the buyer's packing instruction and box type, which live on the buyer's
// articles; those names come through order_packing_details(), which answers for the lines of a
// visible order only.
export function listPackingListLines(tx: Tx, deliveryId: string) {
  return rows<PackingListLine>(
    tx,
    sql`select l.position, l.article_code, l.article_name, l.supplier_article_id,
        trim_scale(l.qty)::text as qty, l.packages, p.box_type_name, p.packing_instruction_name,
        p.packing_instruction_text, p.qty_inner_box, p.qty_outer_box, l.mark_as, l.free_text
      from order_lines l left join order_packing_details(${deliveryId}) p on p.line_id = l.id
      where l.delivery_id = ${deliveryId}
      order by l.position`,
  )
}
