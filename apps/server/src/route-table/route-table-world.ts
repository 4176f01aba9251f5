import { type AnyEndpoint, endpointPath, hasAnyPermission, type Permission } from '@scm/contracts'
import type { LightMyRequestResponse } from 'fastify'
import { insertCompanyWithRoles } from '../modules/companies/index.ts'
import { hashPassword } from '../platform/auth/password.ts'
import { roles, userRoles } from '../platform/tenancy/role.table.ts'
import { users } from '../platform/tenancy/user.table.ts'
import { demoPassword } from '../seed/demo-data.ts'
import { signIn } from '../testing/sign-in.ts'
import type { TestApp } from '../testing/test-app.ts'

// Who calls the routes: nobody signed in, a Nordic user whose role holds no permission, the demo
// companies' admin and supplier, and the admin of a company that trades with neither.
export interface Actor {
  name: 'anonymous' | 'powerless' | 'nordic' | 'baltic' | 'stranger'
  email?: string
  headers: Record<string, string>
  permissions: Permission[]
}

export interface RouteTableWorld {
  actors: Record<Actor['name'], Actor>
  // Reads the actor's permissions again, and signs it in again when a route it was fuzzed on ended
  // its session or changed its roles.
  refresh(actor: Actor): Promise<void>
  // The ids of the signed-in actors themselves: kept out of generated requests, so that the fuzz
  // cannot remove or lock out the users it calls as.
  own: Set<string>
}

async function addUser(t: TestApp, companyId: string, roleId: string, email: string) {
  const [user] = await t.database.db
    .insert(users)
    .values({
      companyId,
      firstName: 'Route',
      lastName: 'Table',
      email,
      locale: 'en',
      passwordHash: await hashPassword(demoPassword),
      emailVerifiedAt: new Date(),
    })
    .returning()
  await t.database.db.insert(userRoles).values({ companyId, userId: user!.id, roleId })
}

export async function routeTableWorld(t: TestApp): Promise<RouteTableWorld> {
  const nordic = await signIn(t.app, 'admin@nordic.demo')
  const companyId = (
    await t.app.inject({ method: 'POST', url: '/api/auth/user', headers: nordic.headers })
  ).json().company_id as string
  const [nothing] = await t.database.db
    .insert(roles)
    .values({ companyId, name: 'Nothing at all', roleType: 1, permissions: [] })
    .returning()
  await addUser(t, companyId, nothing!.id, 'powerless@nordic.demo')
  const stranger = await insertCompanyWithRoles(t.database.db, {
    name: 'Stranger Trading Oy',
    type: 'both',
    locale: 'en',
    orgNumber: '1234567-8',
  })
  await addUser(t, stranger.company.id, stranger.adminRole.id, 'admin@stranger.test')

  const actor = async (name: Actor['name'], email: string): Promise<Actor> => {
    const entry: Actor = { name, email, headers: {}, permissions: [] }
    await refresh(entry)
    return entry
  }
  const own = new Set<string>()
  async function refresh(entry: Actor) {
    if (!entry.email) return
    const me = () => t.app.inject({ method: 'POST', url: '/api/auth/user', headers: entry.headers })
    let current = await me()
    if (current.statusCode !== 200) {
      entry.headers = (await signIn(t.app, entry.email)).headers
      current = await me()
    }
    entry.permissions = current.json().permissions
    own.add(current.json().id)
    own.add(current.json().company_id)
  }
  return {
    actors: {
      anonymous: { name: 'anonymous', headers: {}, permissions: [] },
      powerless: await actor('powerless', 'powerless@nordic.demo'),
      nordic: await actor('nordic', 'admin@nordic.demo'),
      baltic: await actor('baltic', 'supplier@baltic.demo'),
      stranger: await actor('stranger', 'admin@stranger.test'),
    },
    refresh,
    own,
  }
}

export const mayCall = (actor: Actor, endpoint: AnyEndpoint) =>
  endpoint.permission === 'public' ||
  (actor.name !== 'anonymous' &&
    (endpoint.permission === 'authenticated' ||
      hasAnyPermission(actor.permissions, endpoint.permission as Permission | readonly Permission[])))

export const pathParams = (endpoint: AnyEndpoint) =>
  [...endpoint.path.matchAll(/:([A-Za-z_]+)/g)].map((match) => match[1]!)

export const routeName = (endpoint: AnyEndpoint) => `${endpoint.method} /api${endpoint.path}`

export const apiUrl = (endpoint: AnyEndpoint, params: Record<string, string>) =>
  `/api${endpointPath(endpoint.path, params)}`

// Ids the actor's company reaches, read from every list without path ids it may read.
export async function idsSeenBy(t: TestApp, actor: Actor): Promise<string[]> {
  const found = new Set<string>()
  for (const endpoint of t.endpoints)
    if (endpoint.method === 'GET' && pathParams(endpoint).length === 0 && mayCall(actor, endpoint))
      for (const id of idsIn(
        await t.app.inject({ method: 'GET', url: `/api${endpoint.path}`, headers: actor.headers }),
      ))
        found.add(id)
  return [...found].sort()
}

// Every id in an answer, at any depth: the pool generated references and path ids are drawn from.
export function idsIn(response: LightMyRequestResponse): string[] {
  if (!response.headers['content-type']?.toString().startsWith('application/json')) return []
  const found = new Set<string>()
  const pending: unknown[] = [response.json()]
  while (pending.length > 0) {
    const value = pending.pop()
    if (typeof value !== 'object' || value === null) continue
    for (const [key, child] of Object.entries(value)) {
      if ((key === 'id' || key.endsWith('_id')) && typeof child === 'string' && uuid.test(child))
        found.add(child)
      else pending.push(child)
    }
  }
  return [...found]
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/
