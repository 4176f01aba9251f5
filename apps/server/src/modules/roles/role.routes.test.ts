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
const ids = { adminRole: '', purchaserRole: '', balticAdminRole: '' }

type RoleBody = { id: string; name: string; role_type: number; permissions: string[]; version: number }
const names = (list: { data: RoleBody[] }) => list.data.map((role) => role.name)

const roleBody = (role: RoleBody, changes: Record<string, unknown> = {}) => ({
  name: role.name,
  role_type: role.role_type,
  permissions: role.permissions,
  version: role.version,
  ...changes,
})

beforeAll(async () => {
  t = await createTestApp()
  ;({ admin, buyer, baltic, guest } = await demoClients(t.app))
  const roles = (await admin.get('/api/roles')).json().data as RoleBody[]
  ids.adminRole = roles.find((role) => role.role_type === 3)!.id
  ids.purchaserRole = roles.find((role) => role.name === 'Inköpare')!.id
  const balticRoles = (await baltic.get('/api/roles')).json().data as RoleBody[]
  ids.balticAdminRole = balticRoles.find((role) => role.role_type === 3)!.id
})
afterAll(() => t.close())

describe('roles: list and options', () => {
  it("lists the company's roles with user counts, total, search, filter, sort and paging", async () => {
    const response = await admin.get('/api/roles')
    expect(response.statusCode).toBe(200)
    const list = response.json()
    expect(list.meta).toEqual({ total: 2, total_capped: false, page: 1, per_page: '60' })
    expect(list.data).toEqual([
      expect.objectContaining({ name: 'Företagsadministratör', role_type: 3, user_count: 1, version: 0 }),
      expect.objectContaining({ name: 'Inköpare', role_type: 1, user_count: 1 }),
    ])
    expect(list.data[1].permissions).toContain('create.order')

    expect(names((await admin.get('/api/roles?search=INK')).json())).toEqual(['Inköpare'])
    expect(names((await admin.get('/api/roles?filter[role_type]=3')).json())).toEqual([
      'Företagsadministratör',
    ])
    expect(names((await admin.get('/api/roles?sort=-name')).json())).toEqual([
      'Inköpare',
      'Företagsadministratör',
    ])
    expect((await admin.get('/api/roles?per_page=150&page=3')).json()).toEqual({
      data: [],
      meta: { total: 2, total_capped: false, page: 3, per_page: '150' },
    })
    expect((await admin.get('/api/roles?sort=permissions')).statusCode).toBe(422)
  })

  it('offers the role names for pickers', async () => {
    const response = await admin.get('/api/roles/options')
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual([
      { id: ids.adminRole, name: 'Företagsadministratör', role_type: 3 },
      { id: ids.purchaserRole, name: 'Inköpare', role_type: 1 },
    ])
  })
})

