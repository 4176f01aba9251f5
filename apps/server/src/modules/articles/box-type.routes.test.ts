import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ApiClient, expectFieldError, expectStatusForEach } from '../../testing/api-client.ts'
import { expectHiddenFrom, expectNoneOf } from '../../testing/cross-company.ts'
import { demoClients } from '../../testing/sign-in.ts'
import { createTestApp, type TestApp } from '../../testing/test-app.ts'
import { restrictPurchasers } from './testing/restrict-purchasers.ts'

let t: TestApp
let admin: ApiClient
let buyer: ApiClient
let baltic: ApiClient
let guest: ApiClient

type Box = { id: string; name: string; height: string; width: string; length: string; version: number }
type Packing = {
  id: string
  name: string
  box_type_id: string | null
  box_type_name: string | null
  version: number
}

beforeAll(async () => {
  t = await createTestApp()
  ;({ admin, buyer, baltic, guest } = await demoClients(t.app))
})
afterAll(() => t.close())

const audits = async (entityId: string) =>
  (
    (await admin.get(`/api/audits?filter[entity_id]=${entityId}&per_page=all`)).json().data as Array<{
      action: string
    }>
  ).map((audit) => audit.action)

describe('box types', () => {
  let carton: Box

  it('creates, reads, lists, updates and audits a box type, with dimensions as exact decimals', async () => {
    const created = await buyer.post('/api/box-types', {
      name: ' Carton 60 ',
      height: '40.5',
      width: 30,
      length: '60',
    })
    expect(created.statusCode, created.body).toBe(201)
    carton = created.json()
    expect(carton).toMatchObject({
      name: 'Carton 60',
      height: '40.50',
      width: '30.00',
      length: '60.00',
      version: 0,
    })
    expect((await buyer.get(`/api/box-types/${carton.id}`)).json()).toEqual(carton)
    const list = (await buyer.get('/api/box-types?sort=-height')).json()
    expect(list.meta.total).toBe(1)
    expect(list.data).toEqual([carton])
    expect((await buyer.get('/api/box-types/options')).json()).toEqual([{ id: carton.id, name: 'Carton 60' }])

    const updated = await buyer.put(`/api/box-types/${carton.id}`, {
      ...carton,
      id: undefined,
      created_at: undefined,
      height: '41',
    })
    expect(updated.statusCode, updated.body).toBe(200)
    expect(updated.json()).toMatchObject({ height: '41.00', version: 1 })
    const stale = await buyer.put(`/api/box-types/${carton.id}`, {
      name: 'X',
      height: 1,
      width: 1,
      length: 1,
      version: 0,
    })
    expect(stale.statusCode).toBe(409)
    carton = updated.json()
    expect(await audits(carton.id)).toEqual(expect.arrayContaining(['created', 'updated']))
  })

  it('refuses bad input field by field, in Swedish and English', async () => {
    const create = (body: Record<string, unknown>) => ({
      method: 'POST' as const,
      url: '/api/box-types',
      payload: { name: 'Crate', height: 10, width: 10, length: 10, ...body },
    })
    await expectFieldError(buyer, create({ height: '0' }), 'height', {
      sv: 'Värdet måste vara större än 0',
      en: 'The value must be greater than 0',
    })
    await expectFieldError(buyer, create({ width: '12.345' }), 'width', {
      sv: 'Fältet måste ha högst 6 siffror före och 2 efter "."',
      en: 'The field must follow the format with at most 6 digits before and 2 after "."',
    })
    await expectFieldError(buyer, create({ name: 'carton 60' }), 'name', {
      sv: 'Det finns redan en post med det namnet',
      en: 'A record with this name already exists',
    })
  })

  it('refuses to delete a box type in use, then deletes it once free', async () => {
    const packing = await buyer.post('/api/packing-instructions', {
      name: 'Six per carton',
      qty_inner_box: 2,
      qty_outer_box: 6,
      box_type_id: carton.id,
    })
    expect(packing.statusCode, packing.body).toBe(201)
    const refused = await buyer.delete(`/api/box-types/${carton.id}?locale=en`)
    expect(refused.statusCode).toBe(409)
    expect(refused.json().message).toBe(
      'This box type is used by 1 packing instructions or articles and cannot be deleted',
    )
    expect((await buyer.delete(`/api/packing-instructions/${packing.json().id}`)).statusCode).toBe(200)
    expect((await buyer.delete(`/api/box-types/${carton.id}`)).statusCode).toBe(200)
    expect((await buyer.get(`/api/box-types/${carton.id}`)).statusCode).toBe(404)
    expect(await audits(carton.id)).toContain('deleted')
  })
})

