import { z } from 'zod'
import { IdParams } from '../http/common.ts'
import { defineEndpoint } from '../http/endpoint.ts'
import {
  CreateDeviationReportBody,
  DeviationCommandBody,
  DeviationDecisionsBody,
  DeviationOptions,
  DeviationParams,
  DeviationReport,
} from './deviation-report.contract.ts'

// Both parties read and raise deviations with list.orders; the buyer's side also needs create.order
// (its request-update, its decisions, force-confirm), which the service checks with the side.
const view = 'list.orders' as const

export const deviationReportEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/orders/:id/deviation-reports',
    permission: view,
    params: IdParams,
    response: z.array(DeviationReport),
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/orders/:id/deviation-reports/:deviationId',
    permission: view,
    params: DeviationParams,
    response: DeviationReport,
  }),
  // Raised by the supplier (a deviation) or by the buyer (/orders/{id}/request-update).
  create: defineEndpoint({
    method: 'POST',
    path: '/orders/:id/deviation-reports',
    permission: view,
    params: IdParams,
    body: CreateDeviationReportBody,
    response: DeviationReport,
    status: 201,
  }),
  decide: defineEndpoint({
    method: 'POST',
    path: '/orders/:id/deviation-reports/:deviationId/decisions',
    permission: view,
    params: DeviationParams,
    body: DeviationDecisionsBody,
    response: DeviationReport,
  }),
  command: defineEndpoint({
    method: 'POST',
    path: '/orders/:id/deviation-reports/:deviationId/actions',
    permission: view,
    params: DeviationParams,
    body: DeviationCommandBody,
    response: DeviationReport,
  }),
  options: defineEndpoint({
    method: 'GET',
    path: '/orders/:id/deviation-options',
    permission: view,
    params: IdParams,
    response: DeviationOptions,
  }),
}
