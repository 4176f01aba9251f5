import { eq } from 'drizzle-orm'
import type { Tx } from '../../platform/db/database.ts'
import type { DemoCompanies } from '../../platform/manifest/module-manifest.ts'
import { articlesByCode } from '../articles/index.ts'
import { insertCompanyWithRoles } from '../companies/index.ts'
import { warehouseByCode } from '../company-settings/index.ts'
import { reserveStock } from '../inventory/index.ts'
import { ownOrderByReference } from '../orders/index.ts'
import { insertPartnership } from '../partners/index.ts'
import {
  salesOrderCounters,
  salesOrderLines,
  salesOrderPurchaseOrders,
  salesOrders,
} from './sales-order.table.ts'

const day = 86_400_000
const isoDate = (offsetDays: number) => new Date(Date.now() + offsetDays * day).toISOString().slice(0, 10)

// The demo had no company Nordic sells to: a retailer buys Nordic's range, so sales orders have a
// customer. It has no users; it is a counterparty only.
const customer = {
  name: 'Fjällbutiken Sport AB',
  type: 'client',
  locale: 'sv',
  orgNumber: '556123-4567',
  vatNumber: 'SE556123456701',
} as const

// One open sales order the customer has accepted: two lines from the distribution centre, held back
// from its stock, Baltic assigned to supply it and the knitwear draft ordered for its sweaters.
export async function seedSales(tx: Tx, { client: nordic, supplier: baltic }: DemoCompanies) {
  const { company: retailer } = await insertCompanyWithRoles(tx, customer)
  await insertPartnership(tx, retailer.id, nordic.id)
  const companyId = nordic.id
  const articles = await articlesByCode(tx, companyId, ['NO-2001', 'NO-1001'])
  const articleId = (code: string) => articles.find((ref) => ref.code === code)!.id
  const warehouseId = (await warehouseByCode(tx, companyId, 'GOT-DC'))!.id
  const draft = (await ownOrderByReference(tx, companyId, 'AW27 knitwear top-up'))!
  await tx.insert(salesOrderCounters).values({ companyId, last: 1 })
  const [order] = await tx
    .insert(salesOrders)
    .values({
      companyId,
      number: 'SO-000001',
      customerCompanyId: retailer.id,
      postingDate: isoDate(-3),
      dispatchDate: isoDate(10),
      acceptStatus: 'accepted',
      currency: 'SEK',
      assignedSupplierCompanyId: baltic.id,
      notesToSupplier: 'Pack per store, one carton per size.',
      internalInformation: 'Spring window display.',
      purchaseInformation: 'Top up the sweaters from Baltic.',
    })
    .returning({ id: salesOrders.id })
  const lines = [
    { code: 'NO-2001', quantity: '40', unitPrice: '449', purchaseOrderId: draft.id, document: draft.number },
    { code: 'NO-1001', quantity: '5', unitPrice: '2499', purchaseOrderId: null, document: 'From stock' },
  ]
  await tx.insert(salesOrderLines).values(
    lines.map((line, position) => ({
      companyId,
      salesOrderId: order!.id,
      articleId: articleId(line.code),
      warehouseId,
      freeText: position === 0 ? 'Window display sizes S–L' : null,
      procurementDocument: line.document,
      purchaseOrderId: line.purchaseOrderId,
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      position,
    })),
  )
  await tx.update(salesOrders).set({ lineCount: 2, totalValue: '30455' }).where(eq(salesOrders.id, order!.id))
  await tx.insert(salesOrderPurchaseOrders).values({ companyId, salesOrderId: order!.id, orderId: draft.id })
  await reserveStock(
    { tx, companyId },
    lines.map((line) => ({ articleId: articleId(line.code), warehouseId, quantity: line.quantity })),
  )
}
