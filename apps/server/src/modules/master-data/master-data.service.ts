import type { MasterDataItem, MasterDataKind, ParamOption } from '@scm/contracts'
import { recordAudit } from '../../platform/audit/audit.ts'
import { refuseIfInUse } from '../../platform/db/in-use.ts'
import { listMeta, type PageRequest } from '../../platform/db/list.ts'
import { assertReference } from '../../platform/db/references.ts'
import { uniqueViolation } from '../../platform/db/unique-violation.ts'
import { conflict, invalidField, notFound } from '../../platform/errors/app-error.ts'
import type { RequestContext } from '../../platform/http/context.ts'
import { messageBody } from '../../platform/http/message.ts'
import { paramsChanged } from '../../platform/realtime/params-changed.ts'
import {
  deleteMasterDataRow,
  findMasterDataItem,
  findMasterDataPage,
  insertMasterData,
  isActiveMasterData,
  type MasterDataRow,
  masterDataOptionRows,
  updateMasterDataRow,
} from './master-data.queries.ts'

type Body = { name: string; code: string | null; active: boolean }

const toItem = (row: MasterDataRow): MasterDataItem => ({
  id: row.id,
  kind: row.kind as MasterDataKind,
  code: row.code,
  name: row.name,
  active: row.active,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
  version: row.version,
})

export async function listMasterData(
  ctx: RequestContext,
  kind: MasterDataKind,
  query: PageRequest & { search?: string; filter?: { active?: 'true' | 'false' } },
) {
  const { rows, total } = await findMasterDataPage(ctx.tx, ctx.companyId, kind, query)
  return { data: rows.map(toItem), meta: listMeta(query, total) }
}

async function findItem(ctx: RequestContext, kind: MasterDataKind, id: string) {
  const row = await findMasterDataItem(ctx.tx, ctx.companyId, kind, id)
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

const values = (body: Body) => ({ name: body.name, code: body.code, active: body.active })

export async function createMasterData(ctx: RequestContext, kind: MasterDataKind, body: Body) {
  const [row] = await uniqueFields(insertMasterData(ctx.tx, ctx.companyId, kind, values(body)))
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
    updateMasterDataRow(ctx.tx, ctx.companyId, kind, id, body.version, values(body)),
  )
  if (!row) throw conflict()
  const item = toItem(row)
  await recordAudit(ctx, { entityType: kind, entityId: id, action: 'updated', before, after: item })
  paramsChanged(ctx, [kind])
  return item
}

export async function deleteMasterData(ctx: RequestContext, kind: MasterDataKind, id: string) {
  const before = toItem(await findItem(ctx, kind, id))
  await refuseIfInUse(deleteMasterDataRow(ctx.tx, ctx.companyId, kind, id))
  await recordAudit(ctx, { entityType: kind, entityId: id, action: 'deleted', before })
  paramsChanged(ctx, [kind])
  return messageBody(ctx, 'records.deleted')
}

// The active items of a kind, for selects (the params service).
export async function masterDataOptions(ctx: RequestContext, kind: MasterDataKind): Promise<ParamOption[]> {
  return masterDataOptionRows(ctx.tx, ctx.companyId, kind)
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
  if (!(await isActiveMasterData(ctx.tx, ctx.companyId, kind, id)))
    throw invalidField(field, 'masterData.unavailable')
}

// A record's link to master data: a link it already had is kept as it is, so that deactivating a
// colour, say, does not make the records using it uneditable.
export const assertMasterDataReference = (
  ctx: RequestContext,
  kind: MasterDataKind,
  id: string | null,
  field: string,
  current: string | null = null,
) => assertReference(id, field, current, (linked) => isActiveMasterData(ctx.tx, ctx.companyId, kind, linked))
