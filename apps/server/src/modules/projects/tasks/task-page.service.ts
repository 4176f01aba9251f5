import type { StoredFile, TaskComment, TaskCommentBody, TaskHistoryEntry, TaskPage } from '@scm/contracts'
import { recordAudit } from '../../../platform/audit/audit.ts'
import { inTurn } from '../../../platform/db/in-turn.ts'
import { forbidden, notFound } from '../../../platform/errors/app-error.ts'
import { type AttachmentAccessCheck, readAttachmentFile } from '../../../platform/files/attachment.service.ts'
import type { RequestContext } from '../../../platform/http/context.ts'
import { findTask, type TaskRow, toTask } from './task.queries.ts'
import { liveTaskGuestLink } from './task-guest-link.ts'
import {
  insertTaskComment,
  projectName,
  type TaskCommentRow,
  taskAuditRows,
  taskCommentRows,
  taskNeighbours,
} from './task-page.queries.ts'

export const taskEntityType = 'project-task'

const mayEdit = (ctx: RequestContext) => ctx.principal.permissions.includes('create.project')

// Whoever may change the plan may comment, and so may the people the task names.
const mayComment = (ctx: RequestContext, task: TaskRow) =>
  mayEdit(ctx) || task.managerId === ctx.userId || task.executorId === ctx.userId

async function taskOf(ctx: RequestContext, id: string) {
  const found = await findTask(ctx.tx, id)
  if (!found) throw notFound()
  return found
}

export async function taskPage(ctx: RequestContext, id: string): Promise<TaskPage> {
  const found = await taskOf(ctx, id)
  const [name, neighbours, guestLink] = await inTurn(
    () => projectName(ctx.tx, found.task.projectId),
    () => taskNeighbours(ctx.tx, id),
    () => liveTaskGuestLink(ctx, id),
  )
  return {
    task: toTask(found),
    project: { id: found.task.projectId, name: name ?? '' },
    waits_for: neighbours.waitsFor,
    waited_for_by: neighbours.waitedForBy,
    may_comment: mayComment(ctx, found.task),
    may_edit: mayEdit(ctx),
    guest_link: guestLink,
  }
}

const toComment = (row: TaskCommentRow): TaskComment => ({
  id: row.id,
  author_name: row.authorName,
  text: row.text,
  created_at: row.createdAt.toISOString(),
})

export async function taskComments(ctx: RequestContext, id: string) {
  await taskOf(ctx, id)
  return (await taskCommentRows(ctx.tx, id)).map(toComment)
}

export async function commentTask(ctx: RequestContext, id: string, body: TaskCommentBody) {
  const { task } = await taskOf(ctx, id)
  if (!mayComment(ctx, task)) throw forbidden()
  const row = await insertTaskComment(ctx.tx, {
    companyId: ctx.companyId,
    taskId: id,
    authorId: ctx.userId,
    // Kept beside the id for the task's guest, who reads no user (decision 0049).
    authorName: `${ctx.principal.firstName} ${ctx.principal.lastName}`.trim() || null,
    text: body.text,
  })
  await recordAudit(ctx, {
    entityType: taskEntityType,
    entityId: id,
    action: 'commented',
    after: { text: row.text },
  })
  return toComment(row)
}

// The values a person reads in the history; ids and versions say nothing to them.
const shownFields = [
  'name',
  'description',
  'start_date',
  'end_date',
  'status',
  'progress',
  'manager_name',
  'executor_name',
  'text',
  'file_name',
  'guest_email',
] as const

const asText = (value: unknown) => (value === null || value === undefined ? null : String(value))

function changesOf(before: Record<string, unknown> | null, after: Record<string, unknown> | null) {
  return shownFields.flatMap((field) => {
    const was = asText(before?.[field])
    const is = asText(after?.[field])
    if (was === is) return []
    return [{ field, before: was, after: is }]
  })
}

export async function taskHistory(ctx: RequestContext, id: string): Promise<TaskHistoryEntry[]> {
  await taskOf(ctx, id)
  const rows = await taskAuditRows(ctx.tx, id, taskEntityType)
  return rows.map((row) => ({
    id: row.id,
    at: row.createdAt.toISOString(),
    actor_name: row.userName,
    action: row.action,
    changes: changesOf(row.before, row.after),
  }))
}

// A task's files are the company's own: the plan's editors add and remove them, its readers read.
export const taskAttachmentAccess: AttachmentAccessCheck = async (ctx, id) => {
  if (!(await findTask(ctx.tx, id))) return null
  return mayEdit(ctx) ? 'edit' : 'read'
}

export async function taskFile(ctx: RequestContext, id: string, fileId: string): Promise<StoredFile> {
  await taskOf(ctx, id)
  const file = await readAttachmentFile(ctx.tx, { type: taskEntityType, entityId: id }, fileId)
  if (!file) throw notFound()
  return file
}
