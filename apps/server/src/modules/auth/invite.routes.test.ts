import {
  type AnyEndpoint,
  authEndpoints as auth,
  type EndpointBody,
  userEndpoints as userApi,
} from '@scm/contracts'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hashLinkToken } from '../../platform/auth/link-token.ts'
import { companies } from '../../platform/tenancy/company.table.ts'
import { roles, userRoles } from '../../platform/tenancy/role.table.ts'
import { users } from '../../platform/tenancy/user.table.ts'
import { demoPassword } from '../../seed/demo-data.ts'
import { type ApiClient, apiClient, type EndpointCall, toCall } from '../../testing/api-client.ts'
import { lastLinkToken } from '../../testing/outbox-mail.ts'
import { signIn } from '../../testing/sign-in.ts'
import { createTestApp, type TestApp } from '../../testing/test-app.ts'
import { createInvite } from './invite.queries.ts'
import { invites } from './invite.table.ts'

let t: TestApp
let admin: ApiClient
let nordic: { companyId: string; adminId: string }
beforeAll(async () => {
  t = await createTestApp()
  admin = apiClient(t.app, await signIn(t.app, 'admin@nordic.demo'))
  const me = await admin.call(auth.user)
  nordic = { companyId: me.company_id, adminId: me.id }
})
afterAll(() => t.close())

const password = 'Welcome123'
const userStep: EndpointBody<typeof auth.acceptInvite> = {
  first_name: 'Maja',
  last_name: 'Ek',
  password,
  password_confirmation: password,
  locale: 'en',
}
const companyStep: EndpointBody<typeof auth.signUp>['company'] = {
  name: 'Fjord Textiles AS',
  type: 'supplier',
  org_number: '987654321',
  vat_number: 'NO987654321MVA',
  phone: '+47 22 00 00 00',
  business_area: 'Knitwear',
  address_line1: 'Kaigata 1',
  zip: '0150',
  city: 'Oslo',
  country: 'no',
}

// The link endpoints are limited per address; each test speaks from its own, which the API client
// cannot set, so the typed call is injected here.
const from = <E extends AnyEndpoint>(ip: string, endpoint: E, call: EndpointCall<E> = {}) => {
  const { method, url, payload } = toCall(endpoint, call)
  return t.app.inject({
    method,
    url,
    remoteAddress: ip,
    ...(payload === undefined ? {} : { payload: payload as object }),
  })
}
const login = (ip: string, email: string, password: string) =>
  from(ip, auth.login, { body: { email, password } })
// The user a fresh access token (from an accepted invite or a sign-up) belongs to.
const userOf = (token: string) =>
  apiClient(t.app, { token, cookie: '', headers: { authorization: `Bearer ${token}` } }).call(auth.user)

async function inviteUser(email: string, roleNames: string[]) {
  const chosen = await t.database.db
    .select()
    .from(roles)
    .where(eq(roles.companyId, nordic.companyId))
    .then((rows) => rows.filter((role) => roleNames.includes(role.name)))
  expect(chosen).toHaveLength(roleNames.length)
  const response = await admin.request(userApi.invite, {
    body: { email, role_ids: chosen.map((role) => role.id) },
  })
  expect(response.statusCode).toBe(201)
  const hash = await lastLinkToken(t.database.db, email, 'user-invite', '/invite/')
  return { hash, roles: chosen, user: userApi.invite.response.parse(response.json()) }
}

// No endpoint creates company invites yet (trading partners will); the query the service will use does.
const companyInvite = async (email: string) =>
  (
    await createInvite(t.database.db, {
      companyId: nordic.companyId,
      kind: 'company',
      email,
      invitedBy: nordic.adminId,
    })
  ).token

