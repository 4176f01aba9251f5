import type { QuotationDeviation } from '@scm/contracts'
import type { Tx } from '../../../platform/db/database.ts'
import { notFound } from '../../../platform/errors/app-error.ts'
import type { RequestContext } from '../../../platform/http/context.ts'
import { deviationChangeFields } from '../../orders/index.ts'
import { findInvite } from '../invites/quotation-invite.queries.ts'
import type { AuthoredActor } from '../invites/quotation-invite.service.ts'
import { findOwnQuotation } from '../quotation.service.ts'
import { findDeviations } from './quotation-deviation.queries.ts'
import { type Allowed, allowedFor, deviationIdentifier, mayBuy } from './quotation-deviation-rules.ts'

const iso = (value: Date | null) => value?.toISOString() ?? null

export async function loadDeviations(
  tx: Tx,
  quotationNumber: string,
  where: Parameters<typeof findDeviations>[1],
  allowed: Allowed,
): Promise<QuotationDeviation[]> {
  const { deviations, changes } = await findDeviations(tx, where)
  return deviations.map(({ deviation, supplierName }) => ({
    id: deviation.id,
    quotation_id: deviation.quotationId,
    invite_id: deviation.inviteId,
    supplier_name: supplierName,
    number: deviation.number,
    identifier: deviationIdentifier(quotationNumber, deviation.number),
    status: deviation.status,
    reason: deviation.reason,
    created_by_name: deviation.createdByName,
    created_at: deviation.createdAt.toISOString(),
    decided_at: iso(deviation.decidedAt),
    decided_by_name: deviation.decidedByName,
    changes: changes
      .filter((row) => row.change.deviationId === deviation.id)
      .map((row) => ({
        id: row.change.id,
        item_id: row.change.itemId,
        item_position: row.itemPosition,
        article_code: row.articleCode,
        article_name: row.articleName,
        field: row.change.field,
        ...deviationChangeFields(row.change),
      })),
    allowed_actions: allowed(deviation),
    version: deviation.version,
  }))
}

export async function listQuotationDeviations(ctx: RequestContext, quotationId: string) {
  const row = await findOwnQuotation(ctx, quotationId)
  return loadDeviations(ctx.tx, row.number, { quotationId }, allowedFor('buyer', mayBuy(ctx)))
}

export async function ownInvite(actor: AuthoredActor, inviteId: string) {
  const invite = await findInvite(actor.tx, actor.companyId, inviteId)
  if (!invite) throw notFound()
  return invite
}

export async function inviteDeviations(actor: AuthoredActor, inviteId: string) {
  const invite = await ownInvite(actor, inviteId)
  return loadDeviations(
    actor.tx,
    invite.quotationNumber,
    { quotationId: invite.quotationId, inviteId },
    allowedFor('supplier', false),
  )
}
