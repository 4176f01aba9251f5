import {
  type MoveTaskBody,
  type TaskBody,
  type TaskGuestLinkBody,
  type TaskLinkBody,
  taskEndpoints,
  taskGuestLinkEndpoints,
  type UpdateTaskBody,
} from '@scm/contracts'
import { callApi } from '../../../lib/api/call-api.ts'
import { useInvalidatingMutation } from '../../../lib/api/use-invalidating-mutation.ts'
import { taskQueries } from './task-queries.ts'

// Forms show their own errors (quiet); the other changes toast theirs. Each reloads the tree: a change
// may have moved other tasks (dependants, parents), which the server planned.
export const useSaveTask = () =>
  useInvalidatingMutation(
    ({ id, body }: { id: string | null; body: TaskBody | UpdateTaskBody }) =>
      id
        ? callApi(taskEndpoints.update, { params: { id }, body: body as UpdateTaskBody })
        : callApi(taskEndpoints.create, { body: body as TaskBody }),
    taskQueries.all,
    { quiet: true },
  )
export const useRescheduleTask = () =>
  useInvalidatingMutation(
    ({ id, body }: { id: string; body: UpdateTaskBody }) =>
      callApi(taskEndpoints.update, { params: { id }, body }),
    taskQueries.all,
  )
export const useMoveTask = () =>
  useInvalidatingMutation(
    ({ id, body }: { id: string; body: MoveTaskBody }) =>
      callApi(taskEndpoints.move, { params: { id }, body }),
    taskQueries.all,
  )
export const useDeleteTask = () =>
  useInvalidatingMutation((id: string) => callApi(taskEndpoints.remove, { params: { id } }), taskQueries.all)
export const useLinkTasks = () =>
  useInvalidatingMutation((body: TaskLinkBody) => callApi(taskEndpoints.link, { body }), taskQueries.all)
export const useUnlinkTasks = () =>
  useInvalidatingMutation((id: string) => callApi(taskEndpoints.unlink, { params: { id } }), taskQueries.all)

// A comment lands in the comments and the history alike: both sit under the task's page key.
export const useCommentTask = (id: string) =>
  useInvalidatingMutation(
    (text: string) => callApi(taskEndpoints.comment, { params: { id }, body: { text } }),
    ['project-tasks', 'page', id],
  )

// A task sent to an outsider, and its link revoked: the task page reloads who has access and its history.
export const useSendTaskGuestLink = (taskId: string) =>
  useInvalidatingMutation(
    (body: TaskGuestLinkBody) => callApi(taskGuestLinkEndpoints.send, { params: { id: taskId }, body }),
    taskQueries.all,
  )
export const useRevokeTaskGuestLink = (taskId: string) =>
  useInvalidatingMutation(
    (linkId: string) => callApi(taskGuestLinkEndpoints.revoke, { params: { id: taskId, linkId } }),
    taskQueries.all,
  )
