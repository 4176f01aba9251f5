// The keys other modules' tables may reference (docs/decisions/0026): a foreign key names the column,
// never the table. Nothing but this module's own tables is imported here, so a key makes no import cycle.
import { milestoneTypes } from './milestone-type.table.ts'

export const milestoneTypeKey = () => milestoneTypes.id

// The column type of an applied milestone's status, for the tables that copy a workflow's steps.
export { milestoneStatusEnum } from './milestone-status.table.ts'
