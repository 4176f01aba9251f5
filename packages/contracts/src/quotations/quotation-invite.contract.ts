import { z } from 'zod'
import { Id, Timestamp, Version } from '../http/common.ts'
import { optionalDecimal, optionalText } from '../http/fields.ts'
import { listQuery } from '../http/list.ts'
import { Currency } from '../master-data/trade-terms.ts'
import { IsoDate } from '../partners/partner-fields.ts'
import { AnswerFile } from './answer-file.contract.ts'
import { Criterion, maxCriteria } from './criterion.ts'
import { InviteStatus, maxQuotationItems, QuotationItem } from './quotation.contract.ts'
import { QuotationFile, QuotationQuestion } from './quotation-library.contract.ts'

// A supplier's answer to one criterion, as text in the criterion's terms (a number, yes/no, an option);
// a file criterion's value is the id of the file uploaded as its answer, described in `file`.
export const QuotationAnswer = z.object({ criterion_id: Id, value: z.string(), file: AnswerFile.nullable() })
export type QuotationAnswer = z.infer<typeof QuotationAnswer>

// A supplier's offer for one article asked for.
export const QuotationOffer = z.object({
  item_id: Id,
  unit_price: z.string().nullable(),
  lead_time_days: z.number().int().nullable(),
  moq: z.string().nullable(),
  note: z.string().nullable(),
})
export type QuotationOffer = z.infer<typeof QuotationOffer>

// An invite as the supplier sees it in its list: the buyer's request, and where its own answer stands.
export const QuotationInviteSummary = z.object({
  id: Id,
  quotation_id: Id,
  number: z.string(),
  name: z.string(),
  buyer_name: z.string(),
  status: InviteStatus,
  deadline: IsoDate.nullable(),
  due_date: IsoDate.nullable(),
  currency: Currency,
  sent_at: Timestamp,
  answered_at: Timestamp.nullable(),
  updated_at: Timestamp,
  version: z.number().int(),
})
export type QuotationInviteSummary = z.infer<typeof QuotationInviteSummary>

// The whole invite: what is asked (never the other suppliers, never their answers) and the answer so far.
export const QuotationInvite = QuotationInviteSummary.extend({
  reference: z.string().nullable(),
  description: z.string().nullable(),
  criteria: z.array(Criterion),
  items: z.array(QuotationItem.omit({ article_id: true })),
  // The buyer's FAQ and documents sent with the request, copied when attached.
  questions: z.array(QuotationQuestion),
  files: z.array(QuotationFile),
  answers: z.array(QuotationAnswer),
  offers: z.array(QuotationOffer),
  comment: z.string().nullable(),
  valid_until: IsoDate.nullable(),
  // An answer is given and changed while the invite is in progress and the deadline has not passed.
  open: z.boolean(),
})
export type QuotationInvite = z.infer<typeof QuotationInvite>

const optionalDate = z.preprocess((value) => (value === '' ? null : value), IsoDate.nullable()).default(null)

// The answer as saved between the response steps; sending it checks the required criteria.
export const QuotationResponseBody = z.strictObject({
  answers: z.array(z.strictObject({ criterion_id: Id, value: optionalText(1000) })).max(maxCriteria),
  offers: z
    .array(
      z.strictObject({
        item_id: Id,
        unit_price: optionalDecimal(10, 4),
        lead_time_days: z.number().int().min(0).max(999).nullable().default(null),
        moq: optionalDecimal(9, 3),
        note: optionalText(500),
      }),
    )
    .max(maxQuotationItems),
  comment: optionalText(4000),
  valid_until: optionalDate,
  version: Version,
})
export type QuotationResponseBody = z.input<typeof QuotationResponseBody>

export const QuotationInviteListQuery = listQuery(['number', 'deadline', 'sent_at', 'updated_at'], {
  status: InviteStatus,
})
