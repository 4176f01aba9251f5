import { z } from 'zod'
import { Id } from '../http/common.ts'
import { defineEndpoint } from '../http/endpoint.ts'
import { Permission } from '../permissions/permission-catalogue.ts'

// Channel names of spec §7. A presence channel is per company, entity type and entity id; the company
// comes first so that the server can refuse another company's channel before looking at the rest.
export const channels = {
  app: 'app',
  user: (userId: string) => `users.${userId}`,
  sync: (companyId: string) => `sync.${companyId}`,
  presence: (companyId: string, entityType: string, entityId: string) =>
    `presence-${companyId}.${entityType}.${entityId}`,
} as const

// Entity types are words of the domain (`order`, `quotation`, `price-list`); ids are what the page routes use.
export const PresenceEntityType = z.string().regex(/^[a-z][a-z-]{0,39}$/)
export const PresenceEntityId = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/)

export const PresenceMember = z.object({ id: Id, name: z.string() })
export type PresenceMember = z.infer<typeof PresenceMember>

// Events and their payloads (spec §3 "Real-time payloads").
export const realtimePayloads = {
  PermissionsUpdated: z.object({ permissions: z.array(Permission) }),
  ParamUpdated: z.object({ params: z.record(z.string(), z.unknown()) }),
  TokenRefresh: z.object({}),
  SyncStatusUpdated: z.object({ status: z.boolean() }),
  NewVersionDeployed: z.object({ build: z.string() }),
} as const
export type RealtimeEvent = keyof typeof realtimePayloads
export type RealtimePayload<E extends RealtimeEvent> = z.infer<(typeof realtimePayloads)[E]>

// What the server sends down a socket for every channel event.
export interface Broadcast<T = unknown> {
  channel: string
  event: string
  payload: T
}

// What a socket's `subscribe` is answered with; a presence channel lists who is there.
export type SubscribeAck = { ok: true; members?: PresenceMember[] } | { ok: false; status: 401 | 403 | 404 }

export const BroadcastingAuthBody = z.strictObject({
  socket_id: z.string().trim().min(1).max(100),
  channel_name: z.string().trim().min(1).max(200),
})
export const BroadcastingAuthResponse = z.object({
  socket_id: z.string(),
  channel_name: z.string(),
  // A presence channel's member record for this user; null on other channels.
  channel_data: PresenceMember.nullable(),
})
export type BroadcastingAuthResponse = z.infer<typeof BroadcastingAuthResponse>

export const broadcastingEndpoints = {
  // Spec §7: the same question a socket's `subscribe` asks, for a client that checks before joining.
  auth: defineEndpoint({
    method: 'POST',
    path: '/broadcasting/auth',
    permission: 'authenticated',
    summary: 'May the signed-in user join this real-time channel?',
    body: BroadcastingAuthBody,
    response: BroadcastingAuthResponse,
  }),
}
