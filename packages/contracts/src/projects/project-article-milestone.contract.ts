import { z } from 'zod'
import { Id, IdParams } from '../http/common.ts'
import { defineEndpoint } from '../http/endpoint.ts'
import {
  AppliedMilestone,
  MilestoneUpdateBody,
  WorkflowChoice,
} from '../production/order-milestone.contract.ts'

// A step of the workflow applied to one article of a project (decision 0050), with the workflow it came
// from and what its plan counted from: the project's end date (backwards) or the day it was applied.
export const ProjectArticleMilestone = AppliedMilestone.extend({
  article_id: Id,
  workflow_name: z.string(),
  planned_from: z.enum(['end_date', 'today']),
})
export type ProjectArticleMilestone = z.infer<typeof ProjectArticleMilestone>

export const ApplyArticleWorkflowBody = z.strictObject({ article_id: Id, workflow_id: Id })
export type ApplyArticleWorkflowBody = z.input<typeof ApplyArticleWorkflowBody>

// Sent on the company's sync channel after a committed change of a project's article milestones: an
// open articles tab of that project refetches.
export const projectArticleMilestonesUpdatedEvent = 'ProjectArticleMilestonesUpdated'
export const ProjectArticleMilestonesUpdated = z.object({ project_id: Id })
export type ProjectArticleMilestonesUpdated = z.infer<typeof ProjectArticleMilestonesUpdated>

const path = '/projects/:id/article-milestones'

// Reading them is reading the project; applying and moving a status edit it, as saving its articles does.
export const projectArticleMilestoneEndpoints = {
  // Every article's milestones, by the article's place in the project and then in plan order.
  list: defineEndpoint({
    method: 'GET',
    path,
    permission: 'list.projects',
    params: IdParams,
    response: z.array(ProjectArticleMilestone),
  }),
  choices: defineEndpoint({
    method: 'GET',
    path: '/projects/:id/workflow-choices',
    permission: 'create.project',
    params: IdParams,
    response: z.array(WorkflowChoice),
  }),
  apply: defineEndpoint({
    method: 'POST',
    path: `${path}/apply`,
    permission: 'create.project',
    params: IdParams,
    body: ApplyArticleWorkflowBody,
    response: z.array(ProjectArticleMilestone),
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: `${path}/:milestoneId`,
    permission: 'create.project',
    params: z.strictObject({ id: Id, milestoneId: Id }),
    body: MilestoneUpdateBody,
    response: ProjectArticleMilestone,
  }),
}
