import { privateMailKinds } from '@scm/contracts'
import { and, eq, ilike, notInArray, or, sql } from 'drizzle-orm'
import type { Tx } from '../../platform/db/database.ts'
import {
  countCapped,
  type ListTotal,
  likePattern,
  orderBy,
  type PageRequest,
  pageWindow,
  pageWithTotal,
} from '../../platform/db/list.ts'
import { outbox } from '../../platform/mail/outbox.table.ts'

export type OutboxRow = typeof outbox.$inferSelect

export type OutboxQuery = PageRequest & {
  search?: string
  filter?: { kind?: OutboxRow['kind']; status?: OutboxRow['status'] }
}

// The company's mail log, without anyone's personal sign-in or reset links (ARCHITECTURE rule 9).
const visible = (companyId: string) =>
  and(eq(outbox.companyId, companyId), notInArray(outbox.kind, [...privateMailKinds]))

// One page of the company's visible mail and the capped count of all that match.
export async function findOutboxPage(
  tx: Tx,
  companyId: string,
  query: OutboxQuery,
): Promise<{ rows: OutboxRow[]; total: ListTotal }> {
  const where = and(
    visible(companyId),
    query.search
      ? or(ilike(outbox.to, likePattern(query.search)), ilike(outbox.subject, likePattern(query.search)))
      : undefined,
    query.filter?.kind ? eq(outbox.kind, query.filter.kind) : undefined,
    query.filter?.status ? eq(outbox.status, query.filter.status) : undefined,
  )
  const { limit, offset } = pageWindow(query)
  const sortable = { created_at: outbox.createdAt, to: outbox.to, subject: sql`lower(${outbox.subject})` }
  const [rows, total] = await pageWithTotal(
    { limit, offset },
    tx
      .select()
      .from(outbox)
      .where(where)
      .orderBy(...orderBy(query.sort ?? '-created_at', sortable, [], outbox.id))
      .limit(limit)
      .offset(offset),
    () => countCapped(tx, outbox, where),
  )
  return { rows, total }
}

export async function findOutboxMail(tx: Tx, companyId: string, id: string): Promise<OutboxRow | undefined> {
  const [row] = await tx
    .select()
    .from(outbox)
    .where(and(eq(outbox.id, id), visible(companyId)))
  return row
}
