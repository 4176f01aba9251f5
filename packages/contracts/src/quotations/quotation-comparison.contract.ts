import { z } from 'zod'
import { Id, Timestamp, Version } from '../http/common.ts'
import { Currency } from '../master-data/trade-terms.ts'
import { IsoDate } from '../partners/partner-fields.ts'
import { AnswerFile } from './answer-file.contract.ts'
import { Criterion } from './criterion.ts'
import { InviteStatus, QuotationItem, QuotationStatus, QuotationSupplier } from './quotation.contract.ts'

// One supplier asked, as the compare view heads its column. Its totals count only a sent answer.
export const ComparedSupplier = z.object({
  invite_id: Id,
  name: z.string(),
  status: InviteStatus,
  // A supplier of the buyer's list with a company of its own: only such a winner becomes an order.
  linked: z.boolean(),
  answered_at: Timestamp.nullable(),
  comment: z.string().nullable(),
  valid_until: IsoDate.nullable(),
  // Price × quantity over the articles it priced, and how many of them it priced.
  total: z.string().nullable(),
  priced_items: z.number().int(),
  // Required criteria answered without missing their preferred value, of all required ones.
  required_met: z.number().int(),
  required_count: z.number().int(),
  // An external supplier's latest guest link (decision 0039); none for a supplier in the app.
  guest_link: QuotationSupplier.shape.guest_link,
  // A deviation of this supplier's waits for the buyer's decision (decision 0041).
  pending_deviation: z.boolean(),
})
export type ComparedSupplier = z.infer<typeof ComparedSupplier>

export const ComparedAnswer = z.object({
  invite_id: Id,
  value: z.string(),
  meets_preferred: z.boolean().nullable(),
  // The file sent as the answer to a file criterion.
  file: AnswerFile.nullable(),
})
export type ComparedAnswer = z.infer<typeof ComparedAnswer>

export const ComparedOffer = z.object({
  invite_id: Id,
  unit_price: z.string().nullable(),
  lead_time_days: z.number().int().nullable(),
  moq: z.string().nullable(),
  // The quantity and price agreed with this supplier by an accepted deviation (decision 0041), if any.
  agreed_qty: z.string().nullable(),
  agreed_price: z.string().nullable(),
  // Price × quantity, as agreed where a deviation changed either.
  line_total: z.string().nullable(),
  // The lowest price for the article, as agreed where agreed (each of them, on a tie).
  best_price: z.boolean(),
})
export type ComparedOffer = z.infer<typeof ComparedOffer>

// The answers side by side (issue #16 compare and award): per criterion and per article, only what
// suppliers have sent.
export const QuotationComparison = z.object({
  id: Id,
  number: z.string(),
  name: z.string(),
  status: QuotationStatus,
  currency: Currency,
  deadline: IsoDate.nullable(),
  winner_invite_id: Id.nullable(),
  order_id: Id.nullable(),
  version: Version,
  suppliers: z.array(ComparedSupplier),
  criteria: z.array(Criterion.extend({ answers: z.array(ComparedAnswer) })),
  items: z.array(QuotationItem.extend({ offers: z.array(ComparedOffer) })),
})
export type QuotationComparison = z.infer<typeof QuotationComparison>

export const AwardBody = z.strictObject({ invite_id: Id, version: Version })
export type AwardBody = z.input<typeof AwardBody>

export const InviteParams = z.strictObject({ id: Id, inviteId: Id })

// The purchase-order draft made from an award, which the web opens.
export const QuotationOrder = z.object({ order_id: Id })
export type QuotationOrder = z.infer<typeof QuotationOrder>
