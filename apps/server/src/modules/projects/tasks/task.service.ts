import {
  projectTasksUpdatedEvent,
  type Task,
  type TaskBody,
  type TaskChange,
  type TaskLinkBody,
  type TaskLinkChange,
  type TaskRemoval,
  type TaskTree,
  type UpdateTaskBody,
} from '@scm/contracts'
import { recordAudit } from '../../../platform/audit/audit.ts'
import { inTurn } from '../../../platform/db/in-turn.ts'
import { assertReference } from '../../../platform/db/references.ts'
import { conflict, invalidField, notFound } from '../../../platform/errors/app-error.ts'
import { removeAttachmentsOf } from '../../../platform/files/attachment.service.ts'
import type { RequestContext } from '../../../platform/http/context.ts'
import {
  deleteLink,
  deleteTask,
  findTask,
  insertLink,
  insertTask,
  isActiveColleague,
  loadPlan,
  lockProject,
  projectExists,
  projectLinks,
  projectTaskRows,
  type TaskRow,
  tasksByIds,
  toPlanTask,
  toTask,
  toTaskLink,
  updateTaskFields,
  writePlan,
} from './task.queries.ts'
import { taskEntityType as entityType } from './task-page.service.ts'
import { TaskPlan, toDay, toIsoDate } from './task-plan.ts'

// Who changes a plan: a user's request, or the guest of one task acting in the project's company
// (decision 0049), who is no user and is named in the audit by its link's address.
export type PlanActor = Pick<RequestContext, 'tx' | 'companyId' | 'platform' | 'afterCommit'> & {
  userId: string | null
  actorName?: string | null
}

function announce(ctx: PlanActor, projectId: string) {
  ctx.afterCommit(async () =>
    ctx.platform.realtime.toCompanySync(ctx.companyId, projectTasksUpdatedEvent, { project_id: projectId }),
  )
}

// A manager or an executor is an active user of the company; one the task already had is kept.
async function checkPeople(
  ctx: PlanActor,
  body: { manager_id?: string | null; executor_id?: string | null },
  current?: TaskRow,
) {
  const colleague = (id: string) => isActiveColleague(ctx.tx, ctx.companyId, id)
  if (body.manager_id !== undefined)
    await assertReference(body.manager_id, 'manager_id', current?.managerId ?? null, colleague)
  if (body.executor_id !== undefined)
    await assertReference(body.executor_id, 'executor_id', current?.executorId ?? null, colleague)
}

async function openPlan(ctx: PlanActor, projectId: string) {
  if (!(await lockProject(ctx.tx, projectId))) throw notFound()
  const { tasks, links } = await loadPlan(ctx.tx, projectId)
  return new TaskPlan(tasks, links)
}

// The task's own row, locked in its project's plan; stale when the caller's version is not the latest.
async function openTask(ctx: PlanActor, id: string, version?: number) {
  const found = await findTask(ctx.tx, id)
  if (!found) throw notFound()
  const plan = await openPlan(ctx, found.task.projectId)
  const selected = (await findTask(ctx.tx, id))!
  const row = selected.task
  if (version !== undefined && row.version !== version) throw conflict()
  // As the history shows it: with the people's names, as the task after the change is recorded.
  return { row, before: toTask(selected), plan }
}

// A plan that would start a task before a task it depends on has ended is refused, on the field the
// user changed; the message names the predecessor.
function refuseViolations(plan: TaskPlan) {
  const [first] = plan.violations()
  if (first)
    throw invalidField('start_date', 'tasks.beforePredecessor', {
      name: first.predecessor.name,
      date: toIsoDate(first.predecessor.end),
    })
}

// Writes what the plan changed (refusing a plan that breaks a dependency) and answers the changed
// tasks in tree order.
async function commitPlan(ctx: PlanActor, plan: TaskPlan, projectId: string) {
  refuseViolations(plan)
  const changed = plan.changed()
  await writePlan(ctx.tx, changed)
  announce(ctx, projectId)
  const rows = new Map(
    (
      await tasksByIds(
        ctx.tx,
        changed.map((task) => task.id),
      )
    ).map((row) => [row.task.id, row]),
  )
  return changed.flatMap((task) => {
    const row = rows.get(task.id)
    return row ? [toTask(row)] : []
  })
}

