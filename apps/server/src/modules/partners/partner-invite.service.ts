import type { CreatePartnerInviteBody, PartnerInviteListQuery, PartnerRole } from '@scm/contracts'
import type { z } from 'zod'
import { listMeta } from '../../platform/db/list.ts'
import { AppError, invalidField, notFound } from '../../platform/errors/app-error.ts'
import type { RequestContext } from '../../platform/http/context.ts'
import { renderMail } from '../../platform/mail/templates.ts'
import { createInvite, inviteDays, revokeInvite } from '../auth/index.ts'
import { notify } from '../notifications/index.ts'
import { asCompany } from './acting-company.ts'
import { findAgreementWith } from './agreement.queries.ts'
import {
  companyOfEmail,
  findSentInvite,
  findSentInvitePage,
  insertPartnerInvite,
  markInviteResent,
  markInviteRevoked,
  type PartnerInviteRow,
  revokePendingInvitesTo,
  setInviteLink,
} from './partner-invite.queries.ts'
import { toPartnerInvite } from './partner-invite-response.ts'
import { partnerRecipients } from './partner-recipients.ts'

const expiry = () => new Date(Date.now() + inviteDays * 86_400_000)

export async function listPartnerInvites(
  ctx: RequestContext,
  role: PartnerRole,
  query: z.output<typeof PartnerInviteListQuery>,
) {
  const { rows, total } = await findSentInvitePage(ctx.tx, ctx.companyId, role, query)
  return { data: rows.map(({ row, status }) => toPartnerInvite(row, status)), meta: listMeta(query, total) }
}

async function findSent(ctx: RequestContext, role: PartnerRole, id: string) {
  const found = await findSentInvite(ctx.tx, ctx.companyId, role, id)
  if (!found) throw notFound()
  return found
}

// A company not on the platform gets a sign-up link; one that is hears of it in the app.
async function deliver(ctx: RequestContext, invite: PartnerInviteRow) {
  if (invite.targetCompanyId) {
    const target = invite.targetCompanyId
    await asCompany(ctx.tx, target, async () =>
      notify(ctx, {
        companyId: target,
        recipients: await partnerRecipients(ctx.tx, target),
        type: 'partner-invited',
        message:
          invite.role === 'supplier'
            ? 'partners.inviteReceivedAsSupplier'
            : 'partners.inviteReceivedAsClient',
        params: { company: invite.companyName },
        link: invite.role === 'supplier' ? '/clients' : '/suppliers',
      }),
    )
    return invite.inviteId
  }
  const created = await createInvite(ctx.tx, {
    companyId: ctx.companyId,
    kind: 'company',
    email: invite.email,
    invitedBy: ctx.userId,
  })
  const { token } = created
  const link = `${ctx.platform.config.publicUrl}/sign-up/${token}`
  const mail = renderMail(ctx.locale, {
    subject: 'partners.mail.inviteSubject',
    body: invite.role === 'supplier' ? 'partners.mail.inviteBodySupplier' : 'partners.mail.inviteBodyClient',
    params: { company: invite.companyName, inviter: invite.inviterName, days: inviteDays },
    name: invite.name ?? undefined,
    link,
  })
  const send = await ctx.platform.mailer.queue(ctx.tx, {
    companyId: ctx.companyId,
    userId: ctx.userId,
    kind: 'company-invite',
    to: invite.email,
    links: [link],
    ...mail,
  })
  ctx.afterCommit(send)
  return created.id
}

export async function createPartnerInvite(
  ctx: RequestContext,
  role: PartnerRole,
  body: z.output<typeof CreatePartnerInviteBody>,
) {
  const target = await companyOfEmail(ctx.tx, body.email)
  if (target === ctx.companyId) throw invalidField('email', 'partners.inviteOwnCompany')
  if (target && (await findAgreementWith(ctx.tx, ctx.companyId, role, target)))
    throw invalidField('email', 'partners.alreadyPartner')
  // A new invitation to the same address replaces a pending one.
  await revokePendingInvitesTo(ctx.tx, ctx.companyId, role, body.email)
  const row = await insertPartnerInvite(ctx.tx, {
    companyId: ctx.companyId,
    role,
    email: body.email,
    name: body.name,
    companyName: ctx.principal.company,
    inviterName: `${ctx.principal.firstName} ${ctx.principal.lastName}`,
    targetCompanyId: target,
    invitedBy: ctx.userId,
    expiresAt: expiry(),
  })
  const inviteId = await deliver(ctx, row)
  await setInviteLink(ctx.tx, row.id, inviteId)
  const { row: saved, status } = await findSent(ctx, role, row.id)
  return toPartnerInvite(saved, status)
}

const notPending = () => new AppError(409, 'partners.inviteNotPending')

export async function resendPartnerInvite(ctx: RequestContext, role: PartnerRole, id: string) {
  const { row, status } = await findSent(ctx, role, id)
  if (status !== 'pending' && status !== 'expired') throw notPending()
  const inviteId = await deliver(ctx, row)
  await markInviteResent(ctx.tx, id, inviteId, expiry())
  const updated = await findSent(ctx, role, id)
  return toPartnerInvite(updated.row, updated.status)
}

export async function revokePartnerInvite(ctx: RequestContext, role: PartnerRole, id: string) {
  const { row, status } = await findSent(ctx, role, id)
  if (status !== 'pending' && status !== 'expired') throw notPending()
  await markInviteRevoked(ctx.tx, id)
  // The sign-up link dies with it.
  if (row.inviteId) await revokeInvite(ctx.tx, row.inviteId)
  const updated = await findSent(ctx, role, id)
  return toPartnerInvite(updated.row, updated.status)
}
