import type { Style } from '@scm/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ApiClient, expectStatusForEach } from '../../testing/api-client.ts'
import { expectHiddenFrom, expectNoneOf } from '../../testing/cross-company.ts'
import { demoClients } from '../../testing/sign-in.ts'
import { createTestApp, type TestApp } from '../../testing/test-app.ts'
import { newStyle, type References, referenceIds, styleBody } from './style-test-fixtures.ts'

let t: TestApp
let admin: ApiClient
let buyer: ApiClient
let baltic: ApiClient
let guest: ApiClient
let ref: References

beforeAll(async () => {
  t = await createTestApp()
  ;({ admin, buyer, baltic, guest } = await demoClients(t.app))
  ref = await referenceIds(buyer)
})
afterAll(() => t.close())

describe('styles: create, read, list, update', () => {
  let vest: Style

  it('creates a style with suppliers, colours, materials and measures; it reads back and is listed', async () => {
    const response = await buyer.post('/api/styles', newStyle(ref))
    expect(response.statusCode, response.body).toBe(201)
    vest = response.json()
    expect(vest).toMatchObject({
      style_number: 'NO-2001',
      internal_name: 'Margin hero AW27',
      item_category_code: { name: 'Outerwear' },
      seasons: [{ name: 'Autumn/Winter 2027' }],
      delivery_drop_codes: [{ name: 'Drop 2' }],
      net_weight: '0.350',
      status: 'active',
      review_result: 'not_reviewed',
      shared_with: [],
      tag_ids: [ref.tag('Core range')],
      tags: [{ id: ref.tag('Core range'), name: 'Core range' }],
      version: 0,
    })
    expect(vest.suppliers).toEqual([
      expect.objectContaining({
        supplier_name: 'Porto Têxtil Lda',
        country_of_origin: 'PT',
        is_default: true,
      }),
      expect.objectContaining({
        supplier_name: 'Baltic Knit Ltd',
        type: 'secondary',
        moq_style: null,
        is_default: false,
      }),
    ])
    expect(vest.colours.map((colour) => [colour.code, colour.color_name])).toEqual([
      ['001', 'Black'],
      ['120', null],
    ])
    expect(vest.materials).toEqual([
      expect.objectContaining({ material_name: 'Recycled polyester', percentage: '60.00', recycled: true }),
      expect.objectContaining({ material_name: 'Organic cotton', percentage: '40.00', recycled: false }),
    ])
    expect(vest.dimensions).toMatchObject({ length: '68.000', diameter: null, weight_unit: 'kg' })
    expect(vest.sustainability).toEqual({
      carbon_footprint_kg: '8.200',
      water_litres: '12.000',
      energy_kwh: '3.750',
      renewable_energy: true,
    })
    expect((await buyer.get(`/api/styles/${vest.id}`)).json()).toEqual(vest)
    const list = (await buyer.get('/api/styles?search=alpine')).json()
    expect(list.data).toEqual([
      expect.objectContaining({
        id: vest.id,
        default_supplier: 'Porto Têxtil Lda',
        seasons: ['Autumn/Winter 2027'],
        colour_count: 2,
      }),
    ])
    const audits = (await admin.get(`/api/audits?filter[entity_id]=${vest.id}`)).json()
    expect(audits.data.map((entry: { action: string }) => entry.action)).toEqual(['created'])
  })

  it('filters by season, supplier and status, and sorts', async () => {
    const aw27 = (await buyer.get(`/api/styles?filter[season_id]=${ref.item('seasons', 'AW27')}`)).json()
    expect(aw27.data.map((row: Style) => row.style_number).sort()).toEqual(['NO-1002', 'NO-2001'])
    const porto = (await buyer.get(`/api/styles?filter[supplier_id]=${ref.partner('Porto')}`)).json()
    expect(porto.data.map((row: Style) => row.style_number)).toEqual(['NO-1001', 'NO-2001'])
    const archived = (await buyer.get('/api/styles?filter[status]=archived')).json()
    expect(archived.data.map((row: Style) => row.style_number)).toEqual(['NO-0871'])
    const sorted = (await buyer.get('/api/styles?sort=-style_number')).json()
    expect(sorted.data[0].style_number).toBe('NO-2001')
  })

  it('updates every block with the version; a stale version gets 409 and changes nothing', async () => {
    const response = await buyer.put(
      `/api/styles/${vest.id}`,
      styleBody(vest, {
        name: 'Alpine down vest II',
        suppliers: [{ supplier_id: ref.partner('Baltic'), type: 'main', is_default: true }],
        colours: [{ name: 'Glacier', code: '120', color_id: null }],
        materials: [{ material_id: ref.item('materials', 'WOOL-MER'), percentage: '100', recycled: false }],
      }),
    )
    expect(response.statusCode, response.body).toBe(200)
    const updated: Style = response.json()
    expect(updated).toMatchObject({ name: 'Alpine down vest II', version: 1 })
    expect(updated.suppliers.map((supplier) => supplier.supplier_name)).toEqual(['Baltic Knit Ltd'])
    expect(updated.materials).toHaveLength(1)
    const stale = await buyer.put(`/api/styles/${vest.id}?locale=en`, styleBody(vest, { name: 'Lost' }))
    expect(stale.statusCode).toBe(409)
    expect((await buyer.get(`/api/styles/${vest.id}`)).json().name).toBe('Alpine down vest II')
    vest = updated
  })

  it('archives and restores with confirmation of the version; an archived style cannot be edited', async () => {
    const archived = await buyer.post(`/api/styles/${vest.id}/archive`, { version: vest.version })
    expect(archived.statusCode, archived.body).toBe(200)
    expect(archived.json()).toMatchObject({ status: 'archived', version: vest.version + 1 })
    const edit = await buyer.put(`/api/styles/${vest.id}?locale=en`, styleBody(archived.json()))
    expect(edit.statusCode).toBe(409)
    expect(edit.json().message).toBe('The style is archived; restore it first')
    const options = (await buyer.get('/api/param?select_many=styles')).json().styles as Array<{ id: string }>
    expect(options.map((option) => option.id)).not.toContain(vest.id)
    const restored = await buyer.post(`/api/styles/${vest.id}/restore`, { version: vest.version + 1 })
    expect(restored.json()).toMatchObject({ status: 'active', version: vest.version + 2 })
    vest = restored.json()
    const again = (await buyer.get('/api/param?select_many=styles')).json().styles
    expect(again).toContainEqual({ id: vest.id, code: 'NO-2001', name: 'Alpine down vest II' })
  })
})

