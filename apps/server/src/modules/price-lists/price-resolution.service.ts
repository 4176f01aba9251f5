import { netPrice, type PriceResolutionBody } from '@scm/contracts'
import type { z } from 'zod'
import { inTurn } from '../../platform/db/in-turn.ts'
import type { RequestContext } from '../../platform/http/context.ts'
import { articlesById } from '../articles/index.ts'
import { assertPartner } from './partner-check.ts'
import { findListPrices, findRulePrices, type PricingTerms } from './price-resolution.queries.ts'
import { type ListCandidate, resolvePrice } from './price-resolution.ts'

type Body = z.output<typeof PriceResolutionBody>

const terms = (body: Body): PricingTerms => ({
  counterpartyCompanyId: body.counterparty_company_id,
  currency: body.currency,
  date: body.date,
})

// The caller's articles, with what links them to a counterparty's published list: the counterparty
// lists its own article codes, which our article records as its supplier article id.
const articlesOf = (ctx: RequestContext, ids: string[]) => articlesById(ctx.tx, ctx.companyId, ids)

async function listCandidates(ctx: RequestContext, body: Body, own: Awaited<ReturnType<typeof articlesOf>>) {
  const rows = await findListPrices(
    ctx.tx,
    ctx.companyId,
    terms(body),
    own.map((article) => article.id),
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

// The price each order line gets (spec §2.1), from the caller's lists, the counterparty's approved
// lists and the caller's rules. An article that is not the caller's own gets no price.
export async function resolvePrices(ctx: RequestContext, body: Body) {
  await assertPartner(ctx, body.counterparty_company_id)
  const own = await articlesOf(ctx, [...new Set(body.lines.map((line) => line.article_id))])
  const [lists, rules] = await inTurn(
    () => listCandidates(ctx, body, own),
    () => findRulePrices(ctx.tx, ctx.companyId, terms(body)),
  )
  const known = new Map(own.map((article) => [article.id, article]))
  return body.lines.map((line) =>
    resolvePrice(known.has(line.article_id) ? lists : [], known.has(line.article_id) ? rules : [], {
      articleId: line.article_id,
      categoryId: known.get(line.article_id)?.categoryId ?? null,
      quantity: line.quantity,
    }),
  )
}
