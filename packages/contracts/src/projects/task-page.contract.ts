import { z } from 'zod'
import { GuestLink } from '../guest/guest-link.contract.ts'
import { Id, Timestamp } from '../http/common.ts'
import { IsoDate } from '../partners/partner-fields.ts'
import { Task, TaskStatus } from './task.contract.ts'

// A task named beside another: what it waits for, or what waits for it.
export const TaskNeighbour = z.object({
  id: Id,
  name: z.string(),
  start_date: IsoDate,
  end_date: IsoDate,
  status: TaskStatus,
})
export type TaskNeighbour = z.infer<typeof TaskNeighbour>

// A task's own page (spec §2.1 /tasks/{id}): the task, its project, its dependencies both ways and
// what the reader may do there.
export const TaskPage = z.object({
  task: Task,
  project: z.object({ id: Id, name: z.string() }),
  waits_for: z.array(TaskNeighbour),
  waited_for_by: z.array(TaskNeighbour),
  may_comment: z.boolean(),
  may_edit: z.boolean(),
  // The live link an outsider reaches the task with (spec §2.4 /guest/tasks/{id}), if one was sent.
  guest_link: GuestLink.nullable(),
})
export type TaskPage = z.infer<typeof TaskPage>

export const TaskComment = z.object({
  id: Id,
  author_name: z.string().nullable(),
  text: z.string(),
  created_at: Timestamp,
})
export type TaskComment = z.infer<typeof TaskComment>

export const TaskCommentBody = z.strictObject({ text: z.string().trim().min(1).max(2000) })
export type TaskCommentBody = z.input<typeof TaskCommentBody>

// One entry of the task's history: who did what, and each value it changed, as text.
export const TaskHistoryEntry = z.object({
  id: Id,
  at: Timestamp,
  actor_name: z.string().nullable(),
  // 'created', 'updated', 'moved', 'commented', 'attachment.added', 'attachment.removed'
  action: z.string(),
  changes: z.array(
    z.object({ field: z.string(), before: z.string().nullable(), after: z.string().nullable() }),
  ),
})
export type TaskHistoryEntry = z.infer<typeof TaskHistoryEntry>
