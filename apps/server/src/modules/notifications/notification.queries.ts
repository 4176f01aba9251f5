import type { Locale, NotificationListQuery } from '@scm/contracts'
import { and, count, desc, eq, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { Db, Tx } from '../../platform/db/database.ts'
import { countCapped, type ListTotal, orderBy, pageWindow, pageWithTotal } from '../../platform/db/list.ts'
import { users } from '../../platform/tenancy/user.table.ts'
import { notifications } from './notification.table.ts'

export type NotificationRow = typeof notifications.$inferSelect
export type NotificationValues = typeof notifications.$inferInsert
export type Recipient = { id: string; email: string; firstName: string; locale: Locale }

// A user's notifications are theirs alone, also within their company.
const mine = (companyId: string, userId: string) =>
  and(eq(notifications.companyId, companyId), eq(notifications.userId, userId))

export async function countUnread(tx: Tx, companyId: string, userId: string) {
  const [row] = await tx
    .select({ n: count() })
    .from(notifications)
    .where(and(mine(companyId, userId), isNull(notifications.readAt)))
  return row?.n ?? 0
}

// Newest first, after the cursor (the last id shown): up to `limit` unread notifications.
export function findUnread(
  tx: Tx,
  companyId: string,
  userId: string,
  page: { before?: string; limit: number },
): Promise<NotificationRow[]> {
  const after = page.before
    ? sql`(${notifications.createdAt}, ${notifications.id}) < (select n.created_at, n.id from notifications n where n.id = ${page.before} and n.user_id = ${userId})`
    : undefined
  return tx
    .select()
    .from(notifications)
    .where(and(mine(companyId, userId), isNull(notifications.readAt), after))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(page.limit)
}

// The ids among these that are the user's own notifications.
export function findOwnNotificationIds(tx: Tx, companyId: string, userId: string, ids: string[]) {
  return tx
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(mine(companyId, userId), inArray(notifications.id, ids)))
}

// Marks the user's unread notifications read: these ones, or all of them.
export async function markRead(tx: Tx, companyId: string, userId: string, ids?: string[]) {
  await tx
    .update(notifications)
    .set({ readAt: new Date() })
    .where(
      and(
        mine(companyId, userId),
        ids ? inArray(notifications.id, ids) : undefined,
        isNull(notifications.readAt),
      ),
    )
}

// One page of the user's notifications and the capped count of all that match.
export async function findNotificationPage(
  tx: Tx,
  companyId: string,
  userId: string,
  query: z.output<typeof NotificationListQuery>,
): Promise<{ rows: NotificationRow[]; total: ListTotal }> {
  const filter = query.filter ?? {}
  const status: Record<string, SQL> = {
    read: isNotNull(notifications.readAt),
    unread: isNull(notifications.readAt),
  }
  const where = and(
    mine(companyId, userId),
    filter.status ? status[filter.status] : undefined,
    filter.type ? eq(notifications.type, filter.type) : undefined,
  )
  const { limit, offset } = pageWindow(query)
  const [rows, total] = await pageWithTotal(
    { limit, offset },
    tx
      .select()
      .from(notifications)
      .where(where)
      .orderBy(
        ...orderBy(
          query.sort,
          { created_at: notifications.createdAt },
          [desc(notifications.createdAt)],
          notifications.id,
        ),
      )
      .limit(limit)
      .offset(offset),
    () => countCapped(tx, notifications, where),
  )
  return { rows, total }
}

// The active users of the company among these ids, with what a message to them needs.
export function findRecipients(tx: Tx | Db, companyId: string, ids: string[]): Promise<Recipient[]> {
  return tx
    .select({ id: users.id, email: users.email, firstName: users.firstName, locale: users.locale })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.active, true), inArray(users.id, ids)))
}

export function insertNotifications(tx: Tx | Db, values: NotificationValues[]) {
  return tx.insert(notifications).values(values).returning()
}
