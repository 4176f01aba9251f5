import Decimal from 'decimal.js'
import { z } from 'zod'
import type { OrderStatus } from './order-state.ts'
import { daysBetween } from './order-view-dates.ts'

// Spec §4 Deviation report: pending, confirmed, rejected (cancelled), withdrawn, pre-approved. A
// supplier's deviation within the buyer's tolerances is pre-approved and applied when it is made.
export const deviationStatuses = ['pending', 'confirmed', 'rejected', 'withdrawn', 'pre_approved'] as const
export const DeviationStatus = z.enum(deviationStatuses)
export type DeviationStatus = z.infer<typeof DeviationStatus>

// What a deviation may change (spec §3): per delivery its dates and transport, per line qty and price.
export const deliveryDeviationFields = ['etd', 'eta', 'freight_mode', 'forwarder'] as const
export const lineDeviationFields = ['qty', 'price'] as const
export const deviationFields = [...deliveryDeviationFields, ...lineDeviationFields] as const
export const DeviationField = z.enum(deviationFields)
export type DeviationField = z.infer<typeof DeviationField>

// Each change is decided on its own by the party that did not raise the report.
export const deviationDecisions = ['pending', 'accepted', 'rejected'] as const
export const DeviationDecision = z.enum(deviationDecisions)
export type DeviationDecision = z.infer<typeof DeviationDecision>
export const DeviationVerdict = z.enum(['accepted', 'rejected'])
export type DeviationVerdict = z.infer<typeof DeviationVerdict>

// Who acts on a report: the party that raised it, the other party, or the buyer whichever raised it.
export type DeviationActor = 'author' | 'counterparty' | 'buyer'

export const deviationActions = ['decide', 'force_confirm', 'withdraw'] as const
export type DeviationAction = (typeof deviationActions)[number]
export const DeviationCommand = z.enum(['force_confirm', 'withdraw'])
export type DeviationCommand = z.infer<typeof DeviationCommand>

interface DeviationTransition {
  by: readonly DeviationActor[]
  from: readonly DeviationStatus[]
  // Absent: the outcome depends on the decisions (deviationOutcome).
  to?: DeviationStatus
}

// The whole state machine; anything else is refused with 409. Client users may force-confirm
// (spec §4): every change still undecided is accepted.
export const deviationTransitions: Record<DeviationAction, DeviationTransition> = {
  decide: { by: ['counterparty'], from: ['pending'] },
  force_confirm: { by: ['buyer'], from: ['pending'], to: 'confirmed' },
  withdraw: { by: ['author'], from: ['pending'], to: 'withdrawn' },
}

export function canTakeDeviationAction(
  action: DeviationAction,
  actors: readonly DeviationActor[],
  status: DeviationStatus,
) {
  const rule = deviationTransitions[action]
  return rule.from.includes(status) && rule.by.some((actor) => actors.includes(actor))
}

// A report is confirmed once every change is decided and one at least was accepted, rejected when
// every change was rejected, and pending while any is undecided.
export function deviationOutcome(
  decisions: readonly DeviationDecision[],
): Extract<DeviationStatus, 'pending' | 'confirmed' | 'rejected'> {
  if (decisions.includes('pending')) return 'pending'
  return decisions.includes('accepted') ? 'confirmed' : 'rejected'
}

// A deviation is about the goods still to come: not before the order is sent, not once it has shipped.
export const deviationOrderStatuses: readonly OrderStatus[] = [
  'sent',
  'ordered',
  'in_progress',
  'packing_completed',
]

// Spec §5/§9: a date difference is marked when it is at or above the tolerance, in days. Quantities
// and prices use the same rule with a percentage of the earlier value.
export const beyondTolerance = (difference: number, tolerance: number) => Math.abs(difference) >= tolerance

// How far a proposed value is from the one it replaces, measured against the buyer's tolerance (spec
// §5). Within tolerance: small enough to need nobody's approval. A value that cannot be measured (a date
// where there was none, a price from zero) always needs one.
export interface DeviationMeasure {
  dayDifference: number | null
  percentDifference: string | null
  beyondTolerance: boolean
  withinTolerance: boolean
}

const unmeasured: DeviationMeasure = {
  dayDifference: null,
  percentDifference: null,
  beyondTolerance: false,
  withinTolerance: false,
}

export function measureDays(original: string | null, proposed: string | null, toleranceDays: number) {
  if (original === null || proposed === null) return unmeasured
  const days = daysBetween(original, proposed)
  const beyond = beyondTolerance(days, toleranceDays)
  return { dayDifference: days, percentDifference: null, beyondTolerance: beyond, withinTolerance: !beyond }
}

export function measurePercent(
  original: string | null,
  proposed: string | null,
  tolerancePercent: string,
): DeviationMeasure {
  if (original === null || proposed === null) return unmeasured
  const before = new Decimal(original)
  if (before.isZero()) return { ...unmeasured, beyondTolerance: true }
  const percent = new Decimal(proposed).minus(before).div(before).mul(100)
  const beyond = beyondTolerance(percent.toNumber(), Number(tolerancePercent))
  return {
    dayDifference: null,
    percentDifference: percent.toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2),
    beyondTolerance: beyond,
    withinTolerance: !beyond,
  }
}
