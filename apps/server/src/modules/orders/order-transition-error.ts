import { type MessageKey, translate } from '@scm/contracts'
import { conflict } from '../../platform/errors/app-error.ts'
import type { PublicContext } from '../../platform/http/context.ts'

// 409 naming the action and the order's status in the reader's language, e.g. “Confirm” is not possible
// while the order is ordered.
export function transitionNotAllowed(ctx: Pick<PublicContext, 'locale'>, action: string, status: string) {
  return conflict('orders.transitionNotAllowed', {
    action: translate(ctx.locale, `orders.actionNames.${action}` as MessageKey),
    status: translate(ctx.locale, `orders.statusNames.${status}` as MessageKey),
  })
}
