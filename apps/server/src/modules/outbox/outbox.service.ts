import { type OutboxMail, privateMailKinds } from '@scm/contracts'
import { and, eq, ilike, notInArray, or, sql } from 'drizzle-orm'
import {
  countCapped,
  likePattern,
  listMeta,
  orderBy,
  type PageRequest,
  pageWindow,
} from '../../platform/db/list.ts'
import { notFound } from '../../platform/errors/app-error.ts'
import type { RequestContext } from '../../platform/http/context.ts'
import { redactLinkTokens } from '../../platform/http/log-redaction.ts'
import { outbox } from '../../platform/mail/outbox.table.ts'

type Row = typeof outbox.$inferSelect

// With SMTP the mail reaches its reader by SMTP alone: a queued or retried mail still holds its link
// secrets, and the admin reading the log must not be able to follow a link sent to someone else.
const toMail = (ctx: RequestContext, row: Row): OutboxMail => ({
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

// The company's mail log, without anyone's personal sign-in or reset links (ARCHITECTURE rule 9).
const visible = (companyId: string) =>
  and(eq(outbox.companyId, companyId), notInArray(outbox.kind, [...privateMailKinds]))

export async function listOutbox(
  ctx: RequestContext,
  query: PageRequest & { search?: string; filter?: { kind?: Row['kind']; status?: Row['status'] } },
) {
  const where = and(
    visible(ctx.companyId),
    query.search
      ? or(ilike(outbox.to, likePattern(query.search)), ilike(outbox.subject, likePattern(query.search)))
      : undefined,
    query.filter?.kind ? eq(outbox.kind, query.filter.kind) : undefined,
    query.filter?.status ? eq(outbox.status, query.filter.status) : undefined,
  )
  const { limit, offset } = pageWindow(query)
  const sortable = { created_at: outbox.createdAt, to: outbox.to, subject: sql`lower(${outbox.subject})` }
  const [rows, total] = await Promise.all([
    ctx.tx
      .select()
      .from(outbox)
      .where(where)
      .orderBy(...orderBy(query.sort ?? '-created_at', sortable, [], outbox.id))
      .limit(limit)
      .offset(offset),
    countCapped(ctx.tx, outbox, where),
  ])
  return { data: rows.map((row) => toMail(ctx, row)), meta: listMeta(query, total) }
}

export async function getOutboxMail(ctx: RequestContext, id: string) {
  const [row] = await ctx.tx
    .select()
    .from(outbox)
    .where(and(eq(outbox.id, id), visible(ctx.companyId)))
  if (!row) throw notFound()
  return toMail(ctx, row)
}
