import { type MilestoneStatus, planMilestoneDates, todayInCet } from '@scm/contracts'
import { and, eq } from 'drizzle-orm'
import type { Tx } from '../../../platform/db/database.ts'
import { workflowByName } from '../../production/index.ts'
import { projectArticles } from '../project-article.table.ts'
import { projectArticleMilestones } from './project-article-milestone.table.ts'

// The autumn capsule follows "Apparel standard" for its first article (the recycled-fill jacket),
// planned back from the project's end date; the lab dip is behind it.
export async function seedArticleMilestones(
  tx: Tx,
  companyId: string,
  project: { id: string; endDate: string | null },
) {
  const workflow = await workflowByName(tx, companyId, 'Apparel standard')
  const [line] = await tx
    .select()
    .from(projectArticles)
    .where(and(eq(projectArticles.projectId, project.id), eq(projectArticles.position, 0)))
  if (!workflow || !line) return
  const planned = planMilestoneDates(
    workflow.steps.map((step) => step.duration_days),
    { etd: project.endDate, today: todayInCet() },
  )
  const progress: MilestoneStatus[] = ['done']
  await tx.insert(projectArticleMilestones).values(
    workflow.steps.map((step, position) => ({
      companyId,
      projectId: project.id,
      articleId: line.articleId,
      workflowId: workflow.id,
      workflowName: workflow.name,
      plannedFrom: project.endDate ? ('end_date' as const) : ('today' as const),
      position,
      kind: step.kind,
      name: step.name,
      milestoneTypeId: step.milestone_type_id,
      milestoneTypeName: step.milestone_type_name,
      durationDays: step.duration_days,
      plannedDate: planned[position]!,
      status: progress[position] ?? 'not_started',
      actualDate: progress[position] === 'done' ? planned[position]! : null,
    })),
  )
}
