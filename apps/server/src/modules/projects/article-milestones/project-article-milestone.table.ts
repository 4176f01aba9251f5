import { workflowStepKinds } from '@scm/contracts'
import { date, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core'
import { companyId, createdAt, id, updatedAt, version } from '../../../platform/db/columns.ts'
import { companyPolicy } from '../../../platform/db/tenancy.ts'
import { companies } from '../../../platform/tenancy/company.table.ts'
import { articleKey } from '../../articles/keys.ts'
import { milestoneStatusEnum, milestoneTypeKey } from '../../production/keys.ts'
import { projects } from '../project.table.ts'

// The steps of a workflow applied to one article of a project (decision 0050), copied with their plan.
// Keyed on the project and the article, not on the project_articles row: that list is saved whole and
// its rows are new on every save. Saving the list without the article deletes these (the service).
export const projectArticleMilestones = pgTable(
  'project_article_milestones',
  {
    id: id(),
    companyId: companyId().references(() => companies.id),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    articleId: uuid('article_id').notNull().references(articleKey),
    workflowId: uuid('workflow_id'),
    workflowName: text('workflow_name').notNull(),
    plannedFrom: text('planned_from', { enum: ['end_date', 'today'] }).notNull(),
    position: integer('position').notNull(),
    kind: text('kind', { enum: workflowStepKinds }).notNull(),
    name: text('name').notNull(),
    milestoneTypeId: uuid('milestone_type_id').references(milestoneTypeKey),
    milestoneTypeName: text('milestone_type_name'),
    durationDays: integer('duration_days').notNull(),
    plannedDate: date('planned_date').notNull(),
    status: milestoneStatusEnum('status').notNull().default('not_started'),
    actualDate: date('actual_date'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [
    index('project_article_milestones_article_idx').on(t.projectId, t.articleId, t.position),
    index('project_article_milestones_type_idx').on(t.companyId, t.milestoneTypeId),
    companyPolicy('project_article_milestones'),
  ],
).enableRLS()
