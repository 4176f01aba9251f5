import { z } from 'zod'
import { Id, Timestamp, Version } from '../http/common.ts'
import { ActiveFilter, crudEndpoints } from '../http/crud-endpoints.ts'
import { listQuery } from '../http/list.ts'

// A kind of production milestone (spec §2.10 "milestone types"): workflows label their milestones with
// one, and reports filter on them (spec §4 "milestone type(s)").
export const MilestoneType = z.object({
  id: Id,
  name: z.string(),
  active: z.boolean(),
  updated_at: Timestamp,
  version: Version,
})
export type MilestoneType = z.infer<typeof MilestoneType>

export const MilestoneTypeBody = z.strictObject({
  name: z.string().trim().min(1).max(80),
  active: z.boolean().default(true),
})
export type MilestoneTypeBody = z.input<typeof MilestoneTypeBody>
export const UpdateMilestoneTypeBody = MilestoneTypeBody.extend({ version: Version })
export type UpdateMilestoneTypeBody = z.input<typeof UpdateMilestoneTypeBody>

export const MilestoneTypeListQuery = listQuery(['name'], { active: ActiveFilter })

// Milestone types exist for the workflows: whoever may manage workflows manages them (spec §6).
export const milestoneTypeEndpoints = crudEndpoints('/milestone-types', 'production.workflow', {
  item: MilestoneType,
  query: MilestoneTypeListQuery,
  body: MilestoneTypeBody,
  update: UpdateMilestoneTypeBody,
})
