import { z } from 'zod'
import { attachmentType } from '../files/attachment.contract.ts'
import { Id, IdParams } from '../http/common.ts'
import { defineEndpoint } from '../http/endpoint.ts'
import { FileContent } from '../http/file.ts'
import {
  MoveTaskBody,
  Task,
  TaskBody,
  TaskChange,
  TaskLinkBody,
  TaskLinkChange,
  TaskRemoval,
  TaskTree,
  TaskTreeQuery,
  UpdateTaskBody,
} from './task.contract.ts'
import { TaskComment, TaskCommentBody, TaskHistoryEntry, TaskPage } from './task-page.contract.ts'

const path = '/tasks'
const read = 'list.projects' as const
const write = 'create.project' as const

export const taskEndpoints = {
  // Spec §7: "GET {projectId}/tree on the tasks resource".
  tree: defineEndpoint({
    method: 'GET',
    path: `${path}/:projectId/tree`,
    permission: read,
    params: z.strictObject({ projectId: Id }),
    query: TaskTreeQuery,
    response: TaskTree,
  }),
  get: defineEndpoint({
    method: 'GET',
    path: `${path}/:id`,
    permission: read,
    params: IdParams,
    response: Task,
  }),
  create: defineEndpoint({
    method: 'POST',
    path,
    permission: write,
    body: TaskBody,
    response: TaskChange,
    status: 201,
  }),
  update: defineEndpoint({
    method: 'PATCH',
    path: `${path}/:id`,
    permission: write,
    params: IdParams,
    body: UpdateTaskBody,
    response: TaskChange,
  }),
  move: defineEndpoint({
    method: 'POST',
    path: `${path}/:id/move`,
    permission: write,
    params: IdParams,
    body: MoveTaskBody,
    response: TaskChange,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: `${path}/:id`,
    permission: write,
    params: IdParams,
    response: TaskRemoval,
  }),
  link: defineEndpoint({
    method: 'POST',
    path: `${path}/links`,
    permission: write,
    body: TaskLinkBody,
    response: TaskLinkChange,
    status: 201,
  }),
  page: defineEndpoint({
    method: 'GET',
    path: `${path}/:id/page`,
    permission: read,
    params: IdParams,
    response: TaskPage,
  }),
  comments: defineEndpoint({
    method: 'GET',
    path: `${path}/:id/comments`,
    permission: read,
    params: IdParams,
    response: z.array(TaskComment),
  }),
  // The task's executor and manager may comment without the right to change the plan: the service
  // checks that, so the route asks only for the read right.
  comment: defineEndpoint({
    method: 'POST',
    path: `${path}/:id/comments`,
    permission: read,
    params: IdParams,
    body: TaskCommentBody,
    response: TaskComment,
    status: 201,
  }),
  history: defineEndpoint({
    method: 'GET',
    path: `${path}/:id/history`,
    permission: read,
    params: IdParams,
    response: z.array(TaskHistoryEntry),
  }),
  // Spec §7: "tasks/{id}/file/{fileId}", the download of one of the task's attachments.
  file: defineEndpoint({
    method: 'GET',
    path: `${path}/:id/file/:fileId`,
    summary: 'The file itself, as an attachment',
    permission: read,
    params: z.strictObject({ id: Id, fileId: Id }),
    response: FileContent,
  }),
  unlink: defineEndpoint({
    method: 'DELETE',
    path: `${path}/links/:id`,
    permission: write,
    params: IdParams,
    response: z.object({ id: Id }),
  }),
}

export const taskAttachments = attachmentType('project-task', { read, write })
