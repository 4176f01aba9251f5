import {
  type DeviationAction,
  type DeviationCommandBody,
  type DeviationDecisionsBody,
  type DeviationStatus,
  deviationOutcome,
} from '@scm/contracts'
import type { z } from 'zod'
import { recordAudit } from '../../../platform/audit/audit.ts'
import { verdictsOn } from '../../../platform/deviations/deviation-verdicts.ts'
import { notFound } from '../../../platform/errors/app-error.ts'
import type { RequestContext } from '../../../platform/http/context.ts'
import { notifyCompany } from '../../partners/index.ts'
import { mailExternalSupplier, withLiveLink } from '../invites/quotation-invite-mail.ts'
import { invitesOfQuotation } from '../quotation.queries.ts'
import { findOwnQuotation } from '../quotation.service.ts'
import { announceInvitesUpdated, announceQuotationUpdated } from '../quotation-notices.ts'
import {
  type ChangeRow,
  deviationChanges,
  lockDeviation,
  updateChangeDecisions,
  updateDeviationStatus,
} from './quotation-deviation.queries.ts'
import { loadDeviations } from './quotation-deviation-reads.ts'
import {
  allowedFor,
  assertAction,
  assertOpen,
  deviationIdentifier,
  mayBuy,
} from './quotation-deviation-rules.ts'

type Verdicts = z.output<typeof DeviationDecisionsBody>['decisions']
type Invite = Awaited<ReturnType<typeof invitesOfQuotation>>[number]
const nameOf = (ctx: RequestContext) => `${ctx.principal.firstName} ${ctx.principal.lastName}`.trim()

// The supplier hears of a settled deviation: in the bell in the app, by mail by its link (decision 0043:
// no link in the mail, the one it was sent still opens its page while it works).
async function tellSupplier(
  ctx: RequestContext,
  row: { id: string; number: string; name: string },
  invite: Invite,
  settled: { identifier: string; status: 'confirmed' | 'rejected' },
) {
  const supplier = invite.supplierCompanyId
  const params = { identifier: settled.identifier, number: row.number }
  if (supplier)
    ctx.afterCommit(() =>
      notifyCompany(ctx.platform, supplier, 'list.quotation.invites', {
        type: 'quotation-deviation-decided',
        message: `quotations.deviation.notify.${settled.status}`,
        params: { ...params, company: ctx.principal.company },
        link: `/quotation-invites/${invite.id}`,
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
  const invite = (await invitesOfQuotation(ctx.tx, quotationId)).find(
    (candidate) => candidate.id === deviation.inviteId,
  )!
  if (status !== 'pending') await tellSupplier(ctx, row, invite, { identifier, status })
  announceQuotationUpdated(ctx, ctx.companyId, row)
  // Each change's verdict shows on the supplier's page, settled or not.
  announceInvitesUpdated(ctx, [invite])
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
