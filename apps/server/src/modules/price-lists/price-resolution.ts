import type { PriceRuleAdjustment, ResolvedPrice } from '@scm/contracts'
import Decimal from 'decimal.js'

// Where a list price can come from, most trusted first (decision 0014): what the counterparty
// published and we approved, then our own list for that counterparty, then our default list.
export const listTiers = ['approved-from-counterparty', 'own-for-counterparty', 'own-default'] as const
export type ListTier = (typeof listTiers)[number]

export interface ListCandidate {
  tier: ListTier
  priceListId: string
  articleId: string
  validFrom: string
  createdAt: Date
  netPrice: string
}

export interface RuleCandidate {
  id: string
  counterpartyCompanyId: string | null
  articleId: string | null
  categoryId: string | null
  minQuantity: string
  adjustmentType: PriceRuleAdjustment
  adjustment: string
  validFrom: string
}

export interface PricedLine {
  articleId: string
  categoryId: string | null
  quantity: string
}

const tierRank = (tier: ListTier) => listTiers.indexOf(tier)

// The one list line that prices an article: best tier, then the newest validity, then the newest list.
export function pickListPrice(candidates: ListCandidate[], articleId: string): ListCandidate | undefined {
  return candidates
    .filter((candidate) => candidate.articleId === articleId)
    .sort(
      (a, b) =>
        tierRank(a.tier) - tierRank(b.tier) ||
        b.validFrom.localeCompare(a.validFrom) ||
        b.createdAt.getTime() - a.createdAt.getTime(),
    )[0]
}

// How specific a rule is: an article beats a category beats everything; a named counterparty beats
// any counterparty; a higher quantity break beats a lower one; then the newest.
const specificity = (rule: RuleCandidate) => [
  rule.articleId ? 2 : rule.categoryId ? 1 : 0,
  rule.counterpartyCompanyId ? 1 : 0,
  Number(rule.minQuantity),
]

export function pickRule(rules: RuleCandidate[], line: PricedLine): RuleCandidate | undefined {
  const quantity = new Decimal(line.quantity)
  return rules
    .filter(
      (rule) =>
        (!rule.articleId || rule.articleId === line.articleId) &&
        (!rule.categoryId || rule.categoryId === line.categoryId) &&
        quantity.gte(rule.minQuantity),
    )
    .sort((a, b) => {
      const [x, y] = [specificity(a), specificity(b)]
      for (let i = 0; i < x.length; i++) if (x[i] !== y[i]) return (y[i] ?? 0) - (x[i] ?? 0)
      return b.validFrom.localeCompare(a.validFrom)
    })[0]
}

const fixed = (value: Decimal) => Decimal.max(value, 0).toDecimalPlaces(4, Decimal.ROUND_HALF_UP).toFixed(4)

// One rule at most changes the list price; rules do not stack. Without a list price only a fixed
// price can price the line.
export function resolvePrice(
  lists: ListCandidate[],
  rules: RuleCandidate[],
  line: PricedLine,
): ResolvedPrice {
  const list = pickListPrice(lists, line.articleId)
  const rule = pickRule(rules, line)
  const base = list ? new Decimal(list.netPrice) : null
  let unit: Decimal | null = base
  if (rule?.adjustmentType === 'fixed_price') unit = new Decimal(rule.adjustment)
  else if (rule && base) {
    unit =
      rule.adjustmentType === 'percentage'
        ? base.mul(new Decimal(100).minus(rule.adjustment)).div(100)
        : base.minus(rule.adjustment)
  }
  const applied = rule && (rule.adjustmentType === 'fixed_price' || base) ? rule : undefined
  return {
    article_id: line.articleId,
    quantity: line.quantity,
    list_price: base ? fixed(base) : null,
    unit_price: unit ? fixed(unit) : null,
    price_list_id: list?.priceListId ?? null,
    price_rule_id: applied?.id ?? null,
  }
}
