import { taskStatuses } from '@scm/contracts'
import { sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
  check,
  date,
  index,
  integer,
  pgEnum,
  pgPolicy,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core'
import { companyId, createdAt, id, updatedAt, version } from '../../../platform/db/columns.ts'
import { appUser, companyPolicy } from '../../../platform/db/tenancy.ts'
import { companies } from '../../../platform/tenancy/company.table.ts'
import { users } from '../../../platform/tenancy/user.table.ts'
import { projects } from '../project.table.ts'

export const taskStatusEnum = pgEnum('task_status', taskStatuses)

// A project's tasks (spec §3 Task): a tree by parent_id, siblings ordered by position (0, 1, 2, … with
// no gaps). Dates are whole days, the end included; a parent's dates span its children's (decision 0047).
export const projectTasks = pgTable(
  'project_tasks',
  {
    id: id(),
    companyId: companyId().references(() => companies.id),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    parentId: uuid('parent_id').references((): AnyPgColumn => projectTasks.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    status: taskStatusEnum('status').notNull().default('not_started'),
    progress: integer('progress').notNull().default(0),
    managerId: uuid('manager_id').references(() => users.id, { onDelete: 'set null' }),
    executorId: uuid('executor_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [
    index('project_tasks_project_idx').on(t.projectId),
    index('project_tasks_parent_idx').on(t.parentId),
    check('project_tasks_progress_range', sql`${t.progress} between 0 and 100`),
    check('project_tasks_dates_ordered', sql`${t.endDate} >= ${t.startDate}`),
    companyPolicy('project_tasks'),
    // The guest of one task (decision 0049) reads that row and no other; its status change runs as
    // the project's company, through the plan.
    pgPolicy('project_tasks_guest', {
      for: 'select',
      to: appUser,
      using: sql.raw('id = (select app_guest_document())'),
    }),
  ],
).enableRLS()

// Finish-to-start dependencies: the target starts after the source has ended.
export const projectTaskLinks = pgTable(
  'project_task_links',
  {
    id: id(),
    companyId: companyId().references(() => companies.id),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    sourceId: uuid('source_id')
      .notNull()
      .references(() => projectTasks.id, { onDelete: 'cascade' }),
    targetId: uuid('target_id')
      .notNull()
      .references(() => projectTasks.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('project_task_links_pair_unique').on(t.sourceId, t.targetId),
    index('project_task_links_project_idx').on(t.projectId),
    index('project_task_links_target_idx').on(t.targetId),
    companyPolicy('project_task_links'),
  ],
).enableRLS()

// Comments on a task, never edited or deleted. author_name is kept beside author_id so that a comment
// outlives its author's account and one of someone without an account (a guest) is signed too.
export const projectTaskComments = pgTable(
  'project_task_comments',
  {
    id: id(),
    companyId: companyId().references(() => companies.id),
    taskId: uuid('task_id')
      .notNull()
      .references(() => projectTasks.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    authorName: text('author_name'),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('project_task_comments_task_idx').on(t.taskId, t.createdAt),
    companyPolicy('project_task_comments'),
    pgPolicy('project_task_comments_guest_read', {
      for: 'select',
      to: appUser,
      using: sql.raw('task_id = (select app_guest_document())'),
    }),
    // Signed by the link's address, as no user, on the link's task, in the task's company.
    pgPolicy('project_task_comments_guest_write', {
      for: 'insert',
      to: appUser,
      withCheck: sql.raw(
        `author_id is null and task_id = (select app_guest_document())
          and exists (select 1 from project_tasks t where t.id = task_id and t.company_id = project_task_comments.company_id)`,
      ),
    }),
  ],
).enableRLS()
