import type { GuestSignInBody } from '@scm/contracts'
import { and, eq, gt, isNull, lte, or, sql } from 'drizzle-orm'
import type { z } from 'zod'
import { hashLinkToken, newLinkToken } from '../auth/link-token.ts'
import { verifyPassword } from '../auth/password.ts'
import type { Db, Tx } from '../db/database.ts'
import { rows } from '../db/rows.ts'
import { AppError, unauthenticated } from '../errors/app-error.ts'
import type { PublicContext } from '../http/context.ts'
import { messageBody } from '../http/message.ts'
import { guestLinkSessions, guestLinks } from './guest-link.table.ts'
import type { GuestLinkKind } from './guest-link-kind.ts'
import type { GuestLinkRow } from './guest-links.ts'

const sessionSeconds = 2 * 60 * 60
const cookiePath = '/api/guest'

// One cookie per link, so a guest holding two links in one browser keeps both sessions; the name says
// which link it opens and nothing else (the link's id, never its token).
export const guestCookieName = (linkId: string) => `scm_guest_${linkId.replaceAll('-', '')}`

// Unknown, expired, revoked or used: the guest is never told which (spec §8 "The link you clicked
// doesn't work.").
export const linkInvalid = () => new AppError(404, 'auth.linkInvalid')

// A link that still works, by its token. Runs on the platform connection: no company is known yet.
async function findLiveLink(db: Db, token: string): Promise<GuestLinkRow | undefined> {
  const [link] = await db
    .select()
    .from(guestLinks)
    .where(
      and(
        eq(guestLinks.tokenHash, hashLinkToken(token)),
        isNull(guestLinks.revokedAt),
        gt(guestLinks.expiresAt, new Date()),
        or(eq(guestLinks.singleUse, false), isNull(guestLinks.usedAt)),
      ),
    )
  return link
}

async function hasSession(ctx: PublicContext, link: GuestLinkRow) {
  const cookie = ctx.cookie(guestCookieName(link.id))
  if (!cookie) return false
  const [session] = await ctx.platform.db
    .select({ id: guestLinkSessions.id })
    .from(guestLinkSessions)
    .where(
      and(
        eq(guestLinkSessions.tokenHash, hashLinkToken(cookie)),
        eq(guestLinkSessions.linkId, link.id),
        gt(guestLinkSessions.expiresAt, new Date()),
      ),
    )
  return session !== undefined
}

// The link a guest request is about: live, of the kind the endpoint serves, and signed in to when it
// has a password (401 until then). The caller then acts as link.actingCompanyId on link.documentId.
export async function openGuestLink(ctx: PublicContext, kind: GuestLinkKind, token: string) {
  const link = await findLiveLink(ctx.platform.db, token)
  if (!link || link.documentType !== kind.documentType || link.purpose !== kind.purpose) throw linkInvalid()
  if (link.passwordHash && !(await hasSession(ctx, link))) throw unauthenticated('guest.signInRequired')
  return link
}

// Uses up a single-use link inside the transaction of the answer it gives, so a failed answer leaves
// the link working and two answers at once get one through. The transaction acts as the guest's
// company, which may not write the issuer's row: a security-definer function does this one update.
export async function claimGuestLink(tx: Tx, link: GuestLinkRow) {
  if (!link.singleUse) return
  const [row] = await rows<{ claimed: boolean }>(tx, sql`select claim_guest_link(${link.id}) as claimed`)
  if (!row?.claimed) throw linkInvalid()
}

// Spec §5: guest access needs login details. The e-mail is the address the link was sent to, the
// password the one the issuer set; success sets a cookie that opens this link for two hours.
export async function signInGuest(ctx: PublicContext, token: string, body: z.output<typeof GuestSignInBody>) {
  const { db } = ctx.platform
  const link = await findLiveLink(db, token)
  if (!link) throw linkInvalid()
  if (!link.passwordHash) return messageBody(ctx, 'guest.signedIn')
  const valid = await verifyPassword(link.passwordHash, body.password)
  if (!valid || body.email !== link.recipientEmail) throw new AppError(422, 'auth.invalidCredentials')
  const session = newLinkToken()
  await db.transaction(async (tx) => {
    await tx
      .delete(guestLinkSessions)
      .where(and(eq(guestLinkSessions.linkId, link.id), lte(guestLinkSessions.expiresAt, new Date())))
    await tx.insert(guestLinkSessions).values({
      companyId: link.companyId,
      linkId: link.id,
      tokenHash: session.hash,
      expiresAt: new Date(Date.now() + sessionSeconds * 1000),
    })
  })
  ctx.setCookie(guestCookieName(link.id), session.token, { path: cookiePath, maxAge: sessionSeconds })
  return messageBody(ctx, 'guest.signedIn')
}
