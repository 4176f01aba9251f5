import type { AddressInfo } from 'node:net'
import {
  authEndpoints,
  channels,
  type Role,
  type RoleType,
  roleEndpoints,
  type UpdateRoleBody,
  type UpdateUserBody,
  type User,
  userEndpoints,
} from '@scm/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ApiClient, apiClient } from '../../testing/api-client.ts'
import { connectRealtime, type RealtimeClient } from '../../testing/realtime-client.ts'
import { signIn } from '../../testing/sign-in.ts'
import { createTestApp, type TestApp } from '../../testing/test-app.ts'

let t: TestApp
let admin: ApiClient
const ids = { anna: '', erik: '', adminRole: '', purchaserRole: '' }
const tabs: Record<'anna' | 'erik', RealtimeClient> = {} as never

const getUser = (id: string) => admin.call(userEndpoints.get, { params: { id } })
const getRole = (id: string) => admin.call(roleEndpoints.get, { params: { id } })
const userBody = (user: User, changes: Partial<UpdateUserBody> = {}): UpdateUserBody => ({
  first_name: user.first_name,
  last_name: 'Lund',
  locale: 'sv',
  session_time: 60,
  role_ids: user.roles.map((role) => role.id),
  group_ids: [],
  version: user.version,
  ...changes,
})
const roleBody = (role: Role, changes: Partial<UpdateRoleBody> = {}): UpdateRoleBody => ({
  name: role.name,
  // The contract answers role_type as any number but takes only the role types back.
  role_type: role.role_type as RoleType,
  permissions: role.permissions,
  version: role.version,
  ...changes,
})
// Events on a user channel that arrived after `since` broadcasts.
// The permission events a tab received since a point (a renamed colleague also sends ParamUpdated).
const eventsOf = (tab: RealtimeClient, since: number) =>
  tab.received
    .slice(since)
    .map((m) => m.event)
    .filter((event) => event === 'PermissionsUpdated')
const settle = () => new Promise((resolve) => setTimeout(resolve, 300))

beforeAll(async () => {
  t = await createTestApp()
  await t.app.listen({ port: 0, host: '127.0.0.1' })
  const baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`
  const anna = await signIn(t.app, 'admin@nordic.demo')
  const erik = await signIn(t.app, 'buyer@nordic.demo')
  admin = apiClient(t.app, anna)
  ids.anna = (await admin.call(authEndpoints.user)).id
  ids.erik = (await apiClient(t.app, erik).call(authEndpoints.user)).id
  const roles = (await admin.call(roleEndpoints.list)).data
  ids.adminRole = roles.find((role) => role.role_type === 3)!.id
  ids.purchaserRole = roles.find((role) => role.name === 'Inköpare')!.id
  tabs.anna = await connectRealtime(baseUrl, anna.token)
  tabs.erik = await connectRealtime(baseUrl, erik.token)
  await tabs.anna.subscribe(channels.user(ids.anna))
  await tabs.erik.subscribe(channels.user(ids.erik))
})
afterAll(async () => {
  tabs.anna?.close()
  tabs.erik?.close()
  await t.close()
})

describe('PermissionsUpdated', () => {
  it('reaches a user whose roles an admin changed, with the new permissions, and nobody else', async () => {
    const annaSeen = tabs.anna.received.length
    const pushed = tabs.erik.next<{ permissions: string[] }>(channels.user(ids.erik), 'PermissionsUpdated')
    const erik = await getUser(ids.erik)
    await admin.call(userEndpoints.update, {
      params: { id: ids.erik },
      body: userBody(erik, { role_ids: [ids.purchaserRole, ids.adminRole] }),
    })
    const { permissions } = await pushed
    expect(permissions).toContain('admin.users')
    expect(permissions).toContain('bc.workflow.comments')
    expect(permissions).toEqual(
      (await apiClient(t.app, await signIn(t.app, 'buyer@nordic.demo')).call(authEndpoints.user)).permissions,
    )
    await settle()
    expect(eventsOf(tabs.anna, annaSeen)).toEqual([])
  })

  it('is not sent when the edit leaves the permissions as they were, or is refused', async () => {
    const seen = tabs.erik.received.length
    const erik = await getUser(ids.erik)
    const params = { id: ids.erik }
    await admin.call(userEndpoints.update, { params, body: userBody(erik, { first_name: 'Eric' }) })
    const stale = await admin.request(userEndpoints.update, {
      params,
      body: userBody(erik, { role_ids: [ids.purchaserRole] }),
    })
    expect(stale.statusCode).toBe(409)
    await settle()
    expect(eventsOf(tabs.erik, seen)).toEqual([])
  })

  it('reaches every holder of a role whose permissions changed', async () => {
    // Erik holds the purchaser and the admin role, Anna the admin role.
    const toErik = tabs.erik.next<{ permissions: string[] }>(channels.user(ids.erik), 'PermissionsUpdated')
    const toAnna = tabs.anna.next<{ permissions: string[] }>(channels.user(ids.anna), 'PermissionsUpdated')
    const role = await getRole(ids.adminRole)
    const without = role.permissions.filter((permission) => permission !== 'bc.workflow.comments')
    await admin.call(roleEndpoints.update, {
      params: { id: ids.adminRole },
      body: roleBody(role, { permissions: without }),
    })
    expect((await toAnna).permissions).not.toContain('bc.workflow.comments')
    expect((await toErik).permissions).not.toContain('bc.workflow.comments')
    expect((await toErik).permissions).toContain('list.orders')
  })

  it('reaches only users whose effective permissions changed when a role changes', async () => {
    // list.orders comes to Erik through the admin role as well, so taking it from the purchaser role
    // changes nothing for him; Anna does not hold the purchaser role.
    const seen = { anna: tabs.anna.received.length, erik: tabs.erik.received.length }
    const role = await getRole(ids.purchaserRole)
    const without = role.permissions.filter((permission) => permission !== 'list.orders')
    await admin.call(roleEndpoints.update, {
      params: { id: ids.purchaserRole },
      body: roleBody(role, { permissions: without }),
    })
    await settle()
    expect(eventsOf(tabs.anna, seen.anna)).toEqual([])
    expect(eventsOf(tabs.erik, seen.erik)).toEqual([])
  })
})

describe('TokenRefresh', () => {
  it("tells a deactivated user's tabs to refresh their token (the refresh is refused, so they sign out)", async () => {
    const told = tabs.erik.next(channels.user(ids.erik), 'TokenRefresh')
    await admin.call(userEndpoints.deactivate, { params: { id: ids.erik } })
    expect(await told).toEqual({})
  })
})
