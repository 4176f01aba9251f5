import {
  type OrderCertificate,
  type OrderCertificateBody,
  type OrderCertificateListQuery,
  orderCertificateAttachments,
  type UpdateOrderCertificateBody,
} from '@scm/contracts'
import type { z } from 'zod'
import { recordAudit } from '../../../platform/audit/audit.ts'
import { listMeta } from '../../../platform/db/list.ts'
import { conflict, forbidden, notFound } from '../../../platform/errors/app-error.ts'
import { removeAttachmentsOf } from '../../../platform/files/attachment.service.ts'
import type { RequestContext } from '../../../platform/http/context.ts'
import { messageBody } from '../../../platform/http/message.ts'
import { assertMasterData, masterDataItemsById } from '../../master-data/index.ts'
import { findOrderForActor } from '../order-access.ts'
import { type OrderChange, recordOrderHistory } from '../order-history.ts'
import {
  type CertificateValues,
  deleteCertificateRow,
  findCertificatePage,
  findCertificateRow,
  insertCertificate,
  listOrderCertificates,
  updateCertificateRow,
} from './order-certificate.queries.ts'
import { toCertificate } from './order-certificate-response.ts'

type Body = z.output<typeof OrderCertificateBody>
type Query = z.output<typeof OrderCertificateListQuery>

// The review page: certificates across the buyer's orders.
export async function listCertificates(ctx: RequestContext, query: Query) {
  const { rows, count } = await findCertificatePage(ctx.tx, ctx.companyId, query)
  return { data: rows.map(toCertificate), meta: listMeta(query, count) }
}

// Certificates are the buyer's: a supplier that sees the order may still not read them.
async function buyersOrder(ctx: RequestContext, orderId: string) {
  const { order, side } = await findOrderForActor(ctx.tx, ctx.companyId, orderId)
  if (side !== 'buyer') throw forbidden()
  return order
}

export async function certificatesOfOrder(ctx: RequestContext, orderId: string) {
  const order = await buyersOrder(ctx, orderId)
  return (await listOrderCertificates(ctx.tx, order.id)).map(toCertificate)
}

async function findCertificate(ctx: RequestContext, orderId: string, id: string) {
  const row = await findCertificateRow(ctx.tx, ctx.companyId, orderId, id)
  return row ? toCertificate(row) : undefined
}

async function typeName(ctx: RequestContext, typeId: string) {
  await assertMasterData(ctx, 'certificate-types', typeId, 'type_id')
  const [type] = await masterDataItemsById(ctx.tx, ctx.companyId, [typeId])
  return type!.name
}

const values = (body: Body, name: string): CertificateValues => ({
  typeId: body.type_id,
  typeName: name,
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
  const row = await insertCertificate(ctx.tx, {
    companyId: ctx.companyId,
    orderId: order.id,
    createdBy: ctx.userId,
    ...values(body, await typeName(ctx, body.type_id)),
  })
  const created = (await findCertificate(ctx, order.id, row.id))!
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
  const updated = await updateCertificateRow(ctx.tx, id, body.version, values(body, name))
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
  await deleteCertificateRow(ctx.tx, id)
  await removeAttachmentsOf(ctx, orderCertificateAttachments.type, id)
  await recordOrderHistory(ctx.tx, order, actor(ctx), {
    event: 'certificate_removed',
    changes: changes(before, null),
    internal: true,
  })
  await recordAudit(ctx, { entityType: 'order-certificate', entityId: id, action: 'deleted', before })
  return messageBody(ctx, 'records.deleted')
}