describe('roles: create, update, delete', () => {
  let quality: RoleBody

  it('creates a role that reads back, is listed and counted; admin areas are not storable in a role', async () => {
    const response = await admin.post('/api/roles', {
      name: '  Quality  ',
      role_type: 1,
      permissions: ['list.orders', 'admin.users', 'list.orders'],
    })
    expect(response.statusCode, response.body).toBe(201)
    quality = response.json()
    // admin.* comes only with role type 3; a plain role silently gains none.
    expect(quality).toMatchObject({
      name: 'Quality',
      role_type: 1,
      permissions: ['list.orders'],
      user_count: 0,
    })
    expect((await admin.get(`/api/roles/${quality.id}`)).json()).toEqual(quality)
    const list = (await admin.get('/api/roles?sort=name')).json()
    expect(list.meta.total).toBe(3)
    expect(names(list)).toEqual(['Företagsadministratör', 'Inköpare', 'Quality'])
    expect((await admin.get('/api/roles?sort=-user_count')).json().data.at(-1).id).toBe(quality.id)
    const options = (await admin.get('/api/roles/options')).json() as Array<{ id: string }>
    expect(options.map((option) => option.id)).toContain(quality.id)
  })

  it('updates a role and reads it back; a stale version is refused with 409', async () => {
    const response = await admin.put(
      `/api/roles/${quality.id}`,
      roleBody(quality, { name: 'Quality control', permissions: ['list.orders', 'list.products'] }),
    )
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json()).toMatchObject({
      name: 'Quality control',
      permissions: ['list.orders', 'list.products'],
      version: quality.version + 1,
    })
    expect((await admin.get(`/api/roles/${quality.id}`)).json()).toEqual(response.json())

    const stale = await admin.put(`/api/roles/${quality.id}?locale=sv`, roleBody(quality, { name: 'Lost' }))
    expect(stale.statusCode).toBe(409)
    expect(stale.json().message).toBe(
      'Någon annan har ändrat posten. Ladda om för att se den senaste versionen.',
    )
    quality = (await admin.get(`/api/roles/${quality.id}`)).json()
    expect(quality.name).toBe('Quality control')
  })

  it('keeps role names unique per company, whatever the case, with a message on the name field', async () => {
    const taken = { sv: 'Det finns redan en roll med det namnet', en: 'A role with this name already exists' }
    await expectFieldError(
      admin,
      { method: 'POST', url: '/api/roles', payload: { name: ' inköpare ', role_type: 1, permissions: [] } },
      'name',
      taken,
    )
    await expectFieldError(
      admin,
      {
        method: 'PUT',
        url: `/api/roles/${quality.id}`,
        payload: roleBody(quality, { name: 'FÖRETAGSADMINISTRATÖR' }),
      },
      'name',
      taken,
    )
    // Saving a role under its own name is no clash.
    const same = await admin.put(`/api/roles/${quality.id}`, roleBody(quality, { name: 'quality CONTROL' }))
    expect(same.statusCode).toBe(200)
    quality = same.json()
    // Another company may use the same name.
    const elsewhere = await baltic.post('/api/roles', { name: 'Inköpare', role_type: 1, permissions: [] })
    expect(elsewhere.statusCode).toBe(201)
  })

  it('answers a name race with a field error, never two roles of one name', async () => {
    const body = { name: 'Logistics', role_type: 1, permissions: [] }
    const answers = await Promise.all([admin.post('/api/roles', body), admin.post('/api/roles', body)])
    const statuses = answers.map((answer) => answer.statusCode).sort()
    expect(statuses).toEqual([201, 422])
    const refused = answers.find((answer) => answer.statusCode === 422)!
    expect(refused.json().errors).toEqual({ name: ['Det finns redan en roll med det namnet'] })
    expect((await admin.get('/api/roles?search=logistics')).json().meta.total).toBe(1)
  })

  it('refuses a role body field by field, in Swedish and English', async () => {
    const create = (body: Record<string, unknown>) => ({
      method: 'POST' as const,
      url: '/api/roles',
      payload: { name: 'Auditors', role_type: 1, permissions: [], ...body },
    })
    await expectFieldError(admin, create({ name: 'A' }), 'name', {
      sv: 'Ange minst 2 tecken',
      en: 'Enter at least 2 characters',
    })
    await expectFieldError(admin, create({ permissions: ['list.orders', 'root'] }), 'permissions.1', {
      sv: 'Välj ett av de tillåtna värdena',
      en: 'Choose one of the allowed values',
    })
    await expectFieldError(admin, create({ company_id: ids.balticAdminRole }), 'company_id', {
      sv: 'Fältet är inte tillåtet',
      en: 'This field is not allowed',
    })
    await expectFieldError(
      admin,
      { method: 'PUT', url: `/api/roles/${quality.id}`, payload: roleBody(quality, { version: -1 }) },
      'version',
      { sv: 'Värdet måste vara minst 0', en: 'The value must be at least 0' },
    )
    expect((await admin.get('/api/roles?search=auditors')).json().meta.total).toBe(0)
  })

  it('refuses to delete a role in use, with a clear message, and keeps it', async () => {
    for (const locale of ['sv', 'en'] as const) {
      const response = await admin.delete(`/api/roles/${ids.purchaserRole}?locale=${locale}`)
      expect(response.statusCode).toBe(409)
      expect(response.json().message).toBe(
        locale === 'sv'
          ? 'Rollen är tilldelad användare och kan inte tas bort'
          : 'The role is assigned to users and cannot be deleted',
      )
    }
    expect((await admin.get(`/api/roles/${ids.purchaserRole}`)).json().user_count).toBe(1)
  })

  it('deletes an unused role: 404 afterwards, gone from list and options', async () => {
    const response = await admin.delete(`/api/roles/${quality.id}`)
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ message: 'Posten har tagits bort' })
    expect((await admin.get(`/api/roles/${quality.id}`)).statusCode).toBe(404)
    expect((await admin.delete(`/api/roles/${quality.id}`)).statusCode).toBe(404)
    expect((await admin.put(`/api/roles/${quality.id}`, roleBody(quality))).statusCode).toBe(404)
    expectNoneOf((await admin.get('/api/roles')).json(), [quality.id])
    const options = (await admin.get('/api/roles/options')).json() as Array<{ id: string }>
    expect(options.map((option) => option.id)).not.toContain(quality.id)
  })

  it('refuses to turn the last admin role into a plain role, on the role_type field, and changes nothing', async () => {
    const adminRole = (await admin.get(`/api/roles/${ids.adminRole}`)).json()
    await expectFieldError(
      admin,
      { method: 'PUT', url: `/api/roles/${ids.adminRole}`, payload: roleBody(adminRole, { role_type: 1 }) },
      'role_type',
      {
        sv: 'Företaget behöver minst en aktiv administratör',
        en: 'The company needs at least one active admin',
      },
    )
    expect((await admin.get(`/api/roles/${ids.adminRole}`)).json()).toEqual(adminRole)
    expect((await admin.get('/api/users')).statusCode).toBe(200)
  })
})

