import { z } from 'zod'
import { Id, IdParams } from '../http/common.ts'
import { defineEndpoint } from '../http/endpoint.ts'
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
  unlink: defineEndpoint({
    method: 'DELETE',
    path: `${path}/links/:id`,
    permission: write,
    params: IdParams,
    response: z.object({ id: Id }),
  }),
}
