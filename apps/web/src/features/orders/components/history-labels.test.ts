import type { TFunction } from 'i18next'
import { describe, expect, it } from 'vitest'
import { describeField, describeValue } from './history-labels.ts'

// Echoes the key and its values, so the test reads which words were asked for.
const t = ((key: string, values?: { number?: string }) =>
  values?.number ? `${key}(${values.number})` : key) as unknown as TFunction

describe('history field names', () => {
  it('names header fields by their form label', () => {
    expect(describeField(t, 'etd')).toBe('fields.etd')
    expect(describeField(t, 'payment_term_name')).toBe('fields.paymentTerm')
  })

  it('names a delivery and a line before the field', () => {
    expect(describeField(t, 'deliveries.1.etd')).toBe('history.delivery(1) · fields.etd')
    expect(describeField(t, 'deliveries.1.lines.2.qty')).toBe(
      'history.delivery(1) · history.line(2) · fields.qty',
    )
  })

  it('shows a field it has no label for as it is', () => {
    expect(describeField(t, 'something_new')).toBe('something_new')
  })
})

describe('history values', () => {
  it('names states and switches, and leaves other values as they are', () => {
    expect(describeValue(t, 'status', 'in_transit')).toBe('status.in-transit')
    expect(describeValue(t, 'deliveries.2.readiness', 'ok_to_ship')).toBe('status.ok-to-ship')
    expect(describeValue(t, 'show_tags_to_supplier', 'true')).toBe('common.yes')
    expect(describeValue(t, 'deliveries.1.etd', '2027-03-01')).toBe('2027-03-01')
    expect(describeValue(t, 'etd', null)).toBeNull()
  })
})
