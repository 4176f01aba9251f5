import type { OrderStatus } from '@scm/contracts'
import { eq } from 'drizzle-orm'
import type { Db } from '../../../../platform/db/database.ts'
import { companies } from '../../../../platform/tenancy/company.table.ts'
import { demoCompanies } from '../../../../seed/demo-data.ts'
import { articleRows } from '../../../articles/testing/article-rows.ts'
import { masterDataByCode } from '../../../master-data/index.ts'
import { orderDeliveries, orderLines, orders } from '../../order.table.ts'
import { recomputeOrderTotals } from '../../order-totals.queries.ts'

let serial = 0

export async function companyId(db: Db, name: string) {
  const [company] = await db.select({ id: companies.id }).from(companies).where(eq(companies.name, name))
  return company!.id
}

// An order from Nordic (the demo buyer) to a supplier, written as the database owner in the state the
// order services leave a sent one: two deliveries, the first with two lines and the second with one.
// Deviations and guest links start from here, whatever status the test needs.
export async function insertOrder(
  db: Db,
  { status = 'sent', supplier = demoCompanies.baltic.name }: { status?: OrderStatus; supplier?: string } = {},
) {
  const buyerId = await companyId(db, demoCompanies.nordic.name)
  const supplierId = await companyId(db, supplier)
  const items = (await articleRows(db, buyerId)).slice(0, 2)
  const sea = await masterDataByCode(db, buyerId, 'freight-modes', 'SEA')
  serial += 1
  const number = `PO-T${String(serial).padStart(4, '0')}`
  const [order] = await db
    .insert(orders)
    .values({
      companyId: buyerId,
      supplierCompanyId: supplierId,
      number,
      buyerName: demoCompanies.nordic.name,
      supplierName: supplier,
      status,
      currency: 'EUR',
      sentAt: status === 'draft' ? null : new Date(),
    })
    .returning()
  const deliveries = await db
    .insert(orderDeliveries)
    .values(
      [
        {
          position: 1,
          etd: '2027-03-01',
          eta: '2027-03-20',
          freightModeId: sea!.id,
          freightModeName: sea!.name,
        },
        { position: 2, etd: '2027-04-01', eta: '2027-04-20', freightModeId: null, freightModeName: null },
      ].map((delivery) => ({
        ...delivery,
        companyId: buyerId,
        orderId: order!.id,
        code: `${number}-${delivery.position}`,
        requestedEtd: delivery.etd,
        requestedEta: delivery.eta,
      })),
    )
    .returning()
  const line = (deliveryIndex: number, position: number, itemIndex: number, qty: string, price: string) => ({
    companyId: buyerId,
    orderId: order!.id,
    deliveryId: deliveries[deliveryIndex]!.id,
    position,
    articleId: items[itemIndex]!.id,
    articleCode: items[itemIndex]!.code,
    articleName: items[itemIndex]!.name,
    qty,
    price,
    priceSource: 'manual' as const,
  })
  const lines = await db
    .insert(orderLines)
    .values([line(0, 1, 0, '100', '12.5'), line(0, 2, 1, '40', '20'), line(1, 1, 0, '60', '12.5')])
    .returning()
  await db.transaction((tx) => recomputeOrderTotals(tx, order!.id))
  return { order: order!, deliveries, lines }
}
