import type { Order } from '@scm/contracts'
import Decimal from 'decimal.js'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { decimalText, lockedChanges, orderChanges, orderValues } from './order-fields.ts'

// What the history and the locked-field check answered when they listed both orders whole, path by
// path (before orders of thousands of lines): the comparison row by row must answer the same.
type Values = ReturnType<typeof orderValues>
const reference = {
  text(field: string, value: unknown): string | null {
    if (value === null || value === undefined) return null
    if (Array.isArray(value)) return value.length ? [...value].map(String).sort().join(', ') : null
    if (['discount_percent', 'qty', 'price'].includes(field) && /^[+-]?\d/.test(String(value)))
      return new Decimal(String(value)).toString()
    return String(value)
  },
  internal: ['internal_status_id', 'internal_notes', 'assignee_ids', 'tag_ids', 'show_tags_to_supplier'],
  header: [
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
    'internal_status_id',
    'internal_notes',
    'assignee_ids',
    'tag_ids',
    'show_tags_to_supplier',
  ],
  delivery: [
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
  ],
  line: ['article_id', 'qty', 'price', 'packages', 'free_text', 'mark_as', 'vat_id'],
  flatten(values: Values, base: number, shown = false) {
    const flat = new Map<string, string | null>()
    const record = (row: object) => row as Record<string, unknown>
    for (const field of reference.header) flat.set(field, reference.text(field, record(values)[field]))
    values.deliveries.forEach((delivery, d) => {
      const at = `deliveries.${d + base}`
      flat.set(at, shown ? ((record(delivery).code as string | undefined) ?? null) : 'row')
      for (const field of reference.delivery)
        flat.set(`${at}.${field}`, reference.text(field, record(delivery)[field]))
      delivery.lines.forEach((line, l) => {
        flat.set(
          `${at}.lines.${l + base}`,
          shown ? ((record(line).label as string | undefined) ?? null) : 'row',
        )
        for (const field of reference.line)
          flat.set(`${at}.lines.${l + base}.${field}`, reference.text(field, record(line)[field]))
      })
    })
    return flat
  },
  changes(before: Order, after: Order) {
    const [a, b] = [reference.flatten(orderValues(before), 1), reference.flatten(orderValues(after), 1)]
    const [sa, sb] = [
      reference.flatten(orderValues(before, true), 1, true),
      reference.flatten(orderValues(after, true), 1, true),
    ]
    return [...new Set([...a.keys(), ...b.keys()])]
      .filter((path) => (a.get(path) ?? null) !== (b.get(path) ?? null))
      .map((path) => ({ field: path, before: sa.get(path) ?? null, after: sb.get(path) ?? null }))
  },
}

const id = fc.constantFrom('a1', 'a2', 'a3')
const maybe = <T>(value: fc.Arbitrary<T>) => fc.option(value, { nil: null })
const amount = fc.constantFrom('1', '1.000', '2.5', '2.50', '10', '0.0010')
const line = fc.record({
  id: id,
  article_id: id,
  article_code: fc.constantFrom('NO-1', 'NO-2'),
  article_name: fc.constantFrom('Sock', 'Cap'),
  qty: amount,
  price: amount,
  packages: maybe(fc.constantFrom(1, 2)),
  free_text: maybe(fc.constantFrom('x', 'y')),
  mark_as: maybe(fc.constant('m')),
  vat_id: maybe(id),
  vat_name: maybe(fc.constant('VAT 25')),
})
const delivery = fc.record({
  id: id,
  code: fc.constantFrom('PO-1-1', 'PO-1-2'),
  warehouse_id: maybe(id),
  warehouse_name: maybe(fc.constant('Gothenburg')),
  etd: maybe(fc.constantFrom('2027-03-01', '2027-03-05')),
  lines: fc.array(line, { maxLength: 4 }),
})
const order = fc.record({
  discount_percent: amount,
  notes: maybe(fc.constantFrom('n1', 'n2')),
  internal_notes: maybe(fc.constant('i')),
  tags: fc.array(fc.record({ id: id, name: fc.constant('T') }), { maxLength: 2 }),
  deliveries: fc.array(delivery, { maxLength: 3 }),
})
// Only the fields the comparison reads vary; the rest are empty.
const asOrder = (values: fc.Arbitrary<object>) =>
  values.map((changes) => ({ currency: 'SEK', ...changes }) as Order)

describe('order fields', () => {
  it('writes a decimal as decimal.js does', () => {
    const plain = fc
      .tuple(
        fc.constantFrom('', '-', '+'),
        fc.stringMatching(/^\d{1,15}$/),
        fc.stringMatching(/^(\.\d{0,6})?$/),
      )
      .map((parts) => parts.join(''))
    fc.assert(fc.property(plain, (value) => decimalText(value) === new Decimal(value).toString()))
    for (const value of ['-0.000', '0.0000001', '1e5', '1234567890123456789', '7.'])
      expect(decimalText(value)).toBe(new Decimal(value).toString())
  })

  it('finds the changes between two orders as listing both whole did, in the same order', () => {
    fc.assert(
      fc.property(asOrder(order), asOrder(order), (before, after) => {
        expect(orderChanges(before, after)).toEqual(reference.changes(before, after))
      }),
      { numRuns: 300 },
    )
  })

  it('finds the locked fields a save of a sent order changes as listing both whole did', () => {
    fc.assert(
      fc.property(asOrder(order), asOrder(order), (current, other) => {
        const body = orderValues(other)
        body.deliveries.forEach((d) => {
          for (const [l, lineValues] of d.lines.entries()) if (l % 2) lineValues.price = null as never
        })
        const saved = reference.flatten(orderValues(current), 0)
        const wanted = reference.flatten(body, 0)
        const expected = [...new Set([...saved.keys(), ...wanted.keys()])].filter((path) => {
          if (reference.internal.includes(path)) return false
          if (path.endsWith('.price') && wanted.get(path) === null && saved.has(path)) return false
          return (saved.get(path) ?? null) !== (wanted.get(path) ?? null)
        })
        expect(lockedChanges(current, body)).toEqual(expected)
      }),
      { numRuns: 300 },
    )
  })
})
