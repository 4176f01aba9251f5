import type { MessageKey } from '@scm/contracts'
import { recordAudit } from '../../platform/audit/audit.ts'
import { conflict, notFound } from '../../platform/errors/app-error.ts'
import type { RequestContext } from '../../platform/http/context.ts'
import { notifyCompany } from '../partners/index.ts'
import { mailExternalSupplier } from './invites/quotation-invite-mail.ts'
import { bumpQuotation, invitesOfQuotation, type QuotationRow } from './quotation.queries.ts'
import { findOwnQuotation, getQuotation } from './quotation.service.ts'
import { setInviteStatus, setOtherInvitesStatus } from './quotation-comparison.queries.ts'
import { getComparison } from './quotation-comparison.service.ts'
import { announceInvitesUpdated, announceQuotationUpdated } from './quotation-notices.ts'

type Invite = Awaited<ReturnType<typeof invitesOfQuotation>>[number]
interface Move {
  // Refuses the move in the quotation's present state (409 with the reason).
  check(row: QuotationRow, invites: Invite[]): void
  apply(
    row: QuotationRow,
    invites: Invite[],
  ): Promise<Partial<Pick<QuotationRow, 'status' | 'winnerInviteId'>>>
}

// One move of a sent quotation: the rule's refusal comes before the version's, so a second tab is told
// what has happened rather than only that something has; audited, and the compare pages and the
// suppliers' invite pages refetch.
async function moveQuotation(ctx: RequestContext, id: string, version: number, action: string, move: Move) {
  const row = await findOwnQuotation(ctx, id)
  const invites = await invitesOfQuotation(ctx.tx, id)
  move.check(row, invites)
  if (row.version !== version) throw conflict()
  const before = await getQuotation(ctx, id)
  if (!(await bumpQuotation(ctx.tx, ctx.companyId, id, version, await move.apply(row, invites))))
    throw conflict()
  const after = await getQuotation(ctx, id)
  await recordAudit(ctx, { entityType: 'quotation', entityId: id, action, before, after })
  announceQuotationUpdated(ctx, ctx.companyId, after)
  announceInvitesUpdated(ctx, invites)
  return getComparison(ctx, id)
}

const refuseUnless = (allowed: boolean, message: MessageKey) => {
  if (!allowed) throw conflict(message)
}

// Every supplier that was sent the request hears of the award once it has committed: the winner that
// it won, the others that it went elsewhere. An external supplier hears it by mail, whatever became of
// its link: the request has ended for it either way (decision 0043).
async function tellSuppliers(ctx: RequestContext, row: QuotationRow, invites: Invite[], winnerId: string) {
  for (const invite of invites) {
    const won = invite.id === winnerId
    const params = { buyer: ctx.principal.company, number: row.number, name: row.name }
    await mailExternalSupplier(ctx, invite, {
      subject: won ? 'guest.mail.quotationAwardedSubject' : 'guest.mail.quotationNotAwardedSubject',
      body: won ? 'guest.mail.quotationAwardedBody' : 'guest.mail.quotationNotAwardedBody',
      params,
    })
    const supplier = invite.supplierCompanyId
    if (!supplier || !invite.sentAt) continue
    ctx.afterCommit(() =>
      notifyCompany(ctx.platform, supplier, 'list.quotation.invites', {
        type: won ? 'quotation-awarded' : 'quotation-not-awarded',
        message: won ? 'quotations.notice.awarded' : 'quotations.notice.notAwarded',
        params: { company: ctx.principal.company, number: row.number, name: row.name },
        link: `/quotation-invites/${invite.id}`,
        linkText: 'quotations.notice.openInvite',
      }),
    )
  }
}

