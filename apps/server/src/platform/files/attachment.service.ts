import type { Attachment, StoredFile } from '@scm/contracts'
import { and, eq, getTableColumns, getTableName, inArray, type SQL, sql, type Table } from 'drizzle-orm'
import { recordAudit } from '../audit/audit.ts'
import type { Tx } from '../db/database.ts'
import { forbidden, notFound } from '../errors/app-error.ts'
import type { RequestContext } from '../http/context.ts'
import { messageBody } from '../http/message.ts'
import { users } from '../tenancy/user.table.ts'
import { attachments } from './attachment.table.ts'

// What the acting company may do with the files of one record: add and remove its own (edit) or only
// read them (read). The owning module answers it for its records; null hides the record (404).
export type AttachmentAccess = 'read' | 'edit'
export type AttachmentAccessCheck = (
  ctx: RequestContext,
  entityId: string,
) => Promise<AttachmentAccess | null>

export interface AttachmentTarget {
  type: string
  entityId: string
  access: AttachmentAccessCheck
}

async function reach(ctx: RequestContext, target: AttachmentTarget, needed: AttachmentAccess) {
  const access = await target.access(ctx, target.entityId)
  if (!access) throw notFound()
  if (needed === 'edit' && access !== 'edit') throw forbidden()
}

const columns = {
  ...getTableColumns(attachments),
  // Another company's users are invisible under row-level security: their name reads as null.
  uploadedByName: sql<string | null>`nullif(trim(concat_ws(' ', ${users.firstName}, ${users.lastName})), '')`,
}
type Row = typeof attachments.$inferSelect & { uploadedByName: string | null }

// viewer: the acting company, or null for a guest who acts for none (decision 0039).
const toAttachment = (viewer: string | null, row: Row): Attachment => ({
  id: row.id,
  file_name: row.fileName,
  content_type: row.contentType,
  size: row.size,
  uploaded_by_name: row.uploadedByName,
  own: row.companyId === viewer,
  created_at: row.createdAt.toISOString(),
})

// The record's attachments that row-level security shows: the acting company's own, plus those a
// module's shared-attachments policy lets a counterparty read.
const ofTarget = (target: Pick<AttachmentTarget, 'type' | 'entityId'>, ...more: SQL[]) =>
  and(eq(attachments.entityType, target.type), eq(attachments.entityId, target.entityId), ...more)

const select = (tx: Tx, where: SQL | undefined) =>
  tx
    .select(columns)
    .from(attachments)
    .leftJoin(users, eq(users.id, attachments.uploadedBy))
    .where(where)
    .orderBy(attachments.createdAt, attachments.id)

const summary = (row: Row) => ({
  id: row.id,
  file_name: row.fileName,
  content_type: row.contentType,
  size: row.size,
})

export async function listAttachments(ctx: RequestContext, target: AttachmentTarget) {
  await reach(ctx, target, 'read')
  return readAttachments(ctx.tx, target, ctx.companyId)
}

// A record's files as row-level security shows them to whoever the transaction acts for: the caller
// has already decided that it reads this record (a guest's module, for the one document of its link).
export async function readAttachments(
  tx: Tx,
  target: Pick<AttachmentTarget, 'type' | 'entityId'>,
  viewer: string | null,
) {
  const rows = await select(tx, ofTarget(target))
  return rows.map((row) => toAttachment(viewer, row))
}

// The file names of several records of one type at once (a printed document lists them), by record,
// as row-level security shows them.
export async function attachmentNamesOf(tx: Tx, type: string, entityIds: string[]) {
  const names = new Map<string, string[]>()
  if (entityIds.length === 0) return names
  const rows = await tx
    .select({ entityId: attachments.entityId, fileName: attachments.fileName })
    .from(attachments)
    .where(and(eq(attachments.entityType, type), inArray(attachments.entityId, entityIds)))
    .orderBy(attachments.createdAt, attachments.id)
  for (const row of rows) names.set(row.entityId, [...(names.get(row.entityId) ?? []), row.fileName])
  return names
}

// One of those files, for the route to stream; undefined when the record has no such file.
export async function readAttachmentFile(
  tx: Tx,
  target: Pick<AttachmentTarget, 'type' | 'entityId'>,
  id: string,
): Promise<StoredFile | undefined> {
  const [row] = await select(tx, ofTarget(target, eq(attachments.id, id)))
  return (
    row && { key: row.storageKey, file_name: row.fileName, content_type: row.contentType, size: row.size }
  )
}

export async function addAttachment(ctx: RequestContext, target: AttachmentTarget, file: StoredFile) {
  await reach(ctx, target, 'edit')
  const [inserted] = await ctx.tx
    .insert(attachments)
    .values({
      companyId: ctx.companyId,
      entityType: target.type,
      entityId: target.entityId,
      fileName: file.file_name,
      contentType: file.content_type,
      size: file.size,
      storageKey: file.key,
      uploadedBy: ctx.userId,
    })
    .returning({ id: attachments.id })
  const [row] = await select(ctx.tx, ofTarget(target, eq(attachments.id, inserted!.id)))
  // The record's own history shows the file arriving.
  await recordAudit(ctx, {
    entityType: target.type,
    entityId: target.entityId,
    action: 'attachment.added',
    after: summary(row!),
  })
  return toAttachment(ctx.companyId, row!)
}

async function findAttachment(ctx: RequestContext, target: AttachmentTarget, id: string) {
  const [row] = await select(ctx.tx, ofTarget(target, eq(attachments.id, id)))
  if (!row) throw notFound()
  return row
}

export async function attachmentFile(
  ctx: RequestContext,
  target: AttachmentTarget,
  id: string,
): Promise<StoredFile> {
  await reach(ctx, target, 'read')
  const file = await readAttachmentFile(ctx.tx, target, id)
  if (!file) throw notFound()
  return file
}

export async function removeAttachment(ctx: RequestContext, target: AttachmentTarget, id: string) {
  await reach(ctx, target, 'edit')
  const row = await findAttachment(ctx, target, id)
  // On a shared record each company removes only the files it attached.
  if (row.companyId !== ctx.companyId) throw forbidden('files.notOwn')
  await ctx.tx.delete(attachments).where(eq(attachments.id, id))
  await recordAudit(ctx, {
    entityType: target.type,
    entityId: target.entityId,
    action: 'attachment.removed',
    before: summary(row),
  })
  // The bytes go once the removal is committed; a rollback keeps both.
  ctx.afterCommit(() => ctx.platform.files.delete(row.storageKey))
  return messageBody(ctx, 'files.deleted')
}

// For the owning module when it deletes a record: the acting company's files on it go too.
export async function removeAttachmentsOf(ctx: RequestContext, type: string, entityId: string) {
  const removed = await ctx.tx
    .delete(attachments)
    .where(
      and(
        eq(attachments.companyId, ctx.companyId),
        eq(attachments.entityType, type),
        eq(attachments.entityId, entityId),
      ),
    )
    .returning({ key: attachments.storageKey })
  if (removed.length > 0)
    ctx.afterCommit(async () => {
      await Promise.all(removed.map(({ key }) => ctx.platform.files.delete(key)))
    })
}

// How many files each record of a module's table carries, as a column of its list. The table's id is
// named with the table, since drizzle leaves a lone table's columns unqualified.
export const attachmentCount = (type: string, table: Table) =>
  sql<number>`(select count(*)::int from attachments a where a.entity_type = ${type} and a.entity_id = ${sql.identifier(getTableName(table))}.id)`
