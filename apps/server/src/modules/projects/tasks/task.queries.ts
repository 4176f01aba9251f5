import type { Task, TaskLink } from '@scm/contracts'
import { asc, eq, inArray, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Tx } from '../../../platform/db/database.ts'
import { inTurn } from '../../../platform/db/in-turn.ts'
import { isActiveRowOf } from '../../../platform/db/references.ts'
import { unnestRows } from '../../../platform/db/unnest.ts'
import { users } from '../../../platform/tenancy/user.table.ts'
import { projects } from '../project.table.ts'
import { projectTaskLinks, projectTasks } from './task.table.ts'
import { type PlanLink, type PlanTask, toDay, toIsoDate } from './task-plan.ts'

export type TaskRow = typeof projectTasks.$inferSelect

const manager = alias(users, 'manager')
const executor = alias(users, 'executor')
const fullName = (user: typeof manager | typeof executor) =>
  sql<string | null>`${user.firstName} || ' ' || ${user.lastName}`

const taskColumns = {
  task: projectTasks,
  managerName: fullName(manager),
  executorName: fullName(executor),
}

const selectTasks = (tx: Tx) =>
  tx
    .select(taskColumns)
    .from(projectTasks)
    .leftJoin(manager, eq(manager.id, projectTasks.managerId))
    .leftJoin(executor, eq(executor.id, projectTasks.executorId))

type SelectedTask = { task: TaskRow; managerName: string | null; executorName: string | null }

export const toTask = ({ task, managerName, executorName }: SelectedTask): Task => ({
  id: task.id,
  project_id: task.projectId,
  parent_id: task.parentId,
  position: task.position,
  name: task.name,
  description: task.description,
  start_date: task.startDate,
  end_date: task.endDate,
  status: task.status,
  progress: task.progress,
  manager_id: task.managerId,
  manager_name: managerName,
  executor_id: task.executorId,
  executor_name: executorName,
  updated_at: task.updatedAt.toISOString(),
  version: task.version,
})

// What planning reads of each task, as one JSON value for the whole plan: a plan of thousands of tasks is
// read on every change, and the embedded database's driver decodes each field of a result on its own
// (a third of a move's time when each task came as a row of eight fields).
type PlanJson = [string, string, string | null, number, string, string, TaskRow['status'], number]
const planJson = sql<PlanJson[]>`coalesce(json_agg(json_build_array(
  ${projectTasks.id}, ${projectTasks.name}, ${projectTasks.parentId}, ${projectTasks.position},
  ${projectTasks.startDate}, ${projectTasks.endDate}, ${projectTasks.status}, ${projectTasks.progress}
)), '[]'::json)`
const fromPlanJson = ([id, name, parentId, position, startDate, endDate, status, progress]: PlanJson) =>
  toPlanTask({ id, name, parentId, position, startDate, endDate, status, progress })

export const toPlanTask = (
  task: Pick<
    TaskRow,
    'id' | 'name' | 'parentId' | 'position' | 'startDate' | 'endDate' | 'status' | 'progress'
  >,
): PlanTask => ({
  id: task.id,
  name: task.name,
  parentId: task.parentId,
  position: task.position,
  start: toDay(task.startDate),
  end: toDay(task.endDate),
  status: task.status,
  progress: task.progress,
})

export async function findTask(tx: Tx, id: string) {
  const [row] = await selectTasks(tx).where(eq(projectTasks.id, id))
  return row
}

export async function tasksByIds(tx: Tx, ids: string[]) {
  if (ids.length === 0) return []
  return selectTasks(tx).where(inArray(projectTasks.id, ids))
}

export const projectTaskRows = (tx: Tx, projectId: string) =>
  selectTasks(tx).where(eq(projectTasks.projectId, projectId)).orderBy(asc(projectTasks.position))

