import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ApiClient, expectFieldError, expectStatusForEach } from '../../testing/api-client.ts'
import { expectHiddenFrom, expectNoneOf } from '../../testing/cross-company.ts'
import { demoClients } from '../../testing/sign-in.ts'
import { createTestApp, type TestApp } from '../../testing/test-app.ts'

let t: TestApp
let admin: ApiClient
let buyer: ApiClient
let baltic: ApiClient
let guest: ApiClient
const ids = { anna: '', erik: '', lina: '' }

type Group = {
  id: string
  name: string
  description: string | null
  member_ids: string[]
  member_count: number
  version: number
}
const names = (list: { data: Group[] }) => list.data.map((group) => group.name)

const groupBody = (group: Group, changes: Record<string, unknown> = {}) => ({
  name: group.name,
  description: group.description,
  member_ids: group.member_ids,
  version: group.version,
  ...changes,
})

beforeAll(async () => {
  t = await createTestApp()
  ;({ admin, buyer, baltic, guest } = await demoClients(t.app))
  const users = (await admin.get('/api/users/options')).json() as Array<{ id: string; email: string }>
  ids.anna = users.find((user) => user.email === 'admin@nordic.demo')!.id
  ids.erik = users.find((user) => user.email === 'buyer@nordic.demo')!.id
  ids.lina = (await baltic.get('/api/users/options')).json()[0].id
})
afterAll(() => t.close())

describe('user groups: create, read, list', () => {
  let buyers: Group

  it('starts empty', async () => {
    const response = await admin.get('/api/user-groups')
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({
      data: [],
      meta: { total: 0, total_capped: false, page: 1, per_page: '60' },
    })
    expect((await admin.get('/api/user-groups/options')).json()).toEqual([])
  })

  it("creates a group with members; it reads back, is listed, and shows on the member's user record", async () => {
    const response = await admin.post('/api/user-groups', {
      name: ' Buyers ',
      description: 'Everyone who places orders',
      member_ids: [ids.erik, ids.anna, ids.erik],
    })
    expect(response.statusCode, response.body).toBe(201)
    buyers = response.json()
    expect(buyers).toMatchObject({
      name: 'Buyers',
      description: 'Everyone who places orders',
      member_count: 2,
    })
    expect([...buyers.member_ids].sort()).toEqual([ids.anna, ids.erik].sort())
    expect((await admin.get(`/api/user-groups/${buyers.id}`)).json()).toEqual(buyers)
    const list = (await admin.get('/api/user-groups')).json()
    expect(list.meta.total).toBe(1)
    expect(list.data).toEqual([buyers])
    expect((await admin.get('/api/user-groups/options')).json()).toEqual([{ id: buyers.id, name: 'Buyers' }])
    const erik = (await admin.get(`/api/users/${ids.erik}`)).json()
    expect(erik.groups).toEqual([{ id: buyers.id, name: 'Buyers' }])
    const filtered = (await admin.get(`/api/users?filter[group_id]=${buyers.id}`)).json()
    expect(filtered.meta.total).toBe(2)
  })

  it('searches, sorts and pages the list, with per_page and the total', async () => {
    const empty = await admin.post('/api/user-groups', { name: 'Auditors' })
    expect(empty.statusCode).toBe(201)
    expect(empty.json()).toMatchObject({ description: null, member_ids: [], member_count: 0 })
    for (let i = 1; i <= 60; i++) {
      const created = await admin.post('/api/user-groups', { name: `Team ${String(i).padStart(2, '0')}` })
      expect(created.statusCode).toBe(201)
    }
    const first = (await admin.get('/api/user-groups?sort=name')).json()
    expect(first.meta).toEqual({ total: 62, total_capped: false, page: 1, per_page: '60' })
    expect(first.data).toHaveLength(60)
    expect(names(first).slice(0, 3)).toEqual(['Auditors', 'Buyers', 'Team 01'])
    const second = (await admin.get('/api/user-groups?sort=name&page=2')).json()
    expect(second.meta).toMatchObject({ total: 62, page: 2 })
    expect(names(second)).toEqual(['Team 59', 'Team 60'])
    const wide = (await admin.get('/api/user-groups?per_page=100')).json()
    expect(wide.data).toHaveLength(62)
    expect(wide.meta.per_page).toBe('100')
    expect((await admin.get('/api/user-groups?per_page=all&page=5')).json().meta).toMatchObject({
      page: 1,
      per_page: 'all',
      total: 62,
    })

    const search = (await admin.get('/api/user-groups?search=team 0')).json()
    expect(search.meta.total).toBe(9)
    expect((await admin.get('/api/user-groups?search=%25')).json().meta.total).toBe(0)
    expect(names((await admin.get('/api/user-groups?sort=-member_count&per_page=60')).json())[0]).toBe(
      'Buyers',
    )
    expect(names((await admin.get('/api/user-groups?sort=-name')).json())[0]).toBe('Team 60')
    await expectFieldError(admin, { method: 'GET', url: '/api/user-groups?page=0' }, 'page', {
      sv: 'Värdet måste vara minst 1',
      en: 'The value must be at least 1',
    })
  })

  it('updates a group and its members, and reads it back; a stale version is refused with 409', async () => {
    const response = await admin.put(
      `/api/user-groups/${buyers.id}`,
      groupBody(buyers, { name: 'Buyers EU', description: null, member_ids: [ids.erik] }),
    )
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json()).toMatchObject({
      name: 'Buyers EU',
      description: null,
      member_ids: [ids.erik],
      member_count: 1,
      version: buyers.version + 1,
    })
    expect((await admin.get(`/api/user-groups/${buyers.id}`)).json()).toEqual(response.json())
    expect((await admin.get(`/api/users/${ids.anna}`)).json().groups).toEqual([])

    const stale = await admin.put(
      `/api/user-groups/${buyers.id}?locale=en`,
      groupBody(buyers, { name: 'Lost', member_ids: [] }),
    )
    expect(stale.statusCode).toBe(409)
    expect(stale.json().message).toBe('Someone else changed this record. Reload to see the latest version.')
    buyers = (await admin.get(`/api/user-groups/${buyers.id}`)).json()
    expect(buyers).toMatchObject({ name: 'Buyers EU', member_count: 1 })
  })

  it('keeps group names unique per company, with a message on the name field', async () => {
    const taken = {
      sv: 'Det finns redan en grupp med det namnet',
      en: 'A group with this name already exists',
    }
    await expectFieldError(
      admin,
      { method: 'POST', url: '/api/user-groups', payload: { name: 'buyers eu' } },
      'name',
      taken,
    )
    await expectFieldError(
      admin,
      {
        method: 'PUT',
        url: `/api/user-groups/${buyers.id}`,
        payload: groupBody(buyers, { name: 'AUDITORS' }),
      },
      'name',
      taken,
    )
    const race = await Promise.all([
      admin.post('/api/user-groups', { name: 'Racers' }),
      admin.post('/api/user-groups', { name: 'Racers' }),
    ])
    expect(race.map((answer) => answer.statusCode).sort()).toEqual([201, 422])
    expect((await baltic.post('/api/user-groups', { name: 'Buyers EU' })).statusCode).toBe(201)
  })

  it('refuses a group body field by field, in Swedish and English', async () => {
    const create = (body: Record<string, unknown>) => ({
      method: 'POST' as const,
      url: '/api/user-groups',
      payload: { name: 'Planners', ...body },
    })
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
    await expectFieldError(admin, create({ owner: 'me' }), 'owner', {
      sv: 'Fältet är inte tillåtet',
      en: 'This field is not allowed',
    })
    await expectFieldError(
      admin,
      { method: 'PUT', url: `/api/user-groups/${buyers.id}`, payload: groupBody(buyers, { version: '1' }) },
      'version',
      { sv: 'Värdet har fel typ', en: 'This value has the wrong type' },
    )
    expect((await admin.get('/api/user-groups?search=planners')).json().meta.total).toBe(0)
  })

  it('deletes a group: 404 afterwards, gone from list, options and its members', async () => {
    const response = await admin.delete(`/api/user-groups/${buyers.id}?locale=en`)
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ message: 'The record has been deleted' })
    expect((await admin.get(`/api/user-groups/${buyers.id}`)).statusCode).toBe(404)
    expect((await admin.put(`/api/user-groups/${buyers.id}`, groupBody(buyers))).statusCode).toBe(404)
    expect((await admin.delete(`/api/user-groups/${buyers.id}`)).statusCode).toBe(404)
    expectNoneOf((await admin.get('/api/user-groups?per_page=all')).json(), [buyers.id])
    const options = (await admin.get('/api/user-groups/options')).json() as Array<{ id: string }>
    expect(options.map((option) => option.id)).not.toContain(buyers.id)
    expect((await admin.get(`/api/users/${ids.erik}`)).json().groups).toEqual([])
  })
})

