import {
  isMessageKey,
  type Locale,
  type MarkNotificationsReadBody,
  type Notification,
  type NotificationListQuery,
  translate,
  type UnreadNotificationsQuery,
} from '@scm/contracts'
import { and, count, desc, eq, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm'
import type { z } from 'zod'
import { countCapped, listMeta, orderBy, pageWindow } from '../../platform/db/list.ts'
import { notFound } from '../../platform/errors/app-error.ts'
import type { RequestContext } from '../../platform/http/context.ts'
import { notifications } from './notification.table.ts'

type Row = typeof notifications.$inferSelect

const render = (locale: Locale, key: string | null, params: Record<string, string | number> = {}) =>
  key && isMessageKey(key) ? translate(locale, key, params) : key

// Rendered for the reader: the stored key and parameters in the language of this request.
export const toNotification = (locale: Locale, row: Row): Notification => ({
  id: row.id,
  type: row.type,
  data: {
    message: render(locale, row.messageKey, row.params) ?? '',
    link: row.link,
    linkText: render(locale, row.linkTextKey),
  },
  read_at: row.readAt?.toISOString() ?? null,
  created_at: row.createdAt.toISOString(),
})

// A user's notifications are theirs alone, also within their company.
const mine = (ctx: RequestContext) =>
  and(eq(notifications.companyId, ctx.companyId), eq(notifications.userId, ctx.userId))

async function unreadCount(ctx: RequestContext) {
  const [row] = await ctx.tx
    .select({ n: count() })
    .from(notifications)
    .where(and(mine(ctx), isNull(notifications.readAt)))
  return row?.n ?? 0
}

// Newest first, after the cursor (the last id shown). Keyset paging keeps the pages stable while
// the shown ones are marked read and new ones arrive on top.
export async function unreadNotifications(
  ctx: RequestContext,
  query: z.output<typeof UnreadNotificationsQuery>,
) {
  const after = query.before
    ? sql`(${notifications.createdAt}, ${notifications.id}) < (select n.created_at, n.id from notifications n where n.id = ${query.before} and n.user_id = ${ctx.userId})`
    : undefined
  const rows = await ctx.tx
    .select()
    .from(notifications)
    .where(and(mine(ctx), isNull(notifications.readAt), after))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(query.limit + 1)
  const page = rows.slice(0, query.limit)
  return {
    notifications: page.map((row) => toNotification(ctx.locale, row)),
    unreadNotificationsCount: await unreadCount(ctx),
    next_cursor: rows.length > query.limit ? page.at(-1)!.id : null,
  }
}

// Every id must be one of the caller's own notifications; any other is a 404, whoever owns it.
export async function markNotificationsRead(
  ctx: RequestContext,
  body: z.output<typeof MarkNotificationsReadBody>,
) {
  const ids = [...new Set(body.ids)]
  const found = await ctx.tx
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(mine(ctx), inArray(notifications.id, ids)))
  if (found.length !== ids.length) throw notFound()
  await ctx.tx
    .update(notifications)
    .set({ readAt: new Date() })
    .where(and(mine(ctx), inArray(notifications.id, ids), isNull(notifications.readAt)))
  return { unreadNotificationsCount: await unreadCount(ctx) }
}

export async function markAllNotificationsRead(ctx: RequestContext) {
  await ctx.tx
    .update(notifications)
    .set({ readAt: new Date() })
    .where(and(mine(ctx), isNull(notifications.readAt)))
  return { unreadNotificationsCount: 0 }
}

export async function listNotifications(ctx: RequestContext, query: z.output<typeof NotificationListQuery>) {
  const filter = query.filter ?? {}
  const status: Record<string, SQL> = {
    read: isNotNull(notifications.readAt),
    unread: isNull(notifications.readAt),
  }
  const where = and(
    mine(ctx),
    filter.status ? status[filter.status] : undefined,
    filter.type ? eq(notifications.type, filter.type) : undefined,
  )
  const { limit, offset } = pageWindow(query)
  const [rows, total] = await Promise.all([
    ctx.tx
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
    countCapped(ctx.tx, notifications, where),
  ])
  return { data: rows.map((row) => toNotification(ctx.locale, row)), meta: listMeta(query, total) }
}
