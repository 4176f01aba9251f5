import {
  auditEndpoints,
  counterpartStyleEndpoints as counterpart,
  type EndpointQuery,
  paramEndpoints,
  RoleType,
  styleReviewEndpoints as reviews,
  roleEndpoints,
  type Style,
  styleEndpoints as styles,
} from '@scm/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ApiClient, expectStatusForEach, toCall } from '../../testing/api-client.ts'
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
    const response = await buyer.request(styles.create, { body: newStyle(ref) })
    expect(response.statusCode, response.body).toBe(201)
    vest = styles.create.response.parse(response.json())
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
    // Both answers unparsed: the read must give back exactly what the create answered.
    expect((await buyer.request(styles.get, { params: { id: vest.id } })).json()).toEqual(response.json())
    const list = await buyer.call(styles.list, { query: { search: 'alpine' } })
    expect(list.data).toEqual([
      expect.objectContaining({
        id: vest.id,
        default_supplier: 'Porto Têxtil Lda',
        seasons: ['Autumn/Winter 2027'],
        colour_count: 2,
      }),
    ])
    const audits = await admin.call(auditEndpoints.list, { query: { filter: { entity_id: vest.id } } })
    expect(audits.data.map((entry) => entry.action)).toEqual(['created'])
  })

  it('filters by season, supplier and status, and sorts', async () => {
    const numbers = async (query: EndpointQuery<typeof styles.list>) =>
      (await buyer.call(styles.list, { query })).data.map((row) => row.style_number)
    expect((await numbers({ filter: { season_id: ref.item('seasons', 'AW27') } })).sort()).toEqual([
      'NO-1002',
      'NO-2001',
    ])
    expect(await numbers({ filter: { supplier_id: ref.partner('Porto') } })).toEqual(['NO-1001', 'NO-2001'])
    expect(await numbers({ filter: { status: 'archived' } })).toEqual(['NO-0871'])
    expect((await numbers({ sort: '-style_number' }))[0]).toBe('NO-2001')
  })

  it('updates every block with the version; a stale version gets 409 and changes nothing', async () => {
    const params = { id: vest.id }
    const updated = await buyer.call(styles.update, {
      params,
      body: styleBody(vest, {
        name: 'Alpine down vest II',
        suppliers: [{ supplier_id: ref.partner('Baltic'), type: 'main', is_default: true }],
        colours: [{ name: 'Glacier', code: '120', color_id: null }],
        materials: [{ material_id: ref.item('materials', 'WOOL-MER'), percentage: '100', recycled: false }],
      }),
    })
    expect(updated).toMatchObject({ name: 'Alpine down vest II', version: 1 })
    expect(updated.suppliers.map((supplier) => supplier.supplier_name)).toEqual(['Baltic Knit Ltd'])
    expect(updated.materials).toHaveLength(1)
    const stale = await buyer.request(styles.update, {
      params,
      body: styleBody(vest, { name: 'Lost' }),
      locale: 'en',
    })
    expect(stale.statusCode).toBe(409)
    expect((await buyer.call(styles.get, { params })).name).toBe('Alpine down vest II')
    vest = updated
  })

  it('archives and restores with confirmation of the version; an archived style cannot be edited', async () => {
    const params = { id: vest.id }
    const archived = await buyer.call(styles.archive, { params, body: { version: vest.version } })
    expect(archived).toMatchObject({ status: 'archived', version: vest.version + 1 })
    const edit = await buyer.request(styles.update, { params, body: styleBody(archived), locale: 'en' })
    expect(edit.statusCode).toBe(409)
    expect(edit.json().message).toBe('The style is archived; restore it first')
    const styleOptions = async (client: ApiClient) =>
      (await client.call(paramEndpoints.selectMany, { query: { select_many: 'styles' } })).styles!
    expect((await styleOptions(buyer)).map((option) => option.id)).not.toContain(vest.id)
    const restored = await buyer.call(styles.restore, { params, body: { version: vest.version + 1 } })
    expect(restored).toMatchObject({ status: 'active', version: vest.version + 2 })
    vest = restored
    const again = await styleOptions(buyer)
    expect(again).toContainEqual({ id: vest.id, code: 'NO-2001', name: 'Alpine down vest II' })
  })
})

