import {
  type ApplyArticleWorkflowBody,
  type MilestoneUpdateBody,
  type ProjectArticleMilestone,
  planMilestoneDates,
  projectArticleMilestonesUpdatedEvent,
  todayInCet,
} from '@scm/contracts'
import type { z } from 'zod'
import { recordAudit } from '../../../platform/audit/audit.ts'
import { conflict, invalidField, notFound } from '../../../platform/errors/app-error.ts'
import type { RequestContext } from '../../../platform/http/context.ts'
import {
  findActiveWorkflow,
  milestoneStatusChange,
  toAppliedMilestone,
  workflowChoices,
} from '../../production/index.ts'
import { projectService } from '../project.service.ts'
import { lockProject } from '../tasks/task.queries.ts'
import {
  type ArticleMilestoneRow,
  articleInProject,
  articleMilestoneRows,
  deleteUnstartedArticleMilestones,
  findArticleMilestone,
  insertArticleMilestones,
  projectMilestoneRows,
  startedArticleMilestones,
  updateArticleMilestoneAt,
} from './project-article-milestone.queries.ts'

export const articleMilestoneEntityType = 'project-article-milestone'

const toArticleMilestone = (row: ArticleMilestoneRow): ProjectArticleMilestone => ({
  ...toAppliedMilestone(row),
  article_id: row.articleId,
  workflow_name: row.workflowName,
  planned_from: row.plannedFrom,
})

function announce(ctx: RequestContext, projectId: string) {
  ctx.afterCommit(async () =>
    ctx.platform.realtime.toCompanySync(ctx.companyId, projectArticleMilestonesUpdatedEvent, {
      project_id: projectId,
    }),
  )
}

const planOf = (rows: ArticleMilestoneRow[]) =>
  rows.map((row) => ({ name: row.name, planned_date: row.plannedDate, status: row.status }))

export async function listArticleMilestones(ctx: RequestContext, projectId: string) {
  await projectService.get(ctx, projectId)
  return (await projectMilestoneRows(ctx.tx, projectId)).map(toArticleMilestone)
}

// A project has no supplier: every active workflow is a choice, the default first.
export async function listProjectWorkflowChoices(ctx: RequestContext, projectId: string) {
  await projectService.get(ctx, projectId)
  return workflowChoices(ctx, null)
}

// Applies a workflow to one article of the project: its steps become the article's milestones, planned
// so that the last ends on the project's end date (or counted forwards from today without one). Applied
// again, it replaces the milestones that have not started and keeps those that have (matched by name).
export async function applyArticleWorkflow(
  ctx: RequestContext,
  projectId: string,
  body: ApplyArticleWorkflowBody,
) {
  const project = await projectService.get(ctx, projectId)
  // One apply at a time per project, and none while its article list is being saved.
  await lockProject(ctx.tx, projectId)
  if (!(await articleInProject(ctx.tx, projectId, body.article_id)))
    throw invalidField('article_id', 'projects.articleNotInProject')
  const workflow = await findActiveWorkflow(ctx, body.workflow_id)
  if (!workflow) throw invalidField('workflow_id', 'masterData.unavailable')
  const planned = planMilestoneDates(
    workflow.steps.map((step) => step.duration_days),
    { etd: project.end_date, today: todayInCet() },
  )
  const before = await articleMilestoneRows(ctx.tx, projectId, body.article_id)
  await deleteUnstartedArticleMilestones(ctx.tx, projectId, body.article_id)
  const kept = new Set(
    (await startedArticleMilestones(ctx.tx, projectId, body.article_id)).map((row) => row.name.toLowerCase()),
  )
  await insertArticleMilestones(
    ctx.tx,
    workflow.steps.flatMap((step, position) =>
      kept.has(step.name.toLowerCase())
        ? []
        : [
            {
              companyId: ctx.companyId,
              projectId,
              articleId: body.article_id,
              workflowId: workflow.id,
              workflowName: workflow.name,
              plannedFrom: project.end_date ? ('end_date' as const) : ('today' as const),
              position,
              kind: step.kind,
              name: step.name,
              milestoneTypeId: step.milestone_type_id,
              milestoneTypeName: step.milestone_type_name,
              durationDays: step.duration_days,
              plannedDate: planned[position]!,
            },
          ],
    ),
  )
  const after = await articleMilestoneRows(ctx.tx, projectId, body.article_id)
  await recordAudit(ctx, {
    entityType: 'project',
    entityId: projectId,
    action: 'workflow-applied',
    before: {
      article_id: body.article_id,
      workflow: before[0]?.workflowName ?? null,
      milestones: planOf(before),
    },
    after: { article_id: body.article_id, workflow: workflow.name, milestones: planOf(after) },
  })
  announce(ctx, projectId)
  return listArticleMilestones(ctx, projectId)
}

// A status change along the moves every applied milestone shares, at the version the user saw.
export async function updateArticleMilestone(
  ctx: RequestContext,
  projectId: string,
  milestoneId: string,
  body: z.output<typeof MilestoneUpdateBody>,
) {
  await projectService.get(ctx, projectId)
  const row = await findArticleMilestone(ctx.tx, projectId, milestoneId)
  if (!row) throw notFound()
  const updated = await updateArticleMilestoneAt(ctx.tx, row, body.version, milestoneStatusChange(row, body))
  if (!updated) throw conflict()
  await recordAudit(ctx, {
    entityType: articleMilestoneEntityType,
    entityId: row.id,
    action: 'updated',
    before: {
      project_id: projectId,
      article_id: row.articleId,
      name: row.name,
      status: row.status,
      actual_date: row.actualDate,
    },
    after: {
      project_id: projectId,
      article_id: row.articleId,
      name: row.name,
      status: updated.status,
      actual_date: updated.actualDate,
    },
  })
  announce(ctx, projectId)
  return toArticleMilestone(updated)
}
