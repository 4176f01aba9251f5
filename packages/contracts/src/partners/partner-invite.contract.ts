import { z } from 'zod'
import { Email, Id, IdParams, Timestamp } from '../http/common.ts'
import { defineEndpoint } from '../http/endpoint.ts'
import { MessageBody } from '../http/errors.ts'
import { listQuery, listResponse } from '../http/list.ts'
import { type PartnerRole, partnerPaths, PartnerRole as Role } from './agreement.contract.ts'
import { OptionalText } from './partner-fields.ts'

export const partnerInviteStatuses = ['pending', 'accepted', 'expired', 'revoked'] as const
export const PartnerInviteStatus = z.enum(partnerInviteStatuses)
export type PartnerInviteStatus = z.infer<typeof PartnerInviteStatus>

// An invitation sent: `role` is what the invited company becomes to the inviting one.
export const PartnerInvite = z.object({
  id: Id,
  email: z.string(),
  name: z.string().nullable(),
  role: Role,
  status: PartnerInviteStatus,
  // The address belongs to a company already on the platform: it accepts in the app.
  on_platform: z.boolean(),
  sent_at: Timestamp,
  accepted_at: Timestamp.nullable(),
  expires_at: Timestamp,
})
export type PartnerInvite = z.infer<typeof PartnerInvite>

// An invitation received by a company on the platform; `role` is what the receiving company becomes.
export const ReceivedPartnerInvite = z.object({
  id: Id,
  company: z.string(),
  inviter: z.string(),
  role: Role,
  sent_at: Timestamp,
})
export type ReceivedPartnerInvite = z.infer<typeof ReceivedPartnerInvite>

export const CreatePartnerInviteBody = z.strictObject({ email: Email, name: OptionalText(160) })
export type CreatePartnerInviteBody = z.input<typeof CreatePartnerInviteBody>

export const PartnerInviteListQuery = listQuery(['email', 'sent_at'], {
  status: z.union([PartnerInviteStatus, z.array(PartnerInviteStatus).max(4)]),
})

export function partnerInviteEndpoints(role: PartnerRole) {
  const base = `/${partnerPaths[role]}/invites`
  return {
    list: defineEndpoint({
      method: 'GET',
      path: base,
      permission: role === 'supplier' ? 'list.suppliers' : 'list.clients',
      query: PartnerInviteListQuery,
      response: listResponse(PartnerInvite),
    }),
    create: defineEndpoint({
      method: 'POST',
      path: base,
      permission: 'edit.agreement',
      body: CreatePartnerInviteBody,
      response: PartnerInvite,
      status: 201,
    }),
    resend: defineEndpoint({
      method: 'POST',
      path: `${base}/:id/resend`,
      permission: 'edit.agreement',
      params: IdParams,
      response: PartnerInvite,
    }),
    revoke: defineEndpoint({
      method: 'POST',
      path: `${base}/:id/revoke`,
      permission: 'edit.agreement',
      params: IdParams,
      response: PartnerInvite,
    }),
  }
}

export const supplierInviteEndpoints = partnerInviteEndpoints('supplier')
export const clientInviteEndpoints = partnerInviteEndpoints('client')

export const receivedInviteEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/partner-invites/received',
    permission: ['list.suppliers', 'list.clients'],
    response: z.array(ReceivedPartnerInvite),
  }),
  accept: defineEndpoint({
    method: 'POST',
    path: '/partner-invites/:id/accept',
    permission: 'edit.agreement',
    params: IdParams,
    response: MessageBody,
  }),
  decline: defineEndpoint({
    method: 'POST',
    path: '/partner-invites/:id/decline',
    permission: 'edit.agreement',
    params: IdParams,
    response: MessageBody,
  }),
}