describe('styles: access', () => {
  let secret: Style

  beforeAll(async () => {
    secret = (await buyer.post('/api/styles', { ...newStyle(ref), style_number: 'NO-SECRET' })).json()
  })

  it('answers 401 without a token on every endpoint', async () => {
    await expectStatusForEach(
      guest,
      [
        { method: 'GET', url: '/api/styles' },
        { method: 'GET', url: `/api/styles/${secret.id}` },
        { method: 'POST', url: '/api/styles', payload: newStyle(ref) },
        { method: 'PUT', url: `/api/styles/${secret.id}`, payload: styleBody(secret) },
        { method: 'POST', url: `/api/styles/${secret.id}/archive`, payload: { version: 0 } },
        { method: 'PUT', url: `/api/styles/${secret.id}/shares`, payload: { company_ids: [], version: 0 } },
        { method: 'GET', url: '/api/counterpart-styles' },
        { method: 'GET', url: '/api/style-partners' },
      ],
      401,
    )
  })

  it("hides another company's style: every id route answers 404 and lists never show it", async () => {
    await expectHiddenFrom(
      baltic,
      [
        { method: 'GET', url: `/api/styles/${secret.id}` },
        { method: 'PUT', url: `/api/styles/${secret.id}`, payload: styleBody(secret) },
        { method: 'POST', url: `/api/styles/${secret.id}/archive`, payload: { version: secret.version } },
        { method: 'POST', url: `/api/styles/${secret.id}/restore`, payload: { version: secret.version } },
        { method: 'PUT', url: `/api/styles/${secret.id}/shares`, payload: { company_ids: [], version: 0 } },
        { method: 'GET', url: `/api/styles/${secret.id}/review` },
        { method: 'PUT', url: `/api/styles/${secret.id}/review`, payload: { results: [], version: 0 } },
        { method: 'GET', url: `/api/counterpart-styles/${secret.id}` },
      ],
      ['NO-SECRET', 'Margin hero AW27'],
    )
    expectNoneOf((await baltic.get('/api/styles?per_page=all')).json(), [secret.id])
    expectNoneOf((await baltic.get('/api/counterpart-styles?per_page=all')).json(), [secret.id])
    const options = (await baltic.get('/api/param?select_many=styles')).json().styles as Array<{ id: string }>
    expect(options.map((option) => option.id)).not.toContain(secret.id)
    expect((await buyer.get(`/api/styles/${secret.id}`)).json()).toEqual(secret)
  })

  it('answers 403 on every endpoint to a user whose role lacks list.products', async () => {
    const roles = (await admin.get('/api/roles')).json().data as Array<{
      id: string
      name: string
      role_type: number
      permissions: string[]
      version: number
    }>
    const purchaser = roles.find((role) => role.role_type !== 3)!
    const changed = await admin.put(`/api/roles/${purchaser.id}`, {
      name: purchaser.name,
      role_type: purchaser.role_type,
      permissions: purchaser.permissions.filter((permission) => permission !== 'list.products'),
      version: purchaser.version,
    })
    expect(changed.statusCode, changed.body).toBe(200)
    await expectStatusForEach(
      buyer,
      [
        { method: 'GET', url: '/api/styles' },
        { method: 'GET', url: `/api/styles/${secret.id}` },
        { method: 'POST', url: '/api/styles', payload: newStyle(ref) },
        { method: 'PUT', url: `/api/styles/${secret.id}`, payload: styleBody(secret) },
        { method: 'POST', url: `/api/styles/${secret.id}/restore`, payload: { version: 0 } },
        { method: 'PUT', url: `/api/styles/${secret.id}/shares`, payload: { company_ids: [], version: 0 } },
        { method: 'GET', url: `/api/styles/${secret.id}/review` },
        { method: 'GET', url: '/api/style-review-criteria' },
        { method: 'POST', url: '/api/style-review-criteria', payload: { name: 'Mine' } },
        { method: 'GET', url: '/api/counterpart-styles' },
        { method: 'GET', url: '/api/style-partners' },
      ],
      403,
    )
  })

  it('answers 404, not 500, for a malformed id', async () => {
    await expectStatusForEach(
      admin,
      [
        { method: 'GET', url: '/api/styles/null' },
        { method: 'PUT', url: '/api/styles/undefined', payload: {} },
        { method: 'GET', url: '/api/counterpart-styles/12345' },
      ],
      404,
    )
  })
})
