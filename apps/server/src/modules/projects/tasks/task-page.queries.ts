import { and, asc, desc, eq, sql } from 'drizzle-orm'
import { audits } from '../../../platform/audit/audit.table.ts'
import type { Tx } from '../../../platform/db/database.ts'
import { inTurn } from '../../../platform/db/in-turn.ts'
import { users } from '../../../platform/tenancy/user.table.ts'
import { projects } from '../project.table.ts'
import { projectTaskComments, projectTaskLinks, projectTasks } from './task.table.ts'

const userName = sql<string | null>`nullif(trim(concat_ws(' ', ${users.firstName}, ${users.lastName})), '')`

export async function projectName(tx: Tx, projectId: string) {
  const [row] = await tx.select({ name: projects.name }).from(projects).where(eq(projects.id, projectId))
  return row?.name
}

const neighbour = {
  id: projectTasks.id,
  name: projectTasks.name,
  start_date: projectTasks.startDate,
  end_date: projectTasks.endDate,
  status: projectTasks.status,
}

// The tasks the given one waits for (the sources of its links) and those that wait for it.
export async function taskNeighbours(tx: Tx, taskId: string) {
  const [waitsFor, waitedForBy] = await inTurn(
    () =>
      tx
        .select(neighbour)
        .from(projectTaskLinks)
        .innerJoin(projectTasks, eq(projectTasks.id, projectTaskLinks.sourceId))
        .where(eq(projectTaskLinks.targetId, taskId))
        .orderBy(asc(projectTasks.startDate), asc(projectTasks.name)),
    () =>
      tx
        .select(neighbour)
        .from(projectTaskLinks)
        .innerJoin(projectTasks, eq(projectTasks.id, projectTaskLinks.targetId))
        .where(eq(projectTaskLinks.sourceId, taskId))
        .orderBy(asc(projectTasks.startDate), asc(projectTasks.name)),
  )
  return { waitsFor, waitedForBy }
}

const commentColumns = {
  id: projectTaskComments.id,
  text: projectTaskComments.text,
  createdAt: projectTaskComments.createdAt,
  authorName: sql<string | null>`coalesce(${userName}, ${projectTaskComments.authorName})`,
}

export const taskCommentRows = (tx: Tx, taskId: string) =>
  tx
    .select(commentColumns)
    .from(projectTaskComments)
    .leftJoin(users, eq(users.id, projectTaskComments.authorId))
    .where(eq(projectTaskComments.taskId, taskId))
    .orderBy(asc(projectTaskComments.createdAt), asc(projectTaskComments.id))

export async function insertTaskComment(tx: Tx, values: typeof projectTaskComments.$inferInsert) {
  const [inserted] = await tx
    .insert(projectTaskComments)
    .values(values)
    .returning({ id: projectTaskComments.id })
  const [row] = await tx
    .select(commentColumns)
    .from(projectTaskComments)
    .leftJoin(users, eq(users.id, projectTaskComments.authorId))
    .where(eq(projectTaskComments.id, inserted!.id))
  return row!
}

export type TaskCommentRow = Awaited<ReturnType<typeof taskCommentRows>>[number]

// The task's entries in the company's audit trail, newest first. Row-level security keeps them to the
// acting company; the audits module's list wants the administrator's right, a task's reader does not.
export const taskAuditRows = (tx: Tx, taskId: string, entityType: string) =>
  tx
    .select({
      id: audits.id,
      action: audits.action,
      before: audits.before,
      after: audits.after,
      createdAt: audits.createdAt,
      userName: sql<string | null>`coalesce(${userName}, ${audits.actorName})`,
    })
    .from(audits)
    .leftJoin(users, eq(users.id, audits.userId))
    .where(and(eq(audits.entityType, entityType), eq(audits.entityId, taskId)))
    .orderBy(desc(audits.createdAt), desc(audits.id))
