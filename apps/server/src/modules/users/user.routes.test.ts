import {
  authEndpoints,
  type InviteUserBody,
  outboxEndpoints,
  roleEndpoints,
  type UpdateUserBody,
  type User,
  userGroupEndpoints,
  userEndpoints as users,
} from '@scm/contracts'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rows } from '../../platform/db/rows.ts'
import {
  type ApiClient,
  apiClient,
  expectFieldError,
  expectStatusForEach,
  toCall,
} from '../../testing/api-client.ts'
import { expectHiddenFrom, expectNoneOf } from '../../testing/cross-company.ts'
import { demoClients, signIn } from '../../testing/sign-in.ts'
import { createTestApp, type TestApp } from '../../testing/test-app.ts'

let t: TestApp
let admin: ApiClient
let buyer: ApiClient
let baltic: ApiClient
let guest: ApiClient
const ids = { anna: '', erik: '', lina: '', adminRole: '', purchaserRole: '', balticRole: '' }

const userBody = (user: User, changes: Partial<UpdateUserBody> = {}): UpdateUserBody => ({
  first_name: 'Erik',
  last_name: 'Lund',
  locale: 'sv',
  session_time: 60,
  role_ids: user.roles.map((role) => role.id),
  group_ids: [],
  version: user.version,
  ...changes,
})

async function findByEmail(client: ApiClient, email: string): Promise<User> {
  const list = await client.call(users.list, { query: { search: email } })
  const user = list.data.find((each) => each.email === email)
  expect(user, email).toBeDefined()
  return user!
}

// The invite links the outbox holds for one address, newest first.
async function inviteLinks(email: string): Promise<string[]> {
  const mails = await admin.call(outboxEndpoints.list, {
    query: { filter: { kind: 'user-invite' }, search: email, sort: '-created_at' },
  })
  return mails.data.map((mail) => {
    const match = /http:\/\/localhost:3000\/invite\/([A-Za-z0-9_-]+)/.exec(mail.text)
    expect(match, mail.text).not.toBeNull()
    return match![1]!
  })
}

async function acceptInvite(token: string, firstName: string) {
  return guest.request(authEndpoints.acceptInvite, {
    params: { hash: token },
    body: {
      first_name: firstName,
      last_name: 'Nyström',
      password: 'Secret123!',
      password_confirmation: 'Secret123!',
      locale: 'sv',
    },
  })
}

beforeAll(async () => {
  t = await createTestApp()
  ;({ admin, buyer, baltic, guest } = await demoClients(t.app))
  const roles = await admin.call(roleEndpoints.options)
  ids.adminRole = roles.find((role) => role.role_type === 3)!.id
  ids.purchaserRole = roles.find((role) => role.role_type === 1)!.id
  ids.balticRole = (await baltic.call(roleEndpoints.options))[0]!.id
  ids.anna = (await findByEmail(admin, 'admin@nordic.demo')).id
  ids.erik = (await findByEmail(admin, 'buyer@nordic.demo')).id
  ids.lina = (await findByEmail(baltic, 'supplier@baltic.demo')).id
})
afterAll(() => t.close())

describe('users: list and options', () => {
  it("lists the company's own users with total, search, filters, sort and paging", async () => {
    const body = await admin.call(users.list)
    expect(body.meta).toEqual({
      total: 2,
      total_capped: false,
      total_estimated: false,
      page: 1,
      per_page: '60',
    })
    expect(body.data.map((user) => user.email)).toEqual(['admin@nordic.demo', 'buyer@nordic.demo'])
    expect(body.data[0]).toMatchObject({
      first_name: 'Anna',
      last_name: 'Berg',
      status: 'active',
      roles: [{ id: ids.adminRole, name: 'Företagsadministratör' }],
      groups: [],
    })

    const search = await admin.call(users.list, { query: { search: 'LUND' } })
    expect(search.meta.total).toBe(1)
    expect(search.data.map((user) => user.id)).toEqual([ids.erik])

    const byRole = await admin.call(users.list, { query: { filter: { role_id: ids.adminRole } } })
    expect(byRole.data.map((user) => user.id)).toEqual([ids.anna])
    expect((await admin.call(users.list, { query: { filter: { status: 'invited' } } })).meta.total).toBe(0)

    const descending = await admin.call(users.list, { query: { sort: '-email' } })
    expect(descending.data.map((user) => user.email)).toEqual(['buyer@nordic.demo', 'admin@nordic.demo'])

    const page2 = await admin.call(users.list, { query: { per_page: '100', page: 2 } })
    expect(page2).toEqual({
      data: [],
      meta: { total: 2, total_capped: false, total_estimated: false, page: 2, per_page: '100' },
    })
  })

  it('refuses a page size or sort the contract does not offer, per field, in both languages', async () => {
    // Cast: values and a filter the contract does not offer.
    const perPage = toCall(users.list, { query: { per_page: '10' } as never })
    await expectFieldError(admin, perPage, 'per_page', {
      sv: 'Välj ett av de tillåtna värdena',
      en: 'Choose one of the allowed values',
    })
    const sort = { query: { sort: 'password_hash' } as never }
    expect((await admin.request(users.list, sort)).statusCode).toBe(422)
    const filter = { query: { filter: { company_id: 'x' } } as never }
    expect((await admin.request(users.list, filter)).statusCode).toBe(422)
  })

  it('offers the active users of the own company as options', async () => {
    expect(await admin.call(users.options)).toEqual([
      { id: ids.anna, name: 'Anna Berg', email: 'admin@nordic.demo' },
      { id: ids.erik, name: 'Erik Lund', email: 'buyer@nordic.demo' },
    ])
  })
})

