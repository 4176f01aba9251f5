import {
  auditEndpoints,
  type MasterDataItem,
  masterDataEndpoints,
  paramEndpoints,
  type UpdateMasterDataBody,
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

const colors = masterDataEndpoints('colors')
const seasons = masterDataEndpoints('seasons')

const body = (item: MasterDataItem, changes: Partial<UpdateMasterDataBody> = {}): UpdateMasterDataBody => ({
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
    const sorted = await admin.call(colors.list, { query: { sort: '-name' } })
    const names = sorted.data.map((item) => item.name)
    expect(names).toEqual(['Off-white', 'Navy', 'Forest green', 'Black'])
    const found = await admin.call(colors.list, { query: { search: 'nvy' } })
    expect(found.data.map((item) => item.name)).toEqual(['Navy'])
    expect(found.meta.total).toBe(1)
  })

  it('creates an item with a trimmed name and an empty code stored as none; the audit trail has it', async () => {
    const response = await admin.request(colors.create, { body: { name: ' Sand ', code: '' } })
    expect(response.statusCode, response.body).toBe(201)
    sand = colors.create.response.parse(response.json())
    expect(sand).toMatchObject({ kind: 'colors', name: 'Sand', code: null, active: true, version: 0 })
    expect(await admin.call(colors.get, { params: { id: sand.id } })).toEqual(sand)
    const audit = await admin.call(auditEndpoints.list, { query: { filter: { entity_id: sand.id } } })
    expect(audit.data).toHaveLength(1)
    expect(audit.data[0]).toMatchObject({ entity_type: 'colors', action: 'created', before: null })
    expect(audit.data[0]?.after).toMatchObject({ name: 'Sand' })
    expect(audit.data[0]?.user_name).toBeTruthy()
  })

  it('refuses a blank name, a bad code and a name or code already used in the kind, per field', async () => {
    await expectFieldError(admin, toCall(colors.create, { body: { name: ' ' } }), 'name', {
      sv: 'Fältet är obligatoriskt',
      en: 'This field is required',
    })
    await expectFieldError(admin, toCall(colors.create, { body: { name: 'Rust', code: 'R S!' } }), 'code', {
      sv: 'Fältets format är ogiltigt',
      en: 'The format of this field is invalid',
    })
    await expectFieldError(admin, toCall(colors.create, { body: { name: 'navy' } }), 'name', {
      sv: 'Det finns redan en post med det namnet',
      en: 'An item with this name already exists',
    })
    await expectFieldError(
      admin,
      toCall(colors.create, { body: { name: 'Dark navy', code: 'nvy' } }),
      'code',
      { sv: 'Det finns redan en post med den koden', en: 'An item with this code already exists' },
    )
    // The same name in another kind is a different item.
    const materials = masterDataEndpoints('materials')
    expect((await admin.request(materials.create, { body: { name: 'Navy' } })).statusCode).toBe(201)
  })

  it('updates with the version it read; a stale version is a conflict and changes nothing', async () => {
    const params = { id: sand.id }
    const updated = await admin.call(colors.update, {
      params,
      body: body(sand, { name: 'Desert sand', code: 'SND' }),
    })
    expect(updated).toMatchObject({ name: 'Desert sand', code: 'SND', version: 1 })
    const stale = await admin.request(colors.update, { params, body: body(sand, { name: 'Beige' }) })
    expect(stale.statusCode).toBe(409)
    expect((await admin.call(colors.get, { params })).name).toBe('Desert sand')
    sand = updated
  })

  it('deactivates an item: it stays listed for admins and leaves the selects', async () => {
    sand = await admin.call(colors.update, { params: { id: sand.id }, body: body(sand, { active: false }) })
    expect(sand.active).toBe(false)
    const inactive = await admin.call(colors.list, { query: { filter: { active: 'false' } } })
    expect(inactive.data.map((item) => item.id)).toEqual([sand.id])
    const params = await buyer.call(paramEndpoints.selectMany, { query: { select_many: 'colors' } })
    expect(params.colors!.map((option) => option.id)).not.toContain(sand.id)
  })

  it('deletes an item, recording its last state', async () => {
    const params = { id: sand.id }
    await admin.call(colors.remove, { params })
    expect((await admin.request(colors.get, { params })).statusCode).toBe(404)
    const audit = await admin.call(auditEndpoints.list, {
      query: { filter: { entity_id: sand.id }, sort: 'created_at' },
    })
    expect(audit.data.map((entry) => entry.action)).toEqual(['created', 'updated', 'updated', 'deleted'])
    expect(audit.data[3]).toMatchObject({ after: null, before: { name: 'Desert sand', active: false } })
  })
})

describe('master data: who may', () => {
  it('needs the kind’s admin permission; a guest must sign in', async () => {
    const calls = [
      toCall(seasons.list),
      toCall(seasons.create, { body: { name: 'SS28' } }),
      toCall(auditEndpoints.list),
    ]
    await expectStatusForEach(buyer, calls, 403)
    await expectStatusForEach(guest, calls, 401)
  })

  it("never shows or changes another company's items: a foreign id is 404", async () => {
    const own = await admin.call(seasons.create, { body: { name: 'Resort 2028', code: 'RS28' } })
    const params = { id: own.id }
    await expectHiddenFrom(
      baltic,
      [
        toCall(seasons.get, { params }),
        toCall(seasons.update, { params, body: body(own, { name: 'Taken' }) }),
        toCall(seasons.remove, { params }),
      ],
      ['Resort 2028'],
    )
    // The right company but the wrong kind is no item either.
    expect((await admin.request(colors.get, { params })).statusCode).toBe(404)
    expectNoneOf(await baltic.call(seasons.list), [own.id])
    const balticParams = await baltic.call(paramEndpoints.selectMany, { query: { select_many: 'seasons' } })
    expect(balticParams.seasons!.map((option) => option.id)).not.toContain(own.id)
    const audits = await baltic.call(auditEndpoints.list, { query: { filter: { entity_id: own.id } } })
    expect(audits.data).toEqual([])
  })
})
