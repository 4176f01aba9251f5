import type { CreatePartnerInviteBody, PartnerInviteListQuery, PartnerRole } from '@scm/contracts'
import { and, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm'
import type { z } from 'zod'
import { countCapped, likePattern, listMeta, orderBy, pageWindow } from '../../platform/db/list.ts'
import { AppError, invalidField, notFound } from '../../platform/errors/app-error.ts'
import type { RequestContext } from '../../platform/http/context.ts'
import { renderMail } from '../../platform/mail/templates.ts'
import { createInvite, inviteDays, revokeInvite } from '../auth/index.ts'
import { notify } from '../notifications/index.ts'
import { asCompany } from './acting-company.ts'
import { agreements } from './agreement.table.ts'
import {
  companyOfEmail,
  inviteStatus,
  type PartnerInviteRow,
  toPartnerInvite,
} from './partner-invite.queries.ts'
import { partnerInvites } from './partner-invite.table.ts'
import { partnerRecipients } from './partner-recipients.ts'

const columns = { row: partnerInvites, status: inviteStatus }
const expiry = () => new Date(Date.now() + inviteDays * 86_400_000)
const sentBy = (ctx: RequestContext, role: PartnerRole) =>
  and(eq(partnerInvites.companyId, ctx.companyId), eq(partnerInvites.role, role))

export async function listPartnerInvites(
  ctx: RequestContext,
  role: PartnerRole,
  query: z.output<typeof PartnerInviteListQuery>,
) {
  const statuses = query.filter?.status ? [query.filter.status].flat() : []
  const where = and(
    sentBy(ctx, role),
    statuses.length ? inArray(inviteStatus, statuses) : undefined,
    query.search
      ? or(
          sql`${partnerInvites.email} ilike ${likePattern(query.search)}`,
          sql`${partnerInvites.name} ilike ${likePattern(query.search)}`,
        )
      : undefined,
  )
  const sortable = { email: partnerInvites.email, sent_at: partnerInvites.sentAt }
  const { limit, offset } = pageWindow(query)
  const [rows, total] = await Promise.all([
    ctx.tx
      .select(columns)
      .from(partnerInvites)
      .where(where)
      .orderBy(...orderBy(query.sort, sortable, [sql`${partnerInvites.sentAt} desc`], partnerInvites.id))
      .limit(limit)
      .offset(offset),
    countCapped(ctx.tx, partnerInvites, where),
  ])
  return { data: rows.map(({ row, status }) => toPartnerInvite(row, status)), meta: listMeta(query, total) }
}

async function findSent(ctx: RequestContext, role: PartnerRole, id: string) {
  const [found] = await ctx.tx
    .select(columns)
    .from(partnerInvites)
    .where(and(sentBy(ctx, role), eq(partnerInvites.id, id)))
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
  if (target) {
    const [linked] = await ctx.tx
      .select({ id: agreements.id })
      .from(agreements)
      .where(
        and(
          eq(agreements.companyId, ctx.companyId),
          eq(agreements.role, role),
          eq(agreements.counterpartyCompanyId, target),
        ),
      )
    if (linked) throw invalidField('email', 'partners.alreadyPartner')
  }
  // A new invitation to the same address replaces a pending one.
  await ctx.tx
    .update(partnerInvites)
    .set({ revokedAt: new Date() })
    .where(and(sentBy(ctx, role), eq(partnerInvites.email, body.email), sql`${inviteStatus} = 'pending'`))
  const [row] = await ctx.tx
    .insert(partnerInvites)
    .values({
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
    .returning()
  const inviteId = await deliver(ctx, row!)
  await ctx.tx.update(partnerInvites).set({ inviteId }).where(eq(partnerInvites.id, row!.id))
  const { row: saved, status } = await findSent(ctx, role, row!.id)
  return toPartnerInvite(saved, status)
}

const notPending = () => new AppError(409, 'partners.inviteNotPending')

export async function resendPartnerInvite(ctx: RequestContext, role: PartnerRole, id: string) {
  const { row, status } = await findSent(ctx, role, id)
  if (status !== 'pending' && status !== 'expired') throw notPending()
  const inviteId = await deliver(ctx, row)
  await ctx.tx
    .update(partnerInvites)
    .set({ inviteId, sentAt: new Date(), expiresAt: expiry() })
    .where(eq(partnerInvites.id, id))
  const updated = await findSent(ctx, role, id)
  return toPartnerInvite(updated.row, updated.status)
}

export async function revokePartnerInvite(ctx: RequestContext, role: PartnerRole, id: string) {
  const { row, status } = await findSent(ctx, role, id)
  if (status !== 'pending' && status !== 'expired') throw notPending()
  await ctx.tx.update(partnerInvites).set({ revokedAt: new Date() }).where(eq(partnerInvites.id, id))
  // The sign-up link dies with it.
  if (row.inviteId) await revokeInvite(ctx.tx, row.inviteId)
  const updated = await findSent(ctx, role, id)
  return toPartnerInvite(updated.row, updated.status)
}

export const pendingFor = (companyId: string) =>
  and(
    eq(partnerInvites.targetCompanyId, companyId),
    isNull(partnerInvites.acceptedAt),
    isNull(partnerInvites.declinedAt),
    isNull(partnerInvites.revokedAt),
    gt(partnerInvites.expiresAt, sql`now()`),
  )
