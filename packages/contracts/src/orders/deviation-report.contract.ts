import { z } from 'zod'
import { Id, Timestamp, Version } from '../http/common.ts'
import { decimal, optionalText, positiveDecimal } from '../http/fields.ts'
import { IsoDate } from '../partners/partner-fields.ts'
import {
  DeviationCommand,
  DeviationDecision,
  DeviationField,
  DeviationStatus,
  DeviationVerdict,
  deviationActions,
} from './deviation-state.ts'
import { OrderSide, orderLimits } from './order.contract.ts'

const Named = z.object({ id: Id, name: z.string() })

// What any deviation's change holds, an order's or a quotation's: the value before and the one
// proposed, how far apart they are, and the decision on it.
export const deviationChangeValues = {
  original_value: z.string().nullable(),
  new_value: z.string().nullable(),
  // Dates: days later (positive) or earlier; quantities and prices: the change in percent of the original.
  day_difference: z.number().int().nullable(),
  percent_difference: z.string().nullable(),
  // Spec §5: marked red when the difference is at or above the buyer's tolerance.
  beyond_tolerance: z.boolean(),
  decision: DeviationDecision,
  decided_at: Timestamp.nullable(),
  decided_by_name: z.string().nullable(),
}

// What any deviation holds beside its changes, an order's or a quotation's: where it stands, why, who
// made and decided it, and what the caller may do now (side, permissions and status considered).
export const deviationReportFields = {
  status: DeviationStatus,
  reason: z.string().nullable(),
  created_by_name: z.string().nullable(),
  created_at: Timestamp,
  decided_at: Timestamp.nullable(),
  decided_by_name: z.string().nullable(),
  allowed_actions: z.array(z.enum(deviationActions)),
  version: Version,
}

// One changed value: what the order said when the report was made and what it should say. The
// originals stay here after the change is applied, so the earlier promise remains readable.
export const DeviationChange = z.object({
  id: Id,
  delivery_id: Id,
  delivery_code: z.string(),
  delivery_position: z.number().int(),
  line_id: Id.nullable(),
  line_position: z.number().int().nullable(),
  article_code: z.string().nullable(),
  article_name: z.string().nullable(),
  field: DeviationField,
  // Dates as ISO dates, quantities and prices as decimal strings, freight mode and forwarder as ids.
  ...deviationChangeValues,
  // The names of a freight mode or forwarder; null for the other fields.
  original_label: z.string().nullable(),
  new_label: z.string().nullable(),
})
export type DeviationChange = z.infer<typeof DeviationChange>

export const DeviationReport = z.object({
  id: Id,
  order_id: Id,
  order_number: z.string(),
  number: z.number().int(),
  // e.g. PO-000042-D2: the order's number and the report's.
  identifier: z.string(),
  raised_by: OrderSide,
  ...deviationReportFields,
  changes: z.array(DeviationChange),
})
export type DeviationReport = z.infer<typeof DeviationReport>

// Absent: unchanged. A freight mode or forwarder may be cleared (null).
export const DeliveryChangeBody = z.strictObject({
  delivery_id: Id,
  etd: IsoDate.optional(),
  eta: IsoDate.optional(),
  freight_mode_id: Id.nullable().optional(),
  forwarder_id: Id.nullable().optional(),
})
export type DeliveryChangeBody = z.input<typeof DeliveryChangeBody>

export const LineChangeBody = z.strictObject({
  line_id: Id,
  qty: positiveDecimal(10, 3).optional(),
  price: decimal(12, 4).optional(),
})
export type LineChangeBody = z.input<typeof LineChangeBody>

// The proposed values; a value equal to the order's current one is not a change. The server refuses
// a report that changes nothing.
export const deviationChangesShape = {
  reason: optionalText(1000),
  deliveries: z.array(DeliveryChangeBody).max(orderLimits.deliveries).default([]),
  // A report may change every line of the largest order.
  lines: z
    .array(LineChangeBody)
    .max(orderLimits.linesPerOrder, { message: 'deviations.linesMax' })
    .default([]),
}
// The changes of a report at most: four fields of every delivery, quantity and price of every line.
export const deviationChangeLimit = 4 * orderLimits.deliveries + 2 * orderLimits.linesPerOrder

// The order's version the proposer looked at: values changed since then answer 409.
export const CreateDeviationReportBody = z.strictObject({ ...deviationChangesShape, order_version: Version })
export type CreateDeviationReportBody = z.input<typeof CreateDeviationReportBody>

export const DeviationDecisionsBody = z.strictObject({
  version: Version,
  decisions: z
    .array(z.strictObject({ change_id: Id, decision: DeviationVerdict }))
    .min(1)
    .max(deviationChangeLimit),
})
export type DeviationDecisionsBody = z.input<typeof DeviationDecisionsBody>

export const DeviationCommandBody = z.strictObject({ action: DeviationCommand, version: Version })
export type DeviationCommandBody = z.input<typeof DeviationCommandBody>

export const DeviationParams = z.strictObject({ id: Id, deviationId: Id })

// What a deviation form offers: the buyer's active freight modes and forwarders (the supplier cannot
// read the buyer's lists otherwise) and the tolerances a change is measured against.
export const DeviationOptions = z.object({
  freight_modes: z.array(Named),
  forwarders: z.array(Named),
  tolerances: z.object({
    etd_days: z.number().int(),
    eta_days: z.number().int(),
    qty_percent: z.string(),
    price_percent: z.string(),
  }),
})
export type DeviationOptions = z.infer<typeof DeviationOptions>
