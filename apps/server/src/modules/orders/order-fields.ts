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

function text(field: string, value: unknown): string | null {
  if (value === null || value === undefined) return null
  if (Array.isArray(value)) return value.length ? [...value].map(String).sort().join(', ') : null
  if (decimals.has(field) && /^[+-]?\d/.test(String(value))) return new Decimal(String(value)).toString()
  return String(value)
}

// Every field of an order as `path → value`, rows by their place (base 0 for request paths such as
// deliveries.0.lines.1.qty, base 1 for history, where deliveries are numbered as in their codes). A row
// itself is a path too, so that an added or removed row shows even when all its fields are empty.
export function flattenOrder(values: OrderValues, base: number, shown = false): Map<string, string | null> {
  const flat = new Map<string, string | null>()
  for (const field of headerFields) flat.set(field, text(field, values[field]))
  values.deliveries.forEach((delivery, d) => {
    const at = `deliveries.${d + base}`
    flat.set(at, shown ? ((delivery as { code?: string }).code ?? null) : 'row')
    for (const field of deliveryFields) flat.set(`${at}.${field}`, text(field, delivery[field]))
    delivery.lines.forEach((line, l) => {
      flat.set(`${at}.lines.${l + base}`, shown ? ((line as { label?: string }).label ?? null) : 'row')
      for (const field of lineFields) flat.set(`${at}.lines.${l + base}.${field}`, text(field, line[field]))
    })
  })
  return flat
}

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
    label: `${line.article_code} × ${new Decimal(line.qty).toString()}`,
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

const isInternal = (path: string) => (internalFields as readonly string[]).includes(path)

// What a save changed, for the history: compared by id, shown by name.
export function orderChanges(before: Order, after: Order): OrderChange[] {
  const [keysBefore, keysAfter] = [flattenOrder(orderValues(before), 1), flattenOrder(orderValues(after), 1)]
  const [shownBefore, shownAfter] = [
    flattenOrder(orderValues(before, true), 1, true),
    flattenOrder(orderValues(after, true), 1, true),
  ]
  const paths = new Set([...keysBefore.keys(), ...keysAfter.keys()])
  return [...paths]
    .filter((path) => (keysBefore.get(path) ?? null) !== (keysAfter.get(path) ?? null))
    .map((path) => ({
      field: path,
      before: shownBefore.get(path) ?? null,
      after: shownAfter.get(path) ?? null,
    }))
}

// The request paths at which a save of a sent order differs from it outside the internal fields. A line
// sent without a price keeps its price.
export function lockedChanges(current: Order, body: OrderValues): string[] {
  const saved = flattenOrder(orderValues(current), 0)
  const wanted = flattenOrder(body, 0)
  const paths = new Set([...saved.keys(), ...wanted.keys()])
  return [...paths].filter((path) => {
    if (isInternal(path)) return false
    if (path.endsWith('.price') && wanted.get(path) === null && saved.has(path)) return false
    return (saved.get(path) ?? null) !== (wanted.get(path) ?? null)
  })
}
