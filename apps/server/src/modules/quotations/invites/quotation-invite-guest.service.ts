import type { QuotationResponseBody, StoredFile } from '@scm/contracts'
import type { z } from 'zod'
import { inGuestDocument } from '../../../platform/db/tenant.ts'
import { openGuestLink } from '../../../platform/guest-links/guest-access.ts'
import type { PublicContext } from '../../../platform/http/context.ts'
import { invitedFile } from '../quotation-library-files.ts'
import { fileCriterionInvite, ownAnswerFile, uploadAnswerFile } from './answer-file.service.ts'
import { rememberGuestLocale } from './quotation-invite.queries.ts'
import {
  type AuthoredActor,
  getInvite,
  type InviteActor,
  saveResponse,
  sendResponse,
} from './quotation-invite.service.ts'
import { quotationInviteLink } from './quotation-invite-link.ts'

// An external supplier's request by its link: the link must work (and be signed in to when it has a
// password); then the invite's rules run as a guest who acts for no company, under the policies that
// admit the link's one invite and nothing else (decision 0039).
export async function asInviteGuest<T>(
  ctx: PublicContext,
  token: string,
  work: (actor: InviteActor, inviteId: string) => Promise<T>,
) {
  const link = await openGuestLink(ctx, quotationInviteLink, token)
  return inGuestDocument(ctx.platform.db, link.documentId, async (tx) => {
    // The supplier has no account to keep a language: the one its page asks in is what its later
    // mail uses. A call naming none (no page) says nothing of the supplier.
    if (ctx.chosenLocale) await rememberGuestLocale(tx, link.documentId, ctx.chosenLocale)
    return work(
      {
        tx,
        platform: ctx.platform,
        afterCommit: ctx.afterCommit,
        companyId: null,
        companyName: null,
        userId: null,
      },
      link.documentId,
    )
  })
}

// A guest writes what the buyer reads (a contract comment, a deviation) as no user: the buyer knows
// it by the address its link went to.
export const asInviteGuestAuthor = <T>(
  ctx: PublicContext,
  token: string,
  work: (actor: AuthoredActor, inviteId: string) => Promise<T>,
) => asInviteGuest(ctx, token, (actor, inviteId) => work({ ...actor, authorName: null }, inviteId))

// After the deadline the invite still opens, closed, so the page says why it takes no answer.
export const getGuestInvite = (ctx: PublicContext, token: string) =>
  asInviteGuest(ctx, token, (actor, id) => getInvite(actor, id))

export const saveGuestResponse = (
  ctx: PublicContext,
  token: string,
  body: z.output<typeof QuotationResponseBody>,
) => asInviteGuest(ctx, token, (actor, id) => saveResponse(actor, id, body))

export const sendGuestResponse = (ctx: PublicContext, token: string, version: number) =>
  asInviteGuest(ctx, token, (actor, id) => sendResponse(actor, id, version))

export const guestInviteFile = (ctx: PublicContext, token: string, versionId: string) =>
  asInviteGuest(ctx, token, (actor, id) => invitedFile(actor, id, versionId))

// Where a guest's upload is kept, asked before a byte of it is read: under the buyer's company, whose
// rows the answers are, once the link works and the criterion takes a file.
export const guestAnswerFileOwner = (ctx: PublicContext, token: string, criterionId: string) =>
  asInviteGuest(
    ctx,
    token,
    async (actor, id) => (await fileCriterionInvite(actor, id, criterionId)).companyId,
  )

export const uploadGuestAnswerFile = (
  ctx: PublicContext,
  token: string,
  criterionId: string,
  file: StoredFile,
) => asInviteGuest(ctx, token, (actor, id) => uploadAnswerFile(actor, id, criterionId, file))

export const guestAnswerFile = (ctx: PublicContext, token: string, fileId: string) =>
  asInviteGuest(ctx, token, (actor, id) => ownAnswerFile(actor, id, fileId))
