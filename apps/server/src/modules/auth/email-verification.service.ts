import type { Tx } from '../../platform/db/database.ts'
import { AppError } from '../../platform/errors/app-error.ts'
import type { PublicContext } from '../../platform/http/context.ts'
import { messageBody } from '../../platform/http/message.ts'
import { renderMail } from '../../platform/mail/templates.ts'
import { emailInUse } from '../../platform/tenancy/user-lookup.ts'
import { confirmUserEmail } from './user.queries.ts'
import { createUserToken, spendAllUserTokens, spendUserToken } from './user-token.queries.ts'

const verifyMinutes = 60 * 24

// Sends a link to the new address; the address changes only once the link is opened.
export async function sendEmailVerification(
  ctx: PublicContext,
  tx: Tx,
  user: { id: string; companyId: string; firstName: string; locale: 'sv' | 'en' },
  email: string,
) {
  // Only the newest requested address can be confirmed: earlier links stop working.
  await spendAllUserTokens(tx, user.id, 'email-verification')
  const token = await createUserToken(tx, {
    userId: user.id,
    companyId: user.companyId,
    purpose: 'email-verification',
    minutes: verifyMinutes,
    email,
  })
  const link = `${ctx.platform.config.publicUrl}/verify-email/${token}`
  const mail = renderMail(user.locale, {
    subject: 'mail.verifySubject',
    body: 'mail.verifyBody',
    params: {},
    name: user.firstName,
    link,
  })
  const deliver = await ctx.platform.mailer.queue(tx, {
    companyId: user.companyId,
    kind: 'email-verification',
    to: email,
    links: [link],
    ...mail,
  })
  ctx.afterCommit(deliver)
}

export async function verifyEmail(ctx: PublicContext, token: string) {
  await ctx.platform.db.transaction(async (tx) => {
    const spent = await spendUserToken(tx, token, 'email-verification')
    if (!spent?.email) throw new AppError(422, 'auth.linkInvalid')
    if (await emailInUse(tx, spent.email, spent.userId)) throw new AppError(422, 'auth.emailTaken')
    await confirmUserEmail(tx, spent.userId, spent.email)
  })
  return messageBody(ctx, 'auth.emailVerified')
}
