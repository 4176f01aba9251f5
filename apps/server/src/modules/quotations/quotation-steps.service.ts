import type { quotationEndpoints } from '@scm/contracts'
import type { RequestContext } from '../../platform/http/context.ts'
import type { Handler } from '../../platform/http/route.ts'
import { articlesById, assertArticlesOrderable } from '../articles/index.ts'
import { criterionValues } from './criterion-values.ts'
import { moveInviteLinks } from './invites/quotation-invite-link.ts'
import { bumpQuotation, replaceQuotationCriteria, replaceQuotationItems } from './quotation.queries.ts'
import {
  assertDraft,
  changeQuotation,
  checkQuotationLinks,
  quotationGeneralValues,
  type UpdateBody,
} from './quotation.service.ts'
import { scheduleDeadlineReminder } from './quotation-deadline.ts'

type Body<E extends keyof typeof quotationEndpoints> = Parameters<
  Handler<(typeof quotationEndpoints)[E]>
>[0]['body']

// The general step. A deadline may move once suppliers were asked; what they answer may not.
export const saveQuotationGeneral = (ctx: RequestContext, id: string, body: UpdateBody) =>
  changeQuotation(ctx, id, body.version, async (row) => {
    await checkQuotationLinks(ctx, body, row)
    if (!(await bumpQuotation(ctx.tx, ctx.companyId, id, body.version, quotationGeneralValues(body))))
      return false
    // Suppliers asked already are reminded by the new deadline; the old reminder finds it moved. The
    // external suppliers' links follow it (decision 0039).
    if (row.status === 'in-progress' && body.deadline !== row.deadline) {
      await scheduleDeadlineReminder(ctx, id, body.deadline)
      await moveInviteLinks(ctx, id, body.deadline)
    }
    return true
  })

// The criteria steps: the draft's whole list, each block in the order given.
export const saveQuotationCriteria = (ctx: RequestContext, id: string, body: Body<'saveCriteria'>) =>
  changeQuotation(ctx, id, body.version, async (row) => {
    assertDraft(row)
    if (!(await bumpQuotation(ctx.tx, ctx.companyId, id, body.version))) return false
    await replaceQuotationCriteria(ctx.tx, ctx.companyId, id, body.criteria.map(criterionValues))
    return true
  })

// The articles asked for: active articles of the buyer's, their code and name copied for the supplier.
export const saveQuotationItems = (ctx: RequestContext, id: string, body: Body<'saveItems'>) =>
  changeQuotation(ctx, id, body.version, async (row) => {
    assertDraft(row)
    const ids = body.items.map((item) => item.article_id)
    await assertArticlesOrderable(ctx, ids, 'items')
    const articles = new Map(
      (await articlesById(ctx.tx, ctx.companyId, ids)).map((article) => [article.id, article]),
    )
    if (!(await bumpQuotation(ctx.tx, ctx.companyId, id, body.version))) return false
    await replaceQuotationItems(
      ctx.tx,
      ctx.companyId,
      id,
      body.items.map((item, position) => ({
        position,
        articleId: item.article_id,
        articleCode: articles.get(item.article_id)!.code,
        articleName: articles.get(item.article_id)!.name,
        quantity: item.quantity,
        targetPrice: item.target_price,
        note: item.note,
      })),
    )
    return true
  })
