import { z } from 'zod'
import { LinkToken } from '../auth/auth.contract.ts'
import { Id } from '../http/common.ts'
import { optionalText, positiveDecimal } from '../http/fields.ts'
import { deviationChangeValues, deviationReportFields } from '../orders/deviation-report.contract.ts'
import { IsoDate } from '../partners/partner-fields.ts'
import { maxQuotationItems } from './quotation.contract.ts'

// What a supplier may propose to change of what was asked (decision 0041): an article's quantity and
// target price, and the day the goods are needed.
export const quotationDeviationFields = ['qty', 'price', 'due_date'] as const
export const QuotationDeviationField = z.enum(quotationDeviationFields)
export type QuotationDeviationField = z.infer<typeof QuotationDeviationField>

// One changed value: what the quotation asked when the deviation was made, and what the supplier
// proposes instead. Measured against the buyer's tolerances as an order's deviation is.
export const QuotationDeviationChange = z.object({
  id: Id,
  item_id: Id.nullable(),
  item_position: z.number().int().nullable(),
  article_code: z.string().nullable(),
  article_name: z.string().nullable(),
  field: QuotationDeviationField,
  // The due date as an ISO date, quantities and prices as decimal strings.
  ...deviationChangeValues,
})
export type QuotationDeviationChange = z.infer<typeof QuotationDeviationChange>

export const QuotationDeviation = z.object({
  id: Id,
  quotation_id: Id,
  invite_id: Id,
  supplier_name: z.string(),
  number: z.number().int(),
  // e.g. RFQ-000042-D2: the quotation's number and the supplier's deviation.
  identifier: z.string(),
  ...deviationReportFields,
  changes: z.array(QuotationDeviationChange),
})
export type QuotationDeviation = z.infer<typeof QuotationDeviation>

// A blank field proposes nothing: the form shows every asked value and sends what it holds.
const unlessBlank = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' || value === null ? undefined : value), schema.optional())

// The proposed values; absent or equal to what was asked is not a change, and a deviation that changes
// nothing is refused. A price may be proposed where the buyer named no target price.
export const QuotationDeviationBody = z.strictObject({
  reason: optionalText(1000),
  due_date: unlessBlank(IsoDate),
  items: z
    .array(
      z.strictObject({
        item_id: Id,
        qty: unlessBlank(positiveDecimal(9, 3)),
        price: unlessBlank(positiveDecimal(10, 4)),
      }),
    )
    .max(maxQuotationItems)
    .default([]),
})
export type QuotationDeviationBody = z.input<typeof QuotationDeviationBody>

export const QuotationDeviationParams = z.strictObject({ id: Id, deviationId: Id })
export const GuestQuotationDeviationParams = z.strictObject({ token: LinkToken, deviationId: Id })
