import { z } from 'zod'
import { TokenParams } from '../auth/auth.contract.ts'
import { GuestLink, GuestLinkRecipientBody } from '../guest/guest-link.contract.ts'
import { Id, IdParams, Version } from '../http/common.ts'
import { defineEndpoint } from '../http/endpoint.ts'
import { IsoDate } from '../partners/partner-fields.ts'
import { TaskStatus } from './task.contract.ts'
import { TaskComment, TaskCommentBody } from './task-page.contract.ts'

// A project task sent to an outsider (spec §2.4 /guest/tasks/{id}, §3 Task "guest access"): the
// sender gives the password some other way (spec §5).
export const TaskGuestLinkBody = GuestLinkRecipientBody
export type TaskGuestLinkBody = GuestLinkRecipientBody

// What the guest sees: its one task, whose it is and its comments; no people, no other task.
export const GuestTask = z.object({
  company_name: z.string(),
  project_name: z.string(),
  task: z.object({
    id: Id,
    name: z.string(),
    description: z.string().nullable(),
    start_date: IsoDate,
    end_date: IsoDate,
    status: TaskStatus,
    progress: z.number().int(),
    version: Version,
  }),
  comments: z.array(TaskComment),
})
export type GuestTask = z.infer<typeof GuestTask>

// A guest changes the status only; completing completes the task's subtree, as in the plan.
export const GuestTaskUpdateBody = z.strictObject({ status: TaskStatus, version: Version })
export type GuestTaskUpdateBody = z.input<typeof GuestTaskUpdateBody>

export const taskGuestLinkEndpoints = {
  send: defineEndpoint({
    method: 'POST',
    path: '/tasks/:id/guest-link',
    permission: 'create.project',
    params: IdParams,
    body: TaskGuestLinkBody,
    response: GuestLink,
    status: 201,
  }),
  revoke: defineEndpoint({
    method: 'DELETE',
    path: '/tasks/:id/guest-link/:linkId',
    permission: 'create.project',
    params: z.strictObject({ id: Id, linkId: Id }),
    response: z.object({ id: Id }),
  }),
}

export const guestTaskEndpoints = {
  get: defineEndpoint({
    method: 'GET',
    path: '/guest/tasks/:token',
    permission: 'public',
    params: TokenParams,
    response: GuestTask,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/guest/tasks/:token',
    permission: 'public',
    params: TokenParams,
    body: GuestTaskUpdateBody,
    response: GuestTask,
  }),
  comment: defineEndpoint({
    method: 'POST',
    path: '/guest/tasks/:token/comments',
    permission: 'public',
    params: TokenParams,
    body: TaskCommentBody,
    response: GuestTask,
    status: 201,
  }),
}
