import { z } from 'zod'
import { Id, IdParams, Timestamp } from '../http/common.ts'
import { defineEndpoint } from '../http/endpoint.ts'
import { listQuery, listResponse } from '../http/list.ts'
import { adminPermission } from '../permissions/permission-catalogue.ts'

export const MailKind = z.enum([
  'user-invite',
  'company-invite',
  'password-reset',
  'email-verification',
  'demo-request',
  'notification',
  'guest-link',
])
export type MailKind = z.infer<typeof MailKind>
// Sign-in and reset links and a user's own notifications belong to one person: the company's mail
// log never shows them. A guest link lets its holder act as the supplier, so not even the buyer that
// sent it reads it back.
export const privateMailKinds: readonly MailKind[] = [
  'password-reset',
  'email-verification',
  'notification',
  'guest-link',
]

// What stands in for a link's token in stored mail and in logs, where the link must not work
// (decision 0024); the mail log screen shows such a link without making it clickable.
export const redactedSecret = '[redacted]'

export const MailStatus = z.enum(['queued', 'sent', 'logged', 'failed'])

export const OutboxMail = z.object({
  id: Id,
  kind: MailKind,
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  status: MailStatus,
  error: z.string().nullable(),
  created_at: Timestamp,
  sent_at: Timestamp.nullable(),
})
export type OutboxMail = z.infer<typeof OutboxMail>

export const OutboxListQuery = listQuery(['created_at', 'to', 'subject'], {
  kind: MailKind,
  status: MailStatus,
})

const perm = adminPermission('outbox')
export const outboxEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/outbox',
    permission: perm,
    query: OutboxListQuery,
    response: listResponse(OutboxMail),
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/outbox/:id',
    permission: perm,
    params: IdParams,
    response: OutboxMail,
  }),
}