describe('roles: access', () => {
  it('answers 401 without a token and 403 to a purchaser on every endpoint', async () => {
    const purchaser = (await admin.get(`/api/roles/${ids.purchaserRole}`)).json()
    const calls = [
      { method: 'GET', url: '/api/roles' },
      { method: 'GET', url: '/api/roles/options' },
      { method: 'GET', url: `/api/roles/${ids.purchaserRole}` },
      { method: 'POST', url: '/api/roles', payload: { name: 'Sneaky', role_type: 3, permissions: [] } },
      {
        method: 'PUT',
        url: `/api/roles/${ids.purchaserRole}`,
        payload: roleBody(purchaser, { role_type: 3 }),
      },
      { method: 'DELETE', url: `/api/roles/${ids.purchaserRole}` },
    ] as const
    await expectStatusForEach(guest, [...calls], 401)
    await expectStatusForEach(buyer, [...calls], 403)
    expect((await admin.get(`/api/roles/${ids.purchaserRole}`)).json()).toEqual(purchaser)
    expect((await admin.get('/api/roles?search=sneaky')).json().meta.total).toBe(0)
  })

  it("hides another company's roles: every id route answers 404 and lists never show them", async () => {
    const nordic = (await admin.get('/api/roles')).json() as { data: RoleBody[] }
    for (const role of nordic.data) {
      await expectHiddenFrom(
        baltic,
        [
          { method: 'GET', url: `/api/roles/${role.id}` },
          { method: 'PUT', url: `/api/roles/${role.id}`, payload: roleBody(role, { name: 'Taken over' }) },
          { method: 'DELETE', url: `/api/roles/${role.id}` },
        ],
        [role.name === 'Inköpare' ? 'create.order' : role.name],
      )
    }
    expect((await admin.get('/api/roles')).json()).toEqual(nordic)

    const list = (await baltic.get('/api/roles?per_page=all')).json()
    expectNoneOf(
      list,
      nordic.data.map((role) => role.id),
    )
    expect(names(list)).toEqual(['Company admin', 'Inköpare', 'Supplier user'])
    const options = (await baltic.get('/api/roles/options')).json() as Array<{ id: string }>
    expect(options.map((option) => option.id)).not.toContain(ids.purchaserRole)
    expect((await admin.get(`/api/roles/${ids.balticAdminRole}`)).statusCode).toBe(404)
  })

  it('answers 404, not 500, for a malformed id', async () => {
    await expectStatusForEach(
      admin,
      [
        { method: 'GET', url: '/api/roles/abc' },
        { method: 'PUT', url: '/api/roles/abc', payload: { name: 'x' } },
        { method: 'DELETE', url: '/api/roles/12345' },
        { method: 'GET', url: '/api/roles/ffffffff-ffff-ffff-ffff-ffffffffffff' },
      ],
      404,
    )
  })
})
