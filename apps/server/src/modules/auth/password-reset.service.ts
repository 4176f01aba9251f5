import { hashPassword } from '../../platform/auth/password.ts'
import { AppError } from '../../platform/errors/app-error.ts'
import type { PublicContext } from '../../platform/http/context.ts'
import { messageBody } from '../../platform/http/message.ts'
import { renderMail } from '../../platform/mail/templates.ts'
import { findUserByEmailForSignIn } from '../../platform/tenancy/user-lookup.ts'
import { notify } from '../notifications/index.ts'
import { clearFailures } from './login-attempt.queries.ts'
import { revokeUserSessions } from './session.queries.ts'
import { updateUserPassword } from './user.queries.ts'
import { createUserToken, spendAllUserTokens, spendUserToken } from './user-token.queries.ts'

const resetMinutes = 60

// Answers the same whether or not the address has an account, so the form cannot probe for users.
export async function requestPasswordReset(ctx: PublicContext, email: string) {
  const { db, mailer, config } = ctx.platform
  const found = await findUserByEmailForSignIn(db, email)
  if (found?.user.active && found.user.passwordHash) {
    const { user } = found
    const token = await createUserToken(db, {
      userId: user.id,
      companyId: user.companyId,
      purpose: 'password-reset',
      minutes: resetMinutes,
    })
    const link = `${config.publicUrl}/reset-password?token=${token}`
    const mail = renderMail(user.locale, {
      subject: 'mail.resetSubject',
      body: 'mail.resetBody',
      params: { minutes: resetMinutes },
      name: user.firstName,
      link,
    })
    const deliver = await mailer.queue(db, {
      companyId: user.companyId,
      kind: 'password-reset',
      to: user.email,
      links: [link],
      ...mail,
    })
    ctx.afterCommit(deliver)
  }
  return messageBody(ctx, 'auth.resetSent')
}

export async function resetPassword(ctx: PublicContext, body: { token: string; password: string }) {
  const passwordHash = await hashPassword(body.password)
  await ctx.platform.db.transaction(async (tx) => {
    const token = await spendUserToken(tx, body.token, 'password-reset')
    if (!token) throw new AppError(422, 'auth.linkInvalid')
    const user = await updateUserPassword(tx, token.userId, passwordHash)
    // Whoever knew the old password is signed out everywhere, and older reset links stop working.
    await revokeUserSessions(tx, token.userId)
    await spendAllUserTokens(tx, token.userId, 'password-reset')
    // The owner of the mailbox chose a new password: earlier guesses no longer lock them out.
    if (user) await clearFailures(tx, user.email)
    await notify(
      { tx, platform: ctx.platform, afterCommit: ctx.afterCommit },
      {
        companyId: token.companyId,
        recipients: [token.userId],
        type: 'password-changed',
        message: 'notifications.passwordReset',
        link: '/account',
        linkText: 'notifications.linkText.account',
      },
    )
  })
  return messageBody(ctx, 'auth.passwordReset')
}
