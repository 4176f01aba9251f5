import {
  type DeviationCommandBody,
  type MessageKey,
  measureDays,
  measurePercent,
  type QuotationDeviationBody,
} from '@scm/contracts'
import Decimal from 'decimal.js'
import type { z } from 'zod'
import { recordAudit } from '../../../platform/audit/audit.ts'
import { conflict, invalidField, notFound } from '../../../platform/errors/app-error.ts'
import { buyerTolerances } from '../../orders/index.ts'
import { notifyCompany } from '../../partners/index.ts'
import type { AuthoredActor } from '../invites/quotation-invite.service.ts'
import { itemsOfQuotation, type QuotationItemRow } from '../quotation.queries.ts'
import { announceQuotationUpdated } from '../quotation-notices.ts'
import {
  type ChangeValues,
  hasPendingDeviation,
  insertDeviation,
  insertDeviationChanges,
  lockDeviation,
  lockInvite,
  nextDeviationNumber,
  updateDeviationStatus,
} from './quotation-deviation.queries.ts'
import { loadDeviations, ownInvite } from './quotation-deviation-reads.ts'
import { allowedFor, assertAction, assertOpen, deviationIdentifier } from './quotation-deviation-rules.ts'

type Planned = Pick<ChangeValues, 'itemId' | 'field' | 'originalValue' | 'newValue'>

const differs = (original: string | null, proposed: string) =>
  original === null || !new Decimal(original).equals(proposed)

// What the proposal changes of what was asked; a value equal to the asked one is no change, and a
// proposal that changes nothing is refused.
function planChanges(
  body: z.output<typeof QuotationDeviationBody>,
  items: QuotationItemRow[],
  dueDate: string | null,
): Planned[] {
  const byId = new Map(items.map((item) => [item.id, item]))
  const seen = new Set<string>()
  const planned: Planned[] = []
  for (const [index, proposal] of body.items.entries()) {
    const item = byId.get(proposal.item_id)
    if (!item) throw invalidField(`items.${index}.item_id`, 'quotations.deviation.unknownItem')
    if (seen.has(item.id)) throw invalidField(`items.${index}.item_id`, 'quotations.deviation.duplicate')
    seen.add(item.id)
    if (proposal.qty !== undefined && differs(item.quantity, proposal.qty))
      planned.push({ itemId: item.id, field: 'qty', originalValue: item.quantity, newValue: proposal.qty })
    if (proposal.price !== undefined && differs(item.targetPrice, proposal.price))
      planned.push({
        itemId: item.id,
        field: 'price',
        originalValue: item.targetPrice,
        newValue: proposal.price,
      })
  }
  if (body.due_date !== undefined && body.due_date !== dueDate)
    planned.push({ itemId: null, field: 'due_date', originalValue: dueDate, newValue: body.due_date })
  if (planned.length === 0) throw invalidField('items', 'deviations.noChanges')
  return planned
}

