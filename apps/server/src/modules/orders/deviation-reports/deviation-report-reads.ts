import type { DeviationAction, DeviationChange, DeviationReport } from '@scm/contracts'
import type { Tx } from '../../../platform/db/database.ts'
import { notFound } from '../../../platform/errors/app-error.ts'
import type { OrderRow } from '../order.queries.ts'
import { deviationChangeFields } from './deviation-change-fields.ts'
import {
  findReportsWithChanges,
  lockReportRow,
  type ReportRow,
  reportIdentifier,
} from './deviation-report.queries.ts'

// The report, locked for the rest of the transaction: two decisions at once are taken one after the
// other, and the second sees the first one's version. A report of another order is not found.
export async function lockReport(tx: Tx, orderId: string, reportId: string): Promise<ReportRow> {
  const report = await lockReportRow(tx, orderId, reportId)
  if (!report) throw notFound()
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
  const { reports, changes } = await findReportsWithChanges(tx, order.id, reportId)
  const changesOf = new Map<string, typeof changes>()
  for (const row of changes) {
    const list = changesOf.get(row.change.reportId)
    if (list) list.push(row)
    else changesOf.set(row.change.reportId, [row])
  }
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
    changes: (changesOf.get(report.id) ?? []).map(
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
        ...deviationChangeFields(row.change),
        original_label: row.change.originalLabel,
        new_label: row.change.newLabel,
      }),
    ),
    allowed_actions: allowed(report),
    version: report.version,
  }))
}