describe('styles: access', () => {
  let secret: Style

  beforeAll(async () => {
    secret = await buyer.call(styles.create, { body: { ...newStyle(ref), style_number: 'NO-SECRET' } })
  })

  it('answers 401 without a token on every endpoint', async () => {
    await expectStatusForEach(
      guest,
      [
        toCall(styles.list),
        toCall(styles.get, { params: { id: secret.id } }),
        toCall(styles.create, { body: newStyle(ref) }),
        toCall(styles.update, { params: { id: secret.id }, body: styleBody(secret) }),
        toCall(styles.archive, { params: { id: secret.id }, body: { version: 0 } }),
        toCall(styles.share, { params: { id: secret.id }, body: { company_ids: [], version: 0 } }),
        toCall(counterpart.list),
        toCall(counterpart.partners),
      ],
      401,
    )
  })

  it("hides another company's style: every id route answers 404 and lists never show it", async () => {
    await expectHiddenFrom(
      baltic,
      [
        toCall(styles.get, { params: { id: secret.id } }),
        toCall(styles.update, { params: { id: secret.id }, body: styleBody(secret) }),
        toCall(styles.archive, { params: { id: secret.id }, body: { version: secret.version } }),
        toCall(styles.restore, { params: { id: secret.id }, body: { version: secret.version } }),
        toCall(styles.share, { params: { id: secret.id }, body: { company_ids: [], version: 0 } }),
        toCall(reviews.getReview, { params: { id: secret.id } }),
        toCall(reviews.saveReview, { params: { id: secret.id }, body: { results: [], version: 0 } }),
        toCall(counterpart.get, { params: { id: secret.id } }),
      ],
      ['NO-SECRET', 'Margin hero AW27'],
    )
    const all = { query: { per_page: 'all' } } as const
    expectNoneOf(await baltic.call(styles.list, all), [secret.id])
    expectNoneOf(await baltic.call(counterpart.list, all), [secret.id])
    const options = await baltic.call(paramEndpoints.selectMany, { query: { select_many: 'styles' } })
    expect(options.styles!.map((option) => option.id)).not.toContain(secret.id)
    expect(await buyer.call(styles.get, { params: { id: secret.id } })).toEqual(secret)
  })

  it('answers 403 on every endpoint to a user whose role lacks list.products', async () => {
    const roles = (await admin.call(roleEndpoints.list)).data
    const purchaser = roles.find((role) => role.role_type !== 3)!
    await admin.call(roleEndpoints.update, {
      params: { id: purchaser.id },
      body: {
        name: purchaser.name,
        // The role list answers any number; the update body takes only the known role types.
        role_type: RoleType.parse(purchaser.role_type),
        permissions: purchaser.permissions.filter((permission) => permission !== 'list.products'),
        version: purchaser.version,
      },
    })
    await expectStatusForEach(
      buyer,
      [
        toCall(styles.list),
        toCall(styles.get, { params: { id: secret.id } }),
        toCall(styles.create, { body: newStyle(ref) }),
        toCall(styles.update, { params: { id: secret.id }, body: styleBody(secret) }),
        toCall(styles.restore, { params: { id: secret.id }, body: { version: 0 } }),
        toCall(styles.share, { params: { id: secret.id }, body: { company_ids: [], version: 0 } }),
        toCall(reviews.getReview, { params: { id: secret.id } }),
        toCall(reviews.listCriteria),
        toCall(reviews.createCriterion, { body: { name: 'Mine' } }),
        toCall(counterpart.list),
        toCall(counterpart.partners),
      ],
      403,
    )
  })

  it('answers 404, not 500, for a malformed id', async () => {
    await expectStatusForEach(
      admin,
      [
        toCall(styles.get, { params: { id: 'null' } }),
        toCall(styles.update, { params: { id: 'undefined' } }),
        toCall(counterpart.get, { params: { id: '12345' } }),
      ],
      404,
    )
  })
})
