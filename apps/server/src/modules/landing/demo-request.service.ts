import type { DemoRequestBody } from '@scm/contracts'
import type { z } from 'zod'
import type { PublicContext } from '../../platform/http/context.ts'
import { messageBody } from '../../platform/http/message.ts'
import { renderMail } from '../../platform/mail/templates.ts'
import { insertDemoRequest } from './demo-request.queries.ts'

// "Get a Demo": stored, then e-mailed to the platform team, who promise a reply within 24 hrs.
export async function requestDemo(ctx: PublicContext, body: z.output<typeof DemoRequestBody>) {
  const { db, mailer, config } = ctx.platform
  const deliver = await db.transaction(async (tx) => {
    await insertDemoRequest(tx, { ...body, ip: ctx.ip })
    const mail = renderMail('en', {
      subject: 'mail.demoSubject',
      body: 'mail.demoBody',
      params: {
        name: body.name,
        email: body.email,
        phone: body.phone ?? '-',
        company: body.company,
        message: body.message ?? '-',
      },
    })
    return mailer.queue(tx, { companyId: null, kind: 'demo-request', to: config.platformTeamEmail, ...mail })
  })
  ctx.afterCommit(deliver)
  return messageBody(ctx, 'landing.demoRequested')
}
