import { addDays } from '../orders/order-view-dates.ts'
import { type EtaRoute, type EtaRuleKeys, pickEtaRule } from './pick-eta-rule.ts'
import type { RecipientFreight } from './recipient-freight.contract.ts'

export type RecipientFreightKeys = Pick<
  RecipientFreight,
  'id' | 'ship_to_address_id' | 'ship_to_warehouse_id' | 'freight_mode_id' | 'lead_time_days'
>

export interface ShipmentDatesRequest extends EtaRoute {
  // Give one: the ETA is proposed from the ETD, else the ETD from the ETA (the ETD wins when both are).
  etd?: string | null
  eta?: string | null
  // The receiving warehouse's handling days, counted on top of the transport (warehouseHandlingDays).
  handling_days?: number
}

export interface ShipmentDatesProposal {
  etd: string | null
  eta: string | null
  // The route's freight mode, or the one freight mode the ship-to is served by when the route has none.
  freight_mode_id: string | null
  lead_time_days: number | null
  handling_days: number
  source: 'recipient-freight' | 'eta-rule' | null
  rule_id: string | null
}

// The recipient freight row for a route's ship-to and freight mode (a warehouse row before an address
// row, the route may name both). Without a freight mode, the ship-to's row if it has exactly one.
export function pickRecipientFreight<R extends RecipientFreightKeys>(
  rows: readonly R[],
  route: Pick<EtaRoute, 'ship_to_address_id' | 'ship_to_warehouse_id' | 'freight_mode_id'>,
): R | null {
  const byWarehouse = route.ship_to_warehouse_id
    ? rows.filter((row) => row.ship_to_warehouse_id === route.ship_to_warehouse_id)
    : []
  const byAddress = route.ship_to_address_id
    ? rows.filter((row) => row.ship_to_address_id === route.ship_to_address_id)
    : []
  for (const candidates of [byWarehouse, byAddress]) {
    if (route.freight_mode_id) {
      const match = candidates.find((row) => row.freight_mode_id === route.freight_mode_id)
      if (match) return match
    } else if (candidates.length === 1) return candidates[0]!
  }
  return null
}

// The ETD/ETA a booking or an order proposes: the lead time of an ETA rule naming the route's ship-from
// (where the goods come from, which recipient freight does not know), else the recipient freight of the
// ship-to and freight mode, else the other ETA rules (pickEtaRule, the default last), plus the
// warehouse's handling days, added to the ETD or taken off the ETA. No row and no rule: no dates, only
// the ones given.
export function proposeShipmentDates(
  request: ShipmentDatesRequest,
  recipientFreight: readonly RecipientFreightKeys[],
  etaRules: readonly EtaRuleKeys[],
): ShipmentDatesProposal {
  const handlingDays = request.handling_days ?? 0
  const served = pickRecipientFreight(recipientFreight, request)
  const freightModeId = request.freight_mode_id ?? served?.freight_mode_id ?? null
  const matched = pickEtaRule(etaRules, { ...request, freight_mode_id: freightModeId })
  const freight = matched?.ship_from_address_id ? null : served
  const rule = freight ? null : matched
  const leadTime = freight?.lead_time_days ?? rule?.lead_time_days ?? null
  const given = { etd: request.etd ?? null, eta: request.eta ?? null }
  let dates = given
  if (leadTime !== null && given.etd)
    dates = { etd: given.etd, eta: addDays(given.etd, leadTime + handlingDays) }
  else if (leadTime !== null && given.eta)
    dates = { etd: addDays(given.eta, -(leadTime + handlingDays)), eta: given.eta }
  return {
    ...dates,
    freight_mode_id: freightModeId,
    lead_time_days: leadTime,
    handling_days: handlingDays,
    source: freight ? 'recipient-freight' : rule ? 'eta-rule' : null,
    rule_id: freight?.id ?? rule?.id ?? null,
  }
}
