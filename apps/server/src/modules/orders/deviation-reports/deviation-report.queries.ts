import type { DeviationAction, DeviationChange, DeviationReport } from '@scm/contracts'
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm'
import type { Tx } from '../../../platform/db/database.ts'
import { notFound } from '../../../platform/errors/app-error.ts'
import type { OrderRow } from '../order.queries.ts'
import { orderDeliveries, orderLines } from '../order.table.ts'
import { deviationChanges, deviationReports } from './deviation-report.table.ts'

export type ReportRow = typeof deviationReports.$inferSelect
export type ChangeRow = typeof deviationChanges.$inferSelect
export type ReportValues = typeof deviationReports.$inferInsert
export type ChangeValues = typeof deviationChanges.$inferInsert

export const reportIdentifier = (orderNumber: string, number: number) => `${orderNumber}-D${number}`

// The report, locked for the rest of the transaction: two decisions at once are taken one after the
// other, and the second sees the first one's version.
export async function lockReport(tx: Tx, orderId: string, reportId: string): Promise<ReportRow> {
  const [report] = await tx
    .select()
    .from(deviationReports)
    .where(and(eq(deviationReports.id, reportId), eq(deviationReports.orderId, orderId)))
    .for('update')
  if (!report) throw notFound()
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

export function insertChanges(tx: Tx, values: ChangeValues[]): Promise<ChangeRow[]> {
  return tx.insert(deviationChanges).values(values).returning()
}

export async function updateChangeDecision(
  tx: Tx,
  changeId: string,
  values: Pick<ChangeRow, 'decision' | 'decidedAt' | 'decidedByName'>,
) {
  await tx.update(deviationChanges).set(values).where(eq(deviationChanges.id, changeId))
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

const iso = (value: Date | null) => value?.toISOString() ?? null

// The reports of an order (or one of them) as the contract shows them, with where each change sits.
export async function loadReports(
  tx: Tx,
  order: OrderRow,
  allowed: (report: ReportRow) => DeviationAction[],
  reportId?: string,
): Promise<DeviationReport[]> {
  const reports = await tx
    .select()
    .from(deviationReports)
    .where(
      and(eq(deviationReports.orderId, order.id), reportId ? eq(deviationReports.id, reportId) : undefined),
    )
    .orderBy(desc(deviationReports.number))
  if (reports.length === 0) return []
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
  return reports.map((report) => ({
    id: report.id,
    order_id: order.id,
    order_number: order.number,
    number: report.number,
    identifier: reportIdentifier(order.number, report.number),
    raised_by: report.raisedBy,
    status: report.status,
    reason: report.reason,
    created_by_name: report.createdByName,
    created_at: report.createdAt.toISOString(),
    decided_at: iso(report.decidedAt),
    decided_by_name: report.decidedByName,
    changes: changes
      .filter((row) => row.change.reportId === report.id)
      .map(
        (row): DeviationChange => ({
          id: row.change.id,
          delivery_id: row.change.deliveryId,
          delivery_code: row.deliveryCode,
          delivery_position: row.deliveryPosition,
          line_id: row.change.lineId,
          line_position: row.linePosition,
          article_code: row.articleCode,
          article_name: row.articleName,
          field: row.change.field,
          original_value: row.change.originalValue,
          new_value: row.change.newValue,
          original_label: row.change.originalLabel,
          new_label: row.change.newLabel,
          day_difference: row.change.dayDifference,
          percent_difference: row.change.percentDifference,
          beyond_tolerance: row.change.beyondTolerance,
          decision: row.change.decision,
          decided_at: iso(row.change.decidedAt),
          decided_by_name: row.change.decidedByName,
        }),
      ),
    allowed_actions: allowed(report),
    version: report.version,
  }))
}