describe('packing instructions', () => {
  let box: Box
  let packing: Packing

  beforeAll(async () => {
    box = (
      await buyer.post('/api/box-types', { name: 'Export carton', height: 40, width: 40, length: 60 })
    ).json()
  })

  it('creates one in a box type and lists it with the box type name, filtered and sorted', async () => {
    const created = await buyer.post('/api/packing-instructions', {
      name: 'Twelve in fours',
      description: 'Fold, bag, then box',
      qty_inner_box: 4,
      qty_outer_box: 12,
      box_type_id: box.id,
    })
    expect(created.statusCode, created.body).toBe(201)
    packing = created.json()
    expect(packing).toMatchObject({ box_type_name: 'Export carton', qty_inner_box: 4, qty_outer_box: 12 })
    await buyer.post('/api/packing-instructions', { name: 'Loose', qty_inner_box: 1, qty_outer_box: 1 })
    const filtered = (await buyer.get(`/api/packing-instructions?filter[box_type_id]=${box.id}`)).json()
    expect(filtered.data.map((row: Packing) => row.name)).toEqual(['Twelve in fours'])
    const sorted = (await buyer.get('/api/packing-instructions?sort=-qty_outer_box')).json()
    expect(sorted.data.map((row: Packing) => row.name)).toEqual(['Twelve in fours', 'Loose'])
    const updated = await buyer.put(`/api/packing-instructions/${packing.id}`, {
      name: 'Twelve in sixes',
      description: null,
      qty_inner_box: 6,
      qty_outer_box: 12,
      box_type_id: null,
      version: packing.version,
    })
    expect(updated.statusCode, updated.body).toBe(200)
    expect(updated.json()).toMatchObject({ box_type_id: null, box_type_name: null, version: 1 })
    packing = updated.json()
  })

  it('refuses an outer box that does not hold whole inner boxes, and a foreign box type', async () => {
    const create = (body: Record<string, unknown>) => ({
      method: 'POST' as const,
      url: '/api/packing-instructions',
      payload: { name: 'Odd', qty_inner_box: 4, qty_outer_box: 10, ...body },
    })
    await expectFieldError(buyer, create({}), 'qty_outer_box', {
      sv: 'En ytterkartong måste rymma ett helt antal innerkartonger',
      en: 'An outer box must hold a whole number of inner boxes',
    })
    await expectFieldError(buyer, create({ qty_outer_box: 2 }), 'qty_outer_box', {
      sv: 'En ytterkartong måste rymma minst lika många som en innerkartong',
      en: 'An outer box must hold at least as many as an inner box',
    })
    const foreignBox = (
      await baltic.post('/api/box-types', { name: 'Baltic box', height: 1, width: 1, length: 1 })
    ).json()
    await expectFieldError(buyer, create({ qty_outer_box: 8, box_type_id: foreignBox.id }), 'box_type_id', {
      sv: 'Välj ett av de tillåtna värdena',
      en: 'Choose one of the allowed values',
    })
  })

  it("hides a company's box types and packing instructions from another company", async () => {
    await expectHiddenFrom(
      baltic,
      [
        { method: 'GET', url: `/api/box-types/${box.id}` },
        {
          method: 'PUT',
          url: `/api/box-types/${box.id}`,
          payload: { name: 'Mine', height: 1, width: 1, length: 1, version: 0 },
        },
        { method: 'DELETE', url: `/api/box-types/${box.id}` },
        { method: 'GET', url: `/api/packing-instructions/${packing.id}` },
        {
          method: 'PUT',
          url: `/api/packing-instructions/${packing.id}`,
          payload: { name: 'Mine', qty_inner_box: 1, qty_outer_box: 1, version: 1 },
        },
        { method: 'DELETE', url: `/api/packing-instructions/${packing.id}` },
      ],
      ['Export carton', 'Twelve in sixes'],
    )
    expectNoneOf((await baltic.get('/api/box-types?per_page=all')).json(), [box.id])
    expectNoneOf((await baltic.get('/api/packing-instructions?per_page=all')).json(), [packing.id])
    expect((await buyer.get(`/api/box-types/${box.id}`)).statusCode).toBe(200)
  })

  it('answers 401 without a token and 403 without the permission', async () => {
    const calls = [
      { method: 'GET', url: '/api/box-types' },
      { method: 'POST', url: '/api/box-types', payload: {} },
      { method: 'GET', url: '/api/packing-instructions' },
      { method: 'DELETE', url: `/api/packing-instructions/${packing.id}` },
    ] as const
    await expectStatusForEach(guest, [...calls], 401)
    await restrictPurchasers(admin, ['list.orders'])
    await expectStatusForEach(buyer, [...calls], 403)
  })
})
