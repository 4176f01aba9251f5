import { and, desc, eq } from 'drizzle-orm'
import type { Db } from '../platform/db/database.ts'
import { outbox } from '../platform/mail/outbox.table.ts'

type Kind = (typeof outbox.$inferSelect)['kind']

// Mail the server stored for one address, newest first (read as the owner, past row-level security).
export function mailTo(db: Db, to: string, kind?: Kind) {
  return db
    .select()
    .from(outbox)
    .where(kind ? and(eq(outbox.to, to), eq(outbox.kind, kind)) : eq(outbox.to, to))
    .orderBy(desc(outbox.createdAt))
}

// The token a mailed link carries after `marker` (e.g. '/reset-password?token='), or undefined.
export function tokenAfter(text: string, marker: string) {
  const start = text.indexOf(marker)
  if (start < 0) return undefined
  return /^[A-Za-z0-9_-]+/.exec(text.slice(start + marker.length))?.[0]
}

// The link token of the newest mail of that kind to that address; fails the test when there is none.
export async function lastLinkToken(db: Db, to: string, kind: Kind, marker: string) {
  const [mail] = await mailTo(db, to, kind)
  const token = mail ? tokenAfter(mail.text, marker) : undefined
  if (!token) throw new Error(`no ${kind} mail with ${marker} to ${to}`)
  return token
}
