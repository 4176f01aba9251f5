import { and, asc, eq, getTableColumns, ilike, isNotNull, isNull, or, sql } from 'drizzle-orm'
import type { Tx } from '../../../platform/db/database.ts'
import {
  likePattern,
  orderBy,
  type PageRequest,
  pageWindow,
  pageWithTotal,
  totalOf,
} from '../../../platform/db/list.ts'
import { quotationAnswers, quotationInvites, quotationOffers, quotations } from '../quotation.table.ts'

export type InviteQuery = PageRequest & { search?: string; filter?: { status?: string } }

const inviteColumns = {
  ...getTableColumns(quotationInvites),
  quotationNumber: quotations.number,
  quotationName: quotations.name,
  quotationStatus: quotations.status,
  reference: quotations.reference,
  description: quotations.description,
  deadline: quotations.deadline,
  dueDate: quotations.dueDate,
  currency: quotations.currency,
  orderId: quotations.orderId,
}
export type InviteRow = Awaited<ReturnType<typeof findInvite>> & {}

// The invites sent to the acting supplier; row-level security holds the same line (decision 0038). No
// company: an external supplier's guest, whose invite names none (decision 0039).
const sentTo = (companyId: string | null) =>
  and(
    companyId === null
      ? isNull(quotationInvites.supplierCompanyId)
      : eq(quotationInvites.supplierCompanyId, companyId),
    isNotNull(quotationInvites.sentAt),
  )

const invitesWithQuotation = (tx: Tx) =>
  tx
    .select(inviteColumns)
    .from(quotationInvites)
    .innerJoin(quotations, eq(quotations.id, quotationInvites.quotationId))

export async function findInvitePage(tx: Tx, companyId: string, query: InviteQuery) {
  const where = and(
    sentTo(companyId),
    query.filter?.status ? sql`${quotationInvites.status} = ${query.filter.status}` : undefined,
    query.search
      ? or(
          ilike(quotations.number, likePattern(query.search)),
          ilike(quotations.name, likePattern(query.search)),
          ilike(quotationInvites.buyerName, likePattern(query.search)),
        )
      : undefined,
  )
  const sortable = {
    number: quotations.number,
    deadline: quotations.deadline,
    sent_at: quotationInvites.sentAt,
    updated_at: quotationInvites.updatedAt,
  }
  const { limit, offset } = pageWindow(query)
  const [rows, total] = await pageWithTotal(
    { limit, offset },
    invitesWithQuotation(tx)
      .where(where)
      .orderBy(...orderBy(query.sort, sortable, [sql`${quotationInvites.sentAt} desc`], quotationInvites.id))
      .limit(limit)
      .offset(offset),
    // Only a search reads the quotation's columns: without one the invites alone are counted, and the
    // quotations' row-level security (an EXISTS per row for a supplier) is not paid for each of them.
    () =>
      totalOf(
        tx,
        query.search
          ? tx
              .select({ one: sql`1` })
              .from(quotationInvites)
              .innerJoin(quotations, eq(quotations.id, quotationInvites.quotationId))
              .where(where)
          : tx.select({ one: sql`1` }).from(quotationInvites).where(where),
      ),
  )
  return { rows, total }
}

export async function findInvite(tx: Tx, companyId: string | null, id: string) {
  const [row] = await invitesWithQuotation(tx).where(and(sentTo(companyId), eq(quotationInvites.id, id)))
  return row
}

// The supplier's working copy of its answer (decision 0038: the buyer reads only the sent copy).
export const answersOfInvite = (tx: Tx, inviteId: string) =>
  tx
    .select()
    .from(quotationAnswers)
    .where(and(eq(quotationAnswers.inviteId, inviteId), eq(quotationAnswers.sent, false)))

export const offersOfInvite = (tx: Tx, inviteId: string) =>
  tx
    .select()
    .from(quotationOffers)
    .where(and(eq(quotationOffers.inviteId, inviteId), eq(quotationOffers.sent, false)))
    .orderBy(asc(quotationOffers.id))

export type AnswerValues = { criterionId: string; value: string }
export type OfferValues = Pick<
  typeof quotationOffers.$inferInsert,
  'itemId' | 'unitPrice' | 'leadTimeDays' | 'moq' | 'note'
>

// The supplier's answer as a whole: what it saved last replaces what was there. The rows are the
// buyer's (company_id), written through the supplier's own invite.
export async function replaceResponse(
  tx: Tx,
  invite: { id: string; companyId: string },
  answers: AnswerValues[],
  offers: OfferValues[],
) {
  await tx
    .delete(quotationAnswers)
    .where(and(eq(quotationAnswers.inviteId, invite.id), eq(quotationAnswers.sent, false)))
  await tx
    .delete(quotationOffers)
    .where(and(eq(quotationOffers.inviteId, invite.id), eq(quotationOffers.sent, false)))
  const owner = { companyId: invite.companyId, inviteId: invite.id }
  if (answers.length > 0)
    await tx.insert(quotationAnswers).values(answers.map((answer) => ({ ...answer, ...owner })))
  if (offers.length > 0)
    await tx.insert(quotationOffers).values(offers.map((offer) => ({ ...offer, ...owner })))
}

// Sending makes the working copy what the buyer sees: the sent copy is replaced by it, in one statement
// each, and the comment and validity go with it.
export async function copyResponseAsSent(tx: Tx, inviteId: string) {
  await tx
    .delete(quotationAnswers)
    .where(and(eq(quotationAnswers.inviteId, inviteId), eq(quotationAnswers.sent, true)))
  await tx
    .delete(quotationOffers)
    .where(and(eq(quotationOffers.inviteId, inviteId), eq(quotationOffers.sent, true)))
  await tx.execute(sql`
    insert into quotation_answers (company_id, invite_id, criterion_id, value, sent)
    select company_id, invite_id, criterion_id, value, true from quotation_answers
    where invite_id = ${inviteId} and not sent`)
  await tx.execute(sql`
    insert into quotation_offers (company_id, invite_id, item_id, unit_price, lead_time_days, moq, note, sent)
    select company_id, invite_id, item_id, unit_price, lead_time_days, moq, note, true from quotation_offers
    where invite_id = ${inviteId} and not sent`)
  await tx
    .update(quotationInvites)
    .set({ sentComment: quotationInvites.comment, sentValidUntil: quotationInvites.validUntil })
    .where(eq(quotationInvites.id, inviteId))
}

// Moves the invite from `version` to the next with these changes; false when another save came first.
export async function bumpInvite(
  tx: Tx,
  id: string,
  version: number,
  values: Partial<Pick<typeof quotationInvites.$inferInsert, 'comment' | 'validUntil' | 'answeredAt'>> = {},
) {
  const changed = await tx
    .update(quotationInvites)
    .set({ ...values, updatedAt: new Date(), version: version + 1 })
    .where(and(eq(quotationInvites.id, id), eq(quotationInvites.version, version)))
    .returning({ id: quotationInvites.id })
  return changed.length === 1
}

// Not an edit of the answer: neither its version nor its time moves, so an open form stays current.
export async function rememberGuestLocale(tx: Tx, id: string, locale: string) {
  await tx
    .update(quotationInvites)
    .set({ guestLocale: locale })
    .where(
      and(
        eq(quotationInvites.id, id),
        or(isNull(quotationInvites.guestLocale), sql`${quotationInvites.guestLocale} <> ${locale}`),
      ),
    )
}
