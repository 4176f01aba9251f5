import { notificationEndpoints as endpoints } from '@scm/contracts'
import { route } from '../../platform/http/route.ts'
import type { ModuleRoutes } from '../../platform/manifest/module-manifest.ts'
import {
  listNotifications,
  markAllNotificationsRead,
  markNotificationsRead,
  unreadNotifications,
} from './notification.service.ts'
import { getNotificationSettings, updateNotificationSettings } from './notification-settings.service.ts'
import {
  listPushSubscriptions,
  pushPublicKey,
  subscribePush,
  unsubscribePush,
  vapidKeys,
} from './push.service.ts'

export const notificationRoutes: ModuleRoutes = (app, platform) => {
  // Loaded before the first request: inside a request's transaction the embedded database's one
  // connection is taken, and the key lives outside the company's rows.
  app.addHook('onReady', async () => {
    await vapidKeys(platform.db)
  })
  route(app, platform, endpoints.unread, ({ query }, ctx) => unreadNotifications(ctx, query))
  route(app, platform, endpoints.markRead, ({ body }, ctx) => markNotificationsRead(ctx, body))
  route(app, platform, endpoints.markAllRead, (_, ctx) => markAllNotificationsRead(ctx))
  route(app, platform, endpoints.list, ({ query }, ctx) => listNotifications(ctx, query))
  route(app, platform, endpoints.settings, (_, ctx) => getNotificationSettings(ctx))
  route(app, platform, endpoints.updateSettings, ({ body }, ctx) => updateNotificationSettings(ctx, body))
  route(app, platform, endpoints.pushKey, (_, ctx) => pushPublicKey(ctx))
  route(app, platform, endpoints.pushSubscriptions, (_, ctx) => listPushSubscriptions(ctx))
  route(app, platform, endpoints.subscribePush, ({ body }, ctx) => subscribePush(ctx, body))
  route(app, platform, endpoints.unsubscribePush, ({ params }, ctx) => unsubscribePush(ctx, params.id))
}
