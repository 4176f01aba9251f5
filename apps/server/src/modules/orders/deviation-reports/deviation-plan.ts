import type { DeliveryChangeBody, DeviationField, LineChangeBody } from '@scm/contracts'
import Decimal from 'decimal.js'
import type { z } from 'zod'
import type { Tx } from '../../../platform/db/database.ts'
import { AppError, invalidField } from '../../../platform/errors/app-error.ts'
import type { OrderRow } from '../order.queries.ts'
import { buyerListItems, type Named, type TransportKind } from './deviation-options.ts'
import { listOrderDeliveries, listOrderLines } from './deviation-order.queries.ts'

export interface ProposedChanges {
  deliveries: Array<z.output<typeof DeliveryChangeBody>>
  lines: Array<z.output<typeof LineChangeBody>>
}

export interface PlannedChange {
  deliveryId: string
  deliveryPosition: number
  lineId: string | null
  linePosition: number | null
  field: DeviationField
  originalValue: string | null
  newValue: string | null
  originalLabel: string | null
  newLabel: string | null
}

const fieldOrder: DeviationField[] = ['etd', 'eta', 'freight_mode', 'forwarder', 'qty', 'price']

// Turns what the proposer sent into the changes of a report, each with the order's value now. Values
// equal to the current ones are left out; deliveries and lines must be the order's own.
export async function planChanges(tx: Tx, order: OrderRow, input: ProposedChanges): Promise<PlannedChange[]> {
  const deliveries = new Map((await listOrderDeliveries(tx, order.id)).map((row) => [row.id, row]))
  const lines = new Map((await listOrderLines(tx, order.id)).map((row) => [row.id, row]))
  const planned: PlannedChange[] = []
  const lists = new Map<TransportKind, Named[]>()
  const pick = async (kind: TransportKind, id: string | null, field: string) => {
    if (id === null) return null
    if (!lists.has(kind)) lists.set(kind, await buyerListItems(tx, order.companyId, kind))
    const item = lists.get(kind)!.find((candidate) => candidate.id === id)
    if (!item) throw invalidField(field, 'masterData.unavailable')
    return item.name
  }

  const seenDeliveries = new Set<string>()
  for (const [index, change] of input.deliveries.entries()) {
    const delivery = deliveries.get(change.delivery_id)
    if (!delivery || seenDeliveries.has(delivery.id))
      throw invalidField(
        `deliveries.${index}.delivery_id`,
        delivery ? 'deviations.duplicate' : 'deviations.unknownDelivery',
      )
    seenDeliveries.add(delivery.id)
    const etd = change.etd ?? delivery.etd
    const eta = change.eta ?? delivery.eta
    if (etd && eta && eta < etd) throw invalidField(`deliveries.${index}.eta`, 'orders.etaBeforeEtd')
    const at = {
      deliveryId: delivery.id,
      deliveryPosition: delivery.position,
      lineId: null,
      linePosition: null,
    }
    const unlabelled = { originalLabel: null, newLabel: null }
    if (change.etd !== undefined && change.etd !== delivery.etd)
      planned.push({ ...at, field: 'etd', originalValue: delivery.etd, newValue: change.etd, ...unlabelled })
    if (change.eta !== undefined && change.eta !== delivery.eta)
      planned.push({ ...at, field: 'eta', originalValue: delivery.eta, newValue: change.eta, ...unlabelled })
    if (change.freight_mode_id !== undefined && change.freight_mode_id !== delivery.freightModeId)
      planned.push({
        ...at,
        field: 'freight_mode',
        originalValue: delivery.freightModeId,
        newValue: change.freight_mode_id,
        originalLabel: delivery.freightModeName,
        newLabel: await pick('freight-modes', change.freight_mode_id, `deliveries.${index}.freight_mode_id`),
      })
    if (change.forwarder_id !== undefined && change.forwarder_id !== delivery.forwarderId)
      planned.push({
        ...at,
        field: 'forwarder',
        originalValue: delivery.forwarderId,
        newValue: change.forwarder_id,
        originalLabel: delivery.forwarderName,
        newLabel: await pick('forwarders', change.forwarder_id, `deliveries.${index}.forwarder_id`),
      })
  }

  const seenLines = new Set<string>()
  for (const [index, change] of input.lines.entries()) {
    const line = lines.get(change.line_id)
    if (!line || seenLines.has(line.id))
      throw invalidField(`lines.${index}.line_id`, line ? 'deviations.duplicate' : 'deviations.unknownLine')
    seenLines.add(line.id)
    const delivery = deliveries.get(line.deliveryId)!
    const at = {
      deliveryId: delivery.id,
      deliveryPosition: delivery.position,
      lineId: line.id,
      linePosition: line.position,
      originalLabel: null,
      newLabel: null,
    }
    if (change.qty !== undefined && !new Decimal(change.qty).eq(line.qty))
      planned.push({
        ...at,
        field: 'qty',
        originalValue: line.qty,
        newValue: new Decimal(change.qty).toFixed(3),
      })
    if (change.price !== undefined && !new Decimal(change.price).eq(line.price))
      planned.push({
        ...at,
        field: 'price',
        originalValue: line.price,
        newValue: new Decimal(change.price).toFixed(4),
      })
  }

  if (planned.length === 0) throw new AppError(422, 'deviations.noChanges')
  return planned.sort(
    (a, b) =>
      a.deliveryPosition - b.deliveryPosition ||
      (a.linePosition ?? -1) - (b.linePosition ?? -1) ||
      fieldOrder.indexOf(a.field) - fieldOrder.indexOf(b.field),
  )
}
