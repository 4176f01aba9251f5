import type { MessageKey, Order, PriceSource } from '@scm/contracts'
import Decimal from 'decimal.js'
import { AppError } from '../../platform/errors/app-error.ts'
import type { RequestContext } from '../../platform/http/context.ts'
import { resolvePrices } from '../price-lists/price-resolution.service.ts'
import type { OrderValues } from './order-fields.ts'

export interface LinePrice {
  price: string
  source: PriceSource
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
        const same = before && new Decimal(before.price).eq(line.price)
        return { price: line.price, source: same ? before.price_source : 'manual' }
      }
      const price = found.get(`${d}.${l}`)!
      if (price.unit_price === null) {
        errors[`deliveries.${d}.lines.${l}.price`] = ['orders.noPrice']
        return { price: '0', source: 'manual' }
      }
      return { price: price.unit_price, source: price.price_rule_id ? 'price_rule' : 'price_list' }
    }),
  )
  if (Object.keys(errors).length > 0) throw new AppError(422, 'errors.validation', {}, errors)
  return prices
}
