import type { MessageKey, NotificationType } from '@scm/contracts'
import type { OrderRow } from '../order.queries.ts'
import type { OrderNotice } from '../order-notices.ts'
import type { DeviationContext } from './deviation-context.ts'
import { reportIdentifier } from './deviation-report.queries.ts'

// What the other party hears of a deviation, with a link to the report itself.
export const deviationNotice = (
  dctx: DeviationContext,
  order: OrderRow,
  report: { id: string; number: number },
  type: Extract<NotificationType, 'order-deviation' | 'order-deviation-decided'>,
  message: MessageKey,
): OrderNotice => ({
  type,
  message,
  params: {
    company: dctx.companyName,
    number: order.number,
    identifier: reportIdentifier(order.number, report.number),
  },
  link: `/orders/${order.id}/deviation-reports/${report.id}`,
  linkText: 'deviations.notify.linkText',
})
