import { describe, expect, it } from 'vitest'
import { type EtaRoute, etaLeadTimeDays, pickEtaRule } from './pick-eta-rule.ts'

const rule = (id: string, lead: number, fields: Partial<EtaRoute> = {}, isDefault = false) => ({
  id,
  ship_from_address_id: null,
  ship_to_address_id: null,
  ship_to_warehouse_id: null,
  incoterm: null,
  freight_mode_id: null,
  ...fields,
  lead_time_days: lead,
  is_default: isDefault,
})

const route: EtaRoute = {
  ship_from_address_id: 'dhaka',
  ship_to_address_id: null,
  ship_to_warehouse_id: 'gothenburg',
  incoterm: 'FOB',
  freight_mode_id: 'sea',
}

describe('pickEtaRule: the lead time for a route', () => {
  const fallback = rule('a-default', 40, {}, true)
  const fromDhaka = rule('b-dhaka', 35, { ship_from_address_id: 'dhaka' })
  const dhakaBySea = rule('c-dhaka-sea', 32, {
    ship_from_address_id: 'dhaka',
    freight_mode_id: 'sea',
    incoterm: 'FOB',
  })
  const dhakaByAir = rule('d-dhaka-air', 7, { ship_from_address_id: 'dhaka', freight_mode_id: 'air' })
  const toGothenburgFob = rule('e-gbg-fob', 30, { ship_to_warehouse_id: 'gothenburg', incoterm: 'FOB' })
  const rules = [fallback, fromDhaka, dhakaBySea, dhakaByAir, toGothenburgFob]

  it('takes the matching rule with the most filled fields', () => {
    expect(pickEtaRule(rules, route)?.id).toBe('c-dhaka-sea')
    expect(etaLeadTimeDays(rules, route)).toBe(32)
    expect(etaLeadTimeDays(rules, { ...route, freight_mode_id: 'air' })).toBe(7)
    expect(etaLeadTimeDays(rules, { ...route, ship_to_warehouse_id: 'malmo', incoterm: 'CIF' })).toBe(35)
  })

  it('never matches a rule whose filled field differs from the route', () => {
    expect(pickEtaRule(rules, { ...route, ship_from_address_id: 'shanghai', incoterm: 'CIF' })?.id).toBe(
      'a-default',
    )
  })

  it('breaks a tie between equally specific rules the same way whatever the order', () => {
    const dhakaFob = rule('g-dhaka-fob', 30, { ship_from_address_id: 'dhaka', incoterm: 'FOB' })
    const tied = [toGothenburgFob, dhakaFob]
    expect(pickEtaRule(tied, route)?.id).toBe('e-gbg-fob')
    expect(pickEtaRule([...tied].reverse(), route)?.id).toBe('e-gbg-fob')
  })

  it('falls back to the default rule, and to nothing without one', () => {
    const other = { ...route, ship_from_address_id: 'hanoi', incoterm: 'CIF' }
    expect(etaLeadTimeDays(rules, other)).toBe(40)
    expect(etaLeadTimeDays([fromDhaka, dhakaByAir], other)).toBeNull()
    expect(etaLeadTimeDays([], route)).toBeNull()
  })

  it('uses a default that is restricted to a destination only where it matches, else as the fallback', () => {
    const defaultToStore = rule('f-store', 5, { ship_to_address_id: 'store' }, true)
    expect(etaLeadTimeDays([defaultToStore, fromDhaka], route)).toBe(35)
    expect(etaLeadTimeDays([defaultToStore], { ...route, ship_from_address_id: 'hanoi' })).toBe(5)
  })
})
