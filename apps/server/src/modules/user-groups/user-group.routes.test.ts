import {
  userGroupEndpoints as groups,
  type UpdateUserGroupBody,
  type UserGroup,
  type UserGroupBody,
  userEndpoints,
} from '@scm/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ApiClient, expectFieldError, expectStatusForEach, toCall } from '../../testing/api-client.ts'
import { expectHiddenFrom, expectNoneOf } from '../../testing/cross-company.ts'
import { demoClients } from '../../testing/sign-in.ts'
import { createTestApp, type TestApp } from '../../testing/test-app.ts'

let t: TestApp
let admin: ApiClient
let buyer: ApiClient
let baltic: ApiClient
let guest: ApiClient
const ids = { anna: '', erik: '', lina: '' }

const names = (list: { data: UserGroup[] }) => list.data.map((group) => group.name)

const groupBody = (group: UserGroup, changes: Partial<UpdateUserGroupBody> = {}): UpdateUserGroupBody => ({
  name: group.name,
  description: group.description,
  member_ids: group.member_ids,
  version: group.version,
  ...changes,
})

beforeAll(async () => {
  t = await createTestApp()
  ;({ admin, buyer, baltic, guest } = await demoClients(t.app))
  const users = await admin.call(userEndpoints.options)
  ids.anna = users.find((user) => user.email === 'admin@nordic.demo')!.id
  ids.erik = users.find((user) => user.email === 'buyer@nordic.demo')!.id
  ids.lina = (await baltic.call(userEndpoints.options))[0]!.id
})
afterAll(() => t.close())

