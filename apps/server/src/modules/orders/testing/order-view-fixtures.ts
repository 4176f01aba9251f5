import type { DeliveryShipmentState, OrderStatus } from '@scm/contracts'
import { eq } from 'drizzle-orm'
import type { Db } from '../../../platform/db/database.ts'
import { companies } from '../../../platform/tenancy/company.table.ts'
import { articleRows } from '../../articles/testing/article-rows.ts'
import { insertCompanyWithRoles } from '../../companies/index.ts'
import { orderDeliveries, orderLines, orders } from '../order.table.ts'

// FOR TESTS ONLY. Orders written straight into the tables (as the database owner, past the order
// services and row-level security), so the read-only order views can be tested with exactly the rows
// they need, whatever state the order services are in.

export interface FixtureLine {
  articleId: string
  qty: string
  price: string
  packages?: number | null
  markAs?: string | null
}

export interface FixtureDelivery {
  warehouseId?: string | null
  warehouseName?: string | null
  etd?: string | null
  eta?: string | null
  requestedEtd?: string | null
  requestedEta?: string | null
  shipmentState?: DeliveryShipmentState
  reference?: string | null
  lines: FixtureLine[]
}

export interface FixtureOrder {
  buyer: string
  supplier: string
  status?: OrderStatus
  currency?: string
  discountPercent?: string
  createdAt?: Date
  sentAt?: Date | null
  buyerReference?: string | null
  shipFromAddressId?: string | null
  deliveries: FixtureDelivery[]
}

export interface InsertedOrder {
  id: string
  number: string
  deliveries: Array<{ id: string; code: string }>
}

let sequence = 0

// Decimal text times decimal text, exact for the few digits tests use.
const times = (a: string, b: string) => (Number(a) * Number(b)).toFixed(4)

export async function insertOrder(db: Db, order: FixtureOrder): Promise<InsertedOrder> {
  sequence += 1
  const number = `PO-T${String(sequence).padStart(5, '0')}`
  const codes = new Map((await articleRows(db)).map((article) => [article.id, article]))
  const allLines = order.deliveries.flatMap((delivery) => delivery.lines)
  const status = order.status ?? 'ordered'
  const createdAt = order.createdAt ?? new Date()
  const [row] = await db
    .insert(orders)
    .values({
      companyId: order.buyer,
      supplierCompanyId: order.supplier,
      number,
      status,
      currency: order.currency ?? 'EUR',
      discountPercent: order.discountPercent ?? '0',
      buyerReference: order.buyerReference ?? null,
      shipFromAddressId: order.shipFromAddressId ?? null,
      totalQty: String(allLines.reduce((sum, line) => sum + Number(line.qty), 0)),
      totalValue: allLines.reduce((sum, line) => sum + Number(times(line.qty, line.price)), 0).toFixed(4),
      deliveryCount: order.deliveries.length,
      createdAt,
      sentAt: order.sentAt === undefined ? (status === 'draft' ? null : createdAt) : order.sentAt,
    })
    .returning({ id: orders.id })
  const deliveries: InsertedOrder['deliveries'] = []
  for (const [index, delivery] of order.deliveries.entries()) {
    const code = `${number}-${index + 1}`
    const [inserted] = await db
      .insert(orderDeliveries)
      .values({
        companyId: order.buyer,
        orderId: row!.id,
        position: index + 1,
        code,
        warehouseId: delivery.warehouseId ?? null,
        warehouseName: delivery.warehouseName ?? null,
        etd: delivery.etd ?? null,
        eta: delivery.eta ?? null,
        requestedEtd: delivery.requestedEtd ?? null,
        requestedEta: delivery.requestedEta ?? null,
        shipmentState: delivery.shipmentState ?? 'not_shipped',
        reference: delivery.reference ?? null,
      })
      .returning({ id: orderDeliveries.id })
    deliveries.push({ id: inserted!.id, code })
    if (delivery.lines.length === 0) continue
    await db.insert(orderLines).values(
      delivery.lines.map((line, position) => {
        const article = codes.get(line.articleId)
        if (!article) throw new Error(`no article ${line.articleId}`)
        return {
          companyId: order.buyer,
          orderId: row!.id,
          deliveryId: inserted!.id,
          position: position + 1,
          articleId: line.articleId,
          articleCode: article.code,
          articleName: article.name,
          qty: line.qty,
          price: line.price,
          priceSource: 'manual' as const,
          packages: line.packages ?? null,
          markAs: line.markAs ?? null,
        }
      }),
    )
  }
  return { id: row!.id, number, deliveries }
}

export async function companyIdByName(db: Db, name: string) {
  const [row] = await db.select({ id: companies.id }).from(companies).where(eq(companies.name, name))
  if (!row) throw new Error(`no company ${name}`)
  return row.id
}

// The two demo companies, and a third buyer that trades with neither of them in the demo data.
export async function fixtureCompanies(db: Db) {
  const outsider = await insertCompanyWithRoles(db, {
    name: `Outsider ${Date.now()} AB`,
    type: 'client',
    locale: 'en',
  })
  return {
    nordic: await companyIdByName(db, 'Nordic Outdoor AB'),
    baltic: await companyIdByName(db, 'Baltic Knit Ltd'),
    outsider: outsider.company.id,
  }
}
