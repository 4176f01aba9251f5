import { channels, type ProjectTasksUpdated, projectTasksUpdatedEvent } from '@scm/contracts'
import { useQueryClient } from '@tanstack/react-query'
import { useCurrentUser } from '../../../lib/auth/session.ts'
import { useChannelEvent } from '../../../lib/realtime/use-user-event.ts'
import { taskQueries } from './task-queries.ts'

// An open tree or Gantt follows a colleague's changes to the same project: the server sends
// ProjectTasksUpdated on the company's sync channel after each committed change.
export function useTasksLive(projectId: string) {
  const queryClient = useQueryClient()
  const { data: user } = useCurrentUser()
  useChannelEvent<ProjectTasksUpdated>(
    user ? channels.sync(user.company_id) : null,
    projectTasksUpdatedEvent,
    (event) => {
      if (event.project_id === projectId)
        void queryClient.invalidateQueries({ queryKey: taskQueries.project(projectId) })
    },
  )
}
