import {
  type AppliedMilestone,
  type MilestoneStatus,
  type MilestoneUpdateBody,
  milestoneTransitions,
  todayInCet,
  type WorkflowStepKind,
} from '@scm/contracts'
import type { z } from 'zod'
import { conflict, invalidField } from '../../platform/errors/app-error.ts'

// The columns every copy of a workflow step keeps, whatever it was applied to (decision 0050).
export interface AppliedMilestoneRow {
  id: string
  kind: WorkflowStepKind
  name: string
  milestoneTypeId: string | null
  milestoneTypeName: string | null
  durationDays: number
  plannedDate: string
  status: MilestoneStatus
  actualDate: string | null
  version: number
}

export const toAppliedMilestone = (row: AppliedMilestoneRow): AppliedMilestone => ({
  id: row.id,
  kind: row.kind,
  name: row.name,
  milestone_type_id: row.milestoneTypeId,
  milestone_type_name: row.milestoneTypeName,
  duration_days: row.durationDays,
  planned_date: row.plannedDate,
  status: row.status,
  actual_date: row.actualDate,
  version: row.version,
})

// The actual date belongs to a milestone that is done: today unless the user names the day.
function actualDateFor(row: AppliedMilestoneRow, body: z.output<typeof MilestoneUpdateBody>) {
  if (body.status !== 'done') {
    if (body.actual_date) throw invalidField('actual_date', 'production.actualDateWhenDone')
    return null
  }
  return body.actual_date ?? row.actualDate ?? todayInCet()
}

// The values a status change writes, after the checks every applied milestone shares: the version the
// user saw (409 when stale) and the allowed moves (409 for any other).
export function milestoneStatusChange(row: AppliedMilestoneRow, body: z.output<typeof MilestoneUpdateBody>) {
  if (row.version !== body.version) throw conflict()
  if (body.status !== row.status && !milestoneTransitions[row.status].includes(body.status))
    throw conflict('production.transition')
  return { status: body.status, actualDate: actualDateFor(row, body) }
}
