import type { PushSubscriptionBody } from '@scm/contracts'
import type { z } from 'zod'
import type { Db } from '../../platform/db/database.ts'
import { notFound } from '../../platform/errors/app-error.ts'
import type { Platform, RequestContext } from '../../platform/http/context.ts'
import {
  deletePushSubscription,
  deleteUserPushSubscription,
  listUserPushSubscriptions,
  type PushSubscriptionRow,
  upsertPushSubscription,
} from './push-subscription.queries.ts'
import { findVapidKeys, storeVapidKeysOnce } from './vapid-key.queries.ts'

interface VapidKeys {
  publicKey: string
  privateKey: string
}

const loaded = new WeakMap<Db, Promise<VapidKeys>>()

// Loaded when the first push is sent or its keys are first asked for, not on every start.
const webPush = () => import('web-push').then((module) => module.default)

// Like the token signing key: made once on first start, one row, so every instance on the same
// database signs pushes with the key the browsers subscribed with.
export function vapidKeys(db: Db): Promise<VapidKeys> {
  let keys = loaded.get(db)
  if (!keys) {
    keys = (async () => {
      const value =
        (await findVapidKeys(db)) ??
        (await storeVapidKeysOnce(db, JSON.stringify((await webPush()).generateVAPIDKeys())))
      return JSON.parse(value) as VapidKeys
    })()
    loaded.set(db, keys)
  }
  return keys
}

const toSubscription = (row: PushSubscriptionRow) => ({
  id: row.id,
  endpoint: row.endpoint,
  created_at: row.createdAt.toISOString(),
})

export async function pushPublicKey(ctx: RequestContext) {
  return { publicKey: (await vapidKeys(ctx.platform.db)).publicKey }
}

export async function listPushSubscriptions(ctx: RequestContext) {
  const rows = await listUserPushSubscriptions(ctx.tx, ctx.companyId, ctx.userId)
  return rows.map(toSubscription)
}

export async function subscribePush(ctx: RequestContext, body: z.output<typeof PushSubscriptionBody>) {
  const row = await upsertPushSubscription(ctx.tx, {
    companyId: ctx.companyId,
    userId: ctx.userId,
    endpoint: body.endpoint,
    p256dh: body.keys.p256dh,
    auth: body.keys.auth,
  })
  return toSubscription(row!)
}

export async function unsubscribePush(ctx: RequestContext, id: string) {
  const row = await deleteUserPushSubscription(ctx.tx, ctx.companyId, ctx.userId, id)
  if (!row) throw notFound()
  return row
}

export interface PushMessage {
  subscription: PushSubscriptionRow
  payload: { title: string; body: string; link: string | null }
}

const mailAddress = (from: string) => /<([^>]+)>/.exec(from)?.[1] ?? from

// Runs after commit. A push service answering 404 or 410 has dropped the subscription for good.
export async function sendPushes(platform: Platform, messages: PushMessage[]) {
  if (messages.length === 0) return
  const keys = await vapidKeys(platform.db)
  const vapidDetails = { subject: `mailto:${mailAddress(platform.config.mailFrom)}`, ...keys }
  const webpush = await webPush()
  for (const { subscription, payload } of messages) {
    try {
      await webpush.sendNotification(
        { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
        JSON.stringify(payload),
        { vapidDetails, TTL: 24 * 60 * 60, timeout: 10000 },
      )
    } catch (error) {
      const status = (error as { statusCode?: number }).statusCode
      if (status === 404 || status === 410) await deletePushSubscription(platform.db, subscription.id)
      else platform.log.warn({ err: error, subscriptionId: subscription.id }, 'web push failed')
    }
  }
}
