import {
  canTakeDeviationAction,
  type DeviationAction,
  type DeviationActor,
  type DeviationCommandBody,
  type DeviationDecisionsBody,
  type DeviationStatus,
  deviationActions,
  deviationOutcome,
  deviationTransitions,
  measureDays,
  measurePercent,
  type QuotationDeviation,
  type QuotationDeviationBody,
} from '@scm/contracts'
import Decimal from 'decimal.js'
import type { z } from 'zod'
import { recordAudit } from '../../../platform/audit/audit.ts'
import type { Tx } from '../../../platform/db/database.ts'
import { verdictsOn } from '../../../platform/deviations/deviation-verdicts.ts'
import { conflict, forbidden, invalidField, notFound } from '../../../platform/errors/app-error.ts'
import type { RequestContext } from '../../../platform/http/context.ts'
import { buyerTolerances } from '../../orders/index.ts'
import { notifyCompany } from '../../partners/index.ts'
import { findInvite } from '../invites/quotation-invite.queries.ts'
import type { AuthoredActor } from '../invites/quotation-invite.service.ts'
import { mailExternalSupplier, withLiveLink } from '../invites/quotation-invite-mail.ts'
import { invitesOfQuotation, itemsOfQuotation, type QuotationItemRow } from '../quotation.queries.ts'
import { findOwnQuotation } from '../quotation.service.ts'
import { announceQuotationUpdated } from '../quotation-notices.ts'
import {
  acceptedChangesOfQuotation,
  type ChangeRow,
  type ChangeValues,
  type DeviationRow,
  deviationChanges,
  findDeviations,
  hasPendingDeviation,
  insertDeviation,
  insertDeviationChanges,
  lockDeviation,
  lockInvite,
  nextDeviationNumber,
  updateChangeDecisions,
  updateDeviationStatus,
} from './quotation-deviation.queries.ts'

type Side = 'buyer' | 'supplier'
type Allowed = (row: DeviationRow) => DeviationAction[]
type Verdicts = z.output<typeof DeviationDecisionsBody>['decisions']

export const deviationIdentifier = (quotationNumber: string, number: number) =>
  `${quotationNumber}-D${number}`

// The supplier raises every deviation of a quotation (decision 0041); the buyer decides, or accepts
// them all at once, while it may write quotations.
const actorsOf = (side: Side, mayBuy: boolean): DeviationActor[] =>
  side === 'supplier' ? ['author'] : mayBuy ? ['counterparty', 'buyer'] : []

const allowedFor =
  (side: Side, mayBuy: boolean): Allowed =>
  (row) =>
    deviationActions.filter((action) => canTakeDeviationAction(action, actorsOf(side, mayBuy), row.status))

// Not this caller's to take: 403; not from this status: 409; changed since it was read: 409.
function assertAction(
  action: DeviationAction,
  side: Side,
  mayBuy: boolean,
  row: DeviationRow,
  version: number,
) {
  const rule = deviationTransitions[action]
  if (!rule.by.some((actor) => actorsOf(side, mayBuy).includes(actor))) throw forbidden()
  if (!rule.from.includes(row.status)) throw conflict('deviations.notAllowed')
  if (row.version !== version) throw conflict()
}

// A deviation is about the terms of a quotation still being weighed or just awarded: not once it is
// closed or cancelled, not for a supplier turned down, not once the order is made from it.
function assertOpen(quotation: { status: string; orderId: string | null }, inviteStatus?: string) {
  const live = ['in-progress', 'awarded']
  if (!live.includes(quotation.status) || quotation.orderId !== null)
    throw conflict('quotations.deviation.notOpen')
  if (inviteStatus !== undefined && !live.includes(inviteStatus))
    throw conflict('quotations.deviation.notOpen')
}

const iso = (value: Date | null) => value?.toISOString() ?? null

async function loadDeviations(
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
        original_value: row.change.originalValue,
        new_value: row.change.newValue,
        day_difference: row.change.dayDifference,
        percent_difference: row.change.percentDifference,
        beyond_tolerance: row.change.beyondTolerance,
        decision: row.change.decision,
        decided_at: iso(row.change.decidedAt),
        decided_by_name: row.change.decidedByName,
      })),
    allowed_actions: allowed(deviation),
    version: deviation.version,
  }))
}

const mayBuy = (ctx: RequestContext) => ctx.principal.permissions.includes('create.quotation')
const nameOf = (ctx: RequestContext) => `${ctx.principal.firstName} ${ctx.principal.lastName}`.trim()

export async function listQuotationDeviations(ctx: RequestContext, quotationId: string) {
  const row = await findOwnQuotation(ctx, quotationId)
  return loadDeviations(ctx.tx, row.number, { quotationId }, allowedFor('buyer', mayBuy(ctx)))
}

