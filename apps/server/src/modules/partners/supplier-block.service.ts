import type { MessageKey } from '@scm/contracts'
import { and, eq, type SQL, sql } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import { recordAudit } from '../../platform/audit/audit.ts'
import { withUniqueField } from '../../platform/db/unique-violation.ts'
import { conflict, notFound } from '../../platform/errors/app-error.ts'
import { removeAttachmentsOf } from '../../platform/files/attachment.service.ts'
import type { RequestContext } from '../../platform/http/context.ts'
import { messageBody } from '../../platform/http/message.ts'
import { loadAgreement } from './agreement.service.ts'

type BlockTable = PgTable &
  Record<'id' | 'companyId' | 'agreementId' | 'createdAt' | 'updatedAt' | 'version', PgColumn>

// One block of the supplier card: its table, how a row reads and writes, and what it checks.
export interface BlockSpec<Row, Body> {
  entity: string
  table: BlockTable
  // The table's columns plus any looked-up names (sql subselects).
  columns: Record<string, PgColumn | SQL.Aliased | SQL>
  order: SQL[]
  toRow(selected: Record<string, unknown>): Row
  toValues(body: Body): Record<string, unknown>
  check?(ctx: RequestContext, body: Body): Promise<void>
  unique?: { constraint: string; field: string; code: MessageKey }
  // Work after a row was written (the certificate block schedules its expiry notice).
  afterSave?(ctx: RequestContext, row: Row): Promise<void>
  // The attachment type of the block's rows: a removed row's files go with it.
  attachments?: string
}

const owned = (spec: BlockSpec<unknown, unknown>, ctx: RequestContext, agreementId: string) =>
  and(eq(spec.table.companyId, ctx.companyId), eq(spec.table.agreementId, agreementId))

export async function listBlockRows<Row, Body>(
  ctx: RequestContext,
  spec: BlockSpec<Row, Body>,
  agreementId: string,
) {
  await loadAgreement(ctx, 'supplier', agreementId)
  const rows = await ctx.tx
    .select(spec.columns)
    .from(spec.table)
    .where(owned(spec as BlockSpec<unknown, unknown>, ctx, agreementId))
    .orderBy(...spec.order, spec.table.id)
  return rows.map((row) => spec.toRow(row))
}

async function findRow<Row, Body>(
  ctx: RequestContext,
  spec: BlockSpec<Row, Body>,
  agreementId: string,
  id: string,
) {
  await loadAgreement(ctx, 'supplier', agreementId)
  const [row] = await ctx.tx
    .select(spec.columns)
    .from(spec.table)
    .where(and(owned(spec as BlockSpec<unknown, unknown>, ctx, agreementId), eq(spec.table.id, id)))
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
  const [inserted] = (await guarded(
    spec as BlockSpec<unknown, unknown>,
    ctx.tx
      .insert(spec.table)
      .values({ companyId: ctx.companyId, agreementId, ...spec.toValues(body) } as never)
      .returning({ id: spec.table.id }),
  )) as Array<{ id: string }>
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
  const updated = (await guarded(
    spec as BlockSpec<unknown, unknown>,
    ctx.tx
      .update(spec.table)
      .set({ ...spec.toValues(values as Body), updatedAt: new Date(), version: version + 1 } as never)
      .where(and(eq(spec.table.id, id), eq(spec.table.version, version)))
      .returning({ id: spec.table.id }),
  )) as Array<{ id: string }>
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
  await ctx.tx.delete(spec.table).where(eq(spec.table.id, id))
  if (spec.attachments) await removeAttachmentsOf(ctx, spec.attachments, id)
  await audit(ctx, spec.entity, id, 'deleted', before, null)
  return messageBody(ctx, 'records.deleted')
}

// The name of a master data item, looked up beside a block row.
export const masterDataName = (column: PgColumn) =>
  sql<string>`(select m.name from master_data m where m.id = ${column})`
