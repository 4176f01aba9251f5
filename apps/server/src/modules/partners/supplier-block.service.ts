import type { MessageKey } from '@scm/contracts'
import { recordAudit } from '../../platform/audit/audit.ts'
import { withUniqueField } from '../../platform/db/unique-violation.ts'
import { conflict, notFound } from '../../platform/errors/app-error.ts'
import { removeAttachmentsOf } from '../../platform/files/attachment.service.ts'
import type { RequestContext } from '../../platform/http/context.ts'
import { messageBody } from '../../platform/http/message.ts'
import { loadAgreement } from './agreement.service.ts'
import {
  type BlockSource,
  deleteBlockRowById,
  findBlockRow,
  findBlockRows,
  insertBlockRow,
  updateBlockRowAt,
} from './supplier-block.queries.ts'

// One block of the supplier card: where its rows are kept, how a row reads and writes, and what it checks.
export interface BlockSpec<Row, Body> {
  entity: string
  source: BlockSource
  toRow(selected: Record<string, unknown>): Row
  toValues(body: Body): Record<string, unknown>
  check?(ctx: RequestContext, body: Body): Promise<void>
  unique?: { constraint: string; field: string; code: MessageKey }
  // Work after a row was written (the certificate block schedules its expiry notice).
  afterSave?(ctx: RequestContext, row: Row): Promise<void>
  // The attachment type of the block's rows: a removed row's files go with it.
  attachments?: string
}

export async function listBlockRows<Row, Body>(
  ctx: RequestContext,
  spec: BlockSpec<Row, Body>,
  agreementId: string,
) {
  await loadAgreement(ctx, 'supplier', agreementId)
  const rows = await findBlockRows(ctx.tx, spec.source, ctx.companyId, agreementId)
  return rows.map((row) => spec.toRow(row))
}

async function findRow<Row, Body>(
  ctx: RequestContext,
  spec: BlockSpec<Row, Body>,
  agreementId: string,
  id: string,
) {
  await loadAgreement(ctx, 'supplier', agreementId)
  const row = await findBlockRow(ctx.tx, spec.source, ctx.companyId, agreementId, id)
  if (!row) throw notFound()
  return spec.toRow(row)
}

const guarded = <T>(spec: BlockSpec<unknown, unknown>, work: Promise<T>) =>
  spec.unique ? withUniqueField(work, spec.unique.constraint, spec.unique.field, spec.unique.code) : work

const audit = (
  ctx: RequestContext,
  entity: string,
  id: string,
  action: string,
  before: unknown,
  after: unknown,
) =>
  recordAudit(ctx, {
    entityType: entity,
    entityId: id,
    action,
    before: before as object | null,
    after: after as object | null,
  })

export async function createBlockRow<Row extends { id: string }, Body>(
  ctx: RequestContext,
  spec: BlockSpec<Row, Body>,
  agreementId: string,
  body: Body,
) {
  await loadAgreement(ctx, 'supplier', agreementId)
  await spec.check?.(ctx, body)
  const [inserted] = await guarded(
    spec as BlockSpec<unknown, unknown>,
    insertBlockRow(ctx.tx, spec.source, ctx.companyId, agreementId, spec.toValues(body)),
  )
  const row = await findRow(ctx, spec, agreementId, inserted!.id)
  await audit(ctx, spec.entity, row.id, 'created', null, row)
  await spec.afterSave?.(ctx, row)
  return row
}

export async function updateBlockRow<Row extends { id: string }, Body>(
  ctx: RequestContext,
  spec: BlockSpec<Row, Body>,
  agreementId: string,
  id: string,
  body: Body & { version: number },
) {
  const before = await findRow(ctx, spec, agreementId, id)
  await spec.check?.(ctx, body)
  const { version, ...values } = body
  const updated = await guarded(
    spec as BlockSpec<unknown, unknown>,
    updateBlockRowAt(ctx.tx, spec.source, id, version, spec.toValues(values as Body)),
  )
  if (updated.length === 0) throw conflict()
  const row = await findRow(ctx, spec, agreementId, id)
  await audit(ctx, spec.entity, id, 'updated', before, row)
  await spec.afterSave?.(ctx, row)
  return row
}

export async function deleteBlockRow<Row extends { id: string }, Body>(
  ctx: RequestContext,
  spec: BlockSpec<Row, Body>,
  agreementId: string,
  id: string,
) {
  const before = await findRow(ctx, spec, agreementId, id)
  await deleteBlockRowById(ctx.tx, spec.source, id)
  if (spec.attachments) await removeAttachmentsOf(ctx, spec.attachments, id)
  await audit(ctx, spec.entity, id, 'deleted', before, null)
  return messageBody(ctx, 'records.deleted')
}
