import type { Tx } from '../../../platform/db/database.ts'
import { articlesByCode, bomOf } from '../../articles/index.ts'
import { warehouseByCode } from '../../company-settings/index.ts'
import {
  insertProductionOrder,
  replaceComponents,
  takeProductionOrderNumber,
} from './production-order.queries.ts'

// Nordic makes 40 shell jackets in the distribution centre: released, so a receipt can be generated.
// The articles seed gave NO-1001 its bill of material; the components' stock comes with the inventory
// seed, after this one.
export async function seedProductionOrders(tx: Tx, companyId: string) {
  const [jacket] = await articlesByCode(tx, companyId, ['NO-1001'])
  const warehouse = await warehouseByCode(tx, companyId, 'GOT-DC')
  if (!jacket || !warehouse) return
  const number = `PRD-${String(await takeProductionOrderNumber(tx, companyId)).padStart(5, '0')}`
  const id = await insertProductionOrder(tx, companyId, {
    number,
    status: 'released',
    articleId: jacket.id,
    warehouseId: warehouse.id,
    plannedQuantity: '40',
    postingDate: '2026-11-02',
    startDate: '2026-11-09',
    dueDate: '2026-12-18',
    externalId: 'MES-4711',
  })
  const bom = await bomOf(tx, companyId, jacket.id)
  await replaceComponents(
    tx,
    companyId,
    id,
    bom.map((part) => ({ articleId: part.componentId, quantityPerUnit: part.quantity, unit: part.unit })),
  )
}
