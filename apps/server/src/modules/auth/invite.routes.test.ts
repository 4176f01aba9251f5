import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hashLinkToken } from '../../platform/auth/link-token.ts'
import { companies } from '../../platform/tenancy/company.table.ts'
import { roles, userRoles } from '../../platform/tenancy/role.table.ts'
import { users } from '../../platform/tenancy/user.table.ts'
import { demoPassword } from '../../seed/demo-data.ts'
import { lastLinkToken } from '../../testing/outbox-mail.ts'
import { type Session, signIn } from '../../testing/sign-in.ts'
import { createTestApp, type TestApp } from '../../testing/test-app.ts'
import { createInvite } from './invite.queries.ts'
import { invites } from './invite.table.ts'

let t: TestApp
let admin: Session
let nordic: { companyId: string; adminId: string }
beforeAll(async () => {
  t = await createTestApp()
  admin = await signIn(t.app, 'admin@nordic.demo')
  const me = await t.app.inject({ method: 'POST', url: '/api/auth/user', headers: admin.headers })
  nordic = { companyId: me.json().company_id, adminId: me.json().id }
})
afterAll(() => t.close())

const password = 'Welcome123'
const userStep = {
  first_name: 'Maja',
  last_name: 'Ek',
  password,
  password_confirmation: password,
  locale: 'en',
}
const companyStep = {
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

// The link endpoints are limited per address; each test speaks from its own.
const call = (method: 'GET' | 'POST', url: string, ip: string, payload?: object) =>
  t.app.inject({ method, url, remoteAddress: ip, ...(payload ? { payload } : {}) })

async function inviteUser(email: string, roleNames: string[]) {
  const chosen = await t.database.db
    .select()
    .from(roles)
    .where(eq(roles.companyId, nordic.companyId))
    .then((rows) => rows.filter((role) => roleNames.includes(role.name)))
  expect(chosen).toHaveLength(roleNames.length)
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/users/invites',
    headers: admin.headers,
    payload: { email, role_ids: chosen.map((role) => role.id) },
  })
  expect(response.statusCode).toBe(201)
  const hash = await lastLinkToken(t.database.db, email, 'user-invite', '/invite/')
  return { hash, roles: chosen, user: response.json() }
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

    const shown = await call('GET', `/api/auth/invites/${hash}`, ip)
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
    const early = await call('POST', '/api/auth/login', ip, { email: 'new.buyer@nordic.demo', password })
    expect(early.statusCode).toBe(422)

    const accepted = await call('POST', `/api/auth/invites/${hash}/accept`, ip, userStep)
    expect(accepted.statusCode).toBe(200)
    expect(accepted.json().token_type).toBe('Bearer')
    expect(accepted.cookies.find((c) => c.name === 'scm_refresh')).toMatchObject({ httpOnly: true })
    const me = await t.app.inject({
      method: 'POST',
      url: '/api/auth/user',
      headers: { authorization: `Bearer ${accepted.json().access_token}` },
    })
    expect(me.json()).toMatchObject({
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
      .where(eq(userRoles.userId, me.json().id))
    expect(held.map((row) => row.roleId).sort()).toEqual(invited.map((role) => role.id).sort())

    const signedIn = await call('POST', '/api/auth/login', ip, { email: 'new.buyer@nordic.demo', password })
    expect(signedIn.statusCode).toBe(200)

    // The link is spent: showing or accepting it again is a clear 404.
    const again = await call('POST', `/api/auth/invites/${hash}/accept?locale=en`, ip, {
      ...userStep,
      password: 'Hijack1234',
      password_confirmation: 'Hijack1234',
    })
    expect(again.statusCode).toBe(404)
    expect(again.json()).toEqual({ message: "The link you clicked doesn't work.", code: 'auth.linkInvalid' })
    expect((await call('GET', `/api/auth/invites/${hash}`, ip)).statusCode).toBe(404)
    expect(
      (await call('POST', '/api/auth/login', ip, { email: 'new.buyer@nordic.demo', password })).statusCode,
    ).toBe(200)
  })

  it('answers an unknown, an expired or a replaced link with a clear 404', async () => {
    const ip = '10.20.0.2'
    const unknown = await call('GET', `/api/auth/invites/${'a'.repeat(43)}?locale=sv`, ip)
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json()).toEqual({
      message: 'Länken du klickade på fungerar inte.',
      code: 'auth.linkInvalid',
    })
    const acceptUnknown = await call('POST', `/api/auth/invites/${'a'.repeat(43)}/accept`, ip, userStep)
    expect(acceptUnknown.statusCode).toBe(404)

    const { hash, user } = await inviteUser('late@nordic.demo', ['Inköpare'])
    await t.database.db
      .update(invites)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invites.tokenHash, hashLinkToken(hash)))
    expect((await call('GET', `/api/auth/invites/${hash}`, ip)).statusCode).toBe(404)
    expect((await call('POST', `/api/auth/invites/${hash}/accept`, ip, userStep)).statusCode).toBe(404)

    // A resent invite replaces the earlier link.
    const resent = await t.app.inject({
      method: 'POST',
      url: `/api/users/${user.id}/resend-invite`,
      headers: admin.headers,
    })
    expect(resent.statusCode).toBe(200)
    const fresh = await lastLinkToken(t.database.db, 'late@nordic.demo', 'user-invite', '/invite/')
    expect(fresh).not.toBe(hash)
    expect((await call('GET', `/api/auth/invites/${fresh}`, ip)).statusCode).toBe(200)
  })

  it('withdraws the invitation when the admin deactivates the invited user', async () => {
    const ip = '10.20.0.5'
    const { hash, user } = await inviteUser('withdrawn@nordic.demo', ['Inköpare'])
    const shown = await call('GET', `/api/auth/invites/${hash}`, ip)
    expect(shown.statusCode).toBe(200)
    // The page holds no secrets for other sites: no referrer leaves it.
    expect(shown.headers['referrer-policy']).toBe('no-referrer')
    const deactivated = await t.app.inject({
      method: 'POST',
      url: `/api/users/${user.id}/deactivate`,
      headers: admin.headers,
    })
    expect(deactivated.statusCode).toBe(200)
    expect((await call('GET', `/api/auth/invites/${hash}`, ip)).statusCode).toBe(404)
    const accepted = await call('POST', `/api/auth/invites/${hash}/accept`, ip, userStep)
    expect(accepted.statusCode).toBe(404)
    expect(accepted.json().code).toBe('auth.linkInvalid')
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id))
    expect(row?.passwordHash).toBeNull()
  })

  it('refuses a company invite on the user-invite page', async () => {
    const hash = await companyInvite('wrong.page@example.com')
    const response = await call('POST', `/api/auth/invites/${hash}/accept`, '10.20.0.3', userStep)
    expect(response.statusCode).toBe(404)
    expect(response.json().code).toBe('auth.linkInvalid')
  })

  it('checks the accept form per field and keeps the link for a corrected try', async () => {
    const ip = '10.20.0.4'
    const { hash } = await inviteUser('careful@nordic.demo', ['Inköpare'])
    const response = await call('POST', `/api/auth/invites/${hash}/accept?locale=en`, ip, {
      first_name: ' ',
      last_name: 'Ek',
      password: 'short',
      password_confirmation: 'other',
      locale: 'de',
    })
    expect(response.statusCode).toBe(422)
    const errors = response.json().errors
    expect(Object.keys(errors).sort()).toEqual(['first_name', 'locale', 'password'])
    expect(errors.password).toEqual(['Use at least 8 characters with a letter and a digit'])
    const mismatch = await call('POST', `/api/auth/invites/${hash}/accept?locale=en`, ip, {
      ...userStep,
      password_confirmation: 'Welcome124',
    })
    expect(mismatch.json().errors).toEqual({ password_confirmation: ['The confirmation does not match'] })
    expect((await call('POST', `/api/auth/invites/${hash}/accept`, ip, userStep)).statusCode).toBe(200)
  })
})

