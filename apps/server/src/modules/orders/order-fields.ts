import type { Order, OrderBody } from '@scm/contracts'
import Decimal from 'decimal.js'
import type { z } from 'zod'
import type { OrderChange } from './order-history.ts'

export type OrderValues = z.output<typeof OrderBody>
type DeliveryValues = OrderValues['deliveries'][number]
type LineValues = DeliveryValues['lines'][number]

// What the buyer may still change once the order has been sent: its own bookkeeping, which the
// supplier never sees. Every other field is a promise between the two (dates, quantities, prices,
// terms) and changes only through a deviation report (decision 0016).
export const internalFields = [
  'internal_status_id',
  'internal_notes',
  'assignee_ids',
  'tag_ids',
  'show_tags_to_supplier',
] as const

const headerFields = [
  'supplier_company_id',
  'buyer_reference',
  'currency',
  'payment_term_id',
  'ship_from_address_id',
  'ship_to_address_id',
  'etd',
  'eta',
  'freight_mode_id',
  'incoterm',
  'discount_percent',
  'notes',
  'terms_and_conditions',
  ...internalFields,
] as const satisfies ReadonlyArray<keyof OrderValues>
const deliveryFields = [
  'warehouse_id',
  'season_id',
  'delivery_drop_code_id',
  'delivery_instructions',
  'delivery_notice_phone',
  'delivery_notice_email',
  'contact_id',
  'requested_etd',
  'requested_eta',
  'etd',
  'eta',
  'reference',
  'ship_to_address_id',
  'freight_mode_id',
  'forwarder_id',
] as const satisfies ReadonlyArray<keyof DeliveryValues>
const lineFields = ['article_id', 'qty', 'price', 'packages', 'free_text', 'mark_as', 'vat_id'] as const

const decimals = new Set(['discount_percent', 'qty', 'price'])
const plainDecimal = /^([+-]?)(\d{1,15})(?:\.(\d{0,6}?)0*)?$/

// A decimal as decimal.js writes it ('10.500' -> '10.5', '-0' -> '0'), without making a Decimal for the
// plain ones an order holds (at most 15 digits before the point and 6 after, which decimal.js never
// writes with an exponent): thousands of lines are compared on every save.
export function decimalText(value: string): string {
  const plain = plainDecimal.exec(value)
  if (!plain) return new Decimal(value).toString()
  const [, sign, whole, fraction] = plain
  const digits = whole!.replace(/^0+(?=\d)/, '')
  const text = fraction ? `${digits}.${fraction}` : digits
  return sign === '-' && text !== '0' ? `-${text}` : text
}

function text(field: string, value: unknown): string | null {
  if (value === null || value === undefined) return null
  if (Array.isArray(value)) return value.length ? [...value].map(String).sort().join(', ') : null
  if (decimals.has(field) && /^[+-]?\d/.test(String(value))) return decimalText(String(value))
  return String(value)
}

// A place in an order: a header field, or a delivery (d) or a line (d, l), as a row (no field) or one of
// its fields. In paths rows are numbered from `base`: 0 for request paths such as
// deliveries.0.lines.1.qty, 1 for history, where deliveries are numbered as in their codes.
interface Place {
  d?: number
  l?: number
  field?: string
}

const pathOf = ({ d, l, field }: Place, base: number) => {
  if (d === undefined) return field!
  const row = l === undefined ? `deliveries.${d + base}` : `deliveries.${d + base}.lines.${l + base}`
  return field ? `${row}.${field}` : row
}

// The value at a place, null where the order has no such row. A row has a value of its own, so that an
// added or removed row shows even when all its fields are empty: 'row', or with `shown` its label (a
// delivery's code, a line's article and quantity).
function valueAt(values: OrderValues, { d, l, field }: Place, shown = false): string | null {
  if (d === undefined) return text(field!, values[field as keyof OrderValues])
  const delivery = values.deliveries[d]
  const row = (l === undefined ? delivery : delivery?.lines[l]) as Record<string, unknown> | undefined
  if (!row) return null
  if (field) return text(field, row[field])
  return shown ? (((l === undefined ? row.code : row.label) as string | undefined) ?? null) : 'row'
}

function* rowPlaces(d: number, l?: number): Generator<Place> {
  yield { d, l }
  for (const field of l === undefined ? deliveryFields : lineFields) yield { d, l, field }
}

// A delivery's places, or with `fromLine` only those of its lines from there on.
function* deliveryPlaces(values: OrderValues, d: number, fromLine?: number): Generator<Place> {
  if (fromLine === undefined) yield* rowPlaces(d)
  const lines = values.deliveries[d]!.lines.length
  for (let l = fromLine ?? 0; l < lines; l++) yield* rowPlaces(d, l)
}