describe('user invite', () => {
  it('shows the invite, creates the account once, and the user belongs to the company with the invited roles', async () => {
    const ip = '10.20.0.1'
    const { hash, roles: invited } = await inviteUser('new.buyer@nordic.demo', ['Inköpare'])

    // Read unparsed: the test is about the exact answer, which parsing would trim to the schema.
    const shown = await from(ip, auth.invite, { params: { hash } })
    expect(shown.statusCode).toBe(200)
    expect(shown.json()).toEqual({
      kind: 'user',
      email: 'new.buyer@nordic.demo',
      company: 'Nordic Outdoor AB',
      inviter: 'Anna Berg',
      first_name: null,
      last_name: null,
    })
    // Before accepting, the invited user cannot sign in.
    const early = await login(ip, 'new.buyer@nordic.demo', password)
    expect(early.statusCode).toBe(422)

    const accepted = await from(ip, auth.acceptInvite, { params: { hash }, body: userStep })
    expect(accepted.statusCode).toBe(200)
    expect(accepted.json().token_type).toBe('Bearer')
    expect(accepted.cookies.find((c) => c.name === 'scm_refresh')).toMatchObject({ httpOnly: true })
    const me = await userOf(accepted.json().access_token)
    expect(me).toMatchObject({
      company_id: nordic.companyId,
      company: 'Nordic Outdoor AB',
      first_name: 'Maja',
      last_name: 'Ek',
      email: 'new.buyer@nordic.demo',
      locale: 'en',
      roleTypes: [1],
    })
    const held = await t.database.db
      .select({ roleId: userRoles.roleId })
      .from(userRoles)
      .where(eq(userRoles.userId, me.id))
    expect(held.map((row) => row.roleId).sort()).toEqual(invited.map((role) => role.id).sort())

    const signedIn = await login(ip, 'new.buyer@nordic.demo', password)
    expect(signedIn.statusCode).toBe(200)

    // The link is spent: showing or accepting it again is a clear 404.
    const again = await from(ip, auth.acceptInvite, {
      params: { hash },
      body: { ...userStep, password: 'Hijack1234', password_confirmation: 'Hijack1234' },
      locale: 'en',
    })
    expect(again.statusCode).toBe(404)
    expect(again.json()).toEqual({ message: "The link you clicked doesn't work.", code: 'auth.linkInvalid' })
    expect((await from(ip, auth.invite, { params: { hash } })).statusCode).toBe(404)
    expect((await login(ip, 'new.buyer@nordic.demo', password)).statusCode).toBe(200)
  })

  it('answers an unknown, an expired or a replaced link with a clear 404', async () => {
    const ip = '10.20.0.2'
    const unknown = await from(ip, auth.invite, { params: { hash: 'a'.repeat(43) }, locale: 'sv' })
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json()).toEqual({
      message: 'Länken du klickade på fungerar inte.',
      code: 'auth.linkInvalid',
    })
    const acceptUnknown = await from(ip, auth.acceptInvite, {
      params: { hash: 'a'.repeat(43) },
      body: userStep,
    })
    expect(acceptUnknown.statusCode).toBe(404)

    const { hash, user } = await inviteUser('late@nordic.demo', ['Inköpare'])
    await t.database.db
      .update(invites)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invites.tokenHash, hashLinkToken(hash)))
    expect((await from(ip, auth.invite, { params: { hash } })).statusCode).toBe(404)
    expect((await from(ip, auth.acceptInvite, { params: { hash }, body: userStep })).statusCode).toBe(404)

    // A resent invite replaces the earlier link.
    const resent = await admin.request(userApi.resendInvite, { params: { id: user.id } })
    expect(resent.statusCode).toBe(200)
    const fresh = await lastLinkToken(t.database.db, 'late@nordic.demo', 'user-invite', '/invite/')
    expect(fresh).not.toBe(hash)
    expect((await from(ip, auth.invite, { params: { hash: fresh } })).statusCode).toBe(200)
  })

  it('withdraws the invitation when the admin deactivates the invited user', async () => {
    const ip = '10.20.0.5'
    const { hash, user } = await inviteUser('withdrawn@nordic.demo', ['Inköpare'])
    const shown = await from(ip, auth.invite, { params: { hash } })
    expect(shown.statusCode).toBe(200)
    // The page holds no secrets for other sites: no referrer leaves it.
    expect(shown.headers['referrer-policy']).toBe('no-referrer')
    const deactivated = await admin.request(userApi.deactivate, { params: { id: user.id } })
    expect(deactivated.statusCode).toBe(200)
    expect((await from(ip, auth.invite, { params: { hash } })).statusCode).toBe(404)
    const accepted = await from(ip, auth.acceptInvite, { params: { hash }, body: userStep })
    expect(accepted.statusCode).toBe(404)
    expect(accepted.json().code).toBe('auth.linkInvalid')
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id))
    expect(row?.passwordHash).toBeNull()
  })

  it('refuses a company invite on the user-invite page', async () => {
    const hash = await companyInvite('wrong.page@example.com')
    const response = await from('10.20.0.3', auth.acceptInvite, { params: { hash }, body: userStep })
    expect(response.statusCode).toBe(404)
    expect(response.json().code).toBe('auth.linkInvalid')
  })

  it('checks the accept form per field and keeps the link for a corrected try', async () => {
    const ip = '10.20.0.4'
    const { hash } = await inviteUser('careful@nordic.demo', ['Inköpare'])
    // Cast: a locale not on the list.
    const response = await from(ip, auth.acceptInvite, {
      params: { hash },
      body: {
        first_name: ' ',
        last_name: 'Ek',
        password: 'short',
        password_confirmation: 'other',
        locale: 'de',
      } as never,
      locale: 'en',
    })
    expect(response.statusCode).toBe(422)
    const errors = response.json().errors
    expect(Object.keys(errors).sort()).toEqual(['first_name', 'locale', 'password'])
    expect(errors.password).toEqual(['Use at least 8 characters with a letter and a digit'])
    const mismatch = await from(ip, auth.acceptInvite, {
      params: { hash },
      body: { ...userStep, password_confirmation: 'Welcome124' },
      locale: 'en',
    })
    expect(mismatch.json().errors).toEqual({ password_confirmation: ['The confirmation does not match'] })
    expect((await from(ip, auth.acceptInvite, { params: { hash }, body: userStep })).statusCode).toBe(200)
  })
})

