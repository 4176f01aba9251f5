import type { OrderDelivery, OrderSide } from '@scm/contracts'
import { type SQL, sql } from 'drizzle-orm'
import type { Tx } from '../../platform/db/database.ts'
import { rows } from '../../platform/db/rows.ts'
import type { Named, OrderRow } from './order.queries.ts'

export interface OrderParts {
  order: OrderRow
  deliveries: OrderDelivery[]
  tags: Named[]
  assignees: Named[]
}

// `'name', alias.name, …` for json_build_object: columns that answers carry under their own names.
const same = (alias: string, columns: string[]) =>
  sql.raw(columns.map((column) => `'${column}', ${alias}.${column}`).join(', '))

const lineColumns = same('l', [
  'id',
  'position',
  'article_id',
  'article_code',
  'article_name',
  'supplier_article_id',
  'price_source',
  'packages',
  'free_text',
  'mark_as',
  'vat_id',
  'vat_name',
])
const deliveryColumns = same('d', [
  'id',
  'position',
  'code',
  'warehouse_id',
  'warehouse_name',
  'season_id',
  'season_name',
  'delivery_drop_code_id',
  'delivery_drop_code_name',
  'delivery_instructions',
  'delivery_notice_phone',
  'delivery_notice_email',
  'contact_id',
  'contact_name',
  'requested_etd',
  'requested_eta',
  'etd',
  'eta',
  'reference',
  'ship_to_address_id',
  'ship_to_name',
  'freight_mode_id',
  'freight_mode_name',
  'forwarder_id',
  'forwarder_name',
  'shipment_state',
  'readiness',
])

// Each delivery with its lines in order and its totals after the order's discount, built as JSON by
// the database in one statement: an order of thousands of lines comes back as one value, not as
// thousands of rows to decode and map. Decimals travel as text with their scale ('10.000'), and the
// arithmetic is PostgreSQL's numeric, as in the order's own totals (order-totals.queries.ts).
const deliveriesOf = (orderId: string, discountPercent: string) => sql`coalesce((
  select json_agg(json_build_object(${deliveryColumns},
      'total_qty', round(coalesce(t.qty, 0), 3)::text,
      'total_value', round(coalesce(t.value, 0) * (100 - ${discountPercent}::numeric) / 100, 4)::text,
      'lines', coalesce(t.lines, '[]'::json)) order by d.position)
  from order_deliveries d
  left join lateral (
    select sum(l.qty) as qty, sum(l.qty * l.price) as value,
      json_agg(json_build_object(${lineColumns}, 'qty', l.qty::text, 'price', l.price::text,
        'line_value', round(l.qty * l.price, 4)::text) order by l.position) as lines
    from order_lines l where l.delivery_id = d.id
  ) t on true
  where d.order_id = ${orderId}), '[]'::json)`

const tagsOf = (orderId: string) => sql`coalesce((
  select json_agg(json_build_object('id', t.tag_id, 'name', t.tag_name) order by t.tag_name)
  from order_tags t where t.order_id = ${orderId}), '[]'::json)`

const assigneesOf = (orderId: string) => sql`coalesce((
  select json_agg(json_build_object('id', u.id, 'name', u.first_name || ' ' || u.last_name)
    order by u.first_name, u.last_name)
  from order_assignees a join users u on u.id = a.user_id where a.order_id = ${orderId}), '[]'::json)`

// The order's rows as the acting company may read them, in one round trip (row-level security hides
// the buyer's assignees from the supplier, and its tags unless the buyer shows them).
export async function loadOrderParts(tx: Tx, order: OrderRow, side: OrderSide): Promise<OrderParts> {
  const none: SQL = sql`'[]'::json`
  const [parts] = await rows<Omit<OrderParts, 'order'>>(
    tx,
    sql`select ${deliveriesOf(order.id, order.discountPercent)} as deliveries, ${tagsOf(order.id)} as tags,
      ${side === 'buyer' ? assigneesOf(order.id) : none} as assignees`,
  )
  return { order, ...parts! }
}