describe('users: invite, resend, accept', () => {
  it('invites a user: created as invited, readable, listed, and an invite mail with its link is written', async () => {
    const response = await admin.request(users.invite, {
      body: {
        email: 'Nora.Nystrom@Nordic.demo',
        first_name: 'Nora',
        last_name: 'Nyström',
        role_ids: [ids.purchaserRole],
      },
    })
    expect(response.statusCode).toBe(201)
    const created = users.invite.response.parse(response.json())
    expect(created).toMatchObject({
      email: 'nora.nystrom@nordic.demo',
      first_name: 'Nora',
      status: 'invited',
      roles: [{ id: ids.purchaserRole, name: 'Inköpare' }],
      last_login_at: null,
      version: 0,
    })
    expect(await admin.call(users.get, { params: { id: created.id } })).toEqual(created)
    const invited = await admin.call(users.list, { query: { filter: { status: 'invited' } } })
    expect(invited.data.map((user) => user.id)).toEqual([created.id])
    expect((await admin.call(users.list)).meta.total).toBe(3)
    expect(await inviteLinks('nora.nystrom@nordic.demo')).toHaveLength(1)
  })

  it('re-sends an invite with a new link that replaces the old one, and the new link makes the user active', async () => {
    const nora = await findByEmail(admin, 'nora.nystrom@nordic.demo')
    const [first] = await inviteLinks(nora.email)
    const params = { id: nora.id }
    const resent = await admin.call(users.resendInvite, { params })
    expect(resent).toMatchObject({ id: nora.id, status: 'invited' })
    const links = await inviteLinks(nora.email)
    expect(links).toHaveLength(2)
    expect(links[0]).not.toBe(first)
    expect(links[1]).toBe(first)

    // Only the newest link works.
    expect((await guest.request(authEndpoints.invite, { params: { hash: first! } })).statusCode).not.toBe(200)
    expect(await guest.call(authEndpoints.invite, { params: { hash: links[0]! } })).toMatchObject({
      kind: 'user',
      email: nora.email,
      company: 'Nordic Outdoor AB',
    })
    const accepted = await acceptInvite(links[0]!, 'Nora')
    expect(accepted.statusCode, accepted.body).toBe(200)
    expect((await admin.call(users.get, { params })).status).toBe('active')

    // An account that exists has nothing to accept.
    const again = await admin.request(users.resendInvite, { params, locale: 'en' })
    expect(again.statusCode).toBe(409)
    expect(again.json().message).toBe(
      'This user has already accepted the invitation; there is nothing to resend',
    )
    expect(await inviteLinks(nora.email)).toHaveLength(2)
  })

  it('refuses an invite body field by field, in Swedish and English', async () => {
    const invite = (body: Partial<InviteUserBody>) =>
      toCall(users.invite, { body: { email: 'someone@nordic.demo', role_ids: [ids.purchaserRole], ...body } })
    await expectFieldError(admin, invite({ email: 'not-an-address' }), 'email', {
      sv: 'Ange en giltig e-postadress',
      en: 'Enter a valid e-mail address',
    })
    await expectFieldError(admin, invite({ role_ids: [] }), 'role_ids', {
      sv: 'En användare behöver minst en roll',
      en: 'A user needs at least one role',
    })
    // Cast: a field the contract does not have.
    const withHash = { email: 'someone@nordic.demo', role_ids: [ids.purchaserRole], password_hash: 'x' }
    await expectFieldError(admin, toCall(users.invite, { body: withHash as never }), 'password_hash', {
      sv: 'Fältet är inte tillåtet',
      en: 'This field is not allowed',
    })
    // Another company's role is not one of ours.
    await expectFieldError(admin, invite({ role_ids: [ids.balticRole] }), 'role_ids', {
      sv: 'Välj ett av de tillåtna värdena',
      en: 'Choose one of the allowed values',
    })
    expect((await admin.call(users.list, { query: { search: 'someone' } })).meta.total).toBe(0)
  })

  it('answers two invites of one address at once with one user and one field error', async () => {
    const body: InviteUserBody = { email: 'twice@nordic.demo', role_ids: [ids.purchaserRole] }
    const answers = await Promise.all([
      admin.request(users.invite, { body }),
      admin.request(users.invite, { body }),
    ])
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 422])
    const refused = answers.find((answer) => answer.statusCode === 422)!
    expect(refused.json().errors).toEqual({ email: ['Det finns redan ett konto med den här e-postadressen'] })
    const created = answers.find((answer) => answer.statusCode === 201)!.json()
    expect((await admin.call(users.list, { query: { search: 'twice' } })).meta.total).toBe(1)
    expect(await inviteLinks('twice@nordic.demo')).toHaveLength(1)
    // Kept out of the rest of the file: an invited user is only counted by the list.
    await t.database.db.execute(sql`delete from users where id = ${created.id}`)
  })

  it('refuses to invite an address that already has an account, in any company and any case', async () => {
    for (const email of ['buyer@nordic.demo', 'BUYER@Nordic.Demo', 'supplier@baltic.demo']) {
      await expectFieldError(
        admin,
        toCall(users.invite, { body: { email, role_ids: [ids.purchaserRole] } }),
        'email',
        {
          sv: 'Det finns redan ett konto med den här e-postadressen',
          en: 'An account with this e-mail address already exists',
        },
      )
    }
  })
})

