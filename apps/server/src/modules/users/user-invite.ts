import type { RequestContext } from '../../platform/http/context.ts'
import { renderMail } from '../../platform/mail/templates.ts'
import { createInvite, inviteDays } from '../auth/index.ts'
import type { UserRow } from './user.queries.ts'

// Sends (or re-sends) the link with which an invited user creates their account.
export async function sendUserInvite(ctx: RequestContext, user: UserRow) {
  const { token } = await createInvite(ctx.tx, {
    companyId: ctx.companyId,
    kind: 'user',
    email: user.email,
    userId: user.id,
    invitedBy: ctx.userId,
  })
  const link = `${ctx.platform.config.publicUrl}/invite/${token}`
  const inviter = `${ctx.principal.firstName} ${ctx.principal.lastName}`
  const mail = renderMail(user.locale, {
    subject: 'mail.inviteSubject',
    body: 'mail.inviteBody',
    params: { company: ctx.principal.company, inviter, days: inviteDays },
    name: user.firstName || undefined,
    link,
  })
  const deliver = await ctx.platform.mailer.queue(ctx.tx, {
    companyId: ctx.companyId,
    userId: ctx.userId,
    kind: 'user-invite',
    to: user.email,
    links: [link],
    ...mail,
  })
  ctx.afterCommit(deliver)
}