// Cancelling an award is news to the suppliers it moves (spec §4): the former winner is closed, the
// others not rejected are open again. A rejected supplier hears nothing: nothing changed for it.
async function tellAwardCancelled(
  ctx: RequestContext,
  row: QuotationRow,
  invites: Invite[],
  winnerId: string,
) {
  for (const invite of invites) {
    if (invite.status === 'rejected' || !invite.sentAt) continue
    const winner = invite.id === winnerId
    const params = { buyer: ctx.principal.company, number: row.number, name: row.name }
    await mailExternalSupplier(ctx, invite, {
      subject: winner ? 'guest.mail.quotationAwardCancelledSubject' : 'guest.mail.quotationReopenedSubject',
      body: winner ? 'guest.mail.quotationAwardCancelledBody' : 'guest.mail.quotationReopenedBody',
      params,
    })
    const supplier = invite.supplierCompanyId
    if (!supplier) continue
    ctx.afterCommit(() =>
      notifyCompany(ctx.platform, supplier, 'list.quotation.invites', {
        type: winner ? 'quotation-not-awarded' : 'quotation-invited',
        message: winner ? 'quotations.notice.awardCancelled' : 'quotations.notice.reopened',
        params: { company: ctx.principal.company, number: row.number, name: row.name },
        link: `/quotation-invites/${invite.id}`,
        linkText: 'quotations.notice.openInvite',
      }),
    )
  }
}

// One supplier that has answered wins: its invite is awarded and every other one not rejected is closed.
export const awardQuotation = (ctx: RequestContext, id: string, inviteId: string, version: number) =>
  moveQuotation(ctx, id, version, 'awarded', {
    check(row, invites) {
      const winner = invites.find((invite) => invite.id === inviteId)
      if (!winner) throw notFound()
      refuseUnless(row.status === 'in-progress', 'quotations.award.notInProgress')
      // A supplier closed by a cancelled award may win again; a rejected one stays turned down.
      refuseUnless(winner.status !== 'rejected', 'quotations.award.rejected')
      refuseUnless(winner.answeredAt !== null, 'quotations.award.notAnswered')
    },
    async apply(row, invites) {
      await setInviteStatus(ctx.tx, id, inviteId, 'awarded')
      await setOtherInvitesStatus(ctx.tx, id, inviteId, 'closed')
      await tellSuppliers(ctx, row, invites, inviteId)
      return { status: 'awarded', winnerInviteId: inviteId }
    },
  })

// Spec §4: cancelling an award closes the awarded supplier and reopens the others not rejected. An
// award that became an order stays until that order draft is gone.
export const cancelAward = (ctx: RequestContext, id: string, version: number) =>
  moveQuotation(ctx, id, version, 'award-cancelled', {
    check(row) {
      refuseUnless(row.status === 'awarded' && row.winnerInviteId !== null, 'quotations.award.notAwarded')
      refuseUnless(row.orderId === null, 'quotations.award.ordered')
    },
    async apply(row, invites) {
      await setInviteStatus(ctx.tx, id, row.winnerInviteId!, 'closed')
      await setOtherInvitesStatus(ctx.tx, id, row.winnerInviteId, 'in-progress')
      await tellAwardCancelled(ctx, row, invites, row.winnerInviteId!)
      return { status: 'in-progress', winnerInviteId: null }
    },
  })

// The buyer turns one supplier down while the quotation is open; it stays rejected whatever follows.
export const rejectInvite = (ctx: RequestContext, id: string, inviteId: string, version: number) =>
  moveQuotation(ctx, id, version, 'supplier-rejected', {
    check(row, invites) {
      const invite = invites.find((each) => each.id === inviteId)
      if (!invite) throw notFound()
      refuseUnless(
        row.status === 'in-progress' && invite.status === 'in-progress',
        'quotations.reject.notOpen',
      )
    },
    async apply() {
      await setInviteStatus(ctx.tx, id, inviteId, 'rejected')
      return {}
    },
  })

// The buyer ends the request without a winner; the suppliers still asked are closed with it.
export const closeQuotation = (ctx: RequestContext, id: string, version: number) =>
  moveQuotation(ctx, id, version, 'closed', {
    check(row) {
      refuseUnless(row.status === 'in-progress', 'quotations.close.notInProgress')
    },
    async apply() {
      await setOtherInvitesStatus(ctx.tx, id, null, 'closed')
      return { status: 'closed' }
    },
  })
