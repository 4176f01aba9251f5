import { z } from 'zod'
import { TokenParams } from '../auth/auth.contract.ts'
import { GuestLink, GuestLinkPassword } from '../guest/guest-link.contract.ts'
import { Id, IdParams, Version } from '../http/common.ts'
import { defineEndpoint } from '../http/endpoint.ts'
import { MessageBody } from '../http/errors.ts'
import {
  DeviationDecisionsBody,
  DeviationOptions,
  DeviationReport,
  deviationChangesShape,
} from './deviation-report.contract.ts'
import { Order } from './order.contract.ts'

// What a guest link opens: the order as its supplier sees it, and nothing of the buyer's internals.
export const GuestOrder = Order.pick({
  id: true,
  number: true,
  status: true,
  buyer_name: true,
  supplier_name: true,
  buyer_reference: true,
  currency: true,
  etd: true,
  eta: true,
  total_qty: true,
  total_value: true,
  payment_term_name: true,
  ship_from_name: true,
  ship_to_name: true,
  freight_mode_name: true,
  incoterm: true,
  discount_percent: true,
  notes: true,
  terms_and_conditions: true,
  deliveries: true,
  version: true,
}).extend({
  recipient_email: z.string(),
  // The order still waits for the supplier's answer (confirm, or confirm with changes).
  can_answer: z.boolean(),
  deviation_options: DeviationOptions,
})
export type GuestOrder = z.infer<typeof GuestOrder>

export const GuestConfirmBody = z.strictObject({ version: Version })
export type GuestConfirmBody = z.input<typeof GuestConfirmBody>

// Confirming with changes: the order is confirmed and the changes go to the buyer as a deviation.
export const GuestProposeBody = z.strictObject({ ...deviationChangesShape, version: Version })
export type GuestProposeBody = z.input<typeof GuestProposeBody>

// A buyer's request to change the order, as the supplier's guest sees it.
export const GuestDeviation = z.object({
  order: GuestOrder.pick({ number: true, buyer_name: true, supplier_name: true, currency: true }),
  report: DeviationReport.omit({ allowed_actions: true }),
  recipient_email: z.string(),
})
export type GuestDeviation = z.infer<typeof GuestDeviation>

export const GuestLinkPurpose = z.enum(['confirm', 'confirm-deviation'])
export type GuestLinkPurpose = z.infer<typeof GuestLinkPurpose>

export const SendGuestLinkBody = z.strictObject({
  purpose: GuestLinkPurpose.default('confirm'),
  password: GuestLinkPassword,
})
export type SendGuestLinkBody = z.input<typeof SendGuestLinkBody>

export const GuestLinkParams = z.strictObject({ id: Id, linkId: Id })

// No sign-in: the link's token is the key (one document, nothing else); calls are limited per address.
export const guestOrderEndpoints = {
  get: defineEndpoint({
    method: 'GET',
    path: '/guest/orders/:token',
    permission: 'public',
    params: TokenParams,
    response: GuestOrder,
  }),
  confirm: defineEndpoint({
    method: 'POST',
    path: '/guest/orders/:token/confirm',
    permission: 'public',
    params: TokenParams,
    body: GuestConfirmBody,
    response: MessageBody,
  }),
  propose: defineEndpoint({
    method: 'POST',
    path: '/guest/orders/:token/propose',
    permission: 'public',
    params: TokenParams,
    body: GuestProposeBody,
    response: MessageBody,
  }),
  deviation: defineEndpoint({
    method: 'GET',
    path: '/guest/orders/:token/deviation',
    permission: 'public',
    params: TokenParams,
    response: GuestDeviation,
  }),
  decideDeviation: defineEndpoint({
    method: 'POST',
    path: '/guest/orders/:token/deviation',
    permission: 'public',
    params: TokenParams,
    body: DeviationDecisionsBody,
    response: MessageBody,
  }),
}

// The buyer's view of the links sent for an order: who got them, whether they still work, and a way
// to revoke one or send a new one.
export const orderGuestLinkEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/orders/:id/guest-links',
    permission: 'create.order',
    params: IdParams,
    response: z.array(GuestLink),
  }),
  send: defineEndpoint({
    method: 'POST',
    path: '/orders/:id/guest-links',
    permission: 'create.order',
    params: IdParams,
    body: SendGuestLinkBody,
    response: GuestLink,
    status: 201,
  }),
  revoke: defineEndpoint({
    method: 'DELETE',
    path: '/orders/:id/guest-links/:linkId',
    permission: 'create.order',
    params: GuestLinkParams,
    response: MessageBody,
  }),
}
