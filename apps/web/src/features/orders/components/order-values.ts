import {
  type Order,
  type OrderDeliveryBody,
  type OrderLineBody,
  orderToBody,
  type UpdateOrderBody,
} from '@scm/contracts'
import type { z } from 'zod'

export type OrderFormValues = z.input<typeof UpdateOrderBody>

// A required field not filled in yet: absent, so the contract says "required" (not "not a valid id").
const unset = undefined as unknown as string

export const emptyLine = (): OrderLineBody => ({
  article_id: unset,
  qty: unset,
  price: null,
  packages: null,
  free_text: null,
  mark_as: null,
  vat_id: null,
})

export const emptyDelivery = (): OrderDeliveryBody => ({
  warehouse_id: null,
  season_id: null,
  delivery_drop_code_id: null,
  delivery_instructions: null,
  delivery_notice_phone: null,
  delivery_notice_email: null,
  contact_id: null,
  requested_etd: null,
  requested_eta: null,
  etd: null,
  eta: null,
  reference: null,
  ship_to_address_id: null,
  freight_mode_id: null,
  forwarder_id: null,
  lines: [],
})

// The draft as the form holds it: as the server last saved it, or a new order with one empty
// delivery. A price the server resolved from price lists or rules stays empty here, so the next save
// prices the line again rather than freezing it as typed by hand.
export function orderDefaults(order: Order | null): OrderFormValues {
  if (!order)
    return {
      supplier_company_id: unset,
      buyer_reference: null,
      currency: 'EUR',
      payment_term_id: null,
      tag_ids: [],
      assignee_ids: [],
      internal_status_id: null,
      ship_from_address_id: null,
      ship_to_address_id: null,
      etd: null,
      eta: null,
      freight_mode_id: null,
      incoterm: null,
      discount_percent: '0',
      notes: null,
      internal_notes: null,
      terms_and_conditions: null,
      show_tags_to_supplier: false,
      deliveries: [emptyDelivery()],
      version: 0,
    }
  return orderToBody(order, 'reprice')
}

// The wizard's steps (spec §2.10) and the form fields each one edits; a refused field sends the user
// to its step. Lines are the articles step; every other delivery field is the deliveries step.
export const orderSteps = ['header', 'articles', 'deliveries', 'terms'] as const
export type OrderStep = (typeof orderSteps)[number]

export function stepOfField(path: string): number {
  if (path === 'terms_and_conditions') return orderSteps.indexOf('terms')
  if (/^deliveries\.\d+\.lines/.test(path) || path === 'deliveries') return orderSteps.indexOf('articles')
  if (path.startsWith('deliveries.')) return orderSteps.indexOf('deliveries')
  return orderSteps.indexOf('header')
}

export const stepFields: Record<OrderStep, string[]> = {
  header: [
    'supplier_company_id',
    'buyer_reference',
    'currency',
    'payment_term_id',
    'tag_ids',
    'assignee_ids',
    'internal_status_id',
    'ship_from_address_id',
    'ship_to_address_id',
    'etd',
    'eta',
    'freight_mode_id',
    'incoterm',
    'discount_percent',
    'notes',
    'internal_notes',
  ],
  articles: ['deliveries'],
  deliveries: ['deliveries'],
  terms: ['terms_and_conditions'],
}

// The dotted paths of every refused field (the contract's or the server's), e.g. deliveries.0.lines.1.qty.
export function errorPaths(errors: object, prefix = ''): string[] {
  return Object.entries(errors).flatMap(([key, node]) => {
    if (!node || typeof node !== 'object' || key === 'ref') return []
    const path = prefix + key
    if ('message' in node && typeof node.message === 'string') return [path]
    return errorPaths(node, `${path}.`)
  })
}
