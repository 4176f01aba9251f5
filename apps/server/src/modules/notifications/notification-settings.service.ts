import {
  defaultNotificationPreferences,
  NotificationPreferences,
  type NotificationSettings,
  notificationTypes,
} from '@scm/contracts'
import type { Db, Tx } from '../../platform/db/database.ts'
import { conflict } from '../../platform/errors/app-error.ts'
import type { RequestContext } from '../../platform/http/context.ts'
import {
  findNotificationSettingsRow,
  findStoredPreferences,
  insertNotificationSettings,
  updateNotificationSettingsRow,
} from './notification-settings.queries.ts'

// Stored choices over the defaults: a type added after the user saved starts with its default.
function withDefaults(stored: unknown): NotificationPreferences {
  const partial = NotificationPreferences.partial().safeParse(stored)
  const saved = partial.success ? partial.data : {}
  const types = Object.fromEntries(
    notificationTypes.map((type) => [
      type,
      saved.types?.[type] ?? defaultNotificationPreferences.types[type],
    ]),
  ) as NotificationPreferences['types']
  return { types, email_paused: saved.email_paused ?? defaultNotificationPreferences.email_paused }
}

// The preferences of each recipient, by user id (read in the caller's transaction).
export async function preferencesFor(tx: Tx | Db, userIds: string[]) {
  const rows = await findStoredPreferences(tx, userIds)
  const stored = new Map(rows.map((row) => [row.userId, row.preferences]))
  return new Map(userIds.map((id) => [id, withDefaults(stored.get(id))]))
}

export async function getNotificationSettings(ctx: RequestContext): Promise<NotificationSettings> {
  const row = await findNotificationSettingsRow(ctx.tx, ctx.companyId, ctx.userId)
  // Version 0 stands for "never saved": the first save inserts the row.
  return { ...withDefaults(row?.preferences), version: row?.version ?? 0 }
}

export async function updateNotificationSettings(ctx: RequestContext, body: NotificationSettings) {
  const { version, ...preferences } = body
  const current = await getNotificationSettings(ctx)
  if (current.version !== version) throw conflict()
  const saved =
    version === 0
      ? await insertNotificationSettings(ctx.tx, ctx.companyId, ctx.userId, preferences)
      : await updateNotificationSettingsRow(ctx.tx, ctx.userId, version, preferences)
  if (saved.length === 0) throw conflict()
  return getNotificationSettings(ctx)
}
