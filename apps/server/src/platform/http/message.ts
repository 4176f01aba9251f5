import { type MessageKey, type MessageParams, translate } from '@scm/contracts'
import type { PublicContext } from './context.ts'

// A success answer with a message in the user's language (shown by the web as a "Success" toast).
export const messageBody = (ctx: PublicContext, key: MessageKey, params?: MessageParams) => ({
  message: translate(ctx.locale, key, params),
})
