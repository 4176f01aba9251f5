import { type Order, UpdateOrderBody } from '@scm/contracts'
import { describe, expect, it } from 'vitest'
import { errorPaths, orderDefaults, stepOfField } from './order-values.ts'

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`

const line = {
  id: id(20),
  position: 1,
  article_id: id(21),
  article_code: 'NO-2001',
  article_name: 'Merino crew',
  supplier_article_id: null,
  qty: '120.000',
  received_qty: '0.000',
  price: '22.4100',
  price_source: 'price_list' as const,
  line_value: '2689.20',
  packages: 4,
  free_text: null,
  mark_as: 'AW27',
  vat_id: null,
  vat_name: null,
}

const order: Order = {
  id: id(1),
  number: 'PO-000001',
  side: 'buyer',
  status: 'draft',
  buyer_company_id: id(2),
  buyer_name: 'Nordic Outdoor AB',
  supplier_company_id: id(3),
  supplier_name: 'Baltic Knit Ltd',
  buyer_reference: 'AW27 knitwear',
  currency: 'EUR',
  etd: '2027-03-01',
  eta: '2027-03-20',
  total_qty: '120.000',
  total_value: '2689.20',
  delivery_count: 1,
  pending_deviations: 0,
  cancellation_requested_by: null,
  tags: [{ id: id(4), name: 'Priority' }],
  internal_status_id: null,
  internal_status_name: null,
  assignees: [{ id: id(5), name: 'Erik Lund' }],
  sent_at: null,
  confirmed_at: null,
  created_at: '2027-01-01T10:00:00.000Z',
  updated_at: '2027-01-01T10:00:00.000Z',
  version: 3,
  payment_term_id: null,
  payment_term_name: null,
  ship_from_address_id: null,
  ship_from_name: null,
  ship_to_address_id: null,
  ship_to_name: null,
  freight_mode_id: null,
  freight_mode_name: null,
  incoterm: 'FCA',
  discount_percent: '2.50',
  notes: null,
  terms_and_conditions: null,
  internal_notes: 'Check the colour',
  show_tags_to_supplier: false,
  created_by_name: 'Erik Lund',
  allowed_actions: ['send', 'cancel'],
  approvers: [],
  deliveries: [
    {
      id: id(10),
      position: 1,
      code: 'PO-000001-1',
      warehouse_id: id(11),
      warehouse_name: 'Gothenburg DC',
      season_id: null,
      season_name: null,
      delivery_drop_code_id: null,
      delivery_drop_code_name: null,
      delivery_instructions: null,
      delivery_notice_phone: null,
      delivery_notice_email: 'dc@nordic.demo',
      contact_id: null,
      contact_name: null,
      requested_etd: null,
      requested_eta: null,
      etd: '2027-03-01',
      eta: '2027-03-20',
      reference: null,
      ship_to_address_id: null,
      ship_to_name: null,
      freight_mode_id: null,
      freight_mode_name: null,
      forwarder_id: null,
      forwarder_name: null,
      shipment_state: 'not_shipped',
      readiness: null,
      total_qty: '120.000',
      total_value: '2689.20',
      lines: [line, { ...line, id: id(22), price: '19.0000', price_source: 'manual' }],
    },
  ],
}

describe('the order form values', () => {
  it('a new order is a valid draft once a supplier is picked', () => {
    const values = { ...orderDefaults(null), supplier_company_id: id(3) }
    expect(UpdateOrderBody.safeParse(values).success).toBe(true)
  })

  it('a saved order goes back to the server as the same draft, with its ids and version', () => {
    const values = orderDefaults(order)
    const body = UpdateOrderBody.parse(values)
    expect(body.version).toBe(3)
    expect(body.tag_ids).toEqual([id(4)])
    expect(body.assignee_ids).toEqual([id(5)])
    expect(body.deliveries[0]?.id).toBe(id(10))
    expect(body.deliveries[0]?.lines.map((l) => l.id)).toEqual([id(20), id(22)])
  })

  it('keeps a price typed by hand, and leaves a resolved one for the server to price again', () => {
    const [resolved, manual] = orderDefaults(order).deliveries?.[0]?.lines ?? []
    expect(resolved?.price).toBeNull()
    expect(manual?.price).toBe('19.0000')
  })
})

describe('the step of a refused field', () => {
  it.each([
    ['supplier_company_id', 0],
    ['eta', 0],
    ['deliveries.0.lines.1.qty', 1],
    ['deliveries.1.lines', 1],
    ['deliveries', 1],
    ['deliveries.1.eta', 2],
    ['deliveries.0.delivery_notice_email', 2],
    ['terms_and_conditions', 3],
  ])('%s is on step %i', (path, step) => {
    expect(stepOfField(path)).toBe(step)
  })

  it('lists the dotted path of every refused field', () => {
    const errors = {
      eta: { type: 'contract', message: 'The ETA cannot be before the ETD' },
      deliveries: [undefined, { lines: [{ qty: { type: 'server', message: 'Too many' } }] }],
    }
    expect(errorPaths(errors)).toEqual(['eta', 'deliveries.1.lines.0.qty'])
  })
})
