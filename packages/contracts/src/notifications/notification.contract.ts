import { z } from 'zod'
import { Id, IdParams, Timestamp, Version } from '../http/common.ts'
import { defineEndpoint } from '../http/endpoint.ts'
import { listQuery, listResponse } from '../http/list.ts'

// Every kind of notification a module may send; settings are kept per type and channel.
export const notificationTypes = [
  'user-invited',
  'roles-changed',
  'password-changed',
  'partner-invited',
  'partner-linked',
  'certificate-expiring',
  'price-list-shared',
  'price-list-decided',
  'criterion-review-due',
  'turnover-alert',
  'order-sent',
  'order-authorization',
  'order-status-changed',
  'order-cancellation',
  'order-comment',
  'order-deviation',
  'order-deviation-decided',
  'order-import',
  'booking-import',
  'quotation-invited',
  'quotation-answered',
  'quotation-awarded',
  'quotation-not-awarded',
  'quotation-comment',
  'quotation-deviation',
  'quotation-deviation-decided',
  'quotation-clarified',
  'booking-status-changed',
  'booking-discrepancy',
] as const
export const NotificationType = z.enum(notificationTypes)
export type NotificationType = z.infer<typeof NotificationType>

export const notificationChannels = ['email', 'in_app', 'push'] as const
export const NotificationChannel = z.enum(notificationChannels)
export type NotificationChannel = z.infer<typeof NotificationChannel>

// Spec §9: the bell loads 15 at a time.
export const notificationPageSize = 15

// Spec §3: data.message, data.link, data.linkText; the message is rendered in the reader's language.
export const Notification = z.object({
  id: Id,
  type: NotificationType,
  data: z.object({
    message: z.string(),
    link: z.string().nullable(),
    linkText: z.string().nullable(),
  }),
  read_at: Timestamp.nullable(),
  created_at: Timestamp,
})
export type Notification = z.infer<typeof Notification>
// Sent on the recipient's users.{id} channel with the Notification, rendered in their language.
export const notificationCreatedEvent = 'NotificationCreated'

export const UnreadNotificationsQuery = z.strictObject({
  limit: z.coerce.number().int().min(1).max(50).default(notificationPageSize),
  // The id of the last notification already shown; the next page starts after it.
  before: Id.optional(),
})
export const UnreadNotifications = z.object({
  notifications: z.array(Notification),
  unreadNotificationsCount: z.number().int(),
  next_cursor: Id.nullable(),
})
export type UnreadNotifications = z.infer<typeof UnreadNotifications>

export const MarkNotificationsReadBody = z.strictObject({
  ids: z.array(Id).min(1).max(100),
})
export const UnreadCount = z.object({ unreadNotificationsCount: z.number().int() })

export const NotificationListQuery = listQuery(['created_at'], {
  status: z.enum(['read', 'unread']),
  type: NotificationType,
})

const channelSwitches = z.strictObject({
  email: z.boolean(),
  in_app: z.boolean(),
  push: z.boolean(),
})
const typeSwitches = z.strictObject(
  Object.fromEntries(notificationTypes.map((type) => [type, channelSwitches])) as Record<
    NotificationType,
    typeof channelSwitches
  >,
)
export const NotificationPreferences = z.strictObject({
  types: typeSwitches,
  // The "settings" tab: one switch that silences every e-mail without losing the per-type choice.
  email_paused: z.boolean(),
})
export type NotificationPreferences = z.infer<typeof NotificationPreferences>

