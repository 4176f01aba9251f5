import Decimal from 'decimal.js'
import type { Tx } from '../../platform/db/database.ts'
import { conflict, notFound } from '../../platform/errors/app-error.ts'
import type { OrderRow } from './order.queries.ts'
import { type NewOrder, updateOrderAtVersion, updateOrderDates } from './order.queries.ts'
import {
  listDeliveryDates,
  listOrderDeliveries,
  type NewDelivery,
  updateOrderDelivery,
} from './order-delivery.queries.ts'
import { type OrderActor, type OrderChange, recordOrderHistory } from './order-history.ts'
import { type LinePriceValues, listOrderLines, type NewLine, updateLinePrices } from './order-line.queries.ts'
import { recomputeOrderTotals } from './order-totals.queries.ts'

type Named = { id: string | null; name: string | null }

// New promises for a delivery; an absent field stays as it is.
export interface DeliveryValues {
  deliveryId: string
  etd?: string | null
  eta?: string | null
  freightMode?: Named
  forwarder?: Named
}

export interface LineValues {
  lineId: string
  qty?: string
  price?: string
}

const same = (a: string | null, b: string | null, decimal = false) =>
  a === b || (decimal && a !== null && b !== null && new Decimal(a).eq(b))

// For deviation reports (and guests acting through them): puts new ETD/ETA, freight mode, forwarder,
// quantities and prices on an order's deliveries and lines, keeps its totals in step and writes one
// history entry with every value before and after, so each earlier promise stays readable. Runs in
// the caller's transaction as either party (row-level security lets the supplier update a sent
// order's rows). It does not bump the order's version: the caller guards its own step with
// bumpOrderVersion. A row of another order is 404. Answers the changes it made.
export async function applyOrderValues(
  tx: Tx,
  order: OrderRow,
  actor: OrderActor,
  input: { deliveries?: DeliveryValues[]; lines?: LineValues[]; event: string; reason?: string | null },
): Promise<OrderChange[]> {
  const deliveries = new Map((await listOrderDeliveries(tx, order.id)).map((row) => [row.id, row]))
  const lines = new Map((await listOrderLines(tx, order.id)).map((row) => [row.id, row]))
  const changes: OrderChange[] = []
  for (const wanted of input.deliveries ?? []) {
    const row = deliveries.get(wanted.deliveryId)
    if (!row) throw notFound()
    const at = `deliveries.${row.position}`
    const set: Partial<NewDelivery> = {}
    for (const field of ['etd', 'eta'] as const) {
      const value = wanted[field]
      if (value === undefined || same(row[field], value)) continue
      changes.push({ field: `${at}.${field}`, before: row[field], after: value })
      set[field] = value
    }
    if (wanted.freightMode && wanted.freightMode.id !== row.freightModeId) {
      changes.push({
        field: `${at}.freight_mode_id`,
        before: row.freightModeName,
        after: wanted.freightMode.name,
      })
      Object.assign(set, { freightModeId: wanted.freightMode.id, freightModeName: wanted.freightMode.name })
    }
    if (wanted.forwarder && wanted.forwarder.id !== row.forwarderId) {
      changes.push({ field: `${at}.forwarder_id`, before: row.forwarderName, after: wanted.forwarder.name })
      Object.assign(set, { forwarderId: wanted.forwarder.id, forwarderName: wanted.forwarder.name })
    }
    if (Object.keys(set).length > 0) await updateOrderDelivery(tx, row.id, set)
  }
  const changedLines: LinePriceValues[] = []
  for (const wanted of input.lines ?? []) {
    const row = lines.get(wanted.lineId)
    if (!row) throw notFound()
    const delivery = deliveries.get(row.deliveryId)!
    const at = `deliveries.${delivery.position}.lines.${row.position}`
    const set: Partial<NewLine> = {}
    for (const field of ['qty', 'price'] as const) {
      const value = wanted[field]
      if (value === undefined || same(row[field], value, true)) continue
      changes.push({ field: `${at}.${field}`, before: row[field], after: value })
      set[field] = value
    }
    // An agreed price is one the parties typed, not one a price list gave.
    if (set.price !== undefined)
      Object.assign(set, { priceSource: 'manual', priceListId: null, priceRuleId: null })
    if (Object.keys(set).length > 0) changedLines.push({ ...row, ...set })
  }
  // A report may change every line of an order: the lines are written in one go.
  await updateLinePrices(tx, changedLines)
  if (changedLines.length > 0) await recomputeOrderTotals(tx, order.id)
  await followEarliestDelivery(tx, order, changes)
  if (changes.length > 0)
    await recordOrderHistory(tx, order, actor, { event: input.event, reason: input.reason, changes })
  return changes
}

// The header's ETD and ETA are the order's first shipment, which lists show: once an agreed change
// moves deliveries' ETDs (or ETAs), the header's ETD (or ETA) follows the earliest delivery date. A
// header without the date stays without it. The change leads the same history entry.
async function followEarliestDelivery(tx: Tx, order: OrderRow, changes: OrderChange[]) {
  const moved = (['etd', 'eta'] as const).filter(
    (field) =>
      order[field] !== null &&
      // A delivery's own field ('deliveries.1.etd'); line fields end in qty or price.
      changes.some((change) => change.field.startsWith('deliveries.') && change.field.endsWith(`.${field}`)),
  )
  if (moved.length === 0) return
  const dates = await listDeliveryDates(tx, order.id)
  const set: Partial<Pick<NewOrder, 'etd' | 'eta'>> = {}
  const header: OrderChange[] = []
  for (const field of moved) {
    const earliest = dates
      .map((delivery) => delivery[field])
      .filter((date): date is string => date !== null)
      .sort()[0]
    if (earliest === undefined || earliest === order[field]) continue
    header.push({ field, before: order[field], after: earliest })
    set[field] = earliest
  }
  if (header.length === 0) return
  await updateOrderDates(tx, order.id, set)
  changes.unshift(...header)
}

// The step that changed an order takes its version: a second, stale step is refused (409).
export async function bumpOrderVersion(tx: Tx, order: OrderRow): Promise<OrderRow> {
  const moved = await updateOrderAtVersion(tx, order.id, order.version, {})
  if (!moved) throw conflict()
  return moved
}
