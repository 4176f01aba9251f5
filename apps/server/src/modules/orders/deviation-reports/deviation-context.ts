import type { Tx } from '../../../platform/db/database.ts'
import type { Platform, RequestContext } from '../../../platform/http/context.ts'
import type { OrderActor } from '../order-history.ts'

// Who works on a deviation: a signed-in user, or a guest holding a link (who acts as the supplier and
// holds no permission of the buyer's). The transaction acts as `companyId`.
export interface DeviationContext {
  tx: Tx
  platform: Platform
  afterCommit(task: () => Promise<void>): void
  companyId: string
  companyName: string
  actor: Omit<OrderActor, 'side'>
  // Holds create.order: may take the buyer's side of a deviation (request, decide, force-confirm).
  mayBuy: boolean
}

export const deviationContext = (ctx: RequestContext): DeviationContext => ({
  tx: ctx.tx,
  platform: ctx.platform,
  afterCommit: ctx.afterCommit,
  companyId: ctx.companyId,
  companyName: ctx.principal.company,
  actor: { userId: ctx.userId, name: `${ctx.principal.firstName} ${ctx.principal.lastName}`.trim() },
  mayBuy: ctx.principal.permissions.includes('create.order'),
})