// Every place of `a` in order, then the places only `b` has (its rows beyond `a`'s) in `b`'s order: where
// two orders can differ, visited row by row rather than by listing each order whole.
function* placesOf(a: OrderValues, b: OrderValues): Generator<Place> {
  for (const field of headerFields) yield { field }
  for (let d = 0; d < a.deliveries.length; d++) yield* deliveryPlaces(a, d)
  for (let d = 0; d < b.deliveries.length; d++)
    if (d >= a.deliveries.length) yield* deliveryPlaces(b, d)
    else yield* deliveryPlaces(b, d, a.deliveries[d]!.lines.length)
}

const differ = (a: OrderValues, b: OrderValues, place: Place) => valueAt(a, place) !== valueAt(b, place)

const linesOf = (delivery: Order['deliveries'][number], names: boolean) =>
  delivery.lines.map((line): LineValues & { label: string } => ({
    id: line.id,
    article_id: names ? `${line.article_code} ${line.article_name}` : line.article_id,
    qty: line.qty,
    price: line.price,
    packages: line.packages,
    free_text: line.free_text,
    mark_as: line.mark_as,
    vat_id: names ? line.vat_name : line.vat_id,
    label: `${line.article_code} × ${decimalText(line.qty)}`,
  }))

// The order as the body that would save it: with ids (to compare with a request), or with the names
// copied onto the order in the ids' places (to show in the history).
export function orderValues(order: Order, names = false): OrderValues {
  const pick = (id: string | null, name: string | null) => (names ? name : id)
  return {
    supplier_company_id: pick(order.supplier_company_id, order.supplier_name)!,
    buyer_reference: order.buyer_reference,
    currency: order.currency,
    payment_term_id: pick(order.payment_term_id, order.payment_term_name),
    tag_ids: order.tags.map((tag) => (names ? tag.name : tag.id)),
    assignee_ids: (order.assignees ?? []).map((user) => (names ? user.name : user.id)),
    internal_status_id: pick(order.internal_status_id ?? null, order.internal_status_name ?? null),
    ship_from_address_id: pick(order.ship_from_address_id, order.ship_from_name),
    ship_to_address_id: pick(order.ship_to_address_id, order.ship_to_name),
    etd: order.etd,
    eta: order.eta,
    freight_mode_id: pick(order.freight_mode_id, order.freight_mode_name),
    incoterm: order.incoterm,
    discount_percent: order.discount_percent,
    notes: order.notes,
    internal_notes: order.internal_notes ?? null,
    terms_and_conditions: order.terms_and_conditions,
    show_tags_to_supplier: order.show_tags_to_supplier ?? false,
    deliveries: order.deliveries.map((delivery) => ({
      id: delivery.id,
      code: delivery.code,
      warehouse_id: pick(delivery.warehouse_id, delivery.warehouse_name),
      season_id: pick(delivery.season_id, delivery.season_name),
      delivery_drop_code_id: pick(delivery.delivery_drop_code_id, delivery.delivery_drop_code_name),
      delivery_instructions: delivery.delivery_instructions,
      delivery_notice_phone: delivery.delivery_notice_phone,
      delivery_notice_email: delivery.delivery_notice_email,
      contact_id: pick(delivery.contact_id, delivery.contact_name),
      requested_etd: delivery.requested_etd,
      requested_eta: delivery.requested_eta,
      etd: delivery.etd,
      eta: delivery.eta,
      reference: delivery.reference,
      ship_to_address_id: pick(delivery.ship_to_address_id, delivery.ship_to_name),
      freight_mode_id: pick(delivery.freight_mode_id, delivery.freight_mode_name),
      forwarder_id: pick(delivery.forwarder_id, delivery.forwarder_name),
      lines: linesOf(delivery, names),
    })),
  }
}

const isInternal = ({ d, field }: Place) =>
  d === undefined && (internalFields as readonly string[]).includes(field!)

// What a save changed, for the history: compared by id, shown by name.
export function orderChanges(before: Order, after: Order): OrderChange[] {
  const [keysBefore, keysAfter] = [orderValues(before), orderValues(after)]
  const changed = [...placesOf(keysBefore, keysAfter)].filter((place) => differ(keysBefore, keysAfter, place))
  if (changed.length === 0) return []
  const [shownBefore, shownAfter] = [orderValues(before, true), orderValues(after, true)]
  return changed.map((place) => ({
    field: pathOf(place, 1),
    before: valueAt(shownBefore, place, true),
    after: valueAt(shownAfter, place, true),
  }))
}

// The request paths at which a save of a sent order differs from it outside the internal fields. A line
// sent without a price keeps its price.
export function lockedChanges(current: Order, body: OrderValues): string[] {
  const saved = orderValues(current)
  return [...placesOf(saved, body)]
    .filter((place) => {
      if (isInternal(place) || !differ(saved, body, place)) return false
      if (place.field !== 'price' || place.l === undefined || valueAt(body, place) !== null) return true
      const row = { d: place.d, l: place.l }
      return valueAt(body, row) === null || valueAt(saved, row) === null
    })
    .map((place) => pathOf(place, 0))
}