describe('user groups: create, read, list', () => {
  let buyers: UserGroup

  it('starts empty', async () => {
    expect(await admin.call(groups.list)).toEqual({
      data: [],
      meta: { total: 0, total_capped: false, total_estimated: false, page: 1, per_page: '60' },
    })
    expect(await admin.call(groups.options)).toEqual([])
  })

  it("creates a group with members; it reads back, is listed, and shows on the member's user record", async () => {
    const response = await admin.request(groups.create, {
      body: {
        name: ' Buyers ',
        description: 'Everyone who places orders',
        member_ids: [ids.erik, ids.anna, ids.erik],
      },
    })
    expect(response.statusCode, response.body).toBe(201)
    buyers = groups.create.response.parse(response.json())
    expect(buyers).toMatchObject({
      name: 'Buyers',
      description: 'Everyone who places orders',
      member_count: 2,
    })
    expect([...buyers.member_ids].sort()).toEqual([ids.anna, ids.erik].sort())
    expect(await admin.call(groups.get, { params: { id: buyers.id } })).toEqual(buyers)
    const list = await admin.call(groups.list)
    expect(list.meta.total).toBe(1)
    expect(list.data).toEqual([buyers])
    expect(await admin.call(groups.options)).toEqual([{ id: buyers.id, name: 'Buyers' }])
    const erik = await admin.call(userEndpoints.get, { params: { id: ids.erik } })
    expect(erik.groups).toEqual([{ id: buyers.id, name: 'Buyers' }])
    const filtered = await admin.call(userEndpoints.list, { query: { filter: { group_id: buyers.id } } })
    expect(filtered.meta.total).toBe(2)
  })

  it('searches, sorts and pages the list, with per_page and the total', async () => {
    const empty = await admin.request(groups.create, { body: { name: 'Auditors' } })
    expect(empty.statusCode).toBe(201)
    expect(empty.json()).toMatchObject({ description: null, member_ids: [], member_count: 0 })
    for (let i = 1; i <= 60; i++) {
      const created = await admin.request(groups.create, {
        body: { name: `Team ${String(i).padStart(2, '0')}` },
      })
      expect(created.statusCode).toBe(201)
    }
    const first = await admin.call(groups.list, { query: { sort: 'name' } })
    expect(first.meta).toEqual({
      total: 62,
      total_capped: false,
      total_estimated: false,
      page: 1,
      per_page: '60',
    })
    expect(first.data).toHaveLength(60)
    expect(names(first).slice(0, 3)).toEqual(['Auditors', 'Buyers', 'Team 01'])
    const second = await admin.call(groups.list, { query: { sort: 'name', page: 2 } })
    expect(second.meta).toMatchObject({ total: 62, page: 2 })
    expect(names(second)).toEqual(['Team 59', 'Team 60'])
    const wide = await admin.call(groups.list, { query: { per_page: '100' } })
    expect(wide.data).toHaveLength(62)
    expect(wide.meta.per_page).toBe('100')
    expect((await admin.call(groups.list, { query: { per_page: 'all', page: 5 } })).meta).toMatchObject({
      page: 1,
      per_page: 'all',
      total: 62,
    })

    const search = await admin.call(groups.list, { query: { search: 'team 0' } })
    expect(search.meta.total).toBe(9)
    expect((await admin.call(groups.list, { query: { search: '%' } })).meta.total).toBe(0)
    expect(
      names(await admin.call(groups.list, { query: { sort: '-member_count', per_page: '60' } }))[0],
    ).toBe('Buyers')
    expect(names(await admin.call(groups.list, { query: { sort: '-name' } }))[0]).toBe('Team 60')
    await expectFieldError(admin, toCall(groups.list, { query: { page: 0 } }), 'page', {
      sv: 'Värdet måste vara minst 1',
      en: 'The value must be at least 1',
    })
  })

  it('updates a group and its members, and reads it back; a stale version is refused with 409', async () => {
    const params = { id: buyers.id }
    const updated = await admin.call(groups.update, {
      params,
      body: groupBody(buyers, { name: 'Buyers EU', description: null, member_ids: [ids.erik] }),
    })
    expect(updated).toMatchObject({
      name: 'Buyers EU',
      description: null,
      member_ids: [ids.erik],
      member_count: 1,
      version: buyers.version + 1,
    })
    expect(await admin.call(groups.get, { params })).toEqual(updated)
    expect((await admin.call(userEndpoints.get, { params: { id: ids.anna } })).groups).toEqual([])

    const stale = await admin.request(groups.update, {
      params,
      body: groupBody(buyers, { name: 'Lost', member_ids: [] }),
      locale: 'en',
    })
    expect(stale.statusCode).toBe(409)
    expect(stale.json().message).toBe('Someone else changed this record. Reload to see the latest version.')
    buyers = await admin.call(groups.get, { params })
    expect(buyers).toMatchObject({ name: 'Buyers EU', member_count: 1 })
  })

  it('keeps group names unique per company, with a message on the name field', async () => {
    const taken = {
      sv: 'Det finns redan en grupp med det namnet',
      en: 'A group with this name already exists',
    }
    await expectFieldError(admin, toCall(groups.create, { body: { name: 'buyers eu' } }), 'name', taken)
    await expectFieldError(
      admin,
      toCall(groups.update, { params: { id: buyers.id }, body: groupBody(buyers, { name: 'AUDITORS' }) }),
      'name',
      taken,
    )
    const race = await Promise.all([
      admin.request(groups.create, { body: { name: 'Racers' } }),
      admin.request(groups.create, { body: { name: 'Racers' } }),
    ])
    expect(race.map((answer) => answer.statusCode).sort()).toEqual([201, 422])
    expect((await baltic.request(groups.create, { body: { name: 'Buyers EU' } })).statusCode).toBe(201)
  })

  it('refuses a group body field by field, in Swedish and English', async () => {
    const create = (body: Partial<UserGroupBody>) =>
      toCall(groups.create, { body: { name: 'Planners', ...body } })
    await expectFieldError(admin, create({ name: ' x ' }), 'name', {
      sv: 'Ange minst 2 tecken',
      en: 'Enter at least 2 characters',
    })
    await expectFieldError(admin, create({ description: 'x'.repeat(501) }), 'description', {
      sv: 'Ange högst 500 tecken',
      en: 'Enter at most 500 characters',
    })
    await expectFieldError(admin, create({ member_ids: ['nobody'] }), 'member_ids.0', {
      sv: 'Detta är inte ett giltigt id',
      en: 'This is not a valid id',
    })
    // Another company's user is not a member we can add.
    await expectFieldError(admin, create({ member_ids: [ids.erik, ids.lina] }), 'member_ids', {
      sv: 'Välj ett av de tillåtna värdena',
      en: 'Choose one of the allowed values',
    })
    // Cast: a field the contract does not have, and a version of the wrong type.
    const owner = toCall(groups.create, { body: { name: 'Planners', owner: 'me' } as never })
    await expectFieldError(admin, owner, 'owner', {
      sv: 'Fältet är inte tillåtet',
      en: 'This field is not allowed',
    })
    const textVersion = toCall(groups.update, {
      params: { id: buyers.id },
      body: { ...groupBody(buyers), version: '1' } as never,
    })
    await expectFieldError(admin, textVersion, 'version', {
      sv: 'Värdet har fel typ',
      en: 'This value has the wrong type',
    })
    expect((await admin.call(groups.list, { query: { search: 'planners' } })).meta.total).toBe(0)
  })

  it('deletes a group: 404 afterwards, gone from list, options and its members', async () => {
    const params = { id: buyers.id }
    expect(await admin.call(groups.remove, { params, locale: 'en' })).toEqual({
      message: 'The record has been deleted',
    })
    expect((await admin.request(groups.get, { params })).statusCode).toBe(404)
    expect((await admin.request(groups.update, { params, body: groupBody(buyers) })).statusCode).toBe(404)
    expect((await admin.request(groups.remove, { params })).statusCode).toBe(404)
    expectNoneOf(await admin.call(groups.list, { query: { per_page: 'all' } }), [buyers.id])
    const options = await admin.call(groups.options)
    expect(options.map((option) => option.id)).not.toContain(buyers.id)
    expect((await admin.call(userEndpoints.get, { params: { id: ids.erik } })).groups).toEqual([])
  })
})

