import type { Tx } from '../../platform/db/database.ts'
import { demoRequests } from './demo-request.table.ts'

export type DemoRequestValues = typeof demoRequests.$inferInsert

export async function insertDemoRequest(tx: Tx, values: DemoRequestValues) {
  await tx.insert(demoRequests).values(values)
}
