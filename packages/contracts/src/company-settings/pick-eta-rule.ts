import type { EtaRule } from './eta-rule.contract.ts'

export interface EtaRoute {
  ship_from_address_id: string | null
  ship_to_address_id: string | null
  ship_to_warehouse_id: string | null
  incoterm: string | null
  freight_mode_id: string | null
}

export type EtaRuleKeys = EtaRoute & Pick<EtaRule, 'lead_time_days' | 'is_default' | 'id'>

const keys: (keyof EtaRoute)[] = [
  'ship_from_address_id',
  'ship_to_address_id',
  'ship_to_warehouse_id',
  'incoterm',
  'freight_mode_id',
]

// The rule for a route: among the rules whose every filled field equals the route's, the one with the
// most filled fields wins (a tie goes to the default, then the shorter lead time, then the id, so the
// answer never depends on list order); with no match the default rule applies. Null: no rule at all.
export function pickEtaRule<R extends EtaRuleKeys>(rules: readonly R[], route: EtaRoute): R | null {
  const specificity = (rule: R) => keys.filter((key) => rule[key] !== null).length
  const matches = rules.filter((rule) => keys.every((key) => rule[key] === null || rule[key] === route[key]))
  const ranked = [...matches].sort(
    (a, b) =>
      specificity(b) - specificity(a) ||
      Number(b.is_default) - Number(a.is_default) ||
      a.lead_time_days - b.lead_time_days ||
      a.id.localeCompare(b.id),
  )
  return ranked[0] ?? rules.find((rule) => rule.is_default) ?? null
}

export const etaLeadTimeDays = (rules: readonly EtaRuleKeys[], route: EtaRoute): number | null =>
  pickEtaRule(rules, route)?.lead_time_days ?? null
