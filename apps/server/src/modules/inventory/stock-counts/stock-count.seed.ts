import { and, eq } from 'drizzle-orm'
import type { Tx } from '../../../platform/db/database.ts'
import { users } from '../../../platform/tenancy/user.table.ts'
import { articlesByCode } from '../../articles/index.ts'
import { warehouseByCode } from '../../company-settings/index.ts'
import { insertStockCount, nextStockCountNumber } from './stock-count.queries.ts'
import { insertRowsFromStock, writeCounted } from './stock-count-rows.queries.ts'

// Anna's count of the Gothenburg DC, under way: four of its articles counted so far (two short, one
// over, one as booked), the rest still to count.
const counted: Array<[article: string, quantity: string]> = [
  ['NO-1001', '118'],
  ['NO-1002', '85'],
  ['NO-2002', '17'],
  ['NO-4005', '1490'],
]

export async function seedStockCount(tx: Tx, companyId: string) {
  const warehouse = (await warehouseByCode(tx, companyId, 'GOT-DC'))!
  const [anna] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.email, 'admin@nordic.demo')))
  const countId = await insertStockCount(tx, {
    companyId,
    number: await nextStockCountNumber(tx, companyId),
    warehouseId: warehouse.id,
    countedOn: '2026-11-24',
    note: 'Year-end count, aisles 1–4',
    createdBy: anna?.id ?? null,
  })
  const place = { companyId, countId, warehouseId: warehouse.id }
  await insertRowsFromStock(tx, place)
  const articles = await articlesByCode(
    tx,
    companyId,
    counted.map(([code]) => code),
  )
  await writeCounted(
    tx,
    place,
    counted.map(([code, quantity]) => ({
      articleId: articles.find((article) => article.code === code)!.id,
      counted: quantity,
    })),
  )
}
