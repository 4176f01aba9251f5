import { z } from 'zod'
import { Email, Name } from '../http/common.ts'
import { defineEndpoint } from '../http/endpoint.ts'
import { MessageBody } from '../http/errors.ts'
import { Locale } from '../i18n/locale.ts'
import { CompanyType, CurrentUser } from './current-user.ts'
import { Password } from './password.ts'

export const LoginBody = z.strictObject({ email: Email, password: z.string().min(1).max(200) })
export const TokenResponse = z.object({
  access_token: z.string(),
  token_type: z.literal('Bearer'),
  expires_in: z.number(),
})
export type TokenResponse = z.infer<typeof TokenResponse>

export const LinkToken = z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, { error: 'auth.linkInvalid' })

export const ForgotPasswordBody = z.strictObject({ email: Email })
export const ResetPasswordBody = z
  .strictObject({ token: LinkToken, password: Password, password_confirmation: z.string() })
  .refine((body) => body.password === body.password_confirmation, {
    error: 'validation.confirmed',
    path: ['password_confirmation'],
  })

export const InviteDetails = z.object({
  kind: z.enum(['user', 'company']),
  email: z.string(),
  company: z.string(),
  inviter: z.string(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  // A trading-partner invitation: what the new company becomes to the inviting one.
  partner_role: z.enum(['supplier', 'client']).optional(),
})
export type InviteDetails = z.infer<typeof InviteDetails>
export const HashParams = z.strictObject({ hash: LinkToken })

export const UserStep = z.strictObject({
  first_name: Name,
  last_name: Name,
  password: Password,
  password_confirmation: z.string(),
  locale: Locale,
})
const passwordsMatch = (body: { password: string; password_confirmation: string }) =>
  body.password === body.password_confirmation

export const AcceptInviteBody = UserStep.refine(passwordsMatch, {
  error: 'validation.confirmed',
  path: ['password_confirmation'],
})

export const CompanyStep = z.strictObject({
  name: z.string().trim().min(2).max(160),
  type: CompanyType,
  org_number: z.string().trim().min(2).max(40),
  vat_number: z.string().trim().max(40).optional(),
  phone: z.string().trim().max(40).optional(),
  business_area: z.string().trim().max(120).optional(),
  address_line1: z.string().trim().min(1).max(160),
  address_line2: z.string().trim().max(160).optional(),
  zip: z.string().trim().min(1).max(20),
  city: z.string().trim().min(1).max(120),
  country: z.string().trim().length(2),
})
export const SignUpBody = z
  .strictObject({ user: UserStep, company: CompanyStep })
  .refine((body) => passwordsMatch(body.user), {
    error: 'validation.confirmed',
    path: ['user', 'password_confirmation'],
  })

export const TokenParams = z.strictObject({ token: LinkToken })

export const authEndpoints = {
  login: defineEndpoint({
    method: 'POST',
    path: '/auth/login',
    permission: 'public',
    body: LoginBody,
    response: TokenResponse,
  }),
  refresh: defineEndpoint({
    method: 'POST',
    path: '/auth/refresh',
    permission: 'public',
    response: TokenResponse,
  }),
  logout: defineEndpoint({
    method: 'POST',
    path: '/auth/logout',
    permission: 'public',
    response: MessageBody,
  }),
  user: defineEndpoint({
    method: 'POST',
    path: '/auth/user',
    permission: 'authenticated',
    response: CurrentUser,
  }),
  ping: defineEndpoint({
    method: 'GET',
    path: '/ping',
    permission: 'public',
    response: z.object({ ok: z.literal(true), time: z.string() }),
  }),
  locale: defineEndpoint({
    method: 'POST',
    path: '/locale',
    permission: 'authenticated',
    body: z.strictObject({ locale: Locale }),
    response: CurrentUser,
  }),
  forgotPassword: defineEndpoint({
    method: 'POST',
    path: '/auth/forgot-password',
    permission: 'public',
    body: ForgotPasswordBody,
    response: MessageBody,
  }),
  resetPassword: defineEndpoint({
    method: 'POST',
    path: '/auth/reset-password',
    permission: 'public',
    body: ResetPasswordBody,
    response: MessageBody,
  }),
  verifyEmail: defineEndpoint({
    method: 'POST',
    path: '/auth/verify-email/:token',
    permission: 'public',
    params: TokenParams,
    response: MessageBody,
  }),
  invite: defineEndpoint({
    method: 'GET',
    path: '/auth/invites/:hash',
    permission: 'public',
    params: HashParams,
    response: InviteDetails,
  }),
  acceptInvite: defineEndpoint({
    method: 'POST',
    path: '/auth/invites/:hash/accept',
    permission: 'public',
    params: HashParams,
    body: AcceptInviteBody,
    response: TokenResponse,
  }),
  signUp: defineEndpoint({
    method: 'POST',
    path: '/auth/sign-up/:hash',
    permission: 'public',
    params: HashParams,
    body: SignUpBody,
    response: TokenResponse,
  }),
}
