import { consumablesPostingTransitions } from '@scm/contracts'
import { Decimal } from 'decimal.js'
import { conflict } from '../../../platform/errors/app-error.ts'
import type { RequestContext } from '../../../platform/http/context.ts'
import { postStock } from '../stock-posting.ts'
import { findPosting, quantitiesOfPosting, updatePostingAt } from './consumables-posting.queries.ts'
import { auditPosting, describePosting, findOwnPosting } from './consumables-posting.service.ts'

const { to } = consumablesPostingTransitions.send

// Sends a draft on the version the user saw: its rows leave the warehouse's stock in one posting, in
// the request's transaction. A sent posting answers as it is (a double click, a retry, a second tab).
// The status is changed first: its row stays locked until the request ends, so two requests sending
// one posting take turns, and the second finds it sent. Below zero, postStock refuses and the whole
// request rolls back: the posting stays a draft.
export async function sendPosting(ctx: RequestContext, id: string, version: number) {
  const row = await findOwnPosting(ctx, id)
  if (row.status === to) return describePosting(ctx, row)
  if (row.version !== version) throw conflict()
  const sent = { status: to, sentAt: new Date(), sentBy: ctx.userId }
  if (!(await updatePostingAt(ctx.tx, ctx.companyId, id, version, sent))) {
    const now = await findPosting(ctx.tx, ctx.companyId, id)
    if (now?.status === to) return describePosting(ctx, now)
    throw conflict()
  }
  const lines = await quantitiesOfPosting(ctx.tx, ctx.companyId, id)
  await postStock(
    ctx,
    { type: 'consumables_posting', id, label: row.number },
    lines.map((line) => ({
      articleId: line.articleId,
      warehouseId: row.warehouseId,
      quantity: new Decimal(line.quantity).negated().toFixed(),
    })),
  )
  await auditPosting(ctx, id, 'sent', { status: row.status }, { status: to })
  return describePosting(ctx, (await findPosting(ctx.tx, ctx.companyId, id))!)
}
