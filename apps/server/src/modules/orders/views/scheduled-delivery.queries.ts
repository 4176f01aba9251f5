import type { OrderSide, PageSize, ScheduledDelivery } from '@scm/contracts'
import { type SQL, sql } from 'drizzle-orm'
import type { Tx } from '../../../platform/db/database.ts'
import { likePattern, pageWindow, pageWithTotal } from '../../../platform/db/list.ts'
import { rows } from '../../../platform/db/rows.ts'
import { allOf, cappedCount, partyNames, type Viewer, visibleOrders } from './view-scope.queries.ts'

export interface DeliveryFilter {
  partner_company_id?: string
  warehouse_id?: string
  shipment_state?: string
  from?: string
  to?: string
  status?: string
}

// The conditions every delivery view shares: what the caller sees, the counterparty, warehouse,
// shipment state and search; `date` is the date the range applies to.
export function deliveryConditions(
  viewer: Viewer,
  filter: DeliveryFilter | undefined,
  search: string | undefined,
  date: SQL,
): SQL[] {
  const f = filter ?? {}
  return [
    visibleOrders(viewer, true),
    ...(f.partner_company_id
      ? [sql`(o.supplier_company_id = ${f.partner_company_id} or o.company_id = ${f.partner_company_id})`]
      : []),
    ...(f.warehouse_id ? [sql`d.warehouse_id = ${f.warehouse_id}`] : []),
    ...(f.shipment_state ? [sql`d.shipment_state = ${f.shipment_state}`] : []),
    ...(f.from ? [sql`${date} >= ${f.from}::date`] : []),
    ...(f.to ? [sql`${date} <= ${f.to}::date`] : []),
    ...(search
      ? [
          sql`(d.code ilike ${likePattern(search)} or o.number ilike ${likePattern(search)} or d.reference ilike ${likePattern(search)})`,
        ]
      : []),
  ]
}

const deliveriesFrom = (where: SQL[]) =>
  sql`from order_deliveries d join orders o on o.id = d.order_id where ${allOf(where)}`

// A page row's quantity and value, summed from its lines (order_lines by delivery_id is indexed).
const deliveryTotals = sql`cross join lateral (
  select coalesce(trim_scale(sum(l.qty)), 0)::text as total_qty,
    coalesce(trim_scale(round(sum(l.qty * l.price), 4)), 0)::text as total_value
  from order_lines l where l.delivery_id = p.id) t`

export interface DeliveryRow {
  id: string
  order_id: string
  order_number: string
  code: string
  side: OrderSide
  status: ScheduledDelivery['status']
  buyer_company_id: string
  buyer_name: string | null
  supplier_company_id: string
  supplier_name: string | null
  warehouse_id: string | null
  warehouse_name: string | null
  etd: string | null
  eta: string | null
  requested_etd: string | null
  requested_eta: string | null
  currency: ScheduledDelivery['currency']
  total_qty: string
  total_value: string
  shipment_state: ScheduledDelivery['shipment_state']
  readiness: ScheduledDelivery['readiness']
  ordinal: number
}

// One page of deliveries with their line totals (summed for the page's rows only), and the capped
// count of all that match.
export async function findDeliveryPage(
  tx: Tx,
  viewer: Viewer,
  query: { page: number; per_page: PageSize },
  where: SQL[],
  order: SQL,
) {
  const { limit, offset } = pageWindow(query)
  const [data, count] = await pageWithTotal(
    { limit, offset },
    rows<DeliveryRow>(
      tx,
      // The page is chosen first and summed after, so a sort without an index sums no other rows.
      sql`select p.*, t.total_qty, t.total_value from (
        select d.id, d.order_id, o.number as order_number, d.code,
          case when o.company_id = ${viewer.companyId} then 'buyer' else 'supplier' end as side,
          o.status, o.company_id as buyer_company_id, o.supplier_company_id, ${partyNames(viewer.companyId, viewer.companyName)},
          d.warehouse_id, d.warehouse_name, d.etd::text as etd, d.eta::text as eta,
          d.requested_etd::text as requested_etd, d.requested_eta::text as requested_eta, o.currency,
          d.shipment_state, d.readiness, row_number() over (order by ${order}) as ordinal
        ${deliveriesFrom(where)}
        order by ${order}
        limit ${limit} offset ${offset}
      ) p ${deliveryTotals}
      order by p.ordinal`,
    ),
    () => cappedCount(tx, deliveriesFrom(where)),
  )
  return { rows: data, count }
}
