import {
  type CreateDeviationReportBody,
  type DeviationReport,
  type DeviationVerdict,
  deviationReportEndpoints,
} from '@scm/contracts'
import { expect } from 'vitest'
import type { ApiClient } from '../../../../testing/api-client.ts'
import type { TestApp } from '../../../../testing/test-app.ts'
import { storedOrder } from './order-state.ts'

export type RaiseBody = Omit<CreateDeviationReportBody, 'order_version'>

// Raises a report against the order's current version; the test fails unless it is created.
export async function raise(t: TestApp, client: ApiClient, orderId: string, body: RaiseBody) {
  const order = await storedOrder(t.database.db, orderId)
  const response = await client.request(deviationReportEndpoints.create, {
    params: { id: orderId },
    body: { order_version: order.order.version, ...body },
  })
  expect(response.statusCode, response.body).toBe(201)
  return deviationReportEndpoints.create.response.parse(response.json())
}

// Decides changes named by their field: [['etd', 'accepted'], ['qty', 'rejected']]. The raw answer,
// as tests also expect 403 and 409.
export const decide = (
  client: ApiClient,
  orderId: string,
  report: Pick<DeviationReport, 'id' | 'version' | 'changes'>,
  decisions: Array<[string, DeviationVerdict]>,
) =>
  client.request(deviationReportEndpoints.decide, {
    params: { id: orderId, deviationId: report.id },
    body: {
      version: report.version,
      decisions: decisions.map(([field, decision]) => ({
        change_id: report.changes.find((change) => change.field === field)!.id,
        decision,
      })),
    },
  })
