import {
  isMessageKey,
  type Locale,
  type MarkNotificationsReadBody,
  type Notification,
  type NotificationListQuery,
  translate,
  type UnreadNotificationsQuery,
} from '@scm/contracts'
import type { z } from 'zod'
import { listMeta } from '../../platform/db/list.ts'
import { notFound } from '../../platform/errors/app-error.ts'
import type { RequestContext } from '../../platform/http/context.ts'
import {
  countUnread,
  findNotificationPage,
  findOwnNotificationIds,
  findUnread,
  markRead,
  type NotificationRow,
} from './notification.queries.ts'

const render = (locale: Locale, key: string | null, params: Record<string, string | number> = {}) =>
  key && isMessageKey(key) ? translate(locale, key, params) : key

// Rendered for the reader: the stored key and parameters in the language of this request.
export const toNotification = (locale: Locale, row: NotificationRow): Notification => ({
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

const unreadCount = (ctx: RequestContext) => countUnread(ctx.tx, ctx.companyId, ctx.userId)

// Newest first, after the cursor (the last id shown). Keyset paging keeps the pages stable while
// the shown ones are marked read and new ones arrive on top.
export async function unreadNotifications(
  ctx: RequestContext,
  query: z.output<typeof UnreadNotificationsQuery>,
) {
  const rows = await findUnread(ctx.tx, ctx.companyId, ctx.userId, {
    before: query.before,
    limit: query.limit + 1,
  })
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
  const found = await findOwnNotificationIds(ctx.tx, ctx.companyId, ctx.userId, ids)
  if (found.length !== ids.length) throw notFound()
  await markRead(ctx.tx, ctx.companyId, ctx.userId, ids)
  return { unreadNotificationsCount: await unreadCount(ctx) }
}

export async function markAllNotificationsRead(ctx: RequestContext) {
  await markRead(ctx.tx, ctx.companyId, ctx.userId)
  return { unreadNotificationsCount: 0 }
}

export async function listNotifications(ctx: RequestContext, query: z.output<typeof NotificationListQuery>) {
  const { rows, total } = await findNotificationPage(ctx.tx, ctx.companyId, ctx.userId, query)
  return { data: rows.map((row) => toNotification(ctx.locale, row)), meta: listMeta(query, total) }
}
