import { eq, sql } from 'drizzle-orm'
import type { Tx } from '../../../platform/db/database.ts'
import { orderImports } from './order-import.table.ts'

export type OrderImportRow = typeof orderImports.$inferSelect

export async function findOrderImport(tx: Tx, id: string): Promise<OrderImportRow | undefined> {
  const [row] = await tx.select().from(orderImports).where(eq(orderImports.id, id))
  return row
}

export async function insertOrderImport(
  tx: Tx,
  values: { companyId: string; userId: string; fileName: string; fileKey: string },
) {
  const [row] = await tx.insert(orderImports).values(values).returning({ id: orderImports.id })
  return row!
}

export async function setOrderImportJob(tx: Tx, id: string, jobId: string) {
  await tx.update(orderImports).set({ jobId }).where(eq(orderImports.id, id))
}

// The job is done with the file's first `processed` orders; the last one was created under
// `createdNumber`, or skipped (null).
export async function recordImportProgress(
  tx: Tx,
  id: string,
  processed: number,
  createdNumber: string | null,
) {
  await tx
    .update(orderImports)
    .set({
      processedOrders: processed,
      ...(createdNumber !== null
        ? { createdNumbers: sql`${orderImports.createdNumbers} || ${JSON.stringify([createdNumber])}::jsonb` }
        : { skippedOrders: sql`${orderImports.skippedOrders} + 1` }),
      updatedAt: new Date(),
    })
    .where(eq(orderImports.id, id))
}
