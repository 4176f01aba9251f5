import { z } from 'zod'
import { TokenParams } from '../auth/auth.contract.ts'
import { IdParams } from '../http/common.ts'
import { defineEndpoint } from '../http/endpoint.ts'
import { DeviationCommandBody, DeviationDecisionsBody } from '../orders/deviation-report.contract.ts'
import {
  GuestQuotationDeviationParams,
  QuotationDeviation,
  QuotationDeviationBody,
  QuotationDeviationParams,
} from './quotation-deviation.contract.ts'

const deviations = z.array(QuotationDeviation)
const supplier = 'list.quotation.invites' as const

// The buyer's side (spec /quotations/{id}/deviation, decision 0041): every supplier's deviations, each
// change accepted or rejected on its own as an order's are, or all at once (force-confirm).
export const quotationDeviationEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/quotations/:id/deviations',
    permission: 'list.quotations',
    params: IdParams,
    response: deviations,
  }),
  decide: defineEndpoint({
    method: 'POST',
    path: '/quotations/:id/deviations/:deviationId/decisions',
    permission: 'create.quotation',
    params: QuotationDeviationParams,
    body: DeviationDecisionsBody,
    response: QuotationDeviation,
  }),
  command: defineEndpoint({
    method: 'POST',
    path: '/quotations/:id/deviations/:deviationId/command',
    permission: 'create.quotation',
    params: QuotationDeviationParams,
    body: DeviationCommandBody,
    response: QuotationDeviation,
  }),
}

// The supplier's side: its own deviations on its invite, proposed and withdrawn while undecided.
export const inviteDeviationEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/quotation-invites/:id/deviations',
    permission: supplier,
    params: IdParams,
    response: deviations,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/quotation-invites/:id/deviations',
    permission: supplier,
    params: IdParams,
    body: QuotationDeviationBody,
    response: QuotationDeviation,
    status: 201,
  }),
  command: defineEndpoint({
    method: 'POST',
    path: '/quotation-invites/:id/deviations/:deviationId/command',
    permission: supplier,
    params: QuotationDeviationParams,
    body: DeviationCommandBody,
    response: QuotationDeviation,
  }),
}

// An external supplier's, by the token of its invite link (decision 0039).
export const guestInviteDeviationEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/guest/quotation-invites/:token/deviations',
    permission: 'public',
    params: TokenParams,
    response: deviations,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/guest/quotation-invites/:token/deviations',
    permission: 'public',
    params: TokenParams,
    body: QuotationDeviationBody,
    response: QuotationDeviation,
    status: 201,
  }),
  command: defineEndpoint({
    method: 'POST',
    path: '/guest/quotation-invites/:token/deviations/:deviationId/command',
    permission: 'public',
    params: GuestQuotationDeviationParams,
    body: DeviationCommandBody,
    response: QuotationDeviation,
  }),
}
