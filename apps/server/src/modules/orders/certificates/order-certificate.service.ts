import {
  countCap,
  type OrderCertificate,
  type OrderCertificateBody,
  type OrderCertificateListQuery,
  orderCertificateAttachments,
  type UpdateOrderCertificateBody,
} from '@scm/contracts'
import { and, asc, eq, ilike, type SQL, sql } from 'drizzle-orm'
import type { z } from 'zod'
import { recordAudit } from '../../../platform/audit/audit.ts'
import { likePattern, listMeta, orderBy, pageWindow } from '../../../platform/db/list.ts'
import { conflict, forbidden, notFound } from '../../../platform/errors/app-error.ts'
import { removeAttachmentsOf } from '../../../platform/files/attachment.service.ts'
import type { RequestContext } from '../../../platform/http/context.ts'
import { messageBody } from '../../../platform/http/message.ts'
import { assertMasterData, masterDataItemsById } from '../../master-data/index.ts'
import { orders } from '../order.table.ts'
import { findOrderForActor } from '../order-access.ts'
import { type OrderChange, recordOrderHistory } from '../order-history.ts'
import {
  findCertificate,
  overdueCondition,
  selectCertificates,
  toCertificate,
} from './order-certificate.queries.ts'
import { orderCertificates } from './order-certificate.table.ts'

type Body = z.output<typeof OrderCertificateBody>
type Query = z.output<typeof OrderCertificateListQuery>

// The review page: certificates across the buyer's orders.
export async function listCertificates(ctx: RequestContext, query: Query) {
  const f = query.filter ?? {}
  const c = orderCertificates
  const where = and(
    eq(c.companyId, ctx.companyId),
    f.status ? eq(c.status, f.status) : undefined,
    f.type_id ? eq(c.typeId, f.type_id) : undefined,
    f.order_id ? eq(c.orderId, f.order_id) : undefined,
    f.partner_company_id ? eq(orders.supplierCompanyId, f.partner_company_id) : undefined,
    f.due_from ? sql`${c.dueDate} >= ${f.due_from}::date` : undefined,
    f.due_to ? sql`${c.dueDate} <= ${f.due_to}::date` : undefined,
    f.overdue ? overdueCondition() : undefined,
    query.search ? ilike(orders.number, likePattern(query.search)) : undefined,
  )
  const sortable = {
    due_date: c.dueDate,
    valid_to: c.validTo,
    order_number: orders.number,
    status: c.status,
    created_at: c.createdAt,
  }
  const { limit, offset } = pageWindow(query)
  const fallback = [sql`${c.dueDate} asc nulls last`]
  const data = await selectCertificates(ctx)
    .where(where)
    .orderBy(...orderBy(query.sort, sortable, fallback, c.id))
    .limit(limit)
    .offset(offset)
  const count = await countWithOrders(ctx, where)
  return { data: data.map(toCertificate), meta: listMeta(query, count) }
}

// The capped total (decision 0004) of certificates joined with their orders, which the filters name.
async function countWithOrders(ctx: RequestContext, where: SQL | undefined) {
  const limited = ctx.tx
    .select({ one: sql`1` })
    .from(orderCertificates)
    .innerJoin(orders, eq(orders.id, orderCertificates.orderId))
    .where(where)
    .limit(countCap + 1)
    .as('limited')
  const [row] = await ctx.tx.select({ n: sql<number>`count(*)::int` }).from(limited)
  const n = Number(row?.n ?? 0)
  return n > countCap ? { total: countCap, capped: true } : { total: n, capped: false }
}

// Certificates are the buyer's: a supplier that sees the order may still not read them.
async function buyersOrder(ctx: RequestContext, orderId: string) {
  const { order, side } = await findOrderForActor(ctx.tx, ctx.companyId, orderId)
  if (side !== 'buyer') throw forbidden()
  return order
}

export async function certificatesOfOrder(ctx: RequestContext, orderId: string) {
  const order = await buyersOrder(ctx, orderId)
  const rows = await selectCertificates(ctx)
    .where(eq(orderCertificates.orderId, order.id))
    .orderBy(sql`${orderCertificates.dueDate} asc nulls last`, asc(orderCertificates.createdAt))
  return rows.map(toCertificate)
}

