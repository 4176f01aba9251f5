import { expect } from 'vitest'
import type { ApiClient } from '../../../../testing/api-client.ts'
import type { TestApp } from '../../../../testing/test-app.ts'
import { storedOrder } from './order-state.ts'

export const reports = (orderId: string) => `/api/orders/${orderId}/deviation-reports`

export type Report = {
  id: string
  status: string
  version: number
  allowed_actions: string[]
  changes: Array<{ id: string; field: string; decision: string }>
}

// Raises a report against the order's current version; the test fails unless it is created.
export async function raise(t: TestApp, client: ApiClient, orderId: string, body: Record<string, unknown>) {
  const order = await storedOrder(t.database.db, orderId)
  const response = await client.post(reports(orderId), { order_version: order.order.version, ...body })
  expect(response.statusCode, response.body).toBe(201)
  return response.json() as Report
}

// Decides changes named by their field: [['etd', 'accepted'], ['qty', 'rejected']].
export const decide = (
  client: ApiClient,
  orderId: string,
  report: Report,
  decisions: Array<[string, string]>,
) =>
  client.post(`${reports(orderId)}/${report.id}/decisions`, {
    version: report.version,
    decisions: decisions.map(([field, decision]) => ({
      change_id: report.changes.find((change) => change.field === field)!.id,
      decision,
    })),
  })
