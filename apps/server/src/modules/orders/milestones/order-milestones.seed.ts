import { type MilestoneStatus, planMilestoneDates } from '@scm/contracts'
import { and, eq } from 'drizzle-orm'
import type { Tx } from '../../../platform/db/database.ts'
import { workflowByName } from '../../production/index.ts'
import { orders } from '../order.table.ts'
import { today } from '../views/today.ts'
import { orderMilestoneComments, orderMilestones } from './order-milestone.table.ts'

// Nordic's confirmed PO-000003 follows "Apparel standard": the lab dip and trims are behind it, the
// fabric is on its way, and Baltic has said so.
export async function seedOrderMilestones(tx: Tx, companyId: string) {
  const workflow = await workflowByName(tx, companyId, 'Apparel standard')
  const [order] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.companyId, companyId), eq(orders.number, 'PO-000003')))
  if (!workflow || !order) return
  const planned = planMilestoneDates(
    workflow.steps.map((step) => step.duration_days),
    { etd: order.etd, today: today() },
  )
  const progress: MilestoneStatus[] = ['done', 'done', 'in_progress']
  const rows = await tx
    .insert(orderMilestones)
    .values(
      workflow.steps.map((step, position) => ({
        companyId,
        orderId: order.id,
        orderNumber: order.number,
        buyerName: order.buyerName,
        workflowId: workflow.id,
        workflowName: workflow.name,
        plannedFrom: order.etd ? ('etd' as const) : ('today' as const),
        position,
        kind: step.kind,
        name: step.name,
        milestoneTypeId: step.milestone_type_id,
        milestoneTypeName: step.milestone_type_name,
        durationDays: step.duration_days,
        plannedDate: planned[position]!,
        status: progress[position] ?? 'not_started',
        actualDate: progress[position] === 'done' ? planned[position]! : null,
        supplierMayUpdate: step.supplier_may_update,
        supplierMayComment: step.supplier_may_comment,
        supplierSeesComments: step.supplier_sees_comments,
      })),
    )
    .returning()
  const fabric = rows.find((row) => row.status === 'in_progress')
  if (fabric)
    await tx.insert(orderMilestoneComments).values({
      companyId,
      milestoneId: fabric.id,
      authorCompanyId: order.supplierCompanyId,
      authorName: 'Lina Ozols',
      authorSide: 'supplier',
      text: 'The fabric left the mill in Kaunas today; it is due at the factory within the week.',
    })
}
