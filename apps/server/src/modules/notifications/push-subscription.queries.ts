import { and, eq, inArray } from 'drizzle-orm'
import type { Db, Tx } from '../../platform/db/database.ts'
import { pushSubscriptions } from './notification.table.ts'

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect

export function listUserPushSubscriptions(tx: Tx, companyId: string, userId: string) {
  return tx
    .select()
    .from(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.companyId, companyId)))
    .orderBy(pushSubscriptions.createdAt)
}

// Subscribing the same browser again renews its keys instead of adding a second row.
export async function upsertPushSubscription(
  tx: Tx,
  values: { companyId: string; userId: string; endpoint: string; p256dh: string; auth: string },
) {
  const [row] = await tx
    .insert(pushSubscriptions)
    .values(values)
    .onConflictDoUpdate({
      target: [pushSubscriptions.userId, pushSubscriptions.endpoint],
      set: { p256dh: values.p256dh, auth: values.auth },
    })
    .returning()
  return row
}

export async function deleteUserPushSubscription(tx: Tx, companyId: string, userId: string, id: string) {
  const [row] = await tx
    .delete(pushSubscriptions)
    .where(
      and(
        eq(pushSubscriptions.id, id),
        eq(pushSubscriptions.userId, userId),
        eq(pushSubscriptions.companyId, companyId),
      ),
    )
    .returning({ id: pushSubscriptions.id })
  return row
}

export async function subscriptionsOf(tx: Tx | Db, userIds: string[]) {
  if (userIds.length === 0) return []
  return tx.select().from(pushSubscriptions).where(inArray(pushSubscriptions.userId, userIds))
}

export async function deletePushSubscription(db: Db, id: string) {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id))
}