describe('user groups: access', () => {
  let group: UserGroup

  beforeAll(async () => {
    group = await admin.call(groups.create, {
      body: { name: 'Secret sourcing', description: 'Do not share', member_ids: [ids.erik] },
    })
  })

  it('answers 401 without a token and 403 to a purchaser on every endpoint', async () => {
    const params = { id: group.id }
    const calls = [
      toCall(groups.list),
      toCall(groups.options),
      toCall(groups.get, { params }),
      toCall(groups.create, { body: { name: 'Mine' } }),
      toCall(groups.update, { params, body: groupBody(group, { name: 'Mine' }) }),
      toCall(groups.remove, { params }),
    ]
    await expectStatusForEach(guest, calls, 401)
    await expectStatusForEach(buyer, calls, 403)
    expect(await admin.call(groups.get, { params })).toEqual(group)
  })

  it("hides another company's groups: every id route answers 404 and lists never show them", async () => {
    const params = { id: group.id }
    await expectHiddenFrom(
      baltic,
      [
        toCall(groups.get, { params }),
        toCall(groups.update, { params, body: groupBody(group, { member_ids: [ids.lina] }) }),
        toCall(groups.remove, { params }),
      ],
      ['Secret sourcing', 'Do not share', ids.erik],
    )
    expect(await admin.call(groups.get, { params })).toEqual(group)
    const list = await baltic.call(groups.list, { query: { per_page: 'all' } })
    expect(names(list)).toEqual(['Buyers EU'])
    expectNoneOf(list, [group.id])
    expect((await baltic.call(groups.list, { query: { search: 'secret' } })).meta.total).toBe(0)
    const options = await baltic.call(groups.options)
    expect(options.map((option) => option.id)).not.toContain(group.id)
  })

  it('answers 404, not 500, for a malformed id', async () => {
    await expectStatusForEach(
      admin,
      [
        toCall(groups.get, { params: { id: 'null' } }),
        // Without a body toCall sends an empty one, which is no update body: the id is refused first.
        toCall(groups.update, { params: { id: 'undefined' } }),
        toCall(groups.remove, { params: { id: '12345' } }),
      ],
      404,
    )
  })
})
