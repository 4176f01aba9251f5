import type { PackingInstruction, PackingInstructionBody, UpdatePackingInstructionBody } from '@scm/contracts'
import { and, count, eq, ilike, sql } from 'drizzle-orm'
import type { z } from 'zod'
import { recordAudit } from '../../platform/audit/audit.ts'
import {
  countCapped,
  likePattern,
  listMeta,
  orderBy,
  type PageRequest,
  pageWindow,
} from '../../platform/db/list.ts'
import { AppError, conflict, invalidField, notFound } from '../../platform/errors/app-error.ts'
import type { RequestContext } from '../../platform/http/context.ts'
import { messageBody } from '../../platform/http/message.ts'
import { paramsChanged } from '../../platform/realtime/params-changed.ts'
import { articles } from './article.table.ts'
import { boxTypes, packingInstructions } from './box-type.table.ts'
import { uniqueName } from './unique-name.ts'

const pi = packingInstructions
const columns = {
  id: pi.id,
  name: pi.name,
  description: pi.description,
  qtyInnerBox: pi.qtyInnerBox,
  qtyOuterBox: pi.qtyOuterBox,
  boxTypeId: pi.boxTypeId,
  boxTypeName: boxTypes.name,
  createdAt: pi.createdAt,
  version: pi.version,
}
type Row = {
  [K in keyof typeof columns]: K extends 'boxTypeName'
    ? string | null
    : (typeof pi.$inferSelect)[Exclude<K, 'boxTypeName'>]
}
const toInstruction = (row: Row): PackingInstruction => ({
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
  table: pi,
  id: pi.id,
  companyId: pi.companyId,
  column: pi.name,
  constraint: 'packing_instructions_company_name_unique',
  field: 'name',
  code: 'articles.nameTaken',
})

const select = (ctx: RequestContext) =>
  ctx.tx.select(columns).from(pi).leftJoin(boxTypes, eq(boxTypes.id, pi.boxTypeId))

export async function listPackingInstructions(
  ctx: RequestContext,
  query: PageRequest & { search?: string; filter?: { box_type_id?: string } },
) {
  const where = and(
    eq(pi.companyId, ctx.companyId),
    query.search ? ilike(pi.name, likePattern(query.search)) : undefined,
    query.filter?.box_type_id ? eq(pi.boxTypeId, query.filter.box_type_id) : undefined,
  )
  const { limit, offset } = pageWindow(query)
  const sortable = {
    name: sql`lower(${pi.name})`,
    qty_inner_box: pi.qtyInnerBox,
    qty_outer_box: pi.qtyOuterBox,
    box_type: sql`lower(${boxTypes.name})`,
    created_at: pi.createdAt,
  }
  const [rows, total] = await Promise.all([
    select(ctx)
      .where(where)
      .orderBy(...orderBy(query.sort, sortable, [sortable.name], pi.id))
      .limit(limit)
      .offset(offset),
    countCapped(ctx.tx, pi, where),
  ])
  return { data: rows.map(toInstruction), meta: listMeta(query, total) }
}

// The param source 'packing-instructions' (the article form's select).
export const packingInstructionOptions = (ctx: RequestContext) =>
  ctx.tx
    .select({ id: pi.id, name: pi.name, code: sql<string | null>`null` })
    .from(pi)
    .where(eq(pi.companyId, ctx.companyId))
    .orderBy(sql`lower(${pi.name})`)

export async function getPackingInstruction(ctx: RequestContext, id: string): Promise<PackingInstruction> {
  const [row] = await select(ctx).where(and(eq(pi.id, id), eq(pi.companyId, ctx.companyId)))
  if (!row) throw notFound()
  return toInstruction(row)
}

// A box type of another company is no box type at all.
export async function assertBoxType(ctx: RequestContext, id: string | null, field = 'box_type_id') {
  if (!id) return
  const [row] = await ctx.tx
    .select({ id: boxTypes.id })
    .from(boxTypes)
    .where(and(eq(boxTypes.id, id), eq(boxTypes.companyId, ctx.companyId)))
  if (!row) throw invalidField(field, 'validation.oneOf')
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
  const [row] = await names.guard(
    ctx.tx
      .insert(pi)
      .values({ companyId: ctx.companyId, ...values(body) })
      .returning({ id: pi.id }),
  )
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
  const updated = await names.guard(
    ctx.tx
      .update(pi)
      .set({ ...values(body), updatedAt: new Date(), version: body.version + 1 })
      .where(and(eq(pi.id, id), eq(pi.version, body.version)))
      .returning({ id: pi.id }),
  )
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
  const [used] = await ctx.tx
    .select({ n: count() })
    .from(articles)
    .where(eq(articles.packingInstructionId, id))
  if ((used?.n ?? 0) > 0) throw new AppError(409, 'articles.packingInstructionInUse', { count: used!.n })
  await ctx.tx.delete(pi).where(and(eq(pi.id, id), eq(pi.companyId, ctx.companyId)))
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
