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
