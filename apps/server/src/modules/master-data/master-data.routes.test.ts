import type { MasterDataItem } from '@scm/contracts'
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

const body = (item: MasterDataItem, changes: Record<string, unknown> = {}) => ({
  name: item.name,
  code: item.code,
  active: item.active,
  version: item.version,
  ...changes,
})

beforeAll(async () => {
  t = await createTestApp()
  ;({ admin, buyer, baltic, guest } = await demoClients(t.app))
})
afterAll(() => t.close())

describe('master data: one list per kind', () => {
  let sand: MasterDataItem

  it("lists the company's seeded items of one kind, searchable and sorted by name", async () => {
    const response = await admin.get('/api/master-data/colors?sort=-name')
    expect(response.statusCode, response.body).toBe(200)
    const names = response.json().data.map((item: MasterDataItem) => item.name)
    expect(names).toEqual(['Off-white', 'Navy', 'Forest green', 'Black'])
    const found = (await admin.get('/api/master-data/colors?search=nvy')).json()
    expect(found.data.map((item: MasterDataItem) => item.name)).toEqual(['Navy'])
    expect(found.meta.total).toBe(1)
  })

  it('creates an item with a trimmed name and an empty code stored as none; the audit trail has it', async () => {
    const response = await admin.post('/api/master-data/colors', { name: ' Sand ', code: '' })
    expect(response.statusCode, response.body).toBe(201)
    sand = response.json()
    expect(sand).toMatchObject({ kind: 'colors', name: 'Sand', code: null, active: true, version: 0 })
    expect((await admin.get(`/api/master-data/colors/${sand.id}`)).json()).toEqual(sand)
    const audit = (await admin.get(`/api/audits?filter[entity_id]=${sand.id}`)).json()
    expect(audit.data).toHaveLength(1)
    expect(audit.data[0]).toMatchObject({ entity_type: 'colors', action: 'created', before: null })
    expect(audit.data[0].after).toMatchObject({ name: 'Sand' })
    expect(audit.data[0].user_name).toBeTruthy()
  })

  it('refuses a blank name, a bad code and a name or code already used in the kind, per field', async () => {
    await expectFieldError(
      admin,
      { method: 'POST', url: '/api/master-data/colors', payload: { name: ' ' } },
      'name',
      {
        sv: 'Fältet är obligatoriskt',
        en: 'This field is required',
      },
    )
    await expectFieldError(
      admin,
      { method: 'POST', url: '/api/master-data/colors', payload: { name: 'Rust', code: 'R S!' } },
      'code',
      { sv: 'Fältets format är ogiltigt', en: 'The format of this field is invalid' },
    )
    await expectFieldError(
      admin,
      { method: 'POST', url: '/api/master-data/colors', payload: { name: 'navy' } },
      'name',
      {
        sv: 'Det finns redan en post med det namnet',
        en: 'An item with this name already exists',
      },
    )
    await expectFieldError(
      admin,
      { method: 'POST', url: '/api/master-data/colors', payload: { name: 'Dark navy', code: 'nvy' } },
      'code',
      { sv: 'Det finns redan en post med den koden', en: 'An item with this code already exists' },
    )
    // The same name in another kind is a different item.
    expect((await admin.post('/api/master-data/materials', { name: 'Navy' })).statusCode).toBe(201)
  })

  it('updates with the version it read; a stale version is a conflict and changes nothing', async () => {
    const updated = await admin.put(
      `/api/master-data/colors/${sand.id}`,
      body(sand, { name: 'Desert sand', code: 'SND' }),
    )
    expect(updated.statusCode, updated.body).toBe(200)
    expect(updated.json()).toMatchObject({ name: 'Desert sand', code: 'SND', version: 1 })
    const stale = await admin.put(`/api/master-data/colors/${sand.id}`, body(sand, { name: 'Beige' }))
    expect(stale.statusCode).toBe(409)
    expect((await admin.get(`/api/master-data/colors/${sand.id}`)).json().name).toBe('Desert sand')
    sand = updated.json()
  })

  it('deactivates an item: it stays listed for admins and leaves the selects', async () => {
    const response = await admin.put(`/api/master-data/colors/${sand.id}`, body(sand, { active: false }))
    expect(response.json().active).toBe(false)
    sand = response.json()
    const inactive = (await admin.get('/api/master-data/colors?filter[active]=false')).json()
    expect(inactive.data.map((item: MasterDataItem) => item.id)).toEqual([sand.id])
    const params = (await buyer.get('/api/param?select_many=colors')).json()
    expect(params.colors.map((option: { id: string }) => option.id)).not.toContain(sand.id)
  })

  it('deletes an item, recording its last state', async () => {
    const response = await admin.delete(`/api/master-data/colors/${sand.id}`)
    expect(response.statusCode).toBe(200)
    expect((await admin.get(`/api/master-data/colors/${sand.id}`)).statusCode).toBe(404)
    const audit = (await admin.get(`/api/audits?filter[entity_id]=${sand.id}&sort=created_at`)).json()
    expect(audit.data.map((entry: { action: string }) => entry.action)).toEqual([
      'created',
      'updated',
      'updated',
      'deleted',
    ])
    expect(audit.data[3]).toMatchObject({ after: null, before: { name: 'Desert sand', active: false } })
  })
})

describe('master data: who may', () => {
  it('needs the kind’s admin permission; a guest must sign in', async () => {
    const calls = [
      { method: 'GET' as const, url: '/api/master-data/seasons' },
      { method: 'POST' as const, url: '/api/master-data/seasons', payload: { name: 'SS28' } },
      { method: 'GET' as const, url: '/api/audits' },
    ]
    await expectStatusForEach(buyer, calls, 403)
    await expectStatusForEach(guest, calls, 401)
  })

  it("never shows or changes another company's items: a foreign id is 404", async () => {
    const own = (await admin.post('/api/master-data/seasons', { name: 'Resort 2028', code: 'RS28' })).json()
    await expectHiddenFrom(
      baltic,
      [
        { method: 'GET', url: `/api/master-data/seasons/${own.id}` },
        { method: 'PUT', url: `/api/master-data/seasons/${own.id}`, payload: body(own, { name: 'Taken' }) },
        { method: 'DELETE', url: `/api/master-data/seasons/${own.id}` },
      ],
      ['Resort 2028'],
    )
    // The right company but the wrong kind is no item either.
    expect((await admin.get(`/api/master-data/colors/${own.id}`)).statusCode).toBe(404)
    expectNoneOf((await baltic.get('/api/master-data/seasons')).json(), [own.id])
    const balticParams = (await baltic.get('/api/param?select_many=seasons')).json()
    expect(balticParams.seasons.map((option: { id: string }) => option.id)).not.toContain(own.id)
    const audits = (await baltic.get(`/api/audits?filter[entity_id]=${own.id}`)).json()
    expect(audits.data).toEqual([])
  })
})
