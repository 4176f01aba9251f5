import { and, desc, eq, sql } from 'drizzle-orm'
import type { Tx } from '../../platform/db/database.ts'
import { bookingDeliveries } from './booking.table.ts'
import { bookingDiscrepancies } from './booking-discrepancy.table.ts'

const d = bookingDiscrepancies
export type DiscrepancyRow = typeof d.$inferSelect

const ofBooking = (companyId: string, bookingId: string) =>
  and(eq(d.companyId, companyId), eq(d.bookingId, bookingId))

export const discrepanciesOfBooking = (tx: Tx, companyId: string, bookingId: string) =>
  tx.select().from(d).where(ofBooking(companyId, bookingId)).orderBy(desc(d.createdAt), desc(d.id))

export async function insertDiscrepancy(tx: Tx, values: typeof d.$inferInsert) {
  const [row] = await tx.insert(d).values(values).returning()
  return row!
}

// A saved discrepancy decided on the version the buyer saw; none when it was decided or changed first.
export async function decideDiscrepancyAt(
  tx: Tx,
  companyId: string,
  bookingId: string,
  id: string,
  version: number,
  decision: { status: 'approved' | 'rejected'; decidedById: string; decidedByName: string },
) {
  const [row] = await tx
    .update(d)
    .set({ ...decision, decidedAt: new Date(), updatedAt: new Date(), version: version + 1 })
    .where(and(ofBooking(companyId, bookingId), eq(d.id, id), eq(d.version, version), eq(d.status, 'saved')))
    .returning()
  return row
}

// How many are still waiting for the buyer's decision.
export async function undecidedCount(tx: Tx, companyId: string, bookingId: string) {
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(d)
    .where(and(ofBooking(companyId, bookingId), eq(d.status, 'saved')))
  return row?.count ?? 0
}

// The quantity goods receipt takes of each line with an approved discrepancy: the latest approved.
export async function approvedLineQuantities(tx: Tx, companyId: string, bookingId: string) {
  const rows = await tx
    .selectDistinctOn([d.orderLineId], { lineId: d.orderLineId, quantity: d.reportedQuantity })
    .from(d)
    .where(and(ofBooking(companyId, bookingId), eq(d.status, 'approved'), sql`${d.orderLineId} is not null`))
    .orderBy(d.orderLineId, desc(d.decidedAt))
  return new Map(rows.map((row) => [row.lineId!, row.quantity]))
}

// An approved package discrepancy becomes the packing list's figure for that package.
export async function setPackageQuantity(
  tx: Tx,
  companyId: string,
  bookingDeliveryId: string,
  index: number,
  quantity: string,
) {
  await tx.execute(sql`
    update ${bookingDeliveries}
    set packages = jsonb_set(packages, ${`{${index},quantity}`}::text[], to_jsonb(${quantity}::text))
    where company_id = ${companyId} and id = ${bookingDeliveryId}
      and jsonb_array_length(packages) > ${index}`)
}