describe('company sign-up', () => {
  it('creates the company and its admin from a company invite, once', async () => {
    const ip = '10.21.0.1'
    const hash = await companyInvite('owner@fjord.example')
    const shown = await call('GET', `/api/auth/invites/${hash}`, ip)
    expect(shown.json()).toMatchObject({
      kind: 'company',
      email: 'owner@fjord.example',
      company: 'Nordic Outdoor AB',
      inviter: 'Anna Berg',
    })

    const response = await call('POST', `/api/auth/sign-up/${hash}`, ip, {
      user: userStep,
      company: companyStep,
    })
    expect(response.statusCode).toBe(200)
    const me = await t.app.inject({
      method: 'POST',
      url: '/api/auth/user',
      headers: { authorization: `Bearer ${response.json().access_token}` },
    })
    expect(me.json()).toMatchObject({
      company: 'Fjord Textiles AS',
      company_type: 'supplier',
      email: 'owner@fjord.example',
      first_name: 'Maja',
      roleTypes: [3],
    })
    expect(me.json().permissions).toContain('admin.users')
    expect(me.json().company_id).not.toBe(nordic.companyId)

    const [company] = await t.database.db
      .select()
      .from(companies)
      .where(eq(companies.id, me.json().company_id))
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

    const login = await call('POST', '/api/auth/login', ip, { email: 'owner@fjord.example', password })
    expect(login.statusCode).toBe(200)
    const twice = await call('POST', `/api/auth/sign-up/${hash}`, ip, {
      user: userStep,
      company: { ...companyStep, name: 'Second Copy AS' },
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
    expect((await call('POST', `/api/auth/sign-up/${hash}`, ip, body)).statusCode).toBe(404)
    expect((await call('POST', `/api/auth/sign-up/${'b'.repeat(43)}`, ip, body)).statusCode).toBe(404)
  })

  it('refuses an address that already has an account on the e-mail field, and keeps the link', async () => {
    const ip = '10.21.0.3'
    const hash = await companyInvite('buyer@nordic.demo')
    const response = await call('POST', `/api/auth/sign-up/${hash}?locale=en`, ip, {
      user: userStep,
      company: { ...companyStep, name: 'Taken Mail AB' },
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
    const response = await call('POST', `/api/auth/sign-up/${hash}?locale=en`, ip, {
      user: { ...userStep, password_confirmation: 'nope', last_name: '' },
      company: { ...companyStep, type: 'reseller', org_number: '', country: 'Norway', extra: 1 },
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
    const mismatch = await call('POST', `/api/auth/sign-up/${hash}?locale=en`, ip, {
      user: { ...userStep, password_confirmation: 'nope' },
      company: companyStep,
    })
    expect(mismatch.json().errors).toEqual({
      'user.password_confirmation': ['The confirmation does not match'],
    })
    expect(
      (await call('POST', '/api/auth/login', ip, { email: 'fields@fjord.example', password: demoPassword }))
        .statusCode,
    ).toBe(422)
  })
})