describe('users: update', () => {
  it('updates a user and reads the change back; the version moves on', async () => {
    const params = { id: ids.erik }
    const erik = await admin.call(users.get, { params })
    const updated = await admin.call(users.update, {
      params,
      body: userBody(erik, { first_name: ' Erik J. ', session_time: 120, locale: 'en' }),
    })
    expect(updated).toMatchObject({
      first_name: 'Erik J.',
      session_time: 120,
      locale: 'en',
      version: erik.version + 1,
    })
    expect(await admin.call(users.get, { params })).toEqual(updated)
    const restored = await admin.call(users.update, { params, body: userBody(updated) })
    expect(restored).toMatchObject({ first_name: 'Erik', locale: 'sv', session_time: 60 })
  })

  it('refuses a stale version with 409 and leaves the record alone', async () => {
    const params = { id: ids.erik }
    const erik = await admin.call(users.get, { params })
    const stale = await admin.request(users.update, {
      params,
      body: userBody(erik, { first_name: 'Lost', version: erik.version - 1 }),
      locale: 'en',
    })
    expect(stale.statusCode).toBe(409)
    expect(stale.json().message).toBe('Someone else changed this record. Reload to see the latest version.')
    expect(await admin.call(users.get, { params })).toEqual(erik)
  })

  it('refuses an update body field by field, in Swedish and English', async () => {
    const params = { id: ids.erik }
    const erik = await admin.call(users.get, { params })
    const put = (changes: Partial<UpdateUserBody>) =>
      toCall(users.update, { params, body: userBody(erik, changes) })
    // Cast: a session length not on the list, a field the contract does not have and a missing version.
    const untypedPut = (changes: Record<string, unknown>) =>
      toCall(users.update, { params, body: { ...userBody(erik), ...changes } as never })
    await expectFieldError(admin, put({ first_name: '  ' }), 'first_name', {
      sv: 'Fältet är obligatoriskt',
      en: 'This field is required',
    })
    // Only the listed session lengths (its wording is the contract's, and is being reworded).
    const sessionTime = await admin.send(untypedPut({ session_time: 45 }))
    expect(sessionTime.statusCode).toBe(422)
    expect(sessionTime.json().errors.session_time).toHaveLength(1)
    // The e-mail address is the user's own to change (account screen), not an admin field.
    await expectFieldError(admin, untypedPut({ email: 'other@nordic.demo' }), 'email', {
      sv: 'Fältet är inte tillåtet',
      en: 'This field is not allowed',
    })
    await expectFieldError(admin, untypedPut({ version: undefined }), 'version', {
      sv: 'Fältet är obligatoriskt',
      en: 'This field is required',
    })
    expect(await admin.call(users.get, { params })).toEqual(erik)
  })
})