describe('user groups: access', () => {
  let group: Group

  beforeAll(async () => {
    group = (
      await admin.post('/api/user-groups', {
        name: 'Secret sourcing',
        description: 'Do not share',
        member_ids: [ids.erik],
      })
    ).json()
  })

  it('answers 401 without a token and 403 to a purchaser on every endpoint', async () => {
    const calls = [
      { method: 'GET', url: '/api/user-groups' },
      { method: 'GET', url: '/api/user-groups/options' },
      { method: 'GET', url: `/api/user-groups/${group.id}` },
      { method: 'POST', url: '/api/user-groups', payload: { name: 'Mine' } },
      { method: 'PUT', url: `/api/user-groups/${group.id}`, payload: groupBody(group, { name: 'Mine' }) },
      { method: 'DELETE', url: `/api/user-groups/${group.id}` },
    ] as const
    await expectStatusForEach(guest, [...calls], 401)
    await expectStatusForEach(buyer, [...calls], 403)
    expect((await admin.get(`/api/user-groups/${group.id}`)).json()).toEqual(group)
  })

  it("hides another company's groups: every id route answers 404 and lists never show them", async () => {
    await expectHiddenFrom(
      baltic,
      [
        { method: 'GET', url: `/api/user-groups/${group.id}` },
        {
          method: 'PUT',
          url: `/api/user-groups/${group.id}`,
          payload: groupBody(group, { member_ids: [ids.lina] }),
        },
        { method: 'DELETE', url: `/api/user-groups/${group.id}` },
      ],
      ['Secret sourcing', 'Do not share', ids.erik],
    )
    expect((await admin.get(`/api/user-groups/${group.id}`)).json()).toEqual(group)
    const list = (await baltic.get('/api/user-groups?per_page=all')).json()
    expect(names(list)).toEqual(['Buyers EU'])
    expectNoneOf(list, [group.id])
    expect((await baltic.get('/api/user-groups?search=secret')).json().meta.total).toBe(0)
    const options = (await baltic.get('/api/user-groups/options')).json() as Array<{ id: string }>
    expect(options.map((option) => option.id)).not.toContain(group.id)
  })

  it('answers 404, not 500, for a malformed id', async () => {
    await expectStatusForEach(
      admin,
      [
        { method: 'GET', url: '/api/user-groups/null' },
        { method: 'PUT', url: '/api/user-groups/undefined', payload: {} },
        { method: 'DELETE', url: '/api/user-groups/12345' },
      ],
      404,
    )
  })
})
