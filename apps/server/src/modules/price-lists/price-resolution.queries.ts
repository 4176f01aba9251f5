import { and, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import type { Tx } from '../../platform/db/database.ts'
import { priceListLines, priceLists } from './price-list.table.ts'
import type { ListTier } from './price-resolution.ts'
import { priceRules } from './price-rule.table.ts'

// What is priced: for whom, in which currency, on which day.
export type PricingTerms = { counterpartyCompanyId: string; currency: string; date: string }

const validOn = (from: AnyPgColumn, to: AnyPgColumn, date: string) =>
  and(lte(from, date), or(isNull(to), sql`${to} >= ${date}`))

// The lines of every list that may price the caller's articles on the day, each with its tier: the
// counterparty's approved lists (whole: their lines name the counterparty's own article codes), and
// the caller's lists for the counterparty or its default list, for the given articles.
export function findListPrices(tx: Tx, companyId: string, terms: PricingTerms, ownArticleIds: string[]) {
  const tier = sql<ListTier>`case
    when ${priceLists.companyId} <> ${companyId} then 'approved-from-counterparty'
    when ${priceLists.counterpartyCompanyId} = ${terms.counterpartyCompanyId} then 'own-for-counterparty'
    else 'own-default' end`
  return tx
    .select({
      tier,
      priceListId: priceLists.id,
      articleId: priceListLines.articleId,
      articleCode: priceListLines.articleCode,
      validFrom: priceLists.validFrom,
      createdAt: priceLists.createdAt,
      gross: priceListLines.grossPrice,
      discount: priceListLines.discount,
      discountType: priceLists.discountType,
    })
    .from(priceListLines)
    .innerJoin(priceLists, eq(priceLists.id, priceListLines.priceListId))
    .where(
      and(
        eq(priceLists.active, true),
        eq(priceLists.currency, terms.currency),
        validOn(priceLists.validFrom, priceLists.validTo, terms.date),
        or(
          and(
            eq(priceLists.companyId, terms.counterpartyCompanyId),
            eq(priceLists.counterpartyCompanyId, companyId),
            eq(priceLists.state, 'approved'),
          ),
          and(
            eq(priceLists.companyId, companyId),
            or(
              eq(priceLists.counterpartyCompanyId, terms.counterpartyCompanyId),
              eq(priceLists.isDefault, true),
            ),
            inArray(priceListLines.articleId, ownArticleIds),
          ),
        ),
      ),
    )
}

// The caller's active rules valid on the day, for everyone or for the counterparty.
export function findRulePrices(tx: Tx, companyId: string, terms: PricingTerms) {
  return tx
    .select({
      id: priceRules.id,
      counterpartyCompanyId: priceRules.counterpartyCompanyId,
      articleId: priceRules.articleId,
      categoryId: priceRules.categoryId,
      minQuantity: priceRules.minQuantity,
      adjustmentType: priceRules.adjustmentType,
      adjustment: priceRules.adjustment,
      validFrom: priceRules.validFrom,
    })
    .from(priceRules)
    .where(
      and(
        eq(priceRules.companyId, companyId),
        eq(priceRules.active, true),
        validOn(priceRules.validFrom, priceRules.validTo, terms.date),
        or(
          isNull(priceRules.counterpartyCompanyId),
          eq(priceRules.counterpartyCompanyId, terms.counterpartyCompanyId),
        ),
        // An amount off or a fixed price is in one currency; a percentage is in any.
        or(eq(priceRules.adjustmentType, 'percentage'), eq(priceRules.currency, terms.currency)),
      ),
    )
}
