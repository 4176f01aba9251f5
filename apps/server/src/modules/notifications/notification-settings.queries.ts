import { and, eq, inArray } from 'drizzle-orm'
import type { Db, Tx } from '../../platform/db/database.ts'
import { notificationSettings } from './notification.table.ts'

// The stored preferences of these users; a user who never saved has no row.
export function findStoredPreferences(tx: Tx | Db, userIds: string[]) {
  return tx
    .select({ userId: notificationSettings.userId, preferences: notificationSettings.preferences })
    .from(notificationSettings)
    .where(inArray(notificationSettings.userId, userIds))
}

export async function findNotificationSettingsRow(tx: Tx, companyId: string, userId: string) {
  const [row] = await tx
    .select()
    .from(notificationSettings)
    .where(and(eq(notificationSettings.userId, userId), eq(notificationSettings.companyId, companyId)))
  return row
}

// The first save; no row back means another one came first.
export function insertNotificationSettings(tx: Tx, companyId: string, userId: string, preferences: unknown) {
  return (
    tx
      .insert(notificationSettings)
      .values({ userId, companyId, preferences, version: 1 })
      // A second tab saving its first version at the same time loses, as any stale write does.
      .onConflictDoNothing()
      .returning({ version: notificationSettings.version })
  )
}

// Changes the settings only at the given version; no row back means another write came first.
export function updateNotificationSettingsRow(tx: Tx, userId: string, version: number, preferences: unknown) {
  return tx
    .update(notificationSettings)
    .set({ preferences, version: version + 1, updatedAt: new Date() })
    .where(and(eq(notificationSettings.userId, userId), eq(notificationSettings.version, version)))
    .returning({ version: notificationSettings.version })
}
