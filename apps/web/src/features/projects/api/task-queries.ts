import { taskEndpoints } from '@scm/contracts'
import { queryOptions } from '@tanstack/react-query'
import { callApi } from '../../../lib/api/call-api.ts'

// A project's task tree, read by the tasks list and the Gantt alike.
export const taskQueries = {
  all: ['project-tasks'] as const,
  project: (projectId: string) => ['project-tasks', 'tree', projectId] as const,
  // `search` keeps the matching tasks and the parents they are under.
  tree: (projectId: string, search = '') =>
    queryOptions({
      queryKey: ['project-tasks', 'tree', projectId, search],
      queryFn: () => callApi(taskEndpoints.tree, { params: { projectId }, query: search ? { search } : {} }),
    }),
}

// One task's own page, its comments and its history; under `all`, so that any change of the plan
// reloads them too.
export const taskPageQueries = {
  page: (id: string) =>
    queryOptions({
      queryKey: ['project-tasks', 'page', id],
      queryFn: () => callApi(taskEndpoints.page, { params: { id } }),
    }),
  comments: (id: string) =>
    queryOptions({
      queryKey: ['project-tasks', 'page', id, 'comments'],
      queryFn: () => callApi(taskEndpoints.comments, { params: { id } }),
    }),
  history: (id: string) =>
    queryOptions({
      queryKey: ['project-tasks', 'page', id, 'history'],
      queryFn: () => callApi(taskEndpoints.history, { params: { id } }),
    }),
}
