import { notificationEndpoints } from '@scm/contracts'
import { callApi } from '../../../lib/api/call-api.ts'

// What this browser allows: no Push API at all, blocked by the user, or usable (asked or not yet).
export type PushSupport = 'unsupported' | 'denied' | 'default' | 'granted'

export function pushSupport(): PushSupport {
  if (!('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window))
    return 'unsupported'
  return Notification.permission
}

const workerUrl = '/push-sw.js'

async function registration() {
  return (
    (await navigator.serviceWorker.getRegistration(workerUrl)) ?? navigator.serviceWorker.register(workerUrl)
  )
}

// The browser's current subscription, if this browser subscribed before.
export async function currentSubscription(): Promise<PushSubscription | null> {
  if (pushSupport() === 'unsupported') return null
  const found = await navigator.serviceWorker.getRegistration(workerUrl)
  return (await found?.pushManager.getSubscription()) ?? null
}

const base64Url = (buffer: ArrayBuffer | null) =>
  buffer
    ? btoa(String.fromCharCode(...new Uint8Array(buffer)))
        .replace(/\+/g, '-')
        .replace(/\//g, '_')
        .replace(/=+$/, '')
    : ''

function keyBytes(base64: string) {
  const padded = (base64 + '='.repeat((4 - (base64.length % 4)) % 4)).replace(/-/g, '+').replace(/_/g, '/')
  return Uint8Array.from(atob(padded), (c) => c.charCodeAt(0))
}

// Asks for permission, subscribes with the server's VAPID key and stores the subscription.
export async function enablePush(): Promise<PushSupport> {
  const permission = await Notification.requestPermission()
  if (permission !== 'granted') return permission
  const worker = await registration()
  await navigator.serviceWorker.ready
  const { publicKey } = await callApi(notificationEndpoints.pushKey)
  const subscription = await worker.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: keyBytes(publicKey),
  })
  await callApi(notificationEndpoints.subscribePush, {
    body: {
      endpoint: subscription.endpoint,
      keys: {
        p256dh: base64Url(subscription.getKey('p256dh')),
        auth: base64Url(subscription.getKey('auth')),
      },
    },
  })
  return 'granted'
}

export async function disablePush(stored: Array<{ id: string; endpoint: string }>) {
  const subscription = await currentSubscription()
  if (!subscription) return
  const mine = stored.find((row) => row.endpoint === subscription.endpoint)
  if (mine) await callApi(notificationEndpoints.unsubscribePush, { params: { id: mine.id } })
  await subscription.unsubscribe()
}
