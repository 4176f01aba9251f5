import {
  type ComparedOffer,
  type ComparedSupplier,
  meetsPreferred,
  type QuotationComparison,
} from '@scm/contracts'
import Decimal from 'decimal.js'
import type { RequestContext } from '../../platform/http/context.ts'
import { toCriterion } from './criterion-values.ts'
import { type AgreedTerms, agreedTerms } from './deviation/agreed-terms.ts'
import { invitesWithPendingDeviation } from './deviation/quotation-deviation.queries.ts'
import { toAnswerFile } from './invites/answer-files.ts'
import { criteriaOfQuotation, invitesOfQuotation, itemsOfQuotation } from './quotation.queries.ts'
import { findOwnQuotation, latestLinks, linkSummary, toItem } from './quotation.service.ts'
import { sentAnswersOfQuotation, sentOffersOfQuotation } from './quotation-comparison.queries.ts'

type Offer = Awaited<ReturnType<typeof sentOffersOfQuotation>>[number]

// Each offer for one article at the terms agreed with its supplier (the offered price and the asked
// quantity unless a deviation changed them), its line total, and the lowest price marked (every one of
// a tie).
function compareOffers(
  offers: Offer[],
  item: { id: string; quantity: string },
  terms: Map<string, AgreedTerms>,
) {
  const agreed = offers.map((offer) => ({
    offer,
    qty: terms.get(offer.inviteId)?.qty.get(item.id) ?? null,
    price: terms.get(offer.inviteId)?.price.get(item.id) ?? null,
  }))
  const priceOf = (row: (typeof agreed)[number]) => row.price ?? row.offer.unitPrice
  const prices = agreed.flatMap((row) => {
    const price = priceOf(row)
    return price === null ? [] : [new Decimal(price)]
  })
  const best = prices.length > 0 ? Decimal.min(...prices) : null
  return agreed.map((row): ComparedOffer => {
    const price = priceOf(row)
    return {
      invite_id: row.offer.inviteId,
      unit_price: row.offer.unitPrice,
      lead_time_days: row.offer.leadTimeDays,
      moq: row.offer.moq,
      agreed_qty: row.qty,
      agreed_price: row.price,
      line_total: price === null ? null : new Decimal(price).mul(row.qty ?? item.quantity).toFixed(2),
      best_price: best !== null && price !== null && best.eq(price),
    }
  })
}

// The buyer's view of the answers sent back, side by side; a supplier never reaches it (404).
export async function getComparison(ctx: RequestContext, id: string): Promise<QuotationComparison> {
  const row = await findOwnQuotation(ctx, id)
  // One after another: a transaction's connection runs one query at a time.
  const criteria = (await criteriaOfQuotation(ctx.tx, id)).map(toCriterion)
  const items = (await itemsOfQuotation(ctx.tx, id)).map(toItem)
  const invites = await invitesOfQuotation(ctx.tx, id)
  const answers = await sentAnswersOfQuotation(ctx.tx, id)
  const offers = await sentOffersOfQuotation(ctx.tx, id)
  const links = await latestLinks(ctx, invites)
  const terms = await agreedTerms(ctx.tx, id)
  const waiting = await invitesWithPendingDeviation(ctx.tx, id)
  const position = new Map(invites.map((invite, index) => [invite.id, index]))
  const inOrder = <T extends { inviteId: string }>(rows: T[]) =>
    rows.sort((a, b) => position.get(a.inviteId)! - position.get(b.inviteId)!)
  // By criterion and by article once, rather than a scan of every answer for each of them.
  const grouped = <T>(rows: T[], key: (row: T) => string) => {
    const groups = new Map<string, T[]>()
    for (const row of rows) {
      const group = groups.get(key(row))
      if (group) group.push(row)
      else groups.set(key(row), [row])
    }
    return (id: string) => inOrder((groups.get(id) ?? []) as Array<T & { inviteId: string }>)
  }
  const answersTo = grouped(answers, (answer) => answer.criterionId)
  const offersFor = grouped(offers, (offer) => offer.itemId)

  const comparedCriteria = criteria.map((criterion) => ({
    ...criterion,
    answers: answersTo(criterion.id).map((answer) => ({
      invite_id: answer.inviteId,
      value: answer.value,
      meets_preferred: meetsPreferred(criterion, answer.value),
      file: answer.file && toAnswerFile(answer.file),
    })),
  }))
  const comparedItems = items.map((item) => ({
    ...item,
    offers: compareOffers(offersFor(item.id), item, terms),
  }))
  const required = comparedCriteria.filter((criterion) => criterion.required)

  const suppliers = invites.map((invite): ComparedSupplier => {
    const own = comparedItems.flatMap((item) =>
      item.offers.filter((offer) => offer.invite_id === invite.id && offer.line_total !== null),
    )
    return {
      invite_id: invite.id,
      name: invite.name,
      status: invite.status,
      linked: invite.supplierCompanyId !== null,
      answered_at: invite.answeredAt?.toISOString() ?? null,
      comment: invite.sentComment,
      valid_until: invite.sentValidUntil,
      total:
        own.length > 0
          ? own.reduce((sum, offer) => sum.add(offer.line_total!), new Decimal(0)).toFixed(2)
          : null,
      priced_items: own.length,
      required_met: required.filter((criterion) =>
        criterion.answers.some(
          (answer) => answer.invite_id === invite.id && answer.meets_preferred !== false,
        ),
      ).length,
      required_count: required.length,
      guest_link: linkSummary(links.get(invite.id)),
      pending_deviation: waiting.has(invite.id),
    }
  })

  return {
    id: row.id,
    number: row.number,
    name: row.name,
    status: row.status,
    currency: row.currency as QuotationComparison['currency'],
    deadline: row.deadline,
    winner_invite_id: row.winnerInviteId,
    order_id: row.orderId,
    version: row.version,
    suppliers,
    criteria: comparedCriteria,
    items: comparedItems,
  }
}
