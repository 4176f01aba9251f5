import { z } from 'zod'
import { TokenParams } from '../auth/auth.contract.ts'
import { Email, Id, Timestamp } from '../http/common.ts'
import { defineEndpoint } from '../http/endpoint.ts'
import { MessageBody } from '../http/errors.ts'

// A link's state as its issuer sees it. A guest never learns which of the last three a link is in:
// every one of them answers "the link you clicked doesn't work".
export const GuestLinkStatus = z.enum(['active', 'used', 'expired', 'revoked'])
export type GuestLinkStatus = z.infer<typeof GuestLinkStatus>

export const GuestLink = z.object({
  id: Id,
  document_type: z.string(),
  document_id: Id,
  purpose: z.string(),
  recipient_email: z.string(),
  status: GuestLinkStatus,
  password_required: z.boolean(),
  expires_at: Timestamp,
  used_at: Timestamp.nullable(),
  revoked_at: Timestamp.nullable(),
  created_at: Timestamp,
  created_by_name: z.string().nullable(),
})
export type GuestLink = z.infer<typeof GuestLink>

// An optional password the issuer gives the recipient some other way (spec §5: guest access may need
// login details); blank means none.
export const GuestLinkPassword = z
  .string()
  .max(200)
  .nullable()
  .default(null)
  .transform((value) => (value ? value : null))
  .refine((value) => value === null || value.length >= 8, { message: 'guest.passwordTooShort' })

// One document sent to an outsider who signs in to it (a milestone, a project task): always with a
// password, which the sender gives the recipient some other way (spec §5 "Guest access needs login
// details (email and password)").
export const GuestLinkRecipientBody = z.strictObject({
  email: Email,
  password: z.string().min(8).max(200),
})
export type GuestLinkRecipientBody = z.input<typeof GuestLinkRecipientBody>

// Spec §5: "Guest access needs login details (email and password)".
export const GuestSignInBody = z.strictObject({
  email: Email,
  password: z.string().min(1).max(200),
})
export type GuestSignInBody = z.input<typeof GuestSignInBody>

export const guestLinkEndpoints = {
  // Any guest link with a password: on success a short-lived cookie opens that one link, nothing else.
  signIn: defineEndpoint({
    method: 'POST',
    path: '/guest/links/:token/sign-in',
    permission: 'public',
    params: TokenParams,
    body: GuestSignInBody,
    response: MessageBody,
  }),
}
