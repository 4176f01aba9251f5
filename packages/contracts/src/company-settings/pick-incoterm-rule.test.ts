import { describe, expect, it } from 'vitest'
import { type IncotermRoute, pickIncotermRule } from './pick-incoterm-rule.ts'

const rule = (id: string, fields: Partial<IncotermRoute> = {}, isDefault = false) => ({
  id,
  supplier_id: null,
  ship_from_address_id: null,
  ...fields,
  incoterm: 'FCA' as const,
  freight_payer: 'buyer' as const,
  named_place: null,
  is_default: isDefault,
})

const route: IncotermRoute = { supplier_id: 'baltic', ship_from_address_id: 'kaunas' }

describe('pickIncotermRule: the incoterm for goods from a supplier and ship-from', () => {
  const fallback = rule('a-default', { ship_from_address_id: 'hanoi' }, true)
  const baltic = rule('b-baltic', { supplier_id: 'baltic' })
  const kaunas = rule('c-kaunas', { ship_from_address_id: 'kaunas' })
  const balticKaunas = rule('d-baltic-kaunas', { supplier_id: 'baltic', ship_from_address_id: 'kaunas' })

  it('takes the most particular matching rule: supplier and ship-from, ship-from, supplier', () => {
    const rules = [fallback, baltic, kaunas, balticKaunas]
    expect(pickIncotermRule(rules, route)?.id).toBe('d-baltic-kaunas')
    expect(pickIncotermRule([fallback, baltic, kaunas], route)?.id).toBe('c-kaunas')
    expect(pickIncotermRule([kaunas, baltic].reverse(), route)?.id).toBe('c-kaunas')
    expect(pickIncotermRule(rules, { ...route, ship_from_address_id: 'riga' })?.id).toBe('b-baltic')
    expect(pickIncotermRule(rules, { supplier_id: null, ship_from_address_id: 'kaunas' })?.id).toBe(
      'c-kaunas',
    )
  })

  it('prefers a rule for anything to the default that does not match', () => {
    const anything = rule('e-any')
    expect(pickIncotermRule([fallback, anything], route)?.id).toBe('e-any')
  })

  it('falls back to the default rule, and to nothing without one', () => {
    const other = { supplier_id: 'mill', ship_from_address_id: 'riga' }
    expect(pickIncotermRule([fallback, baltic, kaunas], other)?.id).toBe('a-default')
    expect(pickIncotermRule([baltic, kaunas], other)).toBeNull()
    expect(pickIncotermRule([], route)).toBeNull()
  })
})
