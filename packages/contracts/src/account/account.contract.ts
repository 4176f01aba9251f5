import { z } from 'zod'
import { SessionTime } from '../auth/current-user.ts'
import { Password } from '../auth/password.ts'
import { Email, Name, Version } from '../http/common.ts'
import { defineEndpoint } from '../http/endpoint.ts'
import { MessageBody } from '../http/errors.ts'
import { Locale } from '../i18n/locale.ts'

export const Account = z.object({
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  pending_email: z.string().nullable(),
  locale: Locale,
  session_time: z.number().int(),
  version: Version,
})
export type Account = z.infer<typeof Account>

export const UpdateAccountBody = z.strictObject({
  first_name: Name,
  last_name: Name,
  locale: Locale,
  session_time: SessionTime,
  version: Version,
})
export type UpdateAccountBody = z.input<typeof UpdateAccountBody>

export const ChangePasswordBody = z
  .strictObject({
    current_password: z.string().min(1).max(200),
    password: Password,
    password_confirmation: z.string(),
  })
  .refine((body) => body.password === body.password_confirmation, {
    error: 'validation.confirmed',
    path: ['password_confirmation'],
  })
export type ChangePasswordBody = z.input<typeof ChangePasswordBody>

export const ChangeEmailBody = z.strictObject({ email: Email, current_password: z.string().min(1).max(200) })
export type ChangeEmailBody = z.input<typeof ChangeEmailBody>

export const accountEndpoints = {
  get: defineEndpoint({ method: 'GET', path: '/account', permission: 'authenticated', response: Account }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/account',
    permission: 'authenticated',
    body: UpdateAccountBody,
    response: Account,
  }),
  changePassword: defineEndpoint({
    method: 'POST',
    path: '/account/password',
    permission: 'authenticated',
    body: ChangePasswordBody,
    response: MessageBody,
  }),
  changeEmail: defineEndpoint({
    method: 'POST',
    path: '/account/email',
    permission: 'authenticated',
    body: ChangeEmailBody,
    response: Account,
  }),
}
