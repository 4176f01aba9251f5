import { milestoneStatuses } from '@scm/contracts'
import { pgEnum } from 'drizzle-orm/pg-core'

// The status of an applied milestone, wherever a workflow was applied (an order, a project's article).
export const milestoneStatusEnum = pgEnum('milestone_status', milestoneStatuses)
