import { describe, expect, it } from 'vitest'
import type { EtaRoute } from './pick-eta-rule.ts'
import { pickRecipientFreight, proposeShipmentDates } from './propose-shipment-dates.ts'

const freight = (id: string, to: { address?: string; warehouse?: string }, mode: string, lead: number) => ({
  id,
  ship_to_address_id: to.address ?? null,
  ship_to_warehouse_id: to.warehouse ?? null,
  freight_mode_id: mode,
  lead_time_days: lead,
})

const etaRule = (id: string, lead: number, fields: Partial<EtaRoute> = {}, isDefault = false) => ({
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
  ship_from_address_id: 'kaunas',
  ship_to_address_id: null,
  ship_to_warehouse_id: 'gothenburg',
  incoterm: 'FOB',
  freight_mode_id: 'sea',
}

const gbgSea = freight('f-gbg-sea', { warehouse: 'gothenburg' }, 'sea', 12)
const gbgRoad = freight('f-gbg-road', { warehouse: 'gothenburg' }, 'road', 4)
const officeRoad = freight('f-office-road', { address: 'office' }, 'road', 5)
const rows = [gbgSea, gbgRoad, officeRoad]
const rules = [etaRule('r-default', 30, {}, true), etaRule('r-kaunas-air', 3, { freight_mode_id: 'air' })]

describe('pickRecipientFreight: the row of a ship-to and freight mode', () => {
  it("takes the ship-to's row for the route's freight mode", () => {
    expect(pickRecipientFreight(rows, route)?.id).toBe('f-gbg-sea')
    expect(pickRecipientFreight(rows, { ...route, freight_mode_id: 'road' })?.id).toBe('f-gbg-road')
    expect(pickRecipientFreight(rows, { ...route, freight_mode_id: 'air' })).toBeNull()
  })

  it('prefers a warehouse row to an address row when the route names both', () => {
    const dcRoad = freight('f-dc-road', { address: 'dc' }, 'road', 9)
    const both = { ship_to_address_id: 'dc', ship_to_warehouse_id: 'gothenburg', freight_mode_id: 'road' }
    expect(pickRecipientFreight([dcRoad, gbgRoad], both)?.id).toBe('f-gbg-road')
    expect(pickRecipientFreight([dcRoad], both)?.id).toBe('f-dc-road')
  })

  it('without a freight mode, answers the ship-to’s only row, and nothing when it has several', () => {
    const office = { ship_to_address_id: 'office', ship_to_warehouse_id: null, freight_mode_id: null }
    expect(pickRecipientFreight(rows, office)?.id).toBe('f-office-road')
    expect(pickRecipientFreight(rows, { ...route, freight_mode_id: null })).toBeNull()
    expect(pickRecipientFreight(rows, { ...office, ship_to_address_id: null })).toBeNull()
  })
})

describe('proposeShipmentDates: the ETA from the ETD, or the ETD from the ETA', () => {
  it('adds the recipient freight lead time and the handling days to the ETD', () => {
    expect(proposeShipmentDates({ ...route, etd: '2027-03-01', handling_days: 2 }, rows, rules)).toEqual({
      etd: '2027-03-01',
      eta: '2027-03-15',
      freight_mode_id: 'sea',
      lead_time_days: 12,
      handling_days: 2,
      source: 'recipient-freight',
      rule_id: 'f-gbg-sea',
    })
  })

  it('counts the ETD back from the ETA, across a month and a year', () => {
    const proposal = proposeShipmentDates({ ...route, eta: '2027-01-05' }, rows, rules)
    expect(proposal).toMatchObject({ etd: '2026-12-24', eta: '2027-01-05', lead_time_days: 12 })
  })

  it('proposes from the ETD when both dates are given', () => {
    const proposal = proposeShipmentDates({ ...route, etd: '2027-03-01', eta: '2027-04-30' }, rows, rules)
    expect(proposal).toMatchObject({ etd: '2027-03-01', eta: '2027-03-13' })
  })

  it("proposes the ship-to's freight mode when the route has none", () => {
    const office = {
      ...route,
      ship_to_warehouse_id: null,
      ship_to_address_id: 'office',
      freight_mode_id: null,
    }
    expect(proposeShipmentDates({ ...office, etd: '2027-03-01' }, rows, rules)).toMatchObject({
      eta: '2027-03-06',
      freight_mode_id: 'road',
      source: 'recipient-freight',
    })
  })

  it('falls back to the ETA rules where the ship-to has no row for the freight mode', () => {
    expect(
      proposeShipmentDates({ ...route, freight_mode_id: 'air', etd: '2027-03-01' }, rows, rules),
    ).toEqual({
      etd: '2027-03-01',
      eta: '2027-03-04',
      freight_mode_id: 'air',
      lead_time_days: 3,
      handling_days: 0,
      source: 'eta-rule',
      rule_id: 'r-kaunas-air',
    })
    const elsewhere = { ...route, ship_to_warehouse_id: 'malmo', etd: '2027-03-01' }
    expect(proposeShipmentDates(elsewhere, rows, rules)).toMatchObject({
      eta: '2027-03-31',
      rule_id: 'r-default',
    })
  })

  it("puts an ETA rule naming the route's ship-from before the ship-to's recipient freight", () => {
    const kaunasSea = etaRule('r-kaunas-sea', 9, { ship_from_address_id: 'kaunas', freight_mode_id: 'sea' })
    const withRoute = [...rules, kaunasSea]
    expect(proposeShipmentDates({ ...route, etd: '2027-03-01' }, rows, withRoute)).toMatchObject({
      eta: '2027-03-10',
      lead_time_days: 9,
      source: 'eta-rule',
      rule_id: 'r-kaunas-sea',
    })
    const fromElsewhere = { ...route, ship_from_address_id: 'tallinn', etd: '2027-03-01' }
    expect(proposeShipmentDates(fromElsewhere, rows, withRoute)).toMatchObject({
      lead_time_days: 12,
      source: 'recipient-freight',
    })
  })

  it('proposes no date without a row or a rule, and keeps the dates it was given', () => {
    const none = proposeShipmentDates({ ...route, freight_mode_id: 'air', etd: '2027-03-01' }, rows, [])
    expect(none).toEqual({
      etd: '2027-03-01',
      eta: null,
      freight_mode_id: 'air',
      lead_time_days: null,
      handling_days: 0,
      source: null,
      rule_id: null,
    })
    expect(proposeShipmentDates(route, rows, rules)).toMatchObject({
      etd: null,
      eta: null,
      lead_time_days: 12,
    })
  })
})
