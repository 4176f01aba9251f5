import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm'
import type { Tx } from '../../../platform/db/database.ts'
import { type ColumnMap, columnNames, inChunks, unnestRows } from '../../../platform/db/unnest.ts'
import { orderDeliveries, orderLines } from '../order.table.ts'
import { deviationChanges, deviationReports } from './deviation-report.table.ts'

export type ReportRow = typeof deviationReports.$inferSelect
export type ChangeRow = typeof deviationChanges.$inferSelect
export type ReportValues = typeof deviationReports.$inferInsert
export type ChangeValues = typeof deviationChanges.$inferInsert

export const reportIdentifier = (orderNumber: string, number: number) => `${orderNumber}-D${number}`

// The order's report, locked for update (deviation-report-reads.ts says why).
export async function lockReportRow(
  tx: Tx,
  orderId: string,
  reportId: string,
): Promise<ReportRow | undefined> {
  const [report] = await tx
    .select()
    .from(deviationReports)
    .where(and(eq(deviationReports.id, reportId), eq(deviationReports.orderId, orderId)))
    .for('update')
  return report
}

export function reportChanges(tx: Tx, reportId: string) {
  return tx
    .select()
    .from(deviationChanges)
    .where(eq(deviationChanges.reportId, reportId))
    .orderBy(asc(deviationChanges.position))
}

export async function findReportOrderId(tx: Tx, reportId: string) {
  const [report] = await tx
    .select({ orderId: deviationReports.orderId })
    .from(deviationReports)
    .where(eq(deviationReports.id, reportId))
  return report
}

export function listReportIds(tx: Tx, orderId: string) {
  return tx
    .select({ id: deviationReports.id })
    .from(deviationReports)
    .where(eq(deviationReports.orderId, orderId))
}

const pendingOf = (orderId: string) =>
  and(eq(deviationReports.orderId, orderId), eq(deviationReports.status, 'pending'))

export async function findPendingReport(tx: Tx, orderId: string): Promise<ReportRow | undefined> {
  const [report] = await tx.select().from(deviationReports).where(pendingOf(orderId))
  return report
}

export async function findPendingReportId(tx: Tx, orderId: string) {
  const [report] = await tx
    .select({ id: deviationReports.id })
    .from(deviationReports)
    .where(pendingOf(orderId))
  return report
}

// The buyer's request to change the order, while it waits for the supplier's answer.
export async function findPendingBuyerRequest(tx: Tx, orderId: string) {
  const [request] = await tx
    .select({ id: deviationReports.id })
    .from(deviationReports)
    .where(
      and(
        eq(deviationReports.orderId, orderId),
        eq(deviationReports.status, 'pending'),
        eq(deviationReports.raisedBy, 'buyer'),
      ),
    )
  return request
}

export async function nextReportNumber(tx: Tx, orderId: string) {
  const [row] = await tx
    .select({ last: sql<number>`coalesce(max(${deviationReports.number}), 0)::int` })
    .from(deviationReports)
    .where(eq(deviationReports.orderId, orderId))
  return (row?.last ?? 0) + 1
}

export async function insertReport(tx: Tx, values: ReportValues): Promise<ReportRow> {
  const [report] = await tx.insert(deviationReports).values(values).returning()
  return report!
}

type NewChange = Omit<ChangeRow, 'id' | 'decidedByName'>
const newChange: ColumnMap<NewChange> = {
  companyId: deviationChanges.companyId,
  reportId: deviationChanges.reportId,
  orderId: deviationChanges.orderId,
  position: deviationChanges.position,
  deliveryId: deviationChanges.deliveryId,
  lineId: deviationChanges.lineId,
  field: deviationChanges.field,
  originalValue: deviationChanges.originalValue,
  newValue: deviationChanges.newValue,
  originalLabel: deviationChanges.originalLabel,
  newLabel: deviationChanges.newLabel,
  dayDifference: deviationChanges.dayDifference,
  percentDifference: deviationChanges.percentDifference,
  beyondTolerance: deviationChanges.beyondTolerance,
  decision: deviationChanges.decision,
  decidedAt: deviationChanges.decidedAt,
}

// A report changes up to every line of an order: its changes go in bulk (unnest.ts).
export async function insertChanges(tx: Tx, values: NewChange[]) {
  const names = sql.raw(columnNames(newChange).join(', '))
  await inChunks(values, (chunk) =>
    tx.execute(sql`insert into ${deviationChanges} (${names}) select * from ${unnestRows(chunk, newChange)}`),
  )
}

export async function updateChangeDecisions(
  tx: Tx,
  verdicts: Map<string, 'accepted' | 'rejected'>,
  decided: { at: Date; byName: string | null },
) {
  const rows = [...verdicts].map(([id, decision]) => ({ id, decision }))
  const columns = { id: deviationChanges.id, decision: deviationChanges.decision }
  await inChunks(rows, (chunk) =>
    tx.execute(sql`update ${deviationChanges} c set decision = v.decision,
      decided_at = ${decided.at.toISOString()}::timestamptz, decided_by_name = ${decided.byName}
      from ${unnestRows(chunk, columns)} where c.id = v.id`),
  )
}

// Moves the report to a status and takes its version.
export async function updateReportStatus(
  tx: Tx,
  reportId: string,
  values: Pick<ReportRow, 'status' | 'updatedAt'> & Partial<Pick<ReportRow, 'decidedAt' | 'decidedByName'>>,
): Promise<ReportRow | undefined> {
  const [report] = await tx
    .update(deviationReports)
    .set({ ...values, version: sql`${deviationReports.version} + 1` })
    .where(eq(deviationReports.id, reportId))
    .returning()
  return report
}

// An order's reports (or one of them), newest first, and their changes with the delivery and line
// each names, in their order.
export async function findReportsWithChanges(tx: Tx, orderId: string, reportId?: string) {
  const reports = await tx
    .select()
    .from(deviationReports)
    .where(
      and(eq(deviationReports.orderId, orderId), reportId ? eq(deviationReports.id, reportId) : undefined),
    )
    .orderBy(desc(deviationReports.number))
  if (reports.length === 0) return { reports, changes: [] }
  const changes = await tx
    .select({
      change: deviationChanges,
      deliveryCode: orderDeliveries.code,
      deliveryPosition: orderDeliveries.position,
      linePosition: orderLines.position,
      articleCode: orderLines.articleCode,
      articleName: orderLines.articleName,
    })
    .from(deviationChanges)
    .innerJoin(orderDeliveries, eq(orderDeliveries.id, deviationChanges.deliveryId))
    .leftJoin(orderLines, eq(orderLines.id, deviationChanges.lineId))
    .where(
      inArray(
        deviationChanges.reportId,
        reports.map((report) => report.id),
      ),
    )
    .orderBy(asc(deviationChanges.position))
  return { reports, changes }
}
