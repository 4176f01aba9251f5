import {
  answerIssue,
  type QuotationInvite,
  type QuotationInviteSummary,
  type QuotationResponseBody,
  todayInCet,
} from '@scm/contracts'
import type { z } from 'zod'
import { recordAudit } from '../../../platform/audit/audit.ts'
import type { Tx } from '../../../platform/db/database.ts'
import { listMeta } from '../../../platform/db/list.ts'
import { AppError, conflict, type FieldError, notFound } from '../../../platform/errors/app-error.ts'
import type { Platform, RequestContext } from '../../../platform/http/context.ts'
import { notifyCompany } from '../../partners/index.ts'
import { toCriterion } from '../criterion-values.ts'
import { criteriaOfQuotation, itemsOfQuotation } from '../quotation.queries.ts'
import { attachedLibrary } from '../quotation-library-view.ts'
import { announceQuotationUpdated } from '../quotation-notices.ts'
import { type AnswerFileRow, answerFilesOfInvite, removeUnansweredFiles } from './answer-file.queries.ts'
import { dropFiles, toAnswerFile } from './answer-files.ts'
import {
  answersOfInvite,
  bumpInvite,
  copyResponseAsSent,
  findInvite,
  findInvitePage,
  type InviteQuery,
  type InviteRow,
  offersOfInvite,
  replaceResponse,
} from './quotation-invite.queries.ts'

type ResponseBody = z.output<typeof QuotationResponseBody>

// Who answers an invite: a supplier's user in the app, or an external supplier's guest by link, who
// acts for no company and reaches its one invite (decision 0039). The same rules serve both.
export interface InviteActor {
  tx: Tx
  platform: Platform
  afterCommit(task: () => Promise<void>): void
  // The supplier company answering; null for a guest.
  companyId: string | null
  // Who the buyer is told answered; null: the name the buyer gave the external supplier.
  companyName: string | null
  userId: string | null
}

export const supplierActor = (ctx: RequestContext): InviteActor => ({
  tx: ctx.tx,
  platform: ctx.platform,
  afterCommit: ctx.afterCommit,
  companyId: ctx.companyId,
  companyName: ctx.principal.company,
  userId: ctx.userId,
})

// Who wrote something the other side reads (a contract comment, a deviation): the user signed in, or
// null for a guest, who is named by the address its link went to.
export type AuthoredActor = InviteActor & { authorName: string | null }

export const signedInAuthor = (ctx: RequestContext): AuthoredActor => ({
  ...supplierActor(ctx),
  authorName: `${ctx.principal.firstName} ${ctx.principal.lastName}`.trim(),
})

// A guest's change goes in the buyer's trail, which is where its invite is; a supplier's in its own.
export const auditOf = (actor: InviteActor, row: InviteRow) => ({
  tx: actor.tx,
  companyId: actor.companyId ?? row.companyId,
  userId: actor.userId,
})

// An answer is given and changed while both the invite and its quotation are in progress, up to and
// including the deadline's day.
const isOpen = (row: InviteRow) =>
  row.status === 'in-progress' &&
  row.quotationStatus === 'in-progress' &&
  (row.deadline === null || row.deadline >= todayInCet())

const toSummary = (row: InviteRow): QuotationInviteSummary => ({
  id: row.id,
  quotation_id: row.quotationId,
  number: row.quotationNumber,
  name: row.quotationName,
  buyer_name: row.buyerName ?? '',
  status: row.status,
  deadline: row.deadline,
  due_date: row.dueDate,
  currency: row.currency as QuotationInviteSummary['currency'],
  sent_at: row.sentAt!.toISOString(),
  answered_at: row.answeredAt?.toISOString() ?? null,
  updated_at: row.updatedAt.toISOString(),
  version: row.version,
})

export async function listInvites(ctx: RequestContext, query: InviteQuery) {
  const { rows, total } = await findInvitePage(ctx.tx, ctx.companyId, query)
  return { data: rows.map(toSummary), meta: listMeta(query, total) }
}

async function findOwnInvite(ctx: InviteActor, id: string) {
  const row = await findInvite(ctx.tx, ctx.companyId, id)
  if (!row) throw notFound()
  return row
}

// The actor's own invite, while it still takes answers.
export async function inviteTakingAnswers(ctx: InviteActor, id: string) {
  const row = await findOwnInvite(ctx, id)
  if (!isOpen(row)) throw conflict('quotations.inviteClosed')
  return row
}

async function inviteOf(ctx: InviteActor, row: InviteRow): Promise<QuotationInvite> {
  // One after another: a transaction's connection runs one query at a time.
  const criteria = await criteriaOfQuotation(ctx.tx, row.quotationId)
  const items = await itemsOfQuotation(ctx.tx, row.quotationId)
  const answers = await answersOfInvite(ctx.tx, row.id)
  const offers = await offersOfInvite(ctx.tx, row.id)
  const files = new Map((await answerFilesOfInvite(ctx.tx, row.id)).map((file) => [file.id, file]))
  return {
    ...toSummary(row),
    reference: row.reference,
    description: row.description,
    criteria: criteria.map(toCriterion),
    items: items.map((item) => ({
      id: item.id,
      article_code: item.articleCode,
      article_name: item.articleName,
      quantity: item.quantity,
      target_price: item.targetPrice,
      note: item.note,
    })),
    ...(await attachedLibrary(ctx.tx, row.quotationId)),
    answers: answers.map((answer) => {
      const file = files.get(answer.value)
      return { criterion_id: answer.criterionId, value: answer.value, file: file ? toAnswerFile(file) : null }
    }),
    offers: offers.map((offer) => ({
      item_id: offer.itemId,
      unit_price: offer.unitPrice,
      lead_time_days: offer.leadTimeDays,
      moq: offer.moq,
      note: offer.note,
    })),
    comment: row.comment,
    valid_until: row.validUntil,
    open: isOpen(row),
  }
}

