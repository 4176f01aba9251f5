import { and, eq, isNotNull, ne, sql } from 'drizzle-orm'
import type { Tx } from '../../platform/db/database.ts'
import { quotationAnswerFiles } from './invites/answer-file.table.ts'
import { quotationAnswers, quotationInvites, quotationOffers } from './quotation.table.ts'

// Only answers a supplier has sent reach the buyer, as it sent them (the `sent` copy): an invite never
// sent back, and what the supplier has changed since, stay the supplier's.
const sentBack = (quotationId: string) =>
  and(eq(quotationInvites.quotationId, quotationId), isNotNull(quotationInvites.answeredAt))

export const sentAnswersOfQuotation = (tx: Tx, quotationId: string) =>
  tx
    .select({
      inviteId: quotationAnswers.inviteId,
      criterionId: quotationAnswers.criterionId,
      value: quotationAnswers.value,
      file: quotationAnswerFiles,
    })
    .from(quotationAnswers)
    .innerJoin(quotationInvites, eq(quotationInvites.id, quotationAnswers.inviteId))
    // A file criterion's answer names the file it sent.
    .leftJoin(
      quotationAnswerFiles,
      and(
        eq(quotationAnswerFiles.inviteId, quotationAnswers.inviteId),
        sql`${quotationAnswerFiles.id}::text = ${quotationAnswers.value}`,
      ),
    )
    .where(and(sentBack(quotationId), eq(quotationAnswers.sent, true)))

export const sentOffersOfQuotation = (tx: Tx, quotationId: string) =>
  tx
    .select({
      inviteId: quotationOffers.inviteId,
      itemId: quotationOffers.itemId,
      unitPrice: quotationOffers.unitPrice,
      leadTimeDays: quotationOffers.leadTimeDays,
      moq: quotationOffers.moq,
    })
    .from(quotationOffers)
    .innerJoin(quotationInvites, eq(quotationInvites.id, quotationOffers.inviteId))
    .where(and(sentBack(quotationId), eq(quotationOffers.sent, true)))

type InviteStatus = (typeof quotationInvites.$inferSelect)['status']

const moved = (status: InviteStatus) => ({
  status,
  updatedAt: new Date(),
  version: sql`${quotationInvites.version} + 1`,
})

// The supplier's open page takes the new version with the status, as its save would be refused anyway.
export const setInviteStatus = (tx: Tx, quotationId: string, inviteId: string, status: InviteStatus) =>
  tx
    .update(quotationInvites)
    .set(moved(status))
    .where(and(eq(quotationInvites.quotationId, quotationId), eq(quotationInvites.id, inviteId)))

// Every invite of the quotation but `except` and the rejected ones, which stay rejected (spec §4).
export const setOtherInvitesStatus = (
  tx: Tx,
  quotationId: string,
  except: string | null,
  status: InviteStatus,
) =>
  tx
    .update(quotationInvites)
    .set(moved(status))
    .where(
      and(
        eq(quotationInvites.quotationId, quotationId),
        ne(quotationInvites.status, 'rejected'),
        except ? ne(quotationInvites.id, except) : undefined,
      ),
    )
