import type { Account, ChangeEmailBody, ChangePasswordBody, UpdateAccountBody } from '@scm/contracts'
import type { z } from 'zod'
import { hashPassword, verifyPassword } from '../../platform/auth/password.ts'
import { conflict, invalidField, notFound } from '../../platform/errors/app-error.ts'
import type { RequestContext } from '../../platform/http/context.ts'
import { messageBody } from '../../platform/http/message.ts'
import { paramsChanged } from '../../platform/realtime/params-changed.ts'
import { emailInUse } from '../../platform/tenancy/user-lookup.ts'
import { revokeUserSessions, sendEmailVerification } from '../auth/index.ts'
import { notify } from '../notifications/index.ts'
import {
  type AccountRow,
  findAccountRow,
  updateAccountRow,
  updatePasswordHash,
  updatePendingEmail,
} from './account.queries.ts'

async function ownRow(ctx: RequestContext) {
  const row = await findAccountRow(ctx.tx, ctx.userId)
  if (!row) throw notFound()
  return row
}

const toAccount = (row: AccountRow): Account => ({
  first_name: row.firstName,
  last_name: row.lastName,
  email: row.email,
  pending_email: row.pendingEmail,
  locale: row.locale,
  session_time: row.sessionTime,
  version: row.version,
})

export async function getAccount(ctx: RequestContext) {
  return toAccount(await ownRow(ctx))
}

export async function updateAccount(ctx: RequestContext, body: z.output<typeof UpdateAccountBody>) {
  const { version, first_name, last_name, locale, session_time } = body
  const row = await updateAccountRow(ctx.tx, ctx.userId, version, {
    firstName: first_name,
    lastName: last_name,
    locale,
    sessionTime: session_time,
  })
  if (!row) throw conflict()
  ctx.locale = locale
  // Colleagues pick this user by name (assignees, approvers).
  paramsChanged(ctx, ['users'])
  return toAccount(row)
}

async function assertPassword(ctx: RequestContext, password: string) {
  const row = await ownRow(ctx)
  if (!(await verifyPassword(row.passwordHash, password)))
    throw invalidField('current_password', 'auth.wrongPassword')
  return row
}

export async function changePassword(ctx: RequestContext, body: z.output<typeof ChangePasswordBody>) {
  await assertPassword(ctx, body.current_password)
  await updatePasswordHash(ctx.tx, ctx.userId, await hashPassword(body.password))
  // Other browsers signed in with the old password are signed out; this one stays.
  await revokeUserSessions(ctx.tx, ctx.userId, ctx.principal.sessionId)
  // Also by e-mail by default: someone who took over the session must not change it unseen.
  await notify(ctx, {
    companyId: ctx.companyId,
    recipients: [ctx.userId],
    type: 'password-changed',
    message: 'notifications.passwordChanged',
    link: '/account',
    linkText: 'notifications.linkText.account',
  })
  return messageBody(ctx, 'auth.passwordChanged')
}

export async function changeEmail(ctx: RequestContext, body: z.output<typeof ChangeEmailBody>) {
  const row = await assertPassword(ctx, body.current_password)
  if (await emailInUse(ctx.tx, body.email, ctx.userId)) throw invalidField('email', 'auth.emailTaken')
  const updated = await updatePendingEmail(ctx.tx, ctx.userId, body.email)
  await sendEmailVerification(ctx, ctx.tx, row, body.email)
  return toAccount(updated!)
}