// Password changes mail by default: the owner must learn of one they did not make.
export const defaultNotificationPreferences: NotificationPreferences = {
  types: {
    'user-invited': { email: false, in_app: true, push: false },
    'roles-changed': { email: true, in_app: true, push: false },
    'password-changed': { email: true, in_app: true, push: false },
    'partner-invited': { email: true, in_app: true, push: false },
    'partner-linked': { email: false, in_app: true, push: false },
    'certificate-expiring': { email: true, in_app: true, push: false },
    'price-list-shared': { email: true, in_app: true, push: false },
    'price-list-decided': { email: true, in_app: true, push: false },
    'criterion-review-due': { email: true, in_app: true, push: false },
    'turnover-alert': { email: true, in_app: true, push: false },
    'order-sent': { email: true, in_app: true, push: false },
    'order-authorization': { email: true, in_app: true, push: false },
    'order-status-changed': { email: true, in_app: true, push: false },
    'order-cancellation': { email: true, in_app: true, push: false },
    'order-comment': { email: false, in_app: true, push: false },
    'order-deviation': { email: true, in_app: true, push: false },
    'order-deviation-decided': { email: true, in_app: true, push: false },
    'order-import': { email: false, in_app: true, push: false },
    'booking-import': { email: false, in_app: true, push: false },
    'quotation-invited': { email: true, in_app: true, push: false },
    'quotation-answered': { email: true, in_app: true, push: false },
    'quotation-awarded': { email: true, in_app: true, push: false },
    'quotation-not-awarded': { email: true, in_app: true, push: false },
    'quotation-comment': { email: false, in_app: true, push: false },
    'quotation-deviation': { email: true, in_app: true, push: false },
    'quotation-deviation-decided': { email: true, in_app: true, push: false },
    'quotation-clarified': { email: true, in_app: true, push: false },
    'booking-status-changed': { email: false, in_app: true, push: false },
    'booking-discrepancy': { email: true, in_app: true, push: false },
  },
  email_paused: false,
}

export const NotificationSettings = NotificationPreferences.extend({ version: Version })
export type NotificationSettings = z.infer<typeof NotificationSettings>

export const PushSubscriptionBody = z.strictObject({
  // Push services are always reached over HTTPS.
  endpoint: z.url({ protocol: /^https$/ }).max(2000),
  keys: z.strictObject({
    p256dh: z.string().min(1).max(200),
    auth: z.string().min(1).max(100),
  }),
})
export type PushSubscriptionBody = z.input<typeof PushSubscriptionBody>
export const PushSubscription = z.object({ id: Id, endpoint: z.string(), created_at: Timestamp })

export const notificationEndpoints = {
  unread: defineEndpoint({
    method: 'GET',
    path: '/unread-notifications',
    permission: 'authenticated',
    query: UnreadNotificationsQuery,
    response: UnreadNotifications,
  }),
  markRead: defineEndpoint({
    method: 'POST',
    path: '/mark-notifications-read',
    permission: 'authenticated',
    body: MarkNotificationsReadBody,
    response: UnreadCount,
  }),
  markAllRead: defineEndpoint({
    method: 'POST',
    path: '/mark-all-notifications-read',
    permission: 'authenticated',
    response: UnreadCount,
  }),
  list: defineEndpoint({
    method: 'GET',
    path: '/notifications',
    permission: 'authenticated',
    query: NotificationListQuery,
    response: listResponse(Notification),
  }),
  settings: defineEndpoint({
    method: 'GET',
    path: '/notification-settings',
    permission: 'authenticated',
    response: NotificationSettings,
  }),
  updateSettings: defineEndpoint({
    method: 'PUT',
    path: '/notification-settings',
    permission: 'authenticated',
    body: NotificationSettings,
    response: NotificationSettings,
  }),
  pushKey: defineEndpoint({
    method: 'GET',
    path: '/push-subscriptions/public-key',
    permission: 'authenticated',
    response: z.object({ publicKey: z.string() }),
  }),
  pushSubscriptions: defineEndpoint({
    method: 'GET',
    path: '/push-subscriptions',
    permission: 'authenticated',
    response: z.array(PushSubscription),
  }),
  subscribePush: defineEndpoint({
    method: 'POST',
    path: '/push-subscriptions',
    permission: 'authenticated',
    body: PushSubscriptionBody,
    response: PushSubscription,
    status: 201,
  }),
  unsubscribePush: defineEndpoint({
    method: 'DELETE',
    path: '/push-subscriptions/:id',
    permission: 'authenticated',
    params: IdParams,
    response: z.object({ id: Id }),
  }),
}