async function ownInvite(actor: AuthoredActor, inviteId: string) {
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
  const company = actor.companyName ?? invite.name
  actor.afterCommit(() =>
    notifyCompany(actor.platform, invite.companyId, 'list.quotations', {
      type: 'quotation-deviation',
      message: preApproved
        ? 'quotations.deviation.notify.preApproved'
        : 'quotations.deviation.notify.proposed',
      params: { company, identifier, number: invite.quotationNumber },
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
    tx,
    invite.quotationNumber,
    { quotationId: invite.quotationId, deviationId: deviation.id },
    allowedFor('supplier', false),
  )
  return view!
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
  actor.afterCommit(() =>
    notifyCompany(actor.platform, invite.companyId, 'list.quotations', {
      type: 'quotation-deviation',
      message: 'quotations.deviation.notify.withdrawn',
      params: { company: actor.companyName ?? invite.name, identifier, number: invite.quotationNumber },
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
    { quotationId: invite.quotationId, deviationId },
    allowedFor('supplier', false),
  )
  return view!
}

// The supplier hears of a settled deviation: in the bell in the app, by mail by its link (decision 0043:
// no link in the mail, the one it was sent still opens its page while it works).
async function tellSupplier(
  ctx: RequestContext,
  row: { id: string; number: string; name: string },
  inviteId: string,
  settled: { identifier: string; status: 'confirmed' | 'rejected' },
) {
  const invite = (await invitesOfQuotation(ctx.tx, row.id)).find((candidate) => candidate.id === inviteId)!
  const supplier = invite.supplierCompanyId
  const params = { identifier: settled.identifier, number: row.number }
  if (supplier)
    ctx.afterCommit(() =>
      notifyCompany(ctx.platform, supplier, 'list.quotation.invites', {
        type: 'quotation-deviation-decided',
        message: `quotations.deviation.notify.${settled.status}`,
        params: { ...params, company: ctx.principal.company },
        link: `/quotation-invites/${inviteId}`,
        linkText: 'quotations.deviation.notify.linkText',
      }),
    )
  for (const external of await withLiveLink(ctx.tx, ctx.companyId, [invite]))
    await mailExternalSupplier(ctx, external, {
      subject: 'guest.mail.quotationDeviationSubject',
      body:
        settled.status === 'confirmed'
          ? 'guest.mail.quotationDeviationConfirmedBody'
          : 'guest.mail.quotationDeviationRejectedBody',
      params: { ...params, buyer: ctx.principal.company, name: row.name },
    })
}

// The buyer's verdict on each change still undecided (a change decided before answers 409, nothing
// written), or force-confirm: every undecided change accepted. The supplier hears of the outcome once
// the deviation is settled.
async function settleAsBuyer(
  ctx: RequestContext,
  quotationId: string,
  deviationId: string,
  version: number,
  action: DeviationAction,
  verdictsOf: (changes: ChangeRow[]) => Map<string, 'accepted' | 'rejected'>,
) {
  const row = await findOwnQuotation(ctx, quotationId)
  const deviation = await lockDeviation(ctx.tx, quotationId, deviationId)
  if (!deviation) throw notFound()
  assertAction(action, 'buyer', mayBuy(ctx), deviation, version)
  assertOpen(row)
  const changes = await deviationChanges(ctx.tx, deviation.id)
  const verdicts = verdictsOf(changes)
  const now = new Date()
  await updateChangeDecisions(ctx.tx, verdicts, { at: now, byName: nameOf(ctx) })
  const status: Exclude<DeviationStatus, 'pre_approved' | 'withdrawn'> =
    action !== 'decide'
      ? 'confirmed'
      : deviationOutcome(changes.map((change) => verdicts.get(change.id) ?? change.decision))
  await updateDeviationStatus(ctx.tx, deviation.id, {
    status,
    ...(status !== 'pending' ? { decidedAt: now, decidedByName: nameOf(ctx) } : {}),
  })
  const identifier = deviationIdentifier(row.number, deviation.number)
  await recordAudit(ctx, {
    entityType: 'quotation',
    entityId: quotationId,
    action: `deviation.${action}`,
    after: { identifier, status },
  })
  if (status !== 'pending') await tellSupplier(ctx, row, deviation.inviteId, { identifier, status })
  announceQuotationUpdated(ctx, ctx.companyId, row)
  const [view] = await loadDeviations(
    ctx.tx,
    row.number,
    { quotationId, deviationId },
    allowedFor('buyer', mayBuy(ctx)),
  )
  return view!
}

export const decideQuotationDeviation = (
  ctx: RequestContext,
  quotationId: string,
  deviationId: string,
  body: { version: number; decisions: Verdicts },
) =>
  settleAsBuyer(ctx, quotationId, deviationId, body.version, 'decide', (changes) =>
    verdictsOn(changes, body.decisions),
  )

// Force-confirm: every change still undecided is accepted. Withdrawing is the author's, the supplier's:
// the rules answer the buyer 403.
export const commandQuotationDeviation = (
  ctx: RequestContext,
  quotationId: string,
  deviationId: string,
  body: z.output<typeof DeviationCommandBody>,
) =>
  settleAsBuyer(ctx, quotationId, deviationId, body.version, body.action, (changes) => {
    const undecided = changes.filter((change) => change.decision === 'pending')
    return new Map(undecided.map((change) => [change.id, 'accepted' as const]))
  })

export interface AgreedTerms {
  qty: Map<string, string>
  price: Map<string, string>
  dueDate?: string
}

export const noTermsAgreed: AgreedTerms = { qty: new Map(), price: new Map() }

// What the buyer agreed with each supplier beyond what was asked, by invite: each accepted change, a
// later deviation's over an earlier one's. The compare view weighs offers by these, and the order made
// from the award carries them.
export async function agreedTerms(tx: Tx, quotationId: string) {
  const terms = new Map<string, AgreedTerms>()
  for (const change of await acceptedChangesOfQuotation(tx, quotationId)) {
    const agreed: AgreedTerms = terms.get(change.inviteId) ?? { qty: new Map(), price: new Map() }
    terms.set(change.inviteId, agreed)
    if (change.field === 'due_date') agreed.dueDate = change.newValue ?? undefined
    else if (change.itemId && change.newValue)
      (change.field === 'qty' ? agreed.qty : agreed.price).set(change.itemId, change.newValue)
  }
  return terms
}
