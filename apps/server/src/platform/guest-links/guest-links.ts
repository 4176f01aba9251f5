import type { GuestLink, GuestLinkStatus } from '@scm/contracts'
import { and, desc, eq, gt, inArray, isNull, or } from 'drizzle-orm'
import { newLinkToken } from '../auth/link-token.ts'
import { hashPassword } from '../auth/password.ts'
import type { Tx } from '../db/database.ts'
import { guestLinks } from './guest-link.table.ts'
import type { GuestLinkKind } from './guest-link-kind.ts'

export type GuestLinkRow = typeof guestLinks.$inferSelect

export interface IssueGuestLink {
  // The issuer; the transaction must be acting as it.
  companyId: string
  documentId: string
  // null: the guest acts for no company, on this document only (decision 0039).
  actingCompanyId: string | null
  recipientEmail: string
  createdBy: { id: string; name: string } | null
  password: string | null
  // When the link stops working, if not the kind's validDays from now.
  expiresAt?: Date
}

const live = () =>
  and(isNull(guestLinks.revokedAt), isNull(guestLinks.usedAt), gt(guestLinks.expiresAt, new Date()))

const ofDocument = (kind: GuestLinkKind, companyId: string, documentId: string) =>
  and(
    eq(guestLinks.companyId, companyId),
    eq(guestLinks.documentType, kind.documentType),
    eq(guestLinks.documentId, documentId),
    eq(guestLinks.purpose, kind.purpose),
  )

// Revokes the document's live links of this kind (a document was withdrawn, or a new link replaces them).
export async function revokeGuestLinks(tx: Tx, kind: GuestLinkKind, companyId: string, documentId: string) {
  await tx
    .update(guestLinks)
    .set({ revokedAt: new Date() })
    .where(and(ofDocument(kind, companyId, documentId), live()))
}

// Moves when the documents' links of this kind stop working (a deadline moved); revoked and used
// links stay dead, an expired one works again.
export async function moveGuestLinksExpiry(
  tx: Tx,
  kind: GuestLinkKind,
  companyId: string,
  documentIds: string[],
  expiresAt: Date,
) {
  if (documentIds.length === 0) return
  await tx
    .update(guestLinks)
    .set({ expiresAt })
    .where(
      and(
        eq(guestLinks.companyId, companyId),
        eq(guestLinks.documentType, kind.documentType),
        eq(guestLinks.purpose, kind.purpose),
        inArray(guestLinks.documentId, documentIds),
        isNull(guestLinks.revokedAt),
        isNull(guestLinks.usedAt),
      ),
    )
}

// A new link for a document; it replaces any live one of the same kind. The token is returned once,
// to be put in the e-mail, and never stored.
export async function issueGuestLink(
  tx: Tx,
  kind: GuestLinkKind,
  input: IssueGuestLink,
): Promise<{ token: string; link: GuestLinkRow }> {
  await revokeGuestLinks(tx, kind, input.companyId, input.documentId)
  const { token, hash } = newLinkToken()
  const [link] = await tx
    .insert(guestLinks)
    .values({
      companyId: input.companyId,
      documentType: kind.documentType,
      documentId: input.documentId,
      purpose: kind.purpose,
      actingCompanyId: input.actingCompanyId,
      recipientEmail: input.recipientEmail.trim().toLowerCase(),
      singleUse: kind.singleUse,
      tokenHash: hash,
      passwordHash: input.password ? await hashPassword(input.password) : null,
      expiresAt: input.expiresAt ?? new Date(Date.now() + kind.validDays * 86_400_000),
      createdBy: input.createdBy?.id ?? null,
      createdByName: input.createdBy?.name ?? null,
    })
    .returning()
  return { token, link: link! }
}

// Revokes one of the issuer's links, if it belongs to one of these documents; false when there is none.
export async function revokeGuestLink(
  tx: Tx,
  companyId: string,
  linkId: string,
  documents: Array<{ type: string; id: string }>,
) {
  const revoked = await tx
    .update(guestLinks)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(guestLinks.companyId, companyId),
        eq(guestLinks.id, linkId),
        or(
          ...documents.map((document) =>
            and(eq(guestLinks.documentType, document.type), eq(guestLinks.documentId, document.id)),
          ),
        ),
        isNull(guestLinks.revokedAt),
      ),
    )
    .returning({ id: guestLinks.id })
  return revoked.length === 1
}

// The links issued for these documents, newest first.
export async function listGuestLinks(
  tx: Tx,
  companyId: string,
  documents: Array<{ type: string; id: string }>,
): Promise<GuestLink[]> {
  if (documents.length === 0) return []
  const rows = await tx
    .select()
    .from(guestLinks)
    .where(
      and(
        eq(guestLinks.companyId, companyId),
        or(
          ...documents.map((document) =>
            and(eq(guestLinks.documentType, document.type), eq(guestLinks.documentId, document.id)),
          ),
        ),
      ),
    )
    .orderBy(desc(guestLinks.createdAt))
  return rows.map(toGuestLink)
}

export function guestLinkStatus(link: GuestLinkRow, now = new Date()): GuestLinkStatus {
  if (link.revokedAt) return 'revoked'
  if (link.usedAt) return 'used'
  return link.expiresAt <= now ? 'expired' : 'active'
}

export const toGuestLink = (link: GuestLinkRow): GuestLink => ({
  id: link.id,
  document_type: link.documentType,
  document_id: link.documentId,
  purpose: link.purpose,
  recipient_email: link.recipientEmail,
  status: guestLinkStatus(link),
  password_required: link.passwordHash !== null,
  expires_at: link.expiresAt.toISOString(),
  used_at: link.usedAt?.toISOString() ?? null,
  revoked_at: link.revokedAt?.toISOString() ?? null,
  created_at: link.createdAt.toISOString(),
  created_by_name: link.createdByName,
})