async function typeName(ctx: RequestContext, typeId: string) {
  await assertMasterData(ctx, 'certificate-types', typeId, 'type_id')
  const [type] = await masterDataItemsById(ctx.tx, ctx.companyId, [typeId])
  return type!.name
}

const values = (body: Body) => ({
  typeId: body.type_id,
  dueDate: body.due_date,
  validTo: body.valid_to,
  cost: body.cost,
  currency: body.cost === null ? null : body.currency,
  result: body.result,
  status: body.status,
})

const actor = (ctx: RequestContext) => ({
  userId: ctx.userId,
  name: `${ctx.principal.firstName} ${ctx.principal.lastName}`,
  side: 'buyer' as const,
})

const fields = ['type_name', 'due_date', 'valid_to', 'cost', 'currency', 'result', 'status'] as const
// The certificate's fields that changed, for the order's (internal) history.
function changes(before: OrderCertificate | null, after: OrderCertificate | null): OrderChange[] {
  const id = (after ?? before)!.id
  return fields.flatMap((field) => {
    const was = before?.[field] ?? null
    const now = after?.[field] ?? null
    return was === now ? [] : [{ field: `certificates.${id}.${field}`, before: was, after: now }]
  })
}

export async function createCertificate(ctx: RequestContext, orderId: string, body: Body) {
  const order = await buyersOrder(ctx, orderId)
  const [row] = await ctx.tx
    .insert(orderCertificates)
    .values({
      companyId: ctx.companyId,
      orderId: order.id,
      typeName: await typeName(ctx, body.type_id),
      createdBy: ctx.userId,
      ...values(body),
    })
    .returning({ id: orderCertificates.id })
  const created = (await findCertificate(ctx, order.id, row!.id))!
  await recordOrderHistory(ctx.tx, order, actor(ctx), {
    event: 'certificate_added',
    changes: changes(null, created),
    internal: true,
  })
  await recordAudit(ctx, {
    entityType: 'order-certificate',
    entityId: created.id,
    action: 'created',
    after: created,
  })
  return created
}

export async function updateCertificate(
  ctx: RequestContext,
  orderId: string,
  id: string,
  body: z.output<typeof UpdateOrderCertificateBody>,
) {
  const order = await buyersOrder(ctx, orderId)
  const before = await findCertificate(ctx, order.id, id)
  if (!before) throw notFound()
  if (before.version !== body.version) throw conflict()
  const name = body.type_id === before.type_id ? before.type_name : await typeName(ctx, body.type_id)
  const [updated] = await ctx.tx
    .update(orderCertificates)
    .set({ ...values(body), typeName: name, updatedAt: new Date(), version: body.version + 1 })
    .where(and(eq(orderCertificates.id, id), eq(orderCertificates.version, body.version)))
    .returning({ id: orderCertificates.id })
  if (!updated) throw conflict()
  const after = (await findCertificate(ctx, order.id, id))!
  await recordOrderHistory(ctx.tx, order, actor(ctx), {
    event: 'certificate_updated',
    changes: changes(before, after),
    internal: true,
  })
  await recordAudit(ctx, { entityType: 'order-certificate', entityId: id, action: 'updated', before, after })
  return after
}

export async function deleteCertificate(ctx: RequestContext, orderId: string, id: string) {
  const order = await buyersOrder(ctx, orderId)
  const before = await findCertificate(ctx, order.id, id)
  if (!before) throw notFound()
  await ctx.tx.delete(orderCertificates).where(eq(orderCertificates.id, id))
  await removeAttachmentsOf(ctx, orderCertificateAttachments.type, id)
  await recordOrderHistory(ctx.tx, order, actor(ctx), {
    event: 'certificate_removed',
    changes: changes(before, null),
    internal: true,
  })
  await recordAudit(ctx, { entityType: 'order-certificate', entityId: id, action: 'deleted', before })
  return messageBody(ctx, 'records.deleted')
}
