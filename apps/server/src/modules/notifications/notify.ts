import {
  type MessageKey,
  type MessageParams,
  type NotificationType,
  notificationCreatedEvent,
  translate,
} from '@scm/contracts'
import type { Db, Tx } from '../../platform/db/database.ts'
import type { Platform } from '../../platform/http/context.ts'
import { escapeHtml } from '../../platform/mail/templates.ts'
import { findRecipients, insertNotifications, type Recipient } from './notification.queries.ts'
import { toNotification } from './notification.service.ts'
import { preferencesFor } from './notification-settings.service.ts'
import { type PushMessage, sendPushes } from './push.service.ts'
import { subscriptionsOf } from './push-subscription.queries.ts'

// What notify() needs of its caller: the caller's transaction, so a notification exists only if the
// change that caused it commits, and a place for the work that must wait for that commit.
export interface NotifyContext {
  tx: Tx | Db
  platform: Platform
  afterCommit(task: () => Promise<void>): void
}

export interface NotificationInput {
  companyId: string
  recipients: string[]
  type: NotificationType
  message: MessageKey
  params?: MessageParams
  // An in-app path such as /admin/users; e-mail and push make it absolute.
  link?: string
  linkText?: MessageKey
}

function notificationMail(platform: Platform, recipient: Recipient, input: NotificationInput) {
  const { locale } = recipient
  const { publicUrl } = platform.config
  const type = translate(locale, `notifications.types.${input.type}`)
  const message = translate(locale, input.message, input.params)
  const greeting = recipient.firstName
    ? translate(locale, 'mail.greeting', { name: recipient.firstName })
    : ''
  const link = input.link ? `${publicUrl}${input.link}` : ''
  const linkText = input.linkText ? translate(locale, input.linkText) : link
  const settings = translate(locale, 'notifications.mailSettings', {
    url: `${publicUrl}/account/notifications`,
  })
  const signature = translate(locale, 'mail.signature')
  return {
    subject: translate(locale, 'notifications.mailSubject', { type }),
    text: [greeting, message, link && `${linkText}: ${link}`, signature, settings]
      .filter(Boolean)
      .join('\n\n'),
    html: [
      greeting && `<p>${escapeHtml(greeting)}</p>`,
      `<p>${escapeHtml(message)}</p>`,
      link && `<p><a href="${escapeHtml(link)}">${escapeHtml(linkText)}</a></p>`,
      `<p>${escapeHtml(signature)}</p>`,
      `<p><small>${escapeHtml(settings)}</small></p>`,
    ]
      .filter(Boolean)
      .join('\n'),
    links: link ? [link] : [],
  }
}

// The one way a module tells users something: stored per recipient for the bell and the history,
// e-mailed and pushed where each recipient's settings say so.
export async function notify(ctx: NotifyContext, input: NotificationInput) {
  const ids = [...new Set(input.recipients)]
  if (ids.length === 0) return
  const recipients = await findRecipients(ctx.tx, input.companyId, ids)
  if (recipients.length === 0) return
  const preferences = await preferencesFor(
    ctx.tx,
    recipients.map((recipient) => recipient.id),
  )
  const wants = (recipient: Recipient, channel: 'email' | 'in_app' | 'push') =>
    preferences.get(recipient.id)!.types[input.type][channel]

  const inApp = recipients.filter((recipient) => wants(recipient, 'in_app'))
  if (inApp.length > 0) {
    const stored = await insertNotifications(
      ctx.tx,
      inApp.map((recipient) => ({
        companyId: input.companyId,
        userId: recipient.id,
        type: input.type,
        messageKey: input.message,
        params: input.params ?? {},
        link: input.link ?? null,
        linkTextKey: input.linkText ?? null,
      })),
    )
    const localeOf = new Map(inApp.map((recipient) => [recipient.id, recipient.locale]))
    // The open tabs of each recipient update their bell without a reload (spec §7 users.{id}).
    ctx.afterCommit(async () => {
      for (const row of stored)
        ctx.platform.realtime.toUser(
          row.userId,
          notificationCreatedEvent,
          toNotification(localeOf.get(row.userId)!, row),
        )
    })
  }

  for (const recipient of recipients) {
    if (!wants(recipient, 'email') || preferences.get(recipient.id)!.email_paused) continue
    const deliver = await ctx.platform.mailer.queue(ctx.tx, {
      companyId: input.companyId,
      kind: 'notification',
      to: recipient.email,
      ...notificationMail(ctx.platform, recipient, input),
    })
    ctx.afterCommit(deliver)
  }

  const pushTo = new Map(
    recipients.filter((recipient) => wants(recipient, 'push')).map((recipient) => [recipient.id, recipient]),
  )
  const subscriptions = await subscriptionsOf(ctx.tx, [...pushTo.keys()])
  const pushes: PushMessage[] = subscriptions.map((subscription) => {
    const { locale } = pushTo.get(subscription.userId)!
    return {
      subscription,
      payload: {
        title: translate(locale, `notifications.types.${input.type}`),
        body: translate(locale, input.message, input.params),
        link: input.link ?? null,
      },
    }
  })
  if (pushes.length > 0) ctx.afterCommit(() => sendPushes(ctx.platform, pushes))
}
