import type { MasterDataItem, MasterDataKind, ParamOption } from '@scm/contracts'
import { and, eq, ilike, or, sql } from 'drizzle-orm'
import { recordAudit } from '../../platform/audit/audit.ts'
import { refuseIfInUse } from '../../platform/db/in-use.ts'
import {
  countCapped,
  likePattern,
  listMeta,
  orderBy,
  type PageRequest,
  pageWindow,
} from '../../platform/db/list.ts'
import { uniqueViolation } from '../../platform/db/unique-violation.ts'
import { conflict, invalidField, notFound } from '../../platform/errors/app-error.ts'
import type { RequestContext } from '../../platform/http/context.ts'
import { messageBody } from '../../platform/http/message.ts'
import { paramsChanged } from '../../platform/realtime/params-changed.ts'
import { masterData } from './master-data.table.ts'

type Row = typeof masterData.$inferSelect
type Body = { name: string; code: string | null; active: boolean }

const toItem = (row: Row): MasterDataItem => ({
  id: row.id,
  kind: row.kind as MasterDataKind,
  code: row.code,
  name: row.name,
  active: row.active,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
  version: row.version,
})

const ofKind = (ctx: RequestContext, kind: MasterDataKind) =>
  and(eq(masterData.companyId, ctx.companyId), eq(masterData.kind, kind))

export async function listMasterData(
  ctx: RequestContext,
  kind: MasterDataKind,
  query: PageRequest & { search?: string; filter?: { active?: 'true' | 'false' } },
) {
  const pattern = query.search ? likePattern(query.search) : undefined
  const where = and(
    ofKind(ctx, kind),
    pattern ? or(ilike(masterData.name, pattern), ilike(masterData.code, pattern)) : undefined,
    query.filter?.active ? eq(masterData.active, query.filter.active === 'true') : undefined,
  )
  const sortable = {
    name: sql`lower(${masterData.name})`,
    code: sql`lower(${masterData.code})`,
    created_at: masterData.createdAt,
  }
  const { limit, offset } = pageWindow(query)
  const [rows, total] = await Promise.all([
    ctx.tx
      .select()
      .from(masterData)
      .where(where)
      .orderBy(...orderBy(query.sort, sortable, [sortable.name], masterData.id))
      .limit(limit)
      .offset(offset),
    countCapped(ctx.tx, masterData, where),
  ])
  return { data: rows.map(toItem), meta: listMeta(query, total) }
}

async function findItem(ctx: RequestContext, kind: MasterDataKind, id: string) {
  const [row] = await ctx.tx
    .select()
    .from(masterData)
    .where(and(ofKind(ctx, kind), eq(masterData.id, id)))
  if (!row) throw notFound()
  return row
}

export const getMasterData = async (ctx: RequestContext, kind: MasterDataKind, id: string) =>
  toItem(await findItem(ctx, kind, id))

// The unique indexes decide on name and code (case-insensitive), also between concurrent requests.
async function uniqueFields<T>(work: Promise<T>): Promise<T> {
  try {
    return await work
  } catch (error) {
    const constraint = uniqueViolation(error)?.constraint
    if (constraint === 'master_data_name_unique') throw invalidField('name', 'masterData.nameTaken')
    if (constraint === 'master_data_code_unique') throw invalidField('code', 'masterData.codeTaken')
    throw error
  }
}

export async function createMasterData(ctx: RequestContext, kind: MasterDataKind, body: Body) {
  const [row] = await uniqueFields(
    ctx.tx
      .insert(masterData)
      .values({ companyId: ctx.companyId, kind, name: body.name, code: body.code, active: body.active })
      .returning(),
  )
  const item = toItem(row!)
  await recordAudit(ctx, { entityType: kind, entityId: item.id, action: 'created', after: item })
  paramsChanged(ctx, [kind])
  return item
}

export async function updateMasterData(
  ctx: RequestContext,
  kind: MasterDataKind,
  id: string,
  body: Body & { version: number },
) {
  const before = toItem(await findItem(ctx, kind, id))
  if (before.version !== body.version) throw conflict()
  const [row] = await uniqueFields(
    ctx.tx
      .update(masterData)
      .set({
        name: body.name,
        code: body.code,
        active: body.active,
        updatedAt: new Date(),
        version: body.version + 1,
      })
      .where(and(ofKind(ctx, kind), eq(masterData.id, id), eq(masterData.version, body.version)))
      .returning(),
  )
  if (!row) throw conflict()
  const item = toItem(row)
  await recordAudit(ctx, { entityType: kind, entityId: id, action: 'updated', before, after: item })
  paramsChanged(ctx, [kind])
  return item
}

export async function deleteMasterData(ctx: RequestContext, kind: MasterDataKind, id: string) {
  const before = toItem(await findItem(ctx, kind, id))
  await refuseIfInUse(ctx.tx.delete(masterData).where(and(ofKind(ctx, kind), eq(masterData.id, id))))
  await recordAudit(ctx, { entityType: kind, entityId: id, action: 'deleted', before })
  paramsChanged(ctx, [kind])
  return messageBody(ctx, 'records.deleted')
}

// The active items of a kind, for selects (the params service).
export async function masterDataOptions(ctx: RequestContext, kind: MasterDataKind): Promise<ParamOption[]> {
  return ctx.tx
    .select({ id: masterData.id, name: masterData.name, code: masterData.code })
    .from(masterData)
    .where(and(ofKind(ctx, kind), eq(masterData.active, true)))
    .orderBy(sql`lower(${masterData.name})`)
}

// For services whose records reference master data: the id must be an active item of this kind in the
// acting company, else a field error (a foreign or deactivated id is not silently stored). Check only
// ids that change: a record may keep an item that has been deactivated since.
export async function assertMasterData(
  ctx: RequestContext,
  kind: MasterDataKind,
  id: string | null | undefined,
  field: string,
) {
  if (!id) return
  const [row] = await ctx.tx
    .select({ id: masterData.id })
    .from(masterData)
    .where(and(ofKind(ctx, kind), eq(masterData.id, id), eq(masterData.active, true)))
  if (!row) throw invalidField(field, 'masterData.unavailable')
}

// A record's link to master data: a link it already had is kept as it is, so that deactivating a
// colour, say, does not make the records using it uneditable.
export async function assertMasterDataReference(
  ctx: RequestContext,
  kind: MasterDataKind,
  id: string | null,
  field: string,
  current: string | null = null,
) {
  if (id === null || id === current) return
  await assertMasterData(ctx, kind, id, field)
}
