import type { Tx } from '../../platform/db/database.ts'
import type { DemoCompanies } from '../../platform/manifest/module-manifest.ts'
import { supplierCards } from '../partners/index.ts'
import { milestoneTypes } from './milestone-type.table.ts'
import { seedProductionOrders } from './production-orders/production-orders.seed.ts'
import { replaceWorkflowSteps, type StepValues } from './production-workflow.queries.ts'
import { productionWorkflows } from './production-workflow.table.ts'

const typeNames = ['Lab dip', 'Fabric in house', 'Cutting', 'Sewing', 'Inspection', 'Ex-factory'] as const

// The supplier reports the factory's milestones; the buyer keeps the lab dip and inspection comments
// to itself and the trims approval is the buyer's own task.
const steps: Array<
  [kind: 'task' | 'milestone', name: string, days: number, type: string | null, rights: string]
> = [
  ['milestone', 'Lab dip approved', 7, 'Lab dip', 'uc'],
  ['task', 'Trims approval', 5, null, ''],
  ['milestone', 'Fabric in house', 21, 'Fabric in house', 'ucs'],
  ['milestone', 'Cutting started', 5, 'Cutting', 'ucs'],
  ['milestone', 'Sewing finished', 14, 'Sewing', 'ucs'],
  ['milestone', 'Final inspection', 3, 'Inspection', 'c'],
  ['milestone', 'Ex-factory', 2, 'Ex-factory', 'ucs'],
]

// Nordic's milestone types, its default workflow "Apparel standard" for Baltic, its main supplier, and
// a production order.
export async function seedProduction(tx: Tx, { client, supplier }: DemoCompanies) {
  const companyId = client.id
  const types = await tx
    .insert(milestoneTypes)
    .values(typeNames.map((name) => ({ companyId, name })))
    .returning()
  const typeId = (name: string | null) => types.find((type) => type.name === name)?.id ?? null
  const [card] = await supplierCards(tx, companyId, supplier.id)
  const stepValues: StepValues[] = steps.map(([kind, name, durationDays, type, rights]) => ({
    kind,
    name,
    durationDays,
    milestoneTypeId: typeId(type),
    supplierMayUpdate: rights.includes('u'),
    supplierMayComment: rights.includes('c'),
    supplierSeesComments: rights.includes('s'),
  }))
  const [workflow] = await tx
    .insert(productionWorkflows)
    .values({
      companyId,
      name: 'Apparel standard',
      isDefault: true,
      supplierIds: card ? [card.id] : [],
      stepCount: stepValues.length,
      totalDays: stepValues.reduce((sum, step) => sum + step.durationDays, 0),
    })
    .returning()
  await replaceWorkflowSteps(tx, companyId, workflow!.id, stepValues)
  await seedProductionOrders(tx, companyId)
}
