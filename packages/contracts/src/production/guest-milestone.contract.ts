import { z } from 'zod'
import { TokenParams } from '../auth/auth.contract.ts'
import { GuestLink, GuestLinkRecipientBody } from '../guest/guest-link.contract.ts'
import { defineEndpoint } from '../http/endpoint.ts'
import {
  MilestoneCommentBody,
  MilestoneParams,
  MilestoneUpdateBody,
  OrderMilestone,
} from './order-milestone.contract.ts'

// The buyer sends one milestone to an outsider (spec §2.4 /guest/milestones/{id}), with a password.
export const MilestoneGuestLinkBody = GuestLinkRecipientBody
export type MilestoneGuestLinkBody = z.input<typeof MilestoneGuestLinkBody>

// What the guest sees: its one milestone with its comments, and whose it is.
export const GuestMilestone = z.object({
  buyer_name: z.string(),
  order_number: z.string(),
  workflow_name: z.string(),
  milestone: OrderMilestone,
})
export type GuestMilestone = z.infer<typeof GuestMilestone>

export const milestoneGuestLinkEndpoints = {
  send: defineEndpoint({
    method: 'POST',
    path: '/orders/:id/milestones/:milestoneId/guest-link',
    permission: 'create.order',
    params: MilestoneParams,
    body: MilestoneGuestLinkBody,
    response: GuestLink,
    status: 201,
  }),
}

export const guestMilestoneEndpoints = {
  get: defineEndpoint({
    method: 'GET',
    path: '/guest/milestones/:token',
    permission: 'public',
    params: TokenParams,
    response: GuestMilestone,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/guest/milestones/:token',
    permission: 'public',
    params: TokenParams,
    body: MilestoneUpdateBody,
    response: GuestMilestone,
  }),
  comment: defineEndpoint({
    method: 'POST',
    path: '/guest/milestones/:token/comments',
    permission: 'public',
    params: TokenParams,
    body: MilestoneCommentBody,
    response: GuestMilestone,
    status: 201,
  }),
}
