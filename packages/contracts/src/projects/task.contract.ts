import { z } from 'zod'
import { Id, Timestamp, Version } from '../http/common.ts'
import { optionalId } from '../http/crud-endpoints.ts'
import { optionalText } from '../http/fields.ts'
import { IsoDate } from '../partners/partner-fields.ts'

export const taskStatuses = ['not_started', 'in_progress', 'completed'] as const
export const TaskStatus = z.enum(taskStatuses)
export type TaskStatus = z.infer<typeof TaskStatus>

// One task of a project's tree (spec §3 Task). The tree comes as a flat list in display order (each
// parent before its children, siblings by position): a client builds the nesting it needs from
// parent_id, and a Gantt of thousands of tasks takes the list as it is.
export const Task = z.object({
  id: Id,
  project_id: Id,
  parent_id: Id.nullable(),
  position: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  start_date: IsoDate,
  end_date: IsoDate,
  status: TaskStatus,
  progress: z.number().int(),
  manager_id: Id.nullable(),
  manager_name: z.string().nullable(),
  executor_id: Id.nullable(),
  executor_name: z.string().nullable(),
  updated_at: Timestamp,
  version: Version,
})
export type Task = z.infer<typeof Task>

// A finish-to-start dependency: the target starts the day after the source ends, or later.
export const TaskLink = z.object({ id: Id, source_id: Id, target_id: Id })
export type TaskLink = z.infer<typeof TaskLink>

export const TaskTree = z.object({
  tasks: z.array(Task),
  links: z.array(TaskLink),
  // The first start and the last end of the project's tasks; null while it has none.
  period: z.object({ start_date: IsoDate, end_date: IsoDate }).nullable(),
})
export type TaskTree = z.infer<typeof TaskTree>

export const TaskTreeQuery = z.strictObject({ search: z.string().trim().max(120).optional() })

const datesInOrder = (
  body: { start_date?: string | undefined; end_date?: string | undefined },
  ctx: z.RefinementCtx,
) => {
  if (body.start_date && body.end_date && body.end_date < body.start_date)
    ctx.addIssue({ code: 'custom', path: ['end_date'], message: 'tasks.endBeforeStart' })
}

const taskFields = {
  name: z.string().trim().min(1).max(200),
  description: optionalText(4000),
  start_date: IsoDate,
  end_date: IsoDate,
  status: TaskStatus.default('not_started'),
  progress: z.number().int().min(0).max(100).default(0),
  manager_id: optionalId,
  executor_id: optionalId,
}

// What a person fills in for a task, new or changed: the task form's schema.
export const TaskFieldsBody = z.strictObject(taskFields).superRefine(datesInOrder)
export type TaskFieldsBody = z.input<typeof TaskFieldsBody>

export const TaskBody = z
  .strictObject({
    project_id: Id,
    parent_id: optionalId,
    // Where among its siblings; absent: after the last.
    position: z.number().int().min(0).max(100_000).optional(),
    ...taskFields,
  })
  .superRefine(datesInOrder)
export type TaskBody = z.input<typeof TaskBody>

// An update merges (spec §4 Task): what it leaves out stays as it was.
export const UpdateTaskBody = z
  .strictObject({
    name: taskFields.name.optional(),
    description: z.string().trim().max(4000).nullable().optional(),
    start_date: IsoDate.optional(),
    end_date: IsoDate.optional(),
    status: TaskStatus.optional(),
    progress: z.number().int().min(0).max(100).optional(),
    manager_id: Id.nullable().optional(),
    executor_id: Id.nullable().optional(),
    version: Version,
  })
  .superRefine(datesInOrder)
export type UpdateTaskBody = z.input<typeof UpdateTaskBody>

export const MoveTaskBody = z.strictObject({
  parent_id: Id.nullable(),
  position: z.number().int().min(0).max(100_000),
  version: Version,
})
export type MoveTaskBody = z.input<typeof MoveTaskBody>

export const TaskLinkBody = z.strictObject({ source_id: Id, target_id: Id })
export type TaskLinkBody = z.input<typeof TaskLinkBody>

// What a change did: the task itself and every other task it moved (dependants pushed later, parents
// stretched to span their children, children completed or shifted with their parent).
export const TaskChange = z.object({ task: Task, changed: z.array(Task) })
export type TaskChange = z.infer<typeof TaskChange>
export const TaskRemoval = z.object({ removed: z.array(Id), changed: z.array(Task) })
export type TaskRemoval = z.infer<typeof TaskRemoval>
export const TaskLinkChange = z.object({ link: TaskLink, changed: z.array(Task) })
export type TaskLinkChange = z.infer<typeof TaskLinkChange>

// Sent on the company's sync channel after a committed change of a project's tasks: an open tree or
// Gantt of that project refetches.
export const projectTasksUpdatedEvent = 'ProjectTasksUpdated'
export const ProjectTasksUpdated = z.object({ project_id: Id })
export type ProjectTasksUpdated = z.infer<typeof ProjectTasksUpdated>
