import type { BoxType, BoxTypeBody, UpdateBoxTypeBody } from '@scm/contracts'
import type { z } from 'zod'
import { recordAudit } from '../../platform/audit/audit.ts'
import { listMeta, type PageRequest } from '../../platform/db/list.ts'
import { AppError, conflict, notFound } from '../../platform/errors/app-error.ts'
import type { RequestContext } from '../../platform/http/context.ts'
import { messageBody } from '../../platform/http/message.ts'
import { paramsChanged } from '../../platform/realtime/params-changed.ts'
import {
  type BoxTypeRow,
  countBoxTypesNamed,
  countBoxTypeUses,
  deleteBoxTypeRow,
  findBoxType,
  findBoxTypePage,
  insertBoxType,
  listBoxTypeOptions,
  updateBoxTypeRow,
} from './box-type.queries.ts'
import { trimDecimal } from './decimal-text.ts'
import { uniqueName } from './unique-name.ts'

const toBoxType = (row: BoxTypeRow): BoxType => ({
  id: row.id,
  name: row.name,
  height: trimDecimal(row.height),
  width: trimDecimal(row.width),
  length: trimDecimal(row.length),
  created_at: row.createdAt.toISOString(),
  version: row.version,
})

const names = uniqueName({
  count: countBoxTypesNamed,
  constraint: 'box_types_company_name_unique',
  field: 'name',
  code: 'articles.nameTaken',
})

export async function listBoxTypes(ctx: RequestContext, query: PageRequest & { search?: string }) {
  const { rows, total } = await findBoxTypePage(ctx.tx, ctx.companyId, query)
  return { data: rows.map(toBoxType), meta: listMeta(query, total) }
}

// The param source 'box-types' (selects on packing instructions and articles).
export const boxTypeOptions = (ctx: RequestContext) => listBoxTypeOptions(ctx.tx, ctx.companyId)

export async function getBoxType(ctx: RequestContext, id: string): Promise<BoxType> {
  const row = await findBoxType(ctx.tx, ctx.companyId, id)
  if (!row) throw notFound()
  return toBoxType(row)
}

const values = (body: z.output<typeof BoxTypeBody>) => ({
  name: body.name,
  height: body.height,
  width: body.width,
  length: body.length,
})

export async function createBoxType(ctx: RequestContext, body: z.output<typeof BoxTypeBody>) {
  await names.assertFree(ctx, body.name)
  const [row] = await names.guard(insertBoxType(ctx.tx, ctx.companyId, values(body)))
  const created = toBoxType(row!)
  paramsChanged(ctx, ['box-types'])
  await recordAudit(ctx, {
    entityType: 'box_type',
    entityId: created.id,
    action: 'created',
    before: null,
    after: created,
  })
  return created
}

export async function updateBoxType(
  ctx: RequestContext,
  id: string,
  body: z.output<typeof UpdateBoxTypeBody>,
) {
  const before = await getBoxType(ctx, id)
  if (before.version !== body.version) throw conflict()
  await names.assertFree(ctx, body.name, id)
  const [row] = await names.guard(updateBoxTypeRow(ctx.tx, id, body.version, values(body)))
  if (!row) throw conflict()
  const after = toBoxType(row)
  paramsChanged(ctx, ['box-types'])
  await recordAudit(ctx, { entityType: 'box_type', entityId: id, action: 'updated', before, after })
  return after
}

// A box type that packing instructions or articles use stays: deleting it would silently change them.
export async function deleteBoxType(ctx: RequestContext, id: string) {
  const before = await getBoxType(ctx, id)
  const uses = await countBoxTypeUses(ctx.tx, id)
  if (uses > 0) throw new AppError(409, 'articles.boxTypeInUse', { count: uses })
  await deleteBoxTypeRow(ctx.tx, ctx.companyId, id)
  paramsChanged(ctx, ['box-types'])
  await recordAudit(ctx, { entityType: 'box_type', entityId: id, action: 'deleted', before, after: null })
  return messageBody(ctx, 'records.deleted')
}
