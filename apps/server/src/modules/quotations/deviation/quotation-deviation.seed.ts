import { measureDays, measurePercent } from '@scm/contracts'
import type { Tx } from '../../../platform/db/database.ts'
import { buyerTolerances } from '../../orders/index.ts'
import { insertDeviation, insertDeviationChanges } from './quotation-deviation.queries.ts'

// The demo's external supplier asks for a larger quantity of one article and two more weeks, and the
// buyer has yet to decide (decision 0041).
export async function seedDemoDeviation(
  tx: Tx,
  invite: { companyId: string; quotationId: string; inviteId: string; email: string },
  item: { id: string; quantity: string },
  dueDate: { asked: string; proposed: string },
) {
  const tolerances = await buyerTolerances(tx, invite.companyId)
  const deviation = await insertDeviation(tx, {
    companyId: invite.companyId,
    quotationId: invite.quotationId,
    inviteId: invite.inviteId,
    number: 1,
    reason: 'The insulation is sold by 500 pieces; the mill needs two more weeks for it.',
    createdByName: invite.email,
  })
  const common = {
    companyId: invite.companyId,
    deviationId: deviation.id,
    inviteId: invite.inviteId,
  }
  const qty = measurePercent(item.quantity, '500', tolerances.qty_percent)
  const days = measureDays(dueDate.asked, dueDate.proposed, tolerances.eta_days)
  await insertDeviationChanges(tx, [
    {
      ...common,
      position: 0,
      itemId: item.id,
      field: 'qty',
      originalValue: item.quantity,
      newValue: '500',
      ...qty,
    },
    {
      ...common,
      position: 1,
      field: 'due_date',
      originalValue: dueDate.asked,
      newValue: dueDate.proposed,
      ...days,
    },
  ])
}
