import type { MessageKey, Order, PriceSource } from '@scm/contracts'
import Decimal from 'decimal.js'
import { AppError } from '../../platform/errors/app-error.ts'
import type { RequestContext } from '../../platform/http/context.ts'
import { resolvePrices } from '../price-lists/index.ts'
import type { OrderValues } from './order-fields.ts'
import { listLinePriceOrigins } from './order-line.queries.ts'

export interface LinePrice {
  price: string
  source: PriceSource
  priceListId: string | null
  priceRuleId: string | null
}

const manual = (price: string): LinePrice => ({
  price,
  source: 'manual',
  priceListId: null,
  priceRuleId: null,
})

// Where the saved lines' prices came from; the answer does not carry it (a supplier reads the order, and
// the buyer's internal price lists are not its business).
async function savedOrigins(ctx: RequestContext, current: Order | null) {
  if (!current) return new Map<string, { priceListId: string | null; priceRuleId: string | null }>()
  const rows = await listLinePriceOrigins(ctx.tx, current.id)
  return new Map(rows.map((row) => [row.id, row]))
}

const today = () => new Date().toISOString().slice(0, 10)

// Each line's price, per delivery and line: a line sent without one is priced from the price lists
// and rules as of today (decision 0014); a typed price is the buyer's (manual), unless it is the price
// the line already had, which keeps its source. A line nothing prices is refused on its price field.
export async function priceOrderLines(
  ctx: RequestContext,
  body: OrderValues,
  current: Order | null,
): Promise<LinePrice[][]> {
  const saved = new Map(current?.deliveries.flatMap((d) => d.lines.map((line) => [line.id, line])) ?? [])
  const origins = await savedOrigins(ctx, current)
  const unpriced = body.deliveries.flatMap((delivery, d) =>
    delivery.lines.flatMap((line, l) => (line.price === null ? [{ d, l, line }] : [])),
  )
  const resolved = unpriced.length
    ? await resolvePrices(ctx, {
        counterparty_company_id: body.supplier_company_id,
        currency: body.currency,
        date: today(),
        lines: unpriced.map(({ line }) => ({ article_id: line.article_id, quantity: line.qty })),
      })
    : []
  const found = new Map(unpriced.map((entry, i) => [`${entry.d}.${entry.l}`, resolved[i]!]))
  const errors: Record<string, MessageKey[]> = {}
  const prices = body.deliveries.map((delivery, d) =>
    delivery.lines.map((line, l): LinePrice => {
      if (line.price !== null) {
        const before = line.id ? saved.get(line.id) : undefined
        if (!before || !new Decimal(before.price).eq(line.price)) return manual(line.price)
        const origin = origins.get(before.id)
        return {
          price: line.price,
          source: before.price_source,
          priceListId: origin?.priceListId ?? null,
          priceRuleId: origin?.priceRuleId ?? null,
        }
      }
      const price = found.get(`${d}.${l}`)!
      if (price.unit_price === null) {
        errors[`deliveries.${d}.lines.${l}.price`] = ['orders.noPrice']
        return manual('0')
      }
      return {
        price: price.unit_price,
        source: price.price_rule_id ? 'price_rule' : 'price_list',
        priceListId: price.price_list_id,
        priceRuleId: price.price_rule_id,
      }
    }),
  )
  if (Object.keys(errors).length > 0) throw new AppError(422, 'errors.validation', {}, errors)
  return prices
}