describe('users: admin rules', () => {
  it('keeps the last active admin: removing the own admin role is refused and nothing changes', async () => {
    const params = { id: ids.anna }
    const anna = await admin.call(users.get, { params })
    await expectFieldError(
      admin,
      toCall(users.update, {
        params,
        body: userBody(anna, { first_name: 'Anna', last_name: 'Berg', role_ids: [ids.purchaserRole] }),
      }),
      'role_ids',
      {
        sv: 'Företaget behöver minst en aktiv administratör',
        en: 'The company needs at least one active admin',
      },
    )
    expect(await admin.call(users.get, { params })).toEqual(anna)
  })

  it('refuses to let users deactivate themselves', async () => {
    for (const locale of ['sv', 'en'] as const) {
      const response = await admin.request(users.deactivate, { params: { id: ids.anna }, locale })
      expect(response.statusCode).toBe(422)
      expect(response.json().errors.id).toEqual([
        locale === 'sv' ? 'Du kan inte inaktivera ditt eget konto' : 'You cannot deactivate your own account',
      ])
    }
    expect((await admin.call(users.get, { params: { id: ids.anna } })).status).toBe('active')
  })

  it('deactivates a user: their session ends, they leave the options, and activation brings them back', async () => {
    const nora = await findByEmail(admin, 'nora.nystrom@nordic.demo')
    const session = await signIn(t.app, nora.email, 'Secret123!')
    const own = apiClient(t.app, session)
    await own.call(authEndpoints.user)

    const params = { id: nora.id }
    const deactivated = await admin.call(users.deactivate, { params })
    expect(deactivated).toMatchObject({ status: 'inactive', version: nora.version + 1 })
    expect((await admin.call(users.get, { params })).status).toBe('inactive')
    expect((await admin.call(users.list, { query: { filter: { status: 'inactive' } } })).data).toHaveLength(1)
    const options = await admin.call(users.options)
    expect(options.map((option) => option.id)).not.toContain(nora.id)
    expect((await own.request(authEndpoints.user)).statusCode).toBe(401)

    const activated = await admin.call(users.activate, { params })
    expect(activated.status).toBe('active')
    const after = await admin.call(users.options)
    expect(after.map((option) => option.id)).toContain(nora.id)
  })

  it('lets an admin be deactivated or step down while another active admin remains', async () => {
    let nora = await findByEmail(admin, 'nora.nystrom@nordic.demo')
    const params = { id: nora.id }
    const names = { first_name: 'Nora', last_name: 'Nyström' }
    nora = await admin.call(users.update, {
      params,
      body: userBody(nora, { ...names, role_ids: [ids.adminRole] }),
    })
    const noraAdmin = apiClient(t.app, await signIn(t.app, nora.email, 'Secret123!'))

    // Nora may leave the admin role because Anna is still one; then Anna is the last again.
    const demoted = await noraAdmin.call(users.update, {
      params,
      body: userBody(nora, { ...names, role_ids: [ids.purchaserRole] }),
    })
    expect((await noraAdmin.request(users.list)).statusCode).toBe(403)

    await admin.call(users.update, {
      params,
      body: userBody(demoted, { ...names, role_ids: [ids.adminRole] }),
    })
    await admin.call(users.deactivate, { params })
    await admin.call(users.activate, { params })
  })
})

