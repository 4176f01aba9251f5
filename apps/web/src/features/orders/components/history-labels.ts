import type { TFunction } from 'i18next'

// The history's field paths ('etd', 'deliveries.1.etd', 'deliveries.1.lines.2.qty') in words: the
// contract's names map to the form's labels; a name without a label is shown as it is.
const labels: Record<string, string> = {
  supplier_company_id: 'supplier',
  buyer_reference: 'buyerReference',
  currency: 'currency',
  payment_term_id: 'paymentTerm',
  tag_ids: 'tags',
  tags: 'tags',
  assignee_ids: 'assignees',
  assignees: 'assignees',
  internal_status_id: 'internalStatus',
  internal_status: 'internalStatus',
  ship_from_address_id: 'shipFrom',
  ship_to_address_id: 'shipTo',
  etd: 'etd',
  eta: 'eta',
  freight_mode_id: 'freightMode',
  incoterm: 'incoterm',
  discount_percent: 'discountPercent',
  notes: 'notes',
  internal_notes: 'internalNotes',
  terms_and_conditions: 'terms',
  show_tags_to_supplier: 'showTagsToSupplier',
  status: 'status',
  warehouse_id: 'warehouse',
  season_id: 'season',
  delivery_drop_code_id: 'dropCode',
  delivery_instructions: 'instructions',
  delivery_notice_phone: 'noticePhone',
  delivery_notice_email: 'noticeEmail',
  contact_id: 'contact',
  requested_etd: 'requestedEtd',
  requested_eta: 'requestedEta',
  reference: 'reference',
  forwarder_id: 'forwarder',
  shipment_state: 'shipmentState',
  readiness: 'readiness',
  article_id: 'article',
  qty: 'qty',
  received_qty: 'receivedQty',
  price: 'price',
  packages: 'packages',
  free_text: 'freeText',
  mark_as: 'markAs',
  vat_id: 'vat',
}

const word = (t: TFunction, name: string) => {
  const base = name.replace(/_name$/, '_id')
  const key = labels[name] ?? labels[base]
  return key ? t(`fields.${key}`) : name
}

export function describeField(t: TFunction, path: string): string {
  const parts = path.split('.')
  const words: string[] = []
  for (let index = 0; index < parts.length; index++) {
    const part = parts[index]!
    const next = parts[index + 1]
    if ((part === 'deliveries' || part === 'lines') && next !== undefined && /^\d+$/.test(next)) {
      words.push(t(part === 'deliveries' ? 'history.delivery' : 'history.line', { number: next }))
      index++
    } else words.push(word(t, part))
  }
  return words.join(' · ')
}

// Values that are states or switches read in words; everything else (names, dates, amounts) as stored.
export function describeValue(t: TFunction, path: string, value: string | null): string | null {
  if (value === null) return null
  const field = path.split('.').at(-1)
  if (field === 'status' || field === 'shipment_state' || field === 'readiness')
    return t(`status.${value.replaceAll('_', '-')}`)
  if (field === 'show_tags_to_supplier') return t(value === 'true' ? 'common.yes' : 'common.no')
  return value
}