describe('company sign-up', () => {
  it('creates the company and its admin from a company invite, once', async () => {
    const ip = '10.21.0.1'
    const hash = await companyInvite('owner@fjord.example')
    const shown = await from(ip, auth.invite, { params: { hash } })
    expect(shown.json()).toMatchObject({
      kind: 'company',
      email: 'owner@fjord.example',
      company: 'Nordic Outdoor AB',
      inviter: 'Anna Berg',
    })

    const response = await from(ip, auth.signUp, {
      params: { hash },
      body: { user: userStep, company: companyStep },
    })
    expect(response.statusCode).toBe(200)
    const me = await userOf(response.json().access_token)
    expect(me).toMatchObject({
      company: 'Fjord Textiles AS',
      company_type: 'supplier',
      email: 'owner@fjord.example',
      first_name: 'Maja',
      roleTypes: [3],
    })
    expect(me.permissions).toContain('admin.users')
    expect(me.company_id).not.toBe(nordic.companyId)

    const [company] = await t.database.db.select().from(companies).where(eq(companies.id, me.company_id))
    expect(company).toMatchObject({
      name: 'Fjord Textiles AS',
      type: 'supplier',
      orgNumber: '987654321',
      vatNumber: 'NO987654321MVA',
      phone: '+47 22 00 00 00',
      businessArea: 'Knitwear',
      addressLine1: 'Kaigata 1',
      zip: '0150',
      city: 'Oslo',
      country: 'NO',
      locale: 'en',
    })
    const [user] = await t.database.db.select().from(users).where(eq(users.email, 'owner@fjord.example'))
    expect(user?.emailVerifiedAt).not.toBeNull()

    expect((await login(ip, 'owner@fjord.example', password)).statusCode).toBe(200)
    const twice = await from(ip, auth.signUp, {
      params: { hash },
      body: { user: userStep, company: { ...companyStep, name: 'Second Copy AS' } },
    })
    expect(twice.statusCode).toBe(404)
    expect(twice.json().code).toBe('auth.linkInvalid')
    expect(
      await t.database.db.select().from(companies).where(eq(companies.name, 'Second Copy AS')),
    ).toHaveLength(0)
  })

  it('refuses a user invite on the sign-up page and an unknown link', async () => {
    const ip = '10.21.0.2'
    const { hash } = await inviteUser('not.a.company@nordic.demo', ['Inköpare'])
    const body = { user: userStep, company: companyStep }
    expect((await from(ip, auth.signUp, { params: { hash }, body })).statusCode).toBe(404)
    expect((await from(ip, auth.signUp, { params: { hash: 'b'.repeat(43) }, body })).statusCode).toBe(404)
  })

  it('refuses an address that already has an account on the e-mail field, and keeps the link', async () => {
    const ip = '10.21.0.3'
    const hash = await companyInvite('buyer@nordic.demo')
    const response = await from(ip, auth.signUp, {
      params: { hash },
      body: { user: userStep, company: { ...companyStep, name: 'Taken Mail AB' } },
      locale: 'en',
    })
    expect(response.statusCode).toBe(422)
    expect(response.json().errors).toEqual({
      'user.email': ['An account with this e-mail address already exists'],
    })
    const [invite] = await t.database.db
      .select()
      .from(invites)
      .where(and(eq(invites.tokenHash, hashLinkToken(hash)), eq(invites.kind, 'company')))
    expect(invite?.acceptedAt).toBeNull()
    expect(
      await t.database.db.select().from(companies).where(eq(companies.name, 'Taken Mail AB')),
    ).toHaveLength(0)
  })

  it('checks both steps per field', async () => {
    const ip = '10.21.0.4'
    const hash = await companyInvite('fields@fjord.example')
    // Cast: a company type not on the list and a field the contract does not have.
    const response = await from(ip, auth.signUp, {
      params: { hash },
      body: {
        user: { ...userStep, password_confirmation: 'nope', last_name: '' },
        company: { ...companyStep, type: 'reseller', org_number: '', country: 'Norway', extra: 1 },
      } as never,
      locale: 'en',
    })
    expect(response.statusCode).toBe(422)
    expect(response.json().code).toBe('errors.validation')
    expect(Object.keys(response.json().errors).sort()).toEqual([
      'company.country',
      'company.extra',
      'company.org_number',
      'company.type',
      'user.last_name',
    ])
    const mismatch = await from(ip, auth.signUp, {
      params: { hash },
      body: { user: { ...userStep, password_confirmation: 'nope' }, company: companyStep },
      locale: 'en',
    })
    expect(mismatch.json().errors).toEqual({
      'user.password_confirmation': ['The confirmation does not match'],
    })
    expect((await login(ip, 'fields@fjord.example', demoPassword)).statusCode).toBe(422)
  })
})
