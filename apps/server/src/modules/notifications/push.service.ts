import type { PushSubscriptionBody } from '@scm/contracts'
import { and, eq, inArray } from 'drizzle-orm'
import webpush from 'web-push'
import type { z } from 'zod'
import type { Db, Tx } from '../../platform/db/database.ts'
import { appSecrets } from '../../platform/db/secret.table.ts'
import { notFound } from '../../platform/errors/app-error.ts'
import type { Platform, RequestContext } from '../../platform/http/context.ts'
import { pushSubscriptions } from './notification.table.ts'

interface VapidKeys {
  publicKey: string
  privateKey: string
}

const loaded = new WeakMap<Db, Promise<VapidKeys>>()

// Like the token signing key: made once on first start, one row, so every instance on the same
// database signs pushes with the key the browsers subscribed with.
export function vapidKeys(db: Db): Promise<VapidKeys> {
  let keys = loaded.get(db)
  if (!keys) {
    keys = (async () => {
      await db
        .insert(appSecrets)
        .values({ name: 'vapid', value: JSON.stringify(webpush.generateVAPIDKeys()) })
        .onConflictDoNothing()
      const [row] = await db.select().from(appSecrets).where(eq(appSecrets.name, 'vapid'))
      return JSON.parse(row!.value) as VapidKeys
    })()
    loaded.set(db, keys)
  }
  return keys
}

const toSubscription = (row: typeof pushSubscriptions.$inferSelect) => ({
  id: row.id,
  endpoint: row.endpoint,
  created_at: row.createdAt.toISOString(),
})

export async function pushPublicKey(ctx: RequestContext) {
  return { publicKey: (await vapidKeys(ctx.platform.db)).publicKey }
}

export async function listPushSubscriptions(ctx: RequestContext) {
  const rows = await ctx.tx
    .select()
    .from(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, ctx.userId), eq(pushSubscriptions.companyId, ctx.companyId)))
    .orderBy(pushSubscriptions.createdAt)
  return rows.map(toSubscription)
}

// Subscribing the same browser again renews its keys instead of adding a second row.
export async function subscribePush(ctx: RequestContext, body: z.output<typeof PushSubscriptionBody>) {
  const [row] = await ctx.tx
    .insert(pushSubscriptions)
    .values({
      companyId: ctx.companyId,
      userId: ctx.userId,
      endpoint: body.endpoint,
      p256dh: body.keys.p256dh,
      auth: body.keys.auth,
    })
    .onConflictDoUpdate({
      target: [pushSubscriptions.userId, pushSubscriptions.endpoint],
      set: { p256dh: body.keys.p256dh, auth: body.keys.auth },
    })
    .returning()
  return toSubscription(row!)
}

export async function unsubscribePush(ctx: RequestContext, id: string) {
  const [row] = await ctx.tx
    .delete(pushSubscriptions)
    .where(
      and(
        eq(pushSubscriptions.id, id),
        eq(pushSubscriptions.userId, ctx.userId),
        eq(pushSubscriptions.companyId, ctx.companyId),
      ),
    )
    .returning({ id: pushSubscriptions.id })
  if (!row) throw notFound()
  return row
}

export async function subscriptionsOf(tx: Tx | Db, userIds: string[]) {
  if (userIds.length === 0) return []
  return tx.select().from(pushSubscriptions).where(inArray(pushSubscriptions.userId, userIds))
}

export interface PushMessage {
  subscription: typeof pushSubscriptions.$inferSelect
  payload: { title: string; body: string; link: string | null }
}

const mailAddress = (from: string) => /<([^>]+)>/.exec(from)?.[1] ?? from

// Runs after commit. A push service answering 404 or 410 has dropped the subscription for good.
export async function sendPushes(platform: Platform, messages: PushMessage[]) {
  if (messages.length === 0) return
  const keys = await vapidKeys(platform.db)
  const vapidDetails = { subject: `mailto:${mailAddress(platform.config.mailFrom)}`, ...keys }
  for (const { subscription, payload } of messages) {
    try {
      await webpush.sendNotification(
        { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
        JSON.stringify(payload),
        { vapidDetails, TTL: 24 * 60 * 60, timeout: 10000 },
      )
    } catch (error) {
      const status = (error as { statusCode?: number }).statusCode
      if (status === 404 || status === 410)
        await platform.db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, subscription.id))
      else platform.log.warn({ err: error, subscriptionId: subscription.id }, 'web push failed')
    }
  }
}
