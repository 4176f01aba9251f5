import { randomUUID } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import type { Tx } from '../../platform/db/database.ts'
import type { DemoCompanies } from '../../platform/manifest/module-manifest.ts'
import { users } from '../../platform/tenancy/user.table.ts'
import { articlesByCode } from '../articles/index.ts'
import { warehouseByCode } from '../company-settings/index.ts'
import { seedConsumablesPostings } from './consumables/consumables-posting.seed.ts'
import { addToOnHand, addToReserved, insertMovements } from './stock.queries.ts'
import { seedStockCount } from './stock-counts/stock-count.seed.ts'
import { insertTransaction, replaceTransactionRows } from './transactions/inventory-transaction.queries.ts'

// Nordic's opening stock: the distribution centre holds most of the range, the flagship a few
// sweaters and jackets; a sweater and a base layer have fallen below their minimum of 20. The zip
// pullers and hanger loops count in what consumables posting CP-0001 used up since, so the centre
// holds 1 500 and 2 000 of them after it.
const opening: Array<[warehouse: string, article: string, quantity: string]> = [
  ['GOT-DC', 'NO-1001', '120'],
  ['GOT-DC', 'NO-1002', '85'],
  ['GOT-DC', 'NO-1003', '40'],
  ['GOT-DC', 'NO-2001', '210'],
  ['GOT-DC', 'NO-2002', '15'],
  ['GOT-DC', 'NO-2004', '300'],
  ['GOT-DC', 'NO-3001', '60'],
  ['GOT-DC', 'NO-3002', '12'],
  ['GOT-DC', 'NO-4001', '350'],
  ['GOT-DC', 'NO-4005', '1524'],
  ['GOT-DC', 'NO-4006', '2060'],
  ['STH-01', 'NO-1001', '8'],
  ['STH-01', 'NO-2001', '24'],
]

// A restock of the flagship under way: started, so its quantities are reserved at the centre.
const transfer: Array<[article: string, quantity: string]> = [
  ['NO-1001', '12'],
  ['NO-1002', '10'],
  ['NO-2004', '30'],
]

export async function seedInventory(tx: Tx, { client }: DemoCompanies) {
  const companyId = client.id
  const found = await articlesByCode(tx, companyId, [...new Set(opening.map(([, code]) => code))])
  const articleId = (code: string) => found.find((ref) => ref.code === code)!.id
  const warehouses = new Map<string, string>()
  for (const code of new Set(opening.map(([warehouse]) => warehouse)))
    warehouses.set(code, (await warehouseByCode(tx, companyId, code))!.id)
  const posted = await addToOnHand(
    tx,
    companyId,
    opening.map(([warehouse, article, quantity]) => ({
      articleId: articleId(article),
      warehouseId: warehouses.get(warehouse)!,
      quantity,
    })),
  )
  await insertMovements(
    tx,
    companyId,
    null,
    { type: 'stock_count', id: randomUUID(), label: 'Opening stock' },
    posted,
  )

  const [admin] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.email, 'admin@nordic.demo')))
  const dc = warehouses.get('GOT-DC')!
  await seedConsumablesPostings(tx, { companyId, warehouseId: dc, createdBy: admin?.id ?? null, articleId })
  const lines = transfer.map(([article, quantity]) => ({ articleId: articleId(article), quantity }))
  const id = await insertTransaction(tx, companyId, admin?.id ?? null, {
    fromWarehouseId: dc,
    destinationWarehouseId: warehouses.get('STH-01')!,
    destinationText: null,
    shipDate: new Date().toISOString().slice(0, 10),
    note: 'Restock of the flagship before the autumn launch',
    status: 'ongoing',
  })
  await replaceTransactionRows(tx, companyId, id, lines)
  await addToReserved(
    tx,
    companyId,
    lines.map((line) => ({ ...line, warehouseId: dc })),
  )

  // After the opening stock: the count's rows start from it.
  await seedStockCount(tx, companyId)
}