export const getInvite = async (ctx: InviteActor, id: string) => inviteOf(ctx, await findOwnInvite(ctx, id))

// An invite that still takes answers, at the version the supplier saw.
async function openInvite(ctx: InviteActor, id: string, version: number) {
  const row = await inviteTakingAnswers(ctx, id)
  if (row.version !== version) throw conflict()
  return row
}

const refuse = (errors: Record<string, FieldError[]>) => {
  if (Object.keys(errors).length > 0) throw new AppError(422, 'errors.validation', {}, errors)
}

// Each answer is to a criterion of this quotation and fits its type, a file answer naming a file
// uploaded to that criterion of this invite; each offer is for an article asked.
function checkResponse(invite: QuotationInvite, files: AnswerFileRow[], body: ResponseBody) {
  const criteria = new Map(invite.criteria.map((criterion) => [criterion.id, criterion]))
  const items = new Set(invite.items.map((item) => item.id))
  const errors: Record<string, FieldError[]> = {}
  body.answers.forEach((answer, index) => {
    const criterion = criteria.get(answer.criterion_id)
    if (!criterion) errors[`answers.${index}.criterion_id`] = ['quotations.answers.unknownCriterion']
    else if (answer.value !== null) {
      const issue =
        answerIssue(criterion, answer.value) ??
        (criterion.type === 'file' &&
        !files.some((file) => file.id === answer.value && file.criterionId === criterion.id)
          ? 'quotations.answers.unknownFile'
          : null)
      if (issue) errors[`answers.${index}.value`] = [issue]
    }
  })
  body.offers.forEach((offer, index) => {
    if (!items.has(offer.item_id)) errors[`offers.${index}.item_id`] = ['quotations.answers.unknownItem']
  })
  refuse(errors)
}

const hasOffer = (offer: ResponseBody['offers'][number]) =>
  offer.unit_price !== null || offer.lead_time_days !== null || offer.moq !== null || offer.note !== null

// The answer as it stands between the response steps; the buyer sees it once it is sent.
export async function saveResponse(ctx: InviteActor, id: string, body: ResponseBody) {
  const row = await openInvite(ctx, id, body.version)
  const before = await inviteOf(ctx, row)
  checkResponse(before, await answerFilesOfInvite(ctx.tx, id), body)
  if (!(await bumpInvite(ctx.tx, id, body.version, { comment: body.comment, validUntil: body.valid_until })))
    throw conflict()
  await replaceResponse(
    ctx.tx,
    row,
    body.answers.flatMap((answer) =>
      answer.value === null ? [] : [{ criterionId: answer.criterion_id, value: answer.value }],
    ),
    body.offers.filter(hasOffer).map((offer) => ({
      itemId: offer.item_id,
      unitPrice: offer.unit_price,
      leadTimeDays: offer.lead_time_days,
      moq: offer.moq,
      note: offer.note,
    })),
  )
  dropFiles(ctx, await removeUnansweredFiles(ctx.tx, id))
  const after = await getInvite(ctx, id)
  await recordAudit(auditOf(ctx, row), {
    entityType: 'quotation-invite',
    entityId: id,
    action: 'updated',
    before,
    after,
  })
  return after
}

// Spec §5: a response with unanswered required criteria is not sent, a file criterion as any other.
// Each such criterion is named by its place in the invite's list, where the response form shows it.
export async function sendResponse(ctx: InviteActor, id: string, version: number) {
  const row = await openInvite(ctx, id, version)
  const invite = await inviteOf(ctx, row)
  const answered = new Set(invite.answers.map((answer) => answer.criterion_id))
  const missing: Record<string, FieldError[]> = {}
  invite.criteria.forEach((criterion, index) => {
    if (criterion.required && !answered.has(criterion.id))
      missing[`answers.${index}.value`] = ['quotations.criteria.mandatory']
  })
  if (Object.keys(missing).length > 0) throw new AppError(422, 'quotations.responseIncomplete', {}, missing)
  if (!(await bumpInvite(ctx.tx, id, version, { answeredAt: new Date() }))) throw conflict()
  await copyResponseAsSent(ctx.tx, id)
  // The file the buyer had from the last send goes when this send replaces it.
  dropFiles(ctx, await removeUnansweredFiles(ctx.tx, id))
  const after = await getInvite(ctx, id)
  await recordAudit(auditOf(ctx, row), {
    entityType: 'quotation-invite',
    entityId: id,
    action: 'sent',
    after,
  })
  ctx.afterCommit(() =>
    notifyCompany(ctx.platform, row.companyId, 'list.quotations', {
      type: 'quotation-answered',
      message: 'quotations.notice.answered',
      params: { company: ctx.companyName ?? row.name, number: row.quotationNumber },
      link: `/quotations/${row.quotationId}`,
      linkText: 'quotations.notice.openQuotation',
    }),
  )
  announceQuotationUpdated(ctx, row.companyId, {
    id: row.quotationId,
    number: row.quotationNumber,
    status: row.quotationStatus,
  })
  return after
}
