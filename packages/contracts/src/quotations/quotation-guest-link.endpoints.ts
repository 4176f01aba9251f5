import { z } from 'zod'
import { GuestLink, GuestLinkPassword } from '../guest/guest-link.contract.ts'
import { defineEndpoint } from '../http/endpoint.ts'
import { MessageBody } from '../http/errors.ts'
import { InviteParams } from './quotation-comparison.contract.ts'

// A new link for an external supplier (a lost mail, a new password); blank password means none.
export const QuotationGuestLinkBody = z.strictObject({ password: GuestLinkPassword })
export type QuotationGuestLinkBody = z.input<typeof QuotationGuestLinkBody>

// The buyer's hold on the link an external supplier answers by (decision 0043): send a new one, which
// replaces the live one, or revoke it. The link is the invite's; a supplier in the app has none.
export const quotationGuestLinkEndpoints = {
  send: defineEndpoint({
    method: 'POST',
    path: '/quotations/:id/invites/:inviteId/guest-link',
    permission: 'create.quotation',
    params: InviteParams,
    body: QuotationGuestLinkBody,
    response: GuestLink,
    status: 201,
  }),
  revoke: defineEndpoint({
    method: 'DELETE',
    path: '/quotations/:id/invites/:inviteId/guest-link',
    permission: 'create.quotation',
    params: InviteParams,
    response: MessageBody,
  }),
}