// A supplier's proposal on its own invite. Every change within the buyer's tolerances: accepted at
// once (pre-approved), as an order's deviation is; otherwise it waits for the buyer.
export async function proposeDeviation(
  actor: AuthoredActor,
  inviteId: string,
  body: z.output<typeof QuotationDeviationBody>,
) {
  const { tx } = actor
  const invite = await ownInvite(actor, inviteId)
  assertOpen({ status: invite.quotationStatus, orderId: invite.orderId }, invite.status)
  await lockInvite(tx, invite.id)
  if (await hasPendingDeviation(tx, invite.id)) throw conflict('quotations.deviation.pendingExists')
  const planned = planChanges(body, await itemsOfQuotation(tx, invite.quotationId), invite.dueDate)
  const tolerances = await buyerTolerances(tx, invite.companyId)
  const measured = planned.map((change) => ({
    ...change,
    ...(change.field === 'due_date'
      ? measureDays(change.originalValue ?? null, change.newValue ?? null, tolerances.eta_days)
      : measurePercent(
          change.originalValue ?? null,
          change.newValue ?? null,
          change.field === 'qty' ? tolerances.qty_percent : tolerances.price_percent,
        )),
  }))
  const preApproved = measured.every((change) => change.withinTolerance)
  const now = new Date()
  const deviation = await insertDeviation(tx, {
    companyId: invite.companyId,
    quotationId: invite.quotationId,
    inviteId: invite.id,
    number: await nextDeviationNumber(tx, invite.id),
    status: preApproved ? 'pre_approved' : 'pending',
    reason: body.reason,
    createdBy: actor.userId,
    createdByName: actor.authorName ?? invite.email ?? invite.name,
    decidedAt: preApproved ? now : null,
  })
  await insertDeviationChanges(
    tx,
    measured.map((change, position) => ({
      companyId: invite.companyId,
      deviationId: deviation.id,
      inviteId: invite.id,
      position,
      itemId: change.itemId,
      field: change.field,
      originalValue: change.originalValue,
      newValue: change.newValue,
      dayDifference: change.dayDifference,
      percentDifference: change.percentDifference,
      beyondTolerance: change.beyondTolerance,
      decision: preApproved ? ('accepted' as const) : ('pending' as const),
      decidedAt: preApproved ? now : null,
    })),
  )
  const identifier = deviationIdentifier(invite.quotationNumber, deviation.number)
  // A guest's change goes in the buyer's trail, which is where its invite is.
  await recordAudit(
    { tx, companyId: actor.companyId ?? invite.companyId, userId: actor.userId },
    {
      entityType: 'quotation-invite',
      entityId: invite.id,
      action: 'deviation.created',
      after: { identifier },
    },
  )
  return tellBuyer(
    actor,
    invite,
    { id: deviation.id, identifier },
    preApproved ? 'quotations.deviation.notify.preApproved' : 'quotations.deviation.notify.proposed',
  )
}

// The author takes its deviation back while it waits for the buyer.
export async function withdrawDeviation(
  actor: AuthoredActor,
  inviteId: string,
  deviationId: string,
  body: z.output<typeof DeviationCommandBody>,
) {
  const invite = await ownInvite(actor, inviteId)
  const deviation = await lockDeviation(actor.tx, invite.quotationId, deviationId)
  if (!deviation || deviation.inviteId !== invite.id) throw notFound()
  assertAction(body.action, 'supplier', false, deviation, body.version)
  await updateDeviationStatus(actor.tx, deviation.id, { status: 'withdrawn' })
  const identifier = deviationIdentifier(invite.quotationNumber, deviation.number)
  await recordAudit(
    { tx: actor.tx, companyId: actor.companyId ?? invite.companyId, userId: actor.userId },
    {
      entityType: 'quotation-invite',
      entityId: invite.id,
      action: 'deviation.withdrawn',
      after: { identifier },
    },
  )
  return tellBuyer(actor, invite, { id: deviation.id, identifier }, 'quotations.deviation.notify.withdrawn')
}

// The buyer hears of the supplier's move in the bell and its compare pages refetch; the supplier gets
// its deviation back as it now stands.
async function tellBuyer(
  actor: AuthoredActor,
  invite: Awaited<ReturnType<typeof ownInvite>>,
  deviation: { id: string; identifier: string },
  message: MessageKey,
) {
  const params = {
    company: actor.companyName ?? invite.name,
    identifier: deviation.identifier,
    number: invite.quotationNumber,
  }
  actor.afterCommit(() =>
    notifyCompany(actor.platform, invite.companyId, 'list.quotations', {
      type: 'quotation-deviation',
      message,
      params,
      link: `/quotations/${invite.quotationId}/deviation`,
      linkText: 'quotations.deviation.notify.linkText',
    }),
  )
  announceQuotationUpdated(actor, invite.companyId, {
    id: invite.quotationId,
    number: invite.quotationNumber,
    status: invite.quotationStatus,
  })
  const [view] = await loadDeviations(
    actor.tx,
    invite.quotationNumber,
    { quotationId: invite.quotationId, deviationId: deviation.id },
    allowedFor('supplier', false),
  )
  return view!
}