describe('users: access', () => {
  it('answers 401 without a token and 403 to a purchaser on every endpoint', async () => {
    const params = { id: ids.erik }
    const erik = await admin.call(users.get, { params })
    // Bodies are valid, so the answer is about who asks, not what was sent.
    const calls = [
      toCall(users.list),
      toCall(users.options),
      toCall(users.get, { params }),
      toCall(users.invite, { body: { email: 'x@y.se', role_ids: [ids.purchaserRole] } }),
      toCall(users.update, { params, body: userBody(erik) }),
      toCall(users.deactivate, { params }),
      toCall(users.activate, { params }),
      toCall(users.resendInvite, { params }),
    ]
    await expectStatusForEach(guest, calls, 401)
    await expectStatusForEach(buyer, calls, 403)
    expect(await admin.call(users.get, { params })).toEqual(erik)
    expect((await admin.call(users.list, { query: { search: 'x@y.se' } })).meta.total).toBe(0)
  })

  it("hides another company's users: every id route answers 404 and lists never show them", async () => {
    const erik = await admin.call(users.get, { params: { id: ids.erik } })
    const nora = await findByEmail(admin, 'nora.nystrom@nordic.demo')
    const body = userBody(erik, { role_ids: [ids.balticRole] })
    for (const id of [ids.erik, ids.anna, nora.id]) {
      const params = { id }
      await expectHiddenFrom(
        baltic,
        [
          toCall(users.get, { params }),
          toCall(users.update, { params, body }),
          toCall(users.deactivate, { params }),
          toCall(users.activate, { params }),
          toCall(users.resendInvite, { params }),
        ],
        ['nordic.demo', 'Lund', 'Nyström'],
      )
    }
    expect(await admin.call(users.get, { params: { id: ids.erik } })).toEqual(erik)
    expect((await admin.call(users.get, { params: { id: nora.id } })).status).toBe('active')

    const list = await baltic.call(users.list, { query: { per_page: 'all' } })
    expect(list.meta.total).toBe(1)
    expect(list.data.map((user) => user.id)).toEqual([ids.lina])
    expectNoneOf(list, [ids.anna, ids.erik, nora.id])
    expect((await baltic.call(users.list, { query: { search: 'nordic' } })).meta.total).toBe(0)
    // Filtering by a Nordic role reveals nothing either.
    const byNordicRole = await baltic.call(users.list, { query: { filter: { role_id: ids.adminRole } } })
    expect(byNordicRole.meta.total).toBe(0)
    const options = await baltic.call(users.options)
    expect(options.map((option) => option.id)).toEqual([ids.lina])
    // Nor can Nordic reach Baltic's user.
    expect((await admin.request(users.get, { params: { id: ids.lina } })).statusCode).toBe(404)
  })

  it("refuses another company's role or group in a user's memberships", async () => {
    const params = { id: ids.lina }
    const lina = await baltic.call(users.get, { params })
    const put = (changes: Partial<UpdateUserBody>) =>
      baltic.request(users.update, {
        params,
        body: userBody(lina, { first_name: 'Lina', last_name: 'Ozols', locale: 'en', ...changes }),
      })
    expect((await put({ role_ids: [ids.adminRole] })).statusCode).toBe(422)
    const group = await admin.request(userGroupEndpoints.create, { body: { name: 'Nordic buyers' } })
    expect(group.statusCode).toBe(201)
    const withGroup = await put({ role_ids: [ids.balticRole], group_ids: [group.json().id] })
    expect(withGroup.statusCode).toBe(422)
    expect(withGroup.json().errors.group_ids).toEqual(['Choose one of the allowed values'])
  })

  it('answers 404, not 500, for a malformed id', async () => {
    await expectStatusForEach(
      admin,
      [
        toCall(users.get, { params: { id: 'not-a-uuid' } }),
        // Without a body toCall sends an empty one, which is no update body: the id is refused first.
        toCall(users.update, { params: { id: '1' } }),
        toCall(users.deactivate, { params: { id: "1' or 1=1" } }),
        toCall(users.activate, { params: { id: 'x' } }),
        toCall(users.resendInvite, { params: { id: 'x' } }),
        toCall(users.get, { params: { id: '00000000-0000-0000-0000-000000000000' } }),
      ],
      404,
    )
  })
})

describe('users: racing admins', () => {
  it('never leaves the company without an admin when two admins deactivate each other at once', async () => {
    const nora = await findByEmail(admin, 'nora.nystrom@nordic.demo')
    expect(nora.roles.map((role) => role.id)).toEqual([ids.adminRole])
    const noraAdmin = apiClient(t.app, await signIn(t.app, nora.email, 'Secret123!'))
    const [first, second] = await Promise.all([
      admin.request(users.deactivate, { params: { id: nora.id } }),
      noraAdmin.request(users.deactivate, { params: { id: ids.anna } }),
    ])
    // One wins; the other is refused (422 last admin) or already signed out (401).
    expect([first.statusCode, second.statusCode].filter((status) => status === 200)).toHaveLength(1)
    const remaining = await rows<{ id: string }>(
      t.database.db,
      sql`select u.id from users u join user_roles ur on ur.user_id = u.id join roles r on r.id = ur.role_id
          where r.role_type = 3 and u.active and u.id in (${ids.anna}, ${nora.id})`,
    )
    expect(remaining).toHaveLength(1)
  })
})
