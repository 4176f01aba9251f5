import { z } from 'zod'
import { Id, Timestamp, Version } from '../http/common.ts'
import { decimal } from '../http/fields.ts'
import { listQuery } from '../http/list.ts'
import { Currency } from '../master-data/trade-terms.ts'
import { OrderStatus } from '../orders/order-state.ts'
import { IsoDate } from '../partners/partner-fields.ts'
import { PriceListState } from './price-list-state.ts'

export const discountTypes = ['percentage', 'value'] as const
export const DiscountType = z.enum(discountTypes)
// Whose list it is, seen from the caller: its own, or one a counterparty shared with it.
export const PriceListSide = z.enum(['owner', 'counterparty'])
export const PriceListVisibility = z.enum(['all', 'internal', 'shared_by', 'shared_with'])

export const PriceList = z.object({
  id: Id,
  name: z.string(),
  description: z.string().nullable(),
  active: z.boolean(),
  state: PriceListState,
  side: PriceListSide,
  owner_name: z.string(),
  counterparty_company_id: Id.nullable(),
  counterparty_name: z.string().nullable(),
  currency: Currency,
  valid_from: IsoDate,
  valid_to: IsoDate.nullable(),
  is_default: z.boolean(),
  is_internal: z.boolean(),
  discount_type: DiscountType,
  line_count: z.number().int(),
  published_at: Timestamp.nullable(),
  decided_at: Timestamp.nullable(),
  created_at: Timestamp,
  updated_at: Timestamp,
  version: Version,
})
export type PriceList = z.infer<typeof PriceList>

const headerShape = {
  name: z.string().trim().min(2).max(120),
  description: z.string().trim().max(2000).nullable().default(null),
  active: z.boolean().default(true),
  currency: Currency,
  valid_from: IsoDate,
  valid_to: IsoDate.nullable().default(null),
  counterparty_company_id: Id.nullable().default(null),
  is_default: z.boolean().default(false),
  is_internal: z.boolean().default(false),
  discount_type: DiscountType.default('percentage'),
}
const periodRule = (body: { valid_from: string; valid_to: string | null }, ctx: z.RefinementCtx) => {
  if (body.valid_to && body.valid_to < body.valid_from)
    ctx.addIssue({ code: 'custom', path: ['valid_to'], message: 'priceLists.periodEnd' })
}
export const PriceListBody = z.strictObject(headerShape).superRefine(periodRule)
export type PriceListBody = z.input<typeof PriceListBody>
export const UpdatePriceListBody = z
  .strictObject({ ...headerShape, version: Version })
  .superRefine(periodRule)
export type UpdatePriceListBody = z.input<typeof UpdatePriceListBody>

export const PriceListListQuery = listQuery(['name', 'valid_from', 'created_at', 'currency'], {
  visibility: PriceListVisibility,
  state: PriceListState,
  currency: Currency,
})

export const PriceListLine = z.object({
  id: Id,
  article_id: Id,
  article_code: z.string(),
  article_name: z.string(),
  vat_id: Id.nullable(),
  gross_price: z.string(),
  discount: z.string(),
  net_price: z.string(),
  // The owner's own classification; a counterparty gets an empty list.
  internal_categories: z.array(Id),
  version: Version,
})
export type PriceListLine = z.infer<typeof PriceListLine>

const money = decimal(10, 4)
const lineShape = {
  article_id: Id,
  vat_id: Id.nullable().default(null),
  gross_price: money,
  discount: money.default('0'),
  internal_categories: z.array(Id).max(20).default([]),
}
export const PriceListLineBody = z.strictObject(lineShape)
export type PriceListLineBody = z.input<typeof PriceListLineBody>
export const UpdatePriceListLineBody = z.strictObject({ ...lineShape, version: Version })
export type UpdatePriceListLineBody = z.input<typeof UpdatePriceListLineBody>
export const PriceListLineParams = z.strictObject({ id: Id, lineId: Id })
export const PriceListLineQuery = listQuery(['article_code', 'article_name', 'gross_price'], {})

// The related orders tab: the orders the caller sees with lines priced from the list. `counterparty_name`
// is the other party of the order as the caller sees it (the supplier for a buyer, the buyer for a supplier).
export const PriceListOrder = z.object({
  id: Id,
  number: z.string(),
  side: z.enum(['buyer', 'supplier']),
  counterparty_name: z.string(),
  status: OrderStatus,
  currency: z.string(),
  created_at: Timestamp,
  sent_at: Timestamp.nullable(),
  priced_lines: z.number().int(),
})
export type PriceListOrder = z.infer<typeof PriceListOrder>
export const PriceListOrderQuery = listQuery(['number', 'created_at', 'counterparty_name'], {})

// Spec §5: indexing takes a positive or negative percentage; without line ids it applies to every line.
export const IndexingBody = z.strictObject({
  percent: decimal(3, 2, { signed: true }).refine((value) => Number(value) > -100, {
    message: 'priceLists.indexBelowHundred',
  }),
  line_ids: z.array(Id).max(5000).optional(),
})
export const ApplyIndexingBody = IndexingBody.extend({ version: Version })
export const IndexedLine = z.object({
  id: Id,
  article_code: z.string(),
  article_name: z.string(),
  current_price: z.string(),
  index_percent: z.string(),
  new_price: z.string(),
})
export const IndexingPreview = z.object({ lines: z.array(IndexedLine) })

// A CSV of under 1 MB (spec §5), sent as text: article code, gross price, discount, VAT code.
export const PriceListImportBody = z.strictObject({
  csv: z.string().min(1).max(1_000_000, 'priceLists.importTooLarge'),
})
export const PriceListImportResult = z.object({ created: z.number().int(), updated: z.number().int() })
