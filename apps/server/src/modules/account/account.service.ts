import type { Account, ChangeEmailBody, ChangePasswordBody, UpdateAccountBody } from '@scm/contracts'
import { and, eq, sql } from 'drizzle-orm'
import type { z } from 'zod'
import { hashPassword, verifyPassword } from '../../platform/auth/password.ts'
import { conflict, invalidField, notFound } from '../../platform/errors/app-error.ts'
import type { RequestContext } from '../../platform/http/context.ts'
import { messageBody } from '../../platform/http/message.ts'
import { paramsChanged } from '../../platform/realtime/params-changed.ts'
import { users } from '../../platform/tenancy/user.table.ts'
import { emailInUse } from '../../platform/tenancy/user-lookup.ts'
import { revokeUserSessions, sendEmailVerification } from '../auth/index.ts'
import { notify } from '../notifications/index.ts'

async function ownRow(ctx: RequestContext) {
  const [row] = await ctx.tx.select().from(users).where(eq(users.id, ctx.userId))
  if (!row) throw notFound()
  return row
}

const toAccount = (row: typeof users.$inferSelect): Account => ({
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
  const [row] = await ctx.tx
    .update(users)
    .set({
      firstName: first_name,
      lastName: last_name,
      locale,
      sessionTime: session_time,
      updatedAt: new Date(),
      version: version + 1,
    })
    .where(and(eq(users.id, ctx.userId), eq(users.version, version)))
    .returning()
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
  await ctx.tx
    .update(users)
    .set({
      passwordHash: await hashPassword(body.password),
      updatedAt: new Date(),
      version: sql`${users.version} + 1`,
    })
    .where(eq(users.id, ctx.userId))
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
  const [updated] = await ctx.tx
    .update(users)
    .set({ pendingEmail: body.email, updatedAt: new Date(), version: sql`${users.version} + 1` })
    .where(eq(users.id, ctx.userId))
    .returning()
  await sendEmailVerification(ctx, ctx.tx, row, body.email)
  return toAccount(updated!)
}