export const projectLinks = (tx: Tx, projectId: string) =>
  tx
    .select({
      id: projectTaskLinks.id,
      sourceId: projectTaskLinks.sourceId,
      targetId: projectTaskLinks.targetId,
    })
    .from(projectTaskLinks)
    .where(eq(projectTaskLinks.projectId, projectId))

export const toTaskLink = (link: { id: string; sourceId: string; targetId: string }): TaskLink => ({
  id: link.id,
  source_id: link.sourceId,
  target_id: link.targetId,
})

// Changes to one project's tasks are made one at a time: each plans on the whole project as it is,
// so two people rearranging the same plan cannot each push dependants from a stale picture. Answers
// whether the project is the acting company's.
export async function lockProject(tx: Tx, projectId: string) {
  const [row] = await tx
    .select({ id: projects.id })
    .from(projects)
    .where(eq(projects.id, projectId))
    .for('update')
  return row !== undefined
}

export const isActiveColleague = (tx: Tx, companyId: string, id: string) =>
  isActiveRowOf(tx, users, companyId, id)

export async function projectExists(tx: Tx, projectId: string) {
  const [row] = await tx.select({ id: projects.id }).from(projects).where(eq(projects.id, projectId))
  return row !== undefined
}

// The plan of a project, read inside its lock.
export async function loadPlan(tx: Tx, projectId: string) {
  const [tasks, links] = await inTurn(
    () => tx.select({ tasks: planJson }).from(projectTasks).where(eq(projectTasks.projectId, projectId)),
    () =>
      tx
        .select({ sourceId: projectTaskLinks.sourceId, targetId: projectTaskLinks.targetId })
        .from(projectTaskLinks)
        .where(eq(projectTaskLinks.projectId, projectId)),
  )
  return { tasks: tasks[0]!.tasks.map(fromPlanJson), links: links satisfies PlanLink[] }
}

export const insertTask = async (tx: Tx, values: typeof projectTasks.$inferInsert) =>
  (await tx.insert(projectTasks).values(values).returning())[0]!

export const updateTaskFields = (
  tx: Tx,
  id: string,
  values: Partial<Pick<TaskRow, 'name' | 'description' | 'managerId' | 'executorId'>>,
) =>
  Object.keys(values).length === 0
    ? undefined
    : tx.update(projectTasks).set(values).where(eq(projectTasks.id, id))

// Writes the planned place, dates, status and progress of each changed task in one statement; each
// gets its next version, so a colleague's edit made on the task as it was is refused as stale.
export async function writePlan(tx: Tx, changed: PlanTask[]) {
  if (changed.length === 0) return
  const values = unnestRows(
    changed.map((task) => ({
      id: task.id,
      parentId: task.parentId,
      position: task.position,
      startDate: toIsoDate(task.start),
      endDate: toIsoDate(task.end),
      status: task.status,
      progress: task.progress,
    })),
    {
      id: projectTasks.id,
      parentId: projectTasks.parentId,
      position: projectTasks.position,
      startDate: projectTasks.startDate,
      endDate: projectTasks.endDate,
      status: projectTasks.status,
      progress: projectTasks.progress,
    },
  )
  await tx.execute(sql`
    update ${projectTasks} as t set
      parent_id = v.parent_id, position = v.position, start_date = v.start_date,
      end_date = v.end_date, status = v.status, progress = v.progress,
      version = t.version + 1, updated_at = now()
    from ${values}
    where t.id = v.id`)
}

export const deleteTask = (tx: Tx, id: string) => tx.delete(projectTasks).where(eq(projectTasks.id, id))

export const insertLink = async (tx: Tx, values: typeof projectTaskLinks.$inferInsert) =>
  (await tx.insert(projectTaskLinks).values(values).returning())[0]!

export async function deleteLink(tx: Tx, id: string) {
  const [row] = await tx
    .delete(projectTaskLinks)
    .where(eq(projectTaskLinks.id, id))
    .returning({ projectId: projectTaskLinks.projectId })
  return row
}
