import type { DeviationDecision } from '@scm/contracts'

// A changed value as the API answers it, from the columns every deviation's change has
// (deviationChangeColumns): an order's and a quotation's alike (decision 0041).
export const deviationChangeFields = (change: {
  originalValue: string | null
  newValue: string | null
  dayDifference: number | null
  percentDifference: string | null
  beyondTolerance: boolean
  decision: DeviationDecision
  decidedAt: Date | null
  decidedByName: string | null
}) => ({
  original_value: change.originalValue,
  new_value: change.newValue,
  day_difference: change.dayDifference,
  percent_difference: change.percentDifference,
  beyond_tolerance: change.beyondTolerance,
  decision: change.decision,
  decided_at: change.decidedAt?.toISOString() ?? null,
  decided_by_name: change.decidedByName,
})