// The acted-on task and the others its change moved.
async function commitTaskChange(ctx: PlanActor, plan: TaskPlan, taskId: string, projectId: string) {
  plan.touch(taskId)
  const tasks = await commitPlan(ctx, plan, projectId)
  return {
    task: tasks.find((task) => task.id === taskId)!,
    changed: tasks.filter((task) => task.id !== taskId),
  }
}

export async function taskTree(ctx: RequestContext, projectId: string, search?: string): Promise<TaskTree> {
  if (!(await projectExists(ctx.tx, projectId))) throw notFound()
  const [rows, links] = await inTurn(
    () => projectTaskRows(ctx.tx, projectId),
    () => projectLinks(ctx.tx, projectId),
  )
  const byId = new Map(rows.map((row) => [row.task.id, row]))
  const plan = new TaskPlan(
    rows.map((row) => ({
      id: row.task.id,
      name: row.task.name,
      parentId: row.task.parentId,
      position: row.task.position,
      start: 0,
      end: 0,
      status: row.task.status,
      progress: row.task.progress,
    })),
    [],
  )
  let ordered = plan.inTreeOrder().map((task) => byId.get(task.id)!)
  if (search) {
    // A match is shown with the parents it hangs under, so that the tree still reads as a tree.
    const needle = search.toLocaleLowerCase()
    const shown = new Set<string>()
    for (const row of ordered)
      if (row.task.name.toLocaleLowerCase().includes(needle))
        for (
          let at: string | null = row.task.id;
          at !== null && !shown.has(at);
          at = byId.get(at)!.task.parentId
        )
          shown.add(at)
    ordered = ordered.filter((row) => shown.has(row.task.id))
  }
  const roots = rows.filter((row) => row.task.parentId === null)
  return {
    tasks: ordered.map(toTask),
    links: links.map(toTaskLink),
    period:
      roots.length === 0
        ? null
        : {
            start_date: roots.reduce(
              (first, row) => (row.task.startDate < first ? row.task.startDate : first),
              roots[0]!.task.startDate,
            ),
            end_date: roots.reduce(
              (last, row) => (row.task.endDate > last ? row.task.endDate : last),
              roots[0]!.task.endDate,
            ),
          },
  }
}

export async function getTask(ctx: RequestContext, id: string): Promise<Task> {
  const row = await findTask(ctx.tx, id)
  if (!row) throw notFound()
  return toTask(row)
}

export async function createTask(ctx: RequestContext, body: TaskBody): Promise<TaskChange> {
  if (!(await projectExists(ctx.tx, body.project_id)))
    throw invalidField('project_id', 'masterData.unavailable')
  const plan = await openPlan(ctx, body.project_id)
  const parentId = body.parent_id ?? null
  if (parentId !== null && !plan.has(parentId)) throw invalidField('parent_id', 'tasks.parentUnavailable')
  await checkPeople(ctx, body)
  const row = await insertTask(ctx.tx, {
    companyId: ctx.companyId,
    projectId: body.project_id,
    parentId,
    position: plan.childrenOf(parentId).length,
    name: body.name,
    description: body.description ?? null,
    startDate: body.start_date,
    endDate: body.end_date,
    status: body.status ?? 'not_started',
    progress: body.status === 'completed' ? 100 : (body.progress ?? 0),
    managerId: body.manager_id ?? null,
    executorId: body.executor_id ?? null,
  })
  plan.insert(toPlanTask(row), body.position)
  plan.settle([row.id])
  const change = await commitTaskChange(ctx, plan, row.id, body.project_id)
  await recordAudit(ctx, { entityType, entityId: row.id, action: 'created', after: change.task })
  return change
}

