import type { BoxType, BoxTypeBody, UpdateBoxTypeBody } from '@scm/contracts'
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
import { AppError, conflict, notFound } from '../../platform/errors/app-error.ts'
import type { RequestContext } from '../../platform/http/context.ts'
import { messageBody } from '../../platform/http/message.ts'
import { paramsChanged } from '../../platform/realtime/params-changed.ts'
import { articles } from './article.table.ts'
import { boxTypes, packingInstructions } from './box-type.table.ts'
import { trimDecimal } from './decimal-text.ts'
import { uniqueName } from './unique-name.ts'

type Row = typeof boxTypes.$inferSelect
const toBoxType = (row: Row): BoxType => ({
  id: row.id,
  name: row.name,
  height: trimDecimal(row.height),
  width: trimDecimal(row.width),
  length: trimDecimal(row.length),
  created_at: row.createdAt.toISOString(),
  version: row.version,
})

const names = uniqueName({
  table: boxTypes,
  id: boxTypes.id,
  companyId: boxTypes.companyId,
  column: boxTypes.name,
  constraint: 'box_types_company_name_unique',
  field: 'name',
  code: 'articles.nameTaken',
})

export async function listBoxTypes(ctx: RequestContext, query: PageRequest & { search?: string }) {
  const where = and(
    eq(boxTypes.companyId, ctx.companyId),
    query.search ? ilike(boxTypes.name, likePattern(query.search)) : undefined,
  )
  const { limit, offset } = pageWindow(query)
  const sortable = {
    name: sql`lower(${boxTypes.name})`,
    height: boxTypes.height,
    width: boxTypes.width,
    length: boxTypes.length,
    created_at: boxTypes.createdAt,
  }
  const [rows, total] = await Promise.all([
    ctx.tx
      .select()
      .from(boxTypes)
      .where(where)
      .orderBy(...orderBy(query.sort, sortable, [sortable.name], boxTypes.id))
      .limit(limit)
      .offset(offset),
    countCapped(ctx.tx, boxTypes, where),
  ])
  return { data: rows.map(toBoxType), meta: listMeta(query, total) }
}

// The param source 'box-types' (selects on packing instructions and articles).
export const boxTypeOptions = (ctx: RequestContext) =>
  ctx.tx
    .select({ id: boxTypes.id, name: boxTypes.name, code: sql<string | null>`null` })
    .from(boxTypes)
    .where(eq(boxTypes.companyId, ctx.companyId))
    .orderBy(sql`lower(${boxTypes.name})`)

export async function getBoxType(ctx: RequestContext, id: string): Promise<BoxType> {
  const [row] = await ctx.tx
    .select()
    .from(boxTypes)
    .where(and(eq(boxTypes.id, id), eq(boxTypes.companyId, ctx.companyId)))
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
  const [row] = await names.guard(
    ctx.tx
      .insert(boxTypes)
      .values({ companyId: ctx.companyId, ...values(body) })
      .returning(),
  )
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
  const [row] = await names.guard(
    ctx.tx
      .update(boxTypes)
      .set({ ...values(body), updatedAt: new Date(), version: body.version + 1 })
      .where(and(eq(boxTypes.id, id), eq(boxTypes.version, body.version)))
      .returning(),
  )
  if (!row) throw conflict()
  const after = toBoxType(row)
  paramsChanged(ctx, ['box-types'])
  await recordAudit(ctx, { entityType: 'box_type', entityId: id, action: 'updated', before, after })
  return after
}

// A box type that packing instructions or articles use stays: deleting it would silently change them.
export async function deleteBoxType(ctx: RequestContext, id: string) {
  const before = await getBoxType(ctx, id)
  const [instructions, articleRows] = await Promise.all([
    ctx.tx.select({ n: count() }).from(packingInstructions).where(eq(packingInstructions.boxTypeId, id)),
    ctx.tx.select({ n: count() }).from(articles).where(eq(articles.boxTypeId, id)),
  ])
  const uses = (instructions[0]?.n ?? 0) + (articleRows[0]?.n ?? 0)
  if (uses > 0) throw new AppError(409, 'articles.boxTypeInUse', { count: uses })
  await ctx.tx.delete(boxTypes).where(and(eq(boxTypes.id, id), eq(boxTypes.companyId, ctx.companyId)))
  paramsChanged(ctx, ['box-types'])
  await recordAudit(ctx, { entityType: 'box_type', entityId: id, action: 'deleted', before, after: null })
  return messageBody(ctx, 'records.deleted')
}
