import { canTakeOrderAction } from '@scm/contracts'
import { recordAudit } from '../../../platform/audit/audit.ts'
import { conflict } from '../../../platform/errors/app-error.ts'
import type { DeviationContext } from '../deviation-reports/deviation-context.ts'
import type { OrderRow } from '../order.queries.ts'
import { assertOrderVersion } from '../order-access.ts'
import { recordOrderHistory } from '../order-history.ts'
import { announceOrderUpdated, orderNotice, tellCompanyAfterCommit } from '../order-notices.ts'
import { updateOrderConfirmed } from './guest-order.queries.ts'

const auditView = (order: OrderRow) => ({
  number: order.number,
  status: order.status,
  version: order.version,
})

// The supplier's confirmation (spec §4, sent → ordered) given through the e-mailed link, with the same
// effect as the in-app confirm (order-actions.service.ts, which needs a signed-in user): the contract's
// state machine decides, the version the guest saw guards the update, and the history, the audit, the
// buyer's notice and both parties' open pages follow.
export async function confirmAsSupplier(dctx: DeviationContext, order: OrderRow, version: number) {
  if (!canTakeOrderAction('confirm', 'supplier', order.status)) throw conflict('guest.orderNotAwaiting')
  assertOrderVersion(order, version)
  const confirmed = await updateOrderConfirmed(dctx.tx, order.id, version, new Date())
  if (!confirmed) throw conflict()
  await recordOrderHistory(
    dctx.tx,
    order,
    { ...dctx.actor, side: 'supplier' },
    { event: 'confirm', changes: [{ field: 'status', before: order.status, after: confirmed.status }] },
  )
  await recordAudit(
    { tx: dctx.tx, companyId: dctx.companyId, userId: null },
    {
      entityType: 'order',
      entityId: order.id,
      action: 'confirm',
      before: auditView(order),
      after: auditView(confirmed),
    },
  )
  tellCompanyAfterCommit(
    dctx,
    order.companyId,
    orderNotice(confirmed, 'order-status-changed', 'orders.notice.confirm', {
      company: confirmed.supplierName,
      reason: '',
    }),
  )
  announceOrderUpdated(dctx, confirmed, true)
  return confirmed
}