export async function updateTask(ctx: PlanActor, id: string, body: UpdateTaskBody): Promise<TaskChange> {
  const { row, before, plan } = await openTask(ctx, id, body.version)
  await checkPeople(ctx, body, row)
  const task = plan.get(id)
  const start = body.start_date ? toDay(body.start_date) : task.start
  const end = body.end_date ? toDay(body.end_date) : task.end
  if (end < start) throw invalidField('end_date', 'tasks.endBeforeStart')
  if (plan.childrenOf(id).length > 0) {
    // A parent's length is its children's: it can be moved, which moves them, but not stretched.
    if (end - start !== task.end - task.start) throw invalidField('end_date', 'tasks.parentSpan')
    plan.shift(id, start - task.start)
  } else {
    task.start = start
    task.end = end
  }
  if (body.progress !== undefined) task.progress = body.progress
  if (body.status !== undefined) task.status = body.status
  if (body.status === 'completed') plan.complete(id)
  plan.settle(plan.subtree(id))
  await updateTaskFields(ctx.tx, id, {
    ...(body.name !== undefined && { name: body.name }),
    ...(body.description !== undefined && { description: body.description || null }),
    ...(body.manager_id !== undefined && { managerId: body.manager_id }),
    ...(body.executor_id !== undefined && { executorId: body.executor_id }),
  })
  const change = await commitTaskChange(ctx, plan, id, row.projectId)
  await recordAudit(ctx, {
    entityType,
    entityId: id,
    action: 'updated',
    before,
    after: change.task,
  })
  return change
}

export async function moveTask(
  ctx: RequestContext,
  id: string,
  body: { parent_id: string | null; position: number; version: number },
): Promise<TaskChange> {
  const { row, before, plan } = await openTask(ctx, id, body.version)
  if (body.parent_id !== null) {
    if (!plan.has(body.parent_id)) throw invalidField('parent_id', 'tasks.parentUnavailable')
    if (plan.isInSubtree(id, body.parent_id)) throw invalidField('parent_id', 'tasks.moveIntoItself')
  }
  const from = plan.move(id, body.parent_id, body.position)
  if (plan.hasLoop()) throw invalidField('parent_id', 'tasks.dependencyLoop')
  plan.settle(from === null ? [id] : [id, from])
  const change = await commitTaskChange(ctx, plan, id, row.projectId)
  await recordAudit(ctx, {
    entityType,
    entityId: id,
    action: 'moved',
    before,
    after: change.task,
  })
  return change
}

export async function removeTask(ctx: RequestContext, id: string): Promise<TaskRemoval> {
  const { row, before, plan } = await openTask(ctx, id)
  const { removed, parentId } = plan.remove(id)
  if (parentId !== null) plan.settle([parentId])
  await deleteTask(ctx.tx, id)
  // The subtree's comments go with it by cascade; its files are kept apart and go here.
  for (const removedId of removed) await removeAttachmentsOf(ctx, entityType, removedId)
  const changed = await commitPlan(ctx, plan, row.projectId)
  await recordAudit(ctx, { entityType, entityId: id, action: 'deleted', before })
  return { removed, changed }
}

export async function linkTasks(ctx: RequestContext, body: TaskLinkBody): Promise<TaskLinkChange> {
  const source = await findTask(ctx.tx, body.source_id)
  if (!source) throw invalidField('source_id', 'masterData.unavailable')
  const projectId = source.task.projectId
  const plan = await openPlan(ctx, projectId)
  if (!plan.has(body.target_id)) {
    const elsewhere = await findTask(ctx.tx, body.target_id)
    throw invalidField('target_id', elsewhere ? 'tasks.otherProject' : 'masterData.unavailable')
  }
  const { source_id: sourceId, target_id: targetId } = body
  if (plan.isInSubtree(sourceId, targetId) || plan.isInSubtree(targetId, sourceId))
    throw invalidField('target_id', 'tasks.linkFamily')
  if (plan.hasLink(sourceId, targetId)) throw invalidField('target_id', 'tasks.linkExists')
  if (plan.reaches(targetId, sourceId))
    throw invalidField('target_id', 'tasks.linkLoop', { name: plan.get(targetId).name })
  plan.addLink({ sourceId, targetId })
  if (plan.hasLoop()) throw invalidField('target_id', 'tasks.dependencyLoop')
  const link = await insertLink(ctx.tx, { companyId: ctx.companyId, projectId, sourceId, targetId })
  plan.settle([sourceId])
  return { link: toTaskLink(link), changed: await commitPlan(ctx, plan, projectId) }
}

export async function unlinkTasks(ctx: RequestContext, id: string) {
  const row = await deleteLink(ctx.tx, id)
  if (!row) throw notFound()
  announce(ctx, row.projectId)
  return { id }
}
