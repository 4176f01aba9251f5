import { z } from 'zod'
import { Id, Timestamp } from '../http/common.ts'
import { listQuery } from '../http/list.ts'
import { Currency } from '../master-data/trade-terms.ts'
import { IsoDate } from '../partners/partner-fields.ts'
import { OrderStatus } from './order-state.ts'

// Margin review (spec §2.1, permission manage.price.margins): what the buyer sells an article for
// (the article's sales price) against what it pays the supplier (the order line's price, less the
// order's discount). Buyer-only: a supplier's answer never contains a margin, so these views list the
// acting company's own orders and nothing else.
//
// Every amount is in the reporting currency, the buyer's default currency (platform settings). Order
// prices and sales prices in other currencies are converted with the buyer's latest exchange rate
// between the two (either direction); an order whose currency has no rate shows its purchase value in
// its own currency and no margin. Lines whose article has no sales price add to the purchase value but
// not to the margin (they are counted in `unpriced_lines`, as are those whose sales price is in a
// currency without a rate), so a missing price does not read as a loss.
// Margin % is the margin over the sales value.
export const OrderMargin = z.object({
  order_id: Id,
  number: z.string(),
  status: OrderStatus,
  supplier_company_id: Id,
  supplier_name: z.string().nullable(),
  currency: Currency,
  created_at: Timestamp,
  reporting_currency: Currency,
  // In the order's currency.
  purchase_value: z.string(),
  // In the reporting currency; null when the order's currency has no exchange rate.
  purchase_value_reporting: z.string().nullable(),
  sales_value: z.string().nullable(),
  margin: z.string().nullable(),
  margin_percent: z.string().nullable(),
  priced_lines: z.number().int(),
  unpriced_lines: z.number().int(),
})
export type OrderMargin = z.infer<typeof OrderMargin>

const marginFilters = {
  partner_company_id: Id,
  status: OrderStatus,
  currency: Currency,
  // The order's creation date.
  from: IsoDate,
  to: IsoDate,
}

// Cancelled and rejected orders are left out unless the status filter asks for them.
export const OrderMarginQuery = listQuery(['number', 'created_at', 'purchase_value'], marginFilters)
export type OrderMarginQuery = z.input<typeof OrderMarginQuery>

// Margin per SKU: one row per article ordered in the filtered orders.
export const ArticleMargin = z.object({
  article_id: Id,
  code: z.string(),
  name: z.string(),
  sku: z.string().nullable(),
  reporting_currency: Currency,
  orders: z.number().int(),
  qty: z.string(),
  // Per unit, in the reporting currency: the average price paid (lines with a rate) and the sales price.
  average_purchase_price: z.string().nullable(),
  sales_price: z.string().nullable(),
  // Over the lines whose order currency has a rate; sales value and margin only when the article has
  // a sales price (in a currency with a rate).
  purchase_value: z.string().nullable(),
  sales_value: z.string().nullable(),
  margin: z.string().nullable(),
  margin_percent: z.string().nullable(),
  // Lines of an order in a currency without an exchange rate, left out of the amounts.
  unconverted_lines: z.number().int(),
})
export type ArticleMargin = z.infer<typeof ArticleMargin>
export const ArticleMarginQuery = listQuery(['code', 'name'], marginFilters)
export type ArticleMarginQuery = z.input<typeof ArticleMarginQuery>
