import Decimal from 'decimal.js'
import type { Tx } from '../../../platform/db/database.ts'
import { conflict } from '../../../platform/errors/app-error.ts'
import type { OrderRow } from '../order.queries.ts'
import type { OrderActor } from '../order-history.ts'
import { applyOrderValues, bumpOrderVersion, type DeliveryValues, type LineValues } from '../order-values.ts'
import { findDeliveries, findLines } from './deviation-order.queries.ts'
import type { ChangeRow } from './deviation-report.queries.ts'

const deliveryColumn = {
  etd: 'etd',
  eta: 'eta',
  freight_mode: 'freightModeId',
  forwarder: 'forwarderId',
} as const

// The order must still hold the value each change was made against: a deviation never overwrites a
// later change (409, nothing written).
async function assertOriginals(tx: Tx, changes: ChangeRow[]) {
  const deliveryIds = [...new Set(changes.map((change) => change.deliveryId))]
  const lineIds = [...new Set(changes.flatMap((change) => (change.lineId ? [change.lineId] : [])))]
  const deliveries = new Map((await findDeliveries(tx, deliveryIds)).map((row) => [row.id, row]))
  const lines = new Map((lineIds.length ? await findLines(tx, lineIds) : []).map((row) => [row.id, row]))
  for (const change of changes) {
    if (change.field === 'qty' || change.field === 'price') {
      const line = change.lineId ? lines.get(change.lineId) : undefined
      if (!line || !change.originalValue || !new Decimal(line[change.field]).eq(change.originalValue))
        throw conflict('deviations.orderChanged')
      continue
    }
    const delivery = deliveries.get(change.deliveryId)
    if (!delivery || delivery[deliveryColumn[change.field]] !== change.originalValue)
      throw conflict('deviations.orderChanged')
  }
}

// Writes accepted changes into the order in the caller's transaction (the order's own applyOrderValues:
// totals kept in step, one history entry with every value before and after) and takes the order's
// version. The report keeps the earlier values too. Returns the order as it now is.
export async function applyChanges(
  tx: Tx,
  order: OrderRow,
  changes: ChangeRow[],
  actor: OrderActor,
  identifier: string,
): Promise<OrderRow> {
  if (changes.length === 0) return order
  await assertOriginals(tx, changes)
  const deliveries = new Map<string, DeliveryValues>()
  const lines = new Map<string, LineValues>()
  for (const change of changes) {
    if (change.lineId && (change.field === 'qty' || change.field === 'price')) {
      const line = lines.get(change.lineId) ?? { lineId: change.lineId }
      lines.set(change.lineId, { ...line, [change.field]: change.newValue! })
      continue
    }
    const delivery = deliveries.get(change.deliveryId) ?? { deliveryId: change.deliveryId }
    const named = { id: change.newValue, name: change.newLabel }
    const value =
      change.field === 'freight_mode'
        ? { freightMode: named }
        : change.field === 'forwarder'
          ? { forwarder: named }
          : { [change.field]: change.newValue }
    deliveries.set(change.deliveryId, { ...delivery, ...value })
  }
  await applyOrderValues(tx, order, actor, {
    deliveries: [...deliveries.values()],
    lines: [...lines.values()],
    event: 'deviation_applied',
    reason: identifier,
  })
  return bumpOrderVersion(tx, order)
}
