import type { PackingInstruction, PackingInstructionBody, UpdatePackingInstructionBody } from '@scm/contracts'
import type { z } from 'zod'
import { recordAudit } from '../../platform/audit/audit.ts'
import { listMeta, type PageRequest } from '../../platform/db/list.ts'
import { AppError, conflict, invalidField, notFound } from '../../platform/errors/app-error.ts'
import type { RequestContext } from '../../platform/http/context.ts'
import { messageBody } from '../../platform/http/message.ts'
import { paramsChanged } from '../../platform/realtime/params-changed.ts'
import { boxTypeExists } from './box-type.queries.ts'
import {
  countPackingInstructionsNamed,
  countPackingInstructionUses,
  deletePackingInstructionRow,
  findPackingInstruction,
  findPackingInstructionPage,
  insertPackingInstruction,
  listPackingInstructionOptions,
  type PackingInstructionRow,
  updatePackingInstructionRow,
} from './packing-instruction.queries.ts'
import { uniqueName } from './unique-name.ts'

const toInstruction = (row: PackingInstructionRow): PackingInstruction => ({
  id: row.id,
  name: row.name,
  description: row.description,
  qty_inner_box: row.qtyInnerBox,
  qty_outer_box: row.qtyOuterBox,
  box_type_id: row.boxTypeId,
  box_type_name: row.boxTypeName,
  created_at: row.createdAt.toISOString(),
  version: row.version,
})

const names = uniqueName({
  count: countPackingInstructionsNamed,
  constraint: 'packing_instructions_company_name_unique',
  field: 'name',
  code: 'articles.nameTaken',
})

export async function listPackingInstructions(
  ctx: RequestContext,
  query: PageRequest & { search?: string; filter?: { box_type_id?: string } },
) {
  const { rows, total } = await findPackingInstructionPage(ctx.tx, ctx.companyId, query)
  return { data: rows.map(toInstruction), meta: listMeta(query, total) }
}

// The param source 'packing-instructions' (the article form's select).
export const packingInstructionOptions = (ctx: RequestContext) =>
  listPackingInstructionOptions(ctx.tx, ctx.companyId)

export async function getPackingInstruction(ctx: RequestContext, id: string): Promise<PackingInstruction> {
  const row = await findPackingInstruction(ctx.tx, ctx.companyId, id)
  if (!row) throw notFound()
  return toInstruction(row)
}

// A box type of another company is no box type at all.
export async function assertBoxType(ctx: RequestContext, id: string | null, field = 'box_type_id') {
  if (!id) return
  if (!(await boxTypeExists(ctx.tx, ctx.companyId, id))) throw invalidField(field, 'validation.oneOf')
}

type Body = z.output<typeof PackingInstructionBody>
const values = (body: Body) => ({
  name: body.name,
  description: body.description,
  qtyInnerBox: body.qty_inner_box,
  qtyOuterBox: body.qty_outer_box,
  boxTypeId: body.box_type_id,
})

export async function createPackingInstruction(ctx: RequestContext, body: Body) {
  await names.assertFree(ctx, body.name)
  await assertBoxType(ctx, body.box_type_id)
  const [row] = await names.guard(insertPackingInstruction(ctx.tx, ctx.companyId, values(body)))
  const created = await getPackingInstruction(ctx, row!.id)
  paramsChanged(ctx, ['packing-instructions'])
  await recordAudit(ctx, {
    entityType: 'packing_instruction',
    entityId: created.id,
    action: 'created',
    before: null,
    after: created,
  })
  return created
}

export async function updatePackingInstruction(
  ctx: RequestContext,
  id: string,
  body: z.output<typeof UpdatePackingInstructionBody>,
) {
  const before = await getPackingInstruction(ctx, id)
  if (before.version !== body.version) throw conflict()
  await names.assertFree(ctx, body.name, id)
  await assertBoxType(ctx, body.box_type_id)
  const updated = await names.guard(updatePackingInstructionRow(ctx.tx, id, body.version, values(body)))
  if (updated.length === 0) throw conflict()
  const after = await getPackingInstruction(ctx, id)
  paramsChanged(ctx, ['packing-instructions'])
  await recordAudit(ctx, {
    entityType: 'packing_instruction',
    entityId: id,
    action: 'updated',
    before,
    after,
  })
  return after
}

export async function deletePackingInstruction(ctx: RequestContext, id: string) {
  const before = await getPackingInstruction(ctx, id)
  const uses = await countPackingInstructionUses(ctx.tx, id)
  if (uses > 0) throw new AppError(409, 'articles.packingInstructionInUse', { count: uses })
  await deletePackingInstructionRow(ctx.tx, ctx.companyId, id)
  paramsChanged(ctx, ['packing-instructions'])
  await recordAudit(ctx, {
    entityType: 'packing_instruction',
    entityId: id,
    action: 'deleted',
    before,
    after: null,
  })
  return messageBody(ctx, 'records.deleted')
}
