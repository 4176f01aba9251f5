import type { OutboxMail } from '@scm/contracts'
import { listMeta } from '../../platform/db/list.ts'
import { notFound } from '../../platform/errors/app-error.ts'
import type { RequestContext } from '../../platform/http/context.ts'
import { redactLinkTokens } from '../../platform/http/log-redaction.ts'
import { findOutboxMail, findOutboxPage, type OutboxQuery, type OutboxRow } from './outbox.queries.ts'

// With SMTP the mail reaches its reader by SMTP alone: a queued or retried mail still holds its link
// secrets, and the admin reading the log must not be able to follow a link sent to someone else.
const toMail = (ctx: RequestContext, row: OutboxRow): OutboxMail => ({
  id: row.id,
  kind: row.kind,
  to: row.to,
  subject: row.subject,
  text: ctx.platform.config.smtpUrl ? redactLinkTokens(row.text) : row.text,
  status: row.status,
  error: row.error,
  created_at: row.createdAt.toISOString(),
  sent_at: row.sentAt?.toISOString() ?? null,
})

export async function listOutbox(ctx: RequestContext, query: OutboxQuery) {
  const { rows, total } = await findOutboxPage(ctx.tx, ctx.companyId, query)
  return { data: rows.map((row) => toMail(ctx, row)), meta: listMeta(query, total) }
}

export async function getOutboxMail(ctx: RequestContext, id: string) {
  const row = await findOutboxMail(ctx.tx, ctx.companyId, id)
  if (!row) throw notFound()
  return toMail(ctx, row)
}
