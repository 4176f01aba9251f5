import {
  channels,
  projectArticleMilestoneEndpoints as e,
  type MilestoneUpdateBody,
  type ProjectArticleMilestonesUpdated,
  projectArticleMilestonesUpdatedEvent,
} from '@scm/contracts'
import { queryOptions, useQueryClient } from '@tanstack/react-query'
import { callApi } from '../../../lib/api/call-api.ts'
import { useInvalidatingMutation } from '../../../lib/api/use-invalidating-mutation.ts'
import { useCurrentUser } from '../../../lib/auth/session.ts'
import { useChannelEvent } from '../../../lib/realtime/use-user-event.ts'

// Under the project's detail key: saving its articles (which may take an article's milestones away)
// reloads them too.
const key = (projectId: string) => ['projects', 'detail', projectId, 'milestones'] as const

export const articleMilestoneQueries = {
  ofProject: (projectId: string) =>
    queryOptions({
      queryKey: key(projectId),
      queryFn: () => callApi(e.list, { params: { id: projectId } }),
    }),
  choices: (projectId: string) =>
    queryOptions({
      queryKey: [...key(projectId), 'choices'],
      queryFn: () => callApi(e.choices, { params: { id: projectId } }),
    }),
}

export const useApplyArticleWorkflow = (projectId: string) =>
  useInvalidatingMutation(
    (body: { article_id: string; workflow_id: string }) =>
      callApi(e.apply, { params: { id: projectId }, body }),
    key(projectId),
  )

export const useUpdateArticleMilestone = (projectId: string) =>
  useInvalidatingMutation(
    ({ milestoneId, body }: { milestoneId: string; body: MilestoneUpdateBody }) =>
      callApi(e.update, { params: { id: projectId, milestoneId }, body }),
    key(projectId),
  )

// An open articles tab follows a colleague's applies and status changes on the same project.
export function useArticleMilestonesLive(projectId: string) {
  const queryClient = useQueryClient()
  const { data: user } = useCurrentUser()
  useChannelEvent<ProjectArticleMilestonesUpdated>(
    user ? channels.sync(user.company_id) : null,
    projectArticleMilestonesUpdatedEvent,
    (event) => {
      if (event.project_id === projectId) void queryClient.invalidateQueries({ queryKey: key(projectId) })
    },
  )
}
