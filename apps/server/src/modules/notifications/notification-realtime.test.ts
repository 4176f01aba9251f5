import type { AddressInfo } from 'node:net'
import {
  authEndpoints,
  channels,
  notificationCreatedEvent,
  notificationEndpoints,
  roleEndpoints,
  SessionTime,
  userEndpoints as users,
} from '@scm/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ApiClient, apiClient } from '../../testing/api-client.ts'
import { connectRealtime, type RealtimeClient } from '../../testing/realtime-client.ts'
import { type Session, signIn } from '../../testing/sign-in.ts'
import { createTestApp, type TestApp } from '../../testing/test-app.ts'

let t: TestApp
let admin: ApiClient
let buyerSession: Session
let socket: RealtimeClient
let erikId = ''

beforeAll(async () => {
  t = await createTestApp()
  await t.app.listen({ port: 0, host: '127.0.0.1' })
  admin = apiClient(t.app, await signIn(t.app, 'admin@nordic.demo'))
  buyerSession = await signIn(t.app, 'buyer@nordic.demo')
  erikId = (await apiClient(t.app, buyerSession).call(authEndpoints.user)).id
  socket = await connectRealtime(
    `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`,
    buyerSession.token,
  )
  expect(await socket.subscribe(channels.user(erikId))).toEqual({ ok: true })
})
afterAll(async () => {
  socket.close()
  await t.close()
})

async function changeEriksRoles(versionOffset = 0) {
  const params = { id: erikId }
  const erik = await admin.call(users.get, { params })
  const roles = await admin.call(roleEndpoints.options)
  const current = erik.roles.map((role) => role.id)
  return admin.request(users.update, {
    params,
    body: {
      first_name: erik.first_name,
      last_name: erik.last_name,
      locale: erik.locale,
      // The user schema answers any whole number; the body takes only the selectable minutes.
      session_time: SessionTime.parse(erik.session_time),
      role_ids: current.length === roles.length ? current.slice(0, 1) : roles.map((role) => role.id),
      group_ids: [],
      version: erik.version + versionOffset,
    },
  })
}

describe('NotificationCreated on users.{id}', () => {
  it("reaches the recipient's open tab after the change commits, rendered in their language", async () => {
    const event = socket.next<{ id: string; type: string; data: { message: string } }>(
      channels.user(erikId),
      notificationCreatedEvent,
    )
    expect((await changeEriksRoles()).statusCode).toBe(200)
    const payload = await event
    expect(payload.type).toBe('roles-changed')
    expect(payload.data.message).toMatch(/^Anna Berg ändrade dina roller/)
    const unread = await apiClient(t.app, buyerSession).call(notificationEndpoints.unread)
    expect(unread.notifications[0]!.id).toBe(payload.id)
  })

  it('sends nothing for a change that did not commit', async () => {
    const before = socket.received.length
    expect((await changeEriksRoles(3)).statusCode).toBe(409)
    await expect(socket.next(channels.user(erikId), notificationCreatedEvent, 300)).rejects.toThrow()
    expect(socket.received).toHaveLength(before)
  })
})
