import type { OrderDelivery, OrderLine, OrderSide } from '@scm/contracts'
import { eq, type SQL, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Tx } from '../../platform/db/database.ts'
import { rows } from '../../platform/db/rows.ts'
import type { Named, OrderRow } from './order.queries.ts'
import { orders } from './order.table.ts'

export interface OrderParts {
  order: OrderRow
  deliveries: OrderDelivery[]
  tags: Named[]
  assignees: Named[]
}

// Each answer field with the SQL that reads it; `satisfies` makes the lists name every field.
type LineField = keyof OrderLine
const lineSql = {
  id: 'l.id',
  position: 'l.position',
  article_id: 'l.article_id',
  article_code: 'l.article_code',
  article_name: 'l.article_name',
  supplier_article_id: 'l.supplier_article_id',
  // Decimals travel as text with their scale ('10.000'); the value is PostgreSQL's numeric product.
  qty: 'l.qty::text',
  received_qty: 'l.received_qty::text',
  price: 'l.price::text',
  price_source: 'l.price_source',
  line_value: 'round(l.qty * l.price, 4)::text',
  packages: 'l.packages',
  free_text: 'l.free_text',
  mark_as: 'l.mark_as',
  vat_id: 'l.vat_id',
  vat_name: 'l.vat_name',
} satisfies Record<LineField, string>
const lineFields = Object.keys(lineSql) as LineField[]

type DeliveryField = Exclude<keyof OrderDelivery, 'lines' | 'total_qty' | 'total_value'>
const deliverySql = {
  id: 'd.id',
  position: 'd.position',
  code: 'd.code',
  warehouse_id: 'd.warehouse_id',
  warehouse_name: 'd.warehouse_name',
  season_id: 'd.season_id',
  season_name: 'd.season_name',
  delivery_drop_code_id: 'd.delivery_drop_code_id',
  delivery_drop_code_name: 'd.delivery_drop_code_name',
  delivery_instructions: 'd.delivery_instructions',
  delivery_notice_phone: 'd.delivery_notice_phone',
  delivery_notice_email: 'd.delivery_notice_email',
  contact_id: 'd.contact_id',
  contact_name: 'd.contact_name',
  requested_etd: 'd.requested_etd',
  requested_eta: 'd.requested_eta',
  etd: 'd.etd',
  eta: 'd.eta',
  reference: 'd.reference',
  ship_to_address_id: 'd.ship_to_address_id',
  ship_to_name: 'd.ship_to_name',
  freight_mode_id: 'd.freight_mode_id',
  freight_mode_name: 'd.freight_mode_name',
  forwarder_id: 'd.forwarder_id',
  forwarder_name: 'd.forwarder_name',
  shipment_state: 'd.shipment_state',
  readiness: 'd.readiness',
} satisfies Record<DeliveryField, string>

const pairs = (fields: Record<string, string>) =>
  sql.raw(
    Object.entries(fields)
      .map(([name, value]) => `'${name}', ${value}`)
      .join(', '),
  )

// Each delivery with its lines in order and its totals after the order's discount, built as JSON by
// the database in one statement: an order of thousands of lines comes back as one value, not as
// thousands of rows to decode and map. A line is an array of its fields (lineFields' order), which
// PostgreSQL builds in half the time of an object with their names. The totals are PostgreSQL's
// numeric arithmetic, as the order's own (order-totals.queries.ts).
const deliveriesOf = (orderId: SQL, discountPercent: SQL) => sql`coalesce((
  select json_agg(json_build_object(${pairs(deliverySql)},
      'total_qty', round(coalesce(t.qty, 0), 3)::text,
      'total_value', round(coalesce(t.value, 0) * (100 - ${discountPercent}::numeric) / 100, 4)::text,
      'lines', coalesce(t.lines, '[]'::json)) order by d.position)
  from order_deliveries d
  left join lateral (
    select sum(l.qty) as qty, sum(l.qty * l.price) as value,
      json_agg(json_build_array(${sql.raw(Object.values(lineSql).join(', '))}) order by l.position) as lines
    from order_lines l where l.delivery_id = d.id
  ) t on true
  where d.order_id = ${orderId}), '[]'::json)`

function toLine(values: unknown[]): OrderLine {
  const line: Record<string, unknown> = {}
  for (const [i, field] of lineFields.entries()) line[field] = values[i]
  return line as OrderLine
}

const tagsOf = (orderId: SQL) => sql`coalesce((
  select json_agg(json_build_object('id', t.tag_id, 'name', t.tag_name) order by t.tag_name)
  from order_tags t where t.order_id = ${orderId}), '[]'::json)`

const assigneesOf = (orderId: SQL) => sql`coalesce((
  select json_agg(json_build_object('id', u.id, 'name', u.first_name || ' ' || u.last_name)
    order by u.first_name, u.last_name)
  from order_assignees a join users u on u.id = a.user_id where a.order_id = ${orderId}), '[]'::json)`

type DeliveryJson = Omit<OrderDelivery, 'lines'> & { lines: unknown[][] }
type PartsJson = { deliveries: DeliveryJson[]; tags: Named[]; assignees: Named[] }

const parts = (order: OrderRow, json: PartsJson): OrderParts => ({
  order,
  deliveries: json.deliveries.map((delivery) => ({ ...delivery, lines: delivery.lines.map(toLine) })),
  tags: json.tags,
  assignees: json.assignees,
})

// The order's rows as the acting company may read them, in one round trip (row-level security hides
// the buyer's assignees from the supplier, and its tags unless the buyer shows them).
export async function loadOrderParts(tx: Tx, order: OrderRow, side: OrderSide): Promise<OrderParts> {
  const id = sql`${order.id}`
  const [json] = await rows<PartsJson>(
    tx,
    sql`select ${deliveriesOf(id, sql`${order.discountPercent}`)} as deliveries, ${tagsOf(id)} as tags,
      ${side === 'buyer' ? assigneesOf(id) : sql`'[]'::json`} as assignees`,
  )
  return parts(order, json!)
}

// The order row and its rows together, for a read of one order: one round trip instead of two. The
// parts name the order by the alias `o` (drizzle writes a lone table's columns without their table).
export async function findOrderWithParts(
  tx: Tx,
  companyId: string,
  orderId: string,
): Promise<OrderParts | undefined> {
  const o = alias(orders, 'o')
  const id = sql.raw('o.id')
  const [row] = await tx
    .select({
      order: o,
      deliveries: sql<DeliveryJson[]>`${deliveriesOf(id, sql.raw('o.discount_percent'))}`,
      tags: sql<Named[]>`${tagsOf(id)}`,
      assignees: sql<
        Named[]
      >`case when o.company_id = ${companyId} then ${assigneesOf(id)} else '[]'::json end`,
    })
    .from(o)
    .where(eq(o.id, orderId))
  return row && parts(row.order, row)
}
