import type { IncotermRule } from './incoterm-rule.contract.ts'

export interface IncotermRoute {
  supplier_id: string | null
  ship_from_address_id: string | null
}

type RuleKeys = IncotermRoute &
  Pick<IncotermRule, 'id' | 'incoterm' | 'freight_payer' | 'named_place' | 'is_default'>

// A ship-from is more particular than its supplier: supplier and ship-from, then the ship-from, then the
// supplier, then a rule for anything.
const specificity = (rule: IncotermRoute) =>
  (rule.ship_from_address_id !== null ? 2 : 0) + (rule.supplier_id !== null ? 1 : 0)

// The incoterm rule for goods from a supplier and ship-from: among the rules whose every filled field
// equals the route's, the most particular one (a tie goes to the default, then the id, so the answer
// never depends on list order); with no match the default rule applies. Null: no rule at all.
export function pickIncotermRule<R extends RuleKeys>(rules: readonly R[], route: IncotermRoute): R | null {
  const matches = rules.filter(
    (rule) =>
      (rule.supplier_id === null || rule.supplier_id === route.supplier_id) &&
      (rule.ship_from_address_id === null || rule.ship_from_address_id === route.ship_from_address_id),
  )
  const ranked = [...matches].sort(
    (a, b) =>
      specificity(b) - specificity(a) ||
      Number(b.is_default) - Number(a.is_default) ||
      a.id.localeCompare(b.id),
  )
  return ranked[0] ?? rules.find((rule) => rule.is_default) ?? null
}
