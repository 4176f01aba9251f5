import type {
  GuestMilestone,
  MilestoneCommentBody,
  MilestoneGuestLinkBody,
  MilestoneUpdateBody,
} from '@scm/contracts'
import { pickLocale } from '@scm/contracts'
import type { z } from 'zod'
import type { Tx } from '../../../platform/db/database.ts'
import { inGuestDocument } from '../../../platform/db/tenant.ts'
import { forbidden, notFound } from '../../../platform/errors/app-error.ts'
import { linkInvalid, openGuestLink } from '../../../platform/guest-links/guest-access.ts'
import { mailGuestLink } from '../../../platform/guest-links/guest-link-mail.ts'
import { type GuestLinkRow, toGuestLink } from '../../../platform/guest-links/guest-links.ts'
import type { PublicContext, RequestContext } from '../../../platform/http/context.ts'
import { findCompanyLocale } from '../../../platform/tenancy/company-lookup.ts'
import { milestoneGuestLink } from '../guest/guest-link-kinds.ts'
import { findOrderForActor } from '../order-access.ts'
import { recordOrderHistory } from '../order-history.ts'
import {
  findMilestone,
  insertMilestoneComment,
  milestoneById,
  milestoneCommentRows,
} from './order-milestone.queries.ts'
import { changeMilestoneStatus } from './order-milestone.service.ts'
import { toMilestone } from './order-milestone-response.ts'

// The buyer mails one milestone of its order to an outsider, with the password it gives them apart.
// A new link replaces the live one of the milestone.
export async function sendMilestoneGuestLink(
  ctx: RequestContext,
  orderId: string,
  milestoneId: string,
  body: z.output<typeof MilestoneGuestLinkBody>,
) {
  const { order, side } = await findOrderForActor(ctx.tx, ctx.companyId, orderId)
  // Who else reports on a milestone is the buyer's choice, as the plan is.
  if (side !== 'buyer') throw forbidden()
  const milestone = await findMilestone(ctx.tx, orderId, milestoneId)
  if (!milestone) throw notFound()
  const locale = pickLocale((await findCompanyLocale(ctx.tx, ctx.companyId))?.locale ?? 'en')
  const link = await mailGuestLink(ctx, {
    kind: milestoneGuestLink,
    companyId: ctx.companyId,
    documentId: milestone.id,
    actingCompanyId: null,
    recipientEmail: body.email,
    createdBy: { id: ctx.userId, name: `${ctx.principal.firstName} ${ctx.principal.lastName}`.trim() },
    password: body.password,
    locale,
    page: (token) => `/guest/milestones/${token}`,
    subject: 'guest.mail.milestoneSubject',
    body: 'guest.mail.milestoneBodyPassword',
    bodyWithPassword: 'guest.mail.milestoneBodyPassword',
    params: {
      buyer: order.buyerName,
      number: order.number,
      name: milestone.name,
      days: milestoneGuestLink.validDays,
    },
  })
  return toGuestLink(link)
}

// A guest's request: the link must work and be signed in to; then it runs acting for no company,
// where the policies show the link's one milestone and its comments (decisions 0039, 0045).
function asMilestoneGuest<T>(
  ctx: PublicContext,
  token: string,
  work: (tx: Tx, link: GuestLinkRow) => Promise<T>,
) {
  return openGuestLink(ctx, milestoneGuestLink, token).then((link) =>
    inGuestDocument(ctx.platform.db, link.documentId, (tx) => work(tx, link)),
  )
}

async function guestView(tx: Tx, id: string): Promise<GuestMilestone> {
  const row = await milestoneById(tx, id)
  if (!row) throw linkInvalid()
  return {
    buyer_name: row.buyerName,
    order_number: row.orderNumber,
    workflow_name: row.workflowName,
    milestone: toMilestone(row, await milestoneCommentRows(tx, [id])),
  }
}

export const getGuestMilestone = (ctx: PublicContext, token: string) =>
  asMilestoneGuest(ctx, token, (tx, link) => guestView(tx, link.documentId))

// The guest is named in the order's history by the address its link went to.
export const updateGuestMilestone = (
  ctx: PublicContext,
  token: string,
  body: z.output<typeof MilestoneUpdateBody>,
) =>
  asMilestoneGuest(ctx, token, async (tx, link) => {
    const row = await milestoneById(tx, link.documentId)
    if (!row) throw linkInvalid()
    const change = await changeMilestoneStatus(tx, row, body)
    await recordOrderHistory(
      tx,
      { id: row.orderId, companyId: row.companyId },
      { userId: null, name: link.recipientEmail, side: null },
      { event: 'milestone_updated', changes: [change] },
    )
    return guestView(tx, row.id)
  })

export const commentGuestMilestone = (
  ctx: PublicContext,
  token: string,
  body: z.output<typeof MilestoneCommentBody>,
) =>
  asMilestoneGuest(ctx, token, async (tx, link) => {
    const row = await milestoneById(tx, link.documentId)
    if (!row) throw linkInvalid()
    await insertMilestoneComment(tx, {
      companyId: row.companyId,
      milestoneId: row.id,
      authorCompanyId: null,
      authorId: null,
      authorName: link.recipientEmail,
      authorSide: 'guest',
      text: body.text,
    })
    return guestView(tx, row.id)
  })
