import { netPrice, type PriceResolutionBody } from '@scm/contracts'
import { and, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import type { z } from 'zod'
import type { RequestContext } from '../../platform/http/context.ts'
import { articlesById } from '../articles/index.ts'
import { assertPartner } from './partner-check.ts'
import { priceListLines, priceLists } from './price-list.table.ts'
import { type ListCandidate, type ListTier, resolvePrice } from './price-resolution.ts'
import { priceRules } from './price-rule.table.ts'

type Body = z.output<typeof PriceResolutionBody>

const validOn = (from: AnyPgColumn, to: AnyPgColumn, date: string) =>
  and(lte(from, date), or(isNull(to), sql`${to} >= ${date}`))

// The caller's articles, with what links them to a counterparty's published list: the counterparty
// lists its own article codes, which our article records as its supplier article id.
const articlesOf = (ctx: RequestContext, ids: string[]) => articlesById(ctx.tx, ctx.companyId, ids)

async function listCandidates(ctx: RequestContext, body: Body, own: Awaited<ReturnType<typeof articlesOf>>) {
  const tier = sql<ListTier>`case
    when ${priceLists.companyId} <> ${ctx.companyId} then 'approved-from-counterparty'
    when ${priceLists.counterpartyCompanyId} = ${body.counterparty_company_id} then 'own-for-counterparty'
    else 'own-default' end`
  const rows = await ctx.tx
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
        eq(priceLists.currency, body.currency),
        validOn(priceLists.validFrom, priceLists.validTo, body.date),
        or(
          and(
            eq(priceLists.companyId, body.counterparty_company_id),
            eq(priceLists.counterpartyCompanyId, ctx.companyId),
            eq(priceLists.state, 'approved'),
          ),
          and(
            eq(priceLists.companyId, ctx.companyId),
            or(
              eq(priceLists.counterpartyCompanyId, body.counterparty_company_id),
              eq(priceLists.isDefault, true),
            ),
            inArray(
              priceListLines.articleId,
              own.map((article) => article.id),
            ),
          ),
        ),
      ),
    )
  // A counterparty's line names its own article code; it prices each of our articles that points to it.
  return rows.flatMap((row): ListCandidate[] => {
    const price = { ...row, netPrice: netPrice(row.gross, row.discount, row.discountType) }
    if (row.tier !== 'approved-from-counterparty') return [price]
    return own
      .filter(
        (a) =>
          a.supplierCompanyId === body.counterparty_company_id && a.supplierArticleId === row.articleCode,
      )
      .map((a) => ({ ...price, articleId: a.id }))
  })
}

async function ruleCandidates(ctx: RequestContext, body: Body) {
  return ctx.tx
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
        eq(priceRules.companyId, ctx.companyId),
        eq(priceRules.active, true),
        validOn(priceRules.validFrom, priceRules.validTo, body.date),
        or(
          isNull(priceRules.counterpartyCompanyId),
          eq(priceRules.counterpartyCompanyId, body.counterparty_company_id),
        ),
        // An amount off or a fixed price is in one currency; a percentage is in any.
        or(eq(priceRules.adjustmentType, 'percentage'), eq(priceRules.currency, body.currency)),
      ),
    )
}

// The price each order line gets (spec §2.1), from the caller's lists, the counterparty's approved
// lists and the caller's rules. An article that is not the caller's own gets no price.
export async function resolvePrices(ctx: RequestContext, body: Body) {
  await assertPartner(ctx, body.counterparty_company_id)
  const own = await articlesOf(ctx, [...new Set(body.lines.map((line) => line.article_id))])
  const [lists, rules] = await Promise.all([listCandidates(ctx, body, own), ruleCandidates(ctx, body)])
  const known = new Map(own.map((article) => [article.id, article]))
  return body.lines.map((line) =>
    resolvePrice(known.has(line.article_id) ? lists : [], known.has(line.article_id) ? rules : [], {
      articleId: line.article_id,
      categoryId: known.get(line.article_id)?.categoryId ?? null,
      quantity: line.quantity,
    }),
  )
}
