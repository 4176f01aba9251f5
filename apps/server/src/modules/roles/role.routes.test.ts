import {
  type Role,
  type RoleBody,
  type RoleType,
  roleEndpoints as roles,
  type UpdateRoleBody,
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
const ids = { adminRole: '', purchaserRole: '', balticAdminRole: '' }

const names = (list: { data: Role[] }) => list.data.map((role) => role.name)

const roleBody = (role: Role, changes: Partial<UpdateRoleBody> = {}): UpdateRoleBody => ({
  name: role.name,
  // The contract answers role_type as any number but takes only the role types back.
  role_type: role.role_type as RoleType,
  permissions: role.permissions,
  version: role.version,
  ...changes,
})

beforeAll(async () => {
  t = await createTestApp()
  ;({ admin, buyer, baltic, guest } = await demoClients(t.app))
  const nordicRoles = (await admin.call(roles.list)).data
  ids.adminRole = nordicRoles.find((role) => role.role_type === 3)!.id
  ids.purchaserRole = nordicRoles.find((role) => role.name === 'Inköpare')!.id
  const balticRoles = (await baltic.call(roles.list)).data
  ids.balticAdminRole = balticRoles.find((role) => role.role_type === 3)!.id
})
afterAll(() => t.close())

describe('roles: list and options', () => {
  it("lists the company's roles with user counts, total, search, filter, sort and paging", async () => {
    const list = await admin.call(roles.list)
    expect(list.meta).toEqual({
      total: 2,
      total_capped: false,
      total_estimated: false,
      page: 1,
      per_page: '60',
    })
    expect(list.data).toEqual([
      expect.objectContaining({ name: 'Företagsadministratör', role_type: 3, user_count: 1, version: 0 }),
      expect.objectContaining({ name: 'Inköpare', role_type: 1, user_count: 1 }),
    ])
    expect(list.data[1]?.permissions).toContain('create.order')

    expect(names(await admin.call(roles.list, { query: { search: 'INK' } }))).toEqual(['Inköpare'])
    expect(names(await admin.call(roles.list, { query: { filter: { role_type: 3 } } }))).toEqual([
      'Företagsadministratör',
    ])
    expect(names(await admin.call(roles.list, { query: { sort: '-name' } }))).toEqual([
      'Inköpare',
      'Företagsadministratör',
    ])
    expect(await admin.call(roles.list, { query: { per_page: '150', page: 3 } })).toEqual({
      data: [],
      meta: { total: 2, total_capped: false, total_estimated: false, page: 3, per_page: '150' },
    })
    // Cast: a column the list cannot sort by.
    const byPermissions = { query: { sort: 'permissions' } as never }
    expect((await admin.request(roles.list, byPermissions)).statusCode).toBe(422)
  })

  it('offers the role names for pickers', async () => {
    expect(await admin.call(roles.options)).toEqual([
      { id: ids.adminRole, name: 'Företagsadministratör', role_type: 3 },
      { id: ids.purchaserRole, name: 'Inköpare', role_type: 1 },
    ])
  })
})

describe('roles: create, update, delete', () => {
  let quality: Role

  it('creates a role that reads back, is listed and counted; admin areas are not storable in a role', async () => {
    const response = await admin.request(roles.create, {
      body: { name: '  Quality  ', role_type: 1, permissions: ['list.orders', 'admin.users', 'list.orders'] },
    })
    expect(response.statusCode, response.body).toBe(201)
    quality = roles.create.response.parse(response.json())
    // admin.* comes only with role type 3; a plain role silently gains none.
    expect(quality).toMatchObject({
      name: 'Quality',
      role_type: 1,
      permissions: ['list.orders'],
      user_count: 0,
    })
    expect(await admin.call(roles.get, { params: { id: quality.id } })).toEqual(quality)
    const list = await admin.call(roles.list, { query: { sort: 'name' } })
    expect(list.meta.total).toBe(3)
    expect(names(list)).toEqual(['Företagsadministratör', 'Inköpare', 'Quality'])
    expect((await admin.call(roles.list, { query: { sort: '-user_count' } })).data.at(-1)?.id).toBe(
      quality.id,
    )
    const options = await admin.call(roles.options)
    expect(options.map((option) => option.id)).toContain(quality.id)
  })

  it('updates a role and reads it back; a stale version is refused with 409', async () => {
    const params = { id: quality.id }
    const updated = await admin.call(roles.update, {
      params,
      body: roleBody(quality, { name: 'Quality control', permissions: ['list.orders', 'list.products'] }),
    })
    expect(updated).toMatchObject({
      name: 'Quality control',
      permissions: ['list.orders', 'list.products'],
      version: quality.version + 1,
    })
    expect(await admin.call(roles.get, { params })).toEqual(updated)

    const stale = await admin.request(roles.update, {
      params,
      body: roleBody(quality, { name: 'Lost' }),
      locale: 'sv',
    })
    expect(stale.statusCode).toBe(409)
    expect(stale.json().message).toBe(
      'Någon annan har ändrat posten. Ladda om för att se den senaste versionen.',
    )
    quality = await admin.call(roles.get, { params })
    expect(quality.name).toBe('Quality control')
  })

  it('keeps role names unique per company, whatever the case, with a message on the name field', async () => {
    const taken = { sv: 'Det finns redan en roll med det namnet', en: 'A role with this name already exists' }
    const params = { id: quality.id }
    await expectFieldError(
      admin,
      toCall(roles.create, { body: { name: ' inköpare ', role_type: 1, permissions: [] } }),
      'name',
      taken,
    )
    await expectFieldError(
      admin,
      toCall(roles.update, { params, body: roleBody(quality, { name: 'FÖRETAGSADMINISTRATÖR' }) }),
      'name',
      taken,
    )
    // Saving a role under its own name is no clash.
    quality = await admin.call(roles.update, { params, body: roleBody(quality, { name: 'quality CONTROL' }) })
    // Another company may use the same name.
    const elsewhere = await baltic.request(roles.create, {
      body: { name: 'Inköpare', role_type: 1, permissions: [] },
    })
    expect(elsewhere.statusCode).toBe(201)
  })

  it('answers a name race with a field error, never two roles of one name', async () => {
    const body: RoleBody = { name: 'Logistics', role_type: 1, permissions: [] }
    const answers = await Promise.all([
      admin.request(roles.create, { body }),
      admin.request(roles.create, { body }),
    ])
    const statuses = answers.map((answer) => answer.statusCode).sort()
    expect(statuses).toEqual([201, 422])
    const refused = answers.find((answer) => answer.statusCode === 422)!
    expect(refused.json().errors).toEqual({ name: ['Det finns redan en roll med det namnet'] })
    expect((await admin.call(roles.list, { query: { search: 'logistics' } })).meta.total).toBe(1)
  })

  it('refuses a role body field by field, in Swedish and English', async () => {
    const valid: RoleBody = { name: 'Auditors', role_type: 1, permissions: [] }
    const create = (body: Partial<RoleBody>) => toCall(roles.create, { body: { ...valid, ...body } })
    // Cast: an unknown permission and a field the contract does not have.
    const untyped = (body: Record<string, unknown>) =>
      toCall(roles.create, { body: { ...valid, ...body } as never })
    await expectFieldError(admin, create({ name: 'A' }), 'name', {
      sv: 'Ange minst 2 tecken',
      en: 'Enter at least 2 characters',
    })
    await expectFieldError(admin, untyped({ permissions: ['list.orders', 'root'] }), 'permissions.1', {
      sv: 'Välj ett av de tillåtna värdena',
      en: 'Choose one of the allowed values',
    })
    await expectFieldError(admin, untyped({ company_id: ids.balticAdminRole }), 'company_id', {
      sv: 'Fältet är inte tillåtet',
      en: 'This field is not allowed',
    })
    await expectFieldError(
      admin,
      toCall(roles.update, { params: { id: quality.id }, body: roleBody(quality, { version: -1 }) }),
      'version',
      { sv: 'Värdet måste vara minst 0', en: 'The value must be at least 0' },
    )
    expect((await admin.call(roles.list, { query: { search: 'auditors' } })).meta.total).toBe(0)
  })

  it('refuses to delete a role in use, with a clear message, and keeps it', async () => {
    for (const locale of ['sv', 'en'] as const) {
      const response = await admin.request(roles.remove, { params: { id: ids.purchaserRole }, locale })
      expect(response.statusCode).toBe(409)
      expect(response.json().message).toBe(
        locale === 'sv'
          ? 'Rollen är tilldelad användare och kan inte tas bort'
          : 'The role is assigned to users and cannot be deleted',
      )
    }
    expect((await admin.call(roles.get, { params: { id: ids.purchaserRole } })).user_count).toBe(1)
  })

  it('deletes an unused role: 404 afterwards, gone from list and options', async () => {
    const params = { id: quality.id }
    expect(await admin.call(roles.remove, { params })).toEqual({ message: 'Posten har tagits bort' })
    expect((await admin.request(roles.get, { params })).statusCode).toBe(404)
    expect((await admin.request(roles.remove, { params })).statusCode).toBe(404)
    expect((await admin.request(roles.update, { params, body: roleBody(quality) })).statusCode).toBe(404)
    expectNoneOf(await admin.call(roles.list), [quality.id])
    const options = await admin.call(roles.options)
    expect(options.map((option) => option.id)).not.toContain(quality.id)
  })

  it('refuses to turn the last admin role into a plain role, on the role_type field, and changes nothing', async () => {
    const params = { id: ids.adminRole }
    const adminRole = await admin.call(roles.get, { params })
    await expectFieldError(
      admin,
      toCall(roles.update, { params, body: roleBody(adminRole, { role_type: 1 }) }),
      'role_type',
      {
        sv: 'Företaget behöver minst en aktiv administratör',
        en: 'The company needs at least one active admin',
      },
    )
    expect(await admin.call(roles.get, { params })).toEqual(adminRole)
    await admin.call(userEndpoints.list)
  })
})

describe('roles: access', () => {
  it('answers 401 without a token and 403 to a purchaser on every endpoint', async () => {
    const params = { id: ids.purchaserRole }
    const purchaser = await admin.call(roles.get, { params })
    const calls = [
      toCall(roles.list),
      toCall(roles.options),
      toCall(roles.get, { params }),
      toCall(roles.create, { body: { name: 'Sneaky', role_type: 3, permissions: [] } }),
      toCall(roles.update, { params, body: roleBody(purchaser, { role_type: 3 }) }),
      toCall(roles.remove, { params }),
    ]
    await expectStatusForEach(guest, calls, 401)
    await expectStatusForEach(buyer, calls, 403)
    expect(await admin.call(roles.get, { params })).toEqual(purchaser)
    expect((await admin.call(roles.list, { query: { search: 'sneaky' } })).meta.total).toBe(0)
  })

  it("hides another company's roles: every id route answers 404 and lists never show them", async () => {
    const nordic = await admin.call(roles.list)
    for (const role of nordic.data) {
      const params = { id: role.id }
      await expectHiddenFrom(
        baltic,
        [
          toCall(roles.get, { params }),
          toCall(roles.update, { params, body: roleBody(role, { name: 'Taken over' }) }),
          toCall(roles.remove, { params }),
        ],
        [role.name === 'Inköpare' ? 'create.order' : role.name],
      )
    }
    expect(await admin.call(roles.list)).toEqual(nordic)

    const list = await baltic.call(roles.list, { query: { per_page: 'all' } })
    expectNoneOf(
      list,
      nordic.data.map((role) => role.id),
    )
    expect(names(list)).toEqual(['Company admin', 'Inköpare', 'Supplier user'])
    const options = await baltic.call(roles.options)
    expect(options.map((option) => option.id)).not.toContain(ids.purchaserRole)
    expect((await admin.request(roles.get, { params: { id: ids.balticAdminRole } })).statusCode).toBe(404)
  })

  it('answers 404, not 500, for a malformed id', async () => {
    await expectStatusForEach(
      admin,
      [
        toCall(roles.get, { params: { id: 'abc' } }),
        // Cast: a body with only a name is no update body; the id is refused first.
        toCall(roles.update, { params: { id: 'abc' }, body: { name: 'x' } as never }),
        toCall(roles.remove, { params: { id: '12345' } }),
        toCall(roles.get, { params: { id: 'ffffffff-ffff-ffff-ffff-ffffffffffff' } }),
      ],
      404,
    )
  })
})
