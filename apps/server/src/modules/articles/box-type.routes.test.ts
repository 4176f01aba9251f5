import {
  auditEndpoints,
  type BoxType,
  type BoxTypeBody,
  boxTypeEndpoints as boxTypes,
  type PackingInstruction,
  type PackingInstructionBody,
  packingInstructionEndpoints as packings,
  paramEndpoints,
} from '@scm/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ApiClient, expectFieldError, expectStatusForEach, toCall } from '../../testing/api-client.ts'
import { expectHiddenFrom, expectNoneOf } from '../../testing/cross-company.ts'
import { demoClients } from '../../testing/sign-in.ts'
import { createTestApp, type TestApp } from '../../testing/test-app.ts'
import { created } from '../company-settings/testing/settings-fixtures.ts'
import { restrictPurchasers } from './testing/restrict-purchasers.ts'

let t: TestApp
let admin: ApiClient
let buyer: ApiClient
let baltic: ApiClient
let guest: ApiClient

beforeAll(async () => {
  t = await createTestApp()
  ;({ admin, buyer, baltic, guest } = await demoClients(t.app))
})
afterAll(() => t.close())

const audits = async (entityId: string) =>
  (
    await admin.call(auditEndpoints.list, { query: { filter: { entity_id: entityId }, per_page: 'all' } })
  ).data.map((audit) => audit.action)

describe('box types', () => {
  let carton: BoxType

  it('creates, reads, lists, updates and audits a box type, with dimensions as exact decimals', async () => {
    carton = await created(buyer, boxTypes.create, {
      name: ' Carton 60 ',
      height: '40.5',
      width: 30,
      length: '60',
    })
    expect(carton).toMatchObject({
      name: 'Carton 60',
      height: '40.5',
      width: '30',
      length: '60',
      version: 0,
    })
    const { id, created_at, ...fields } = carton
    const params = { id }
    expect(await buyer.call(boxTypes.get, { params })).toEqual(carton)
    const list = await buyer.call(boxTypes.list, { query: { sort: '-height' } })
    expect(list.meta.total).toBe(3)
    expect(list.data[0]).toEqual(carton)
    expect((await buyer.call(boxTypes.list, { query: { search: 'carton 6' } })).data).toEqual([carton])
    const picked = await buyer.call(paramEndpoints.selectMany, { query: { select_many: 'box-types' } })
    expect(picked['box-types']).toContainEqual({ id, name: 'Carton 60', code: null })

    const updated = await buyer.call(boxTypes.update, { params, body: { ...fields, height: '41' } })
    expect(updated).toMatchObject({ height: '41', version: 1 })
    const stale = await buyer.request(boxTypes.update, {
      params,
      body: { name: 'X', height: 1, width: 1, length: 1, version: 0 },
    })
    expect(stale.statusCode).toBe(409)
    carton = updated
    expect(await audits(carton.id)).toEqual(expect.arrayContaining(['created', 'updated']))
  })

  it('refuses bad input field by field, in Swedish and English', async () => {
    const create = (changes: Partial<BoxTypeBody>) =>
      toCall(boxTypes.create, { body: { name: 'Crate', height: 10, width: 10, length: 10, ...changes } })
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
    const packing = await created(buyer, packings.create, {
      name: 'Six per carton',
      qty_inner_box: 2,
      qty_outer_box: 6,
      box_type_id: carton.id,
    })
    const params = { id: carton.id }
    const refused = await buyer.request(boxTypes.remove, { params, locale: 'en' })
    expect(refused.statusCode).toBe(409)
    expect(refused.json().message).toBe(
      'This box type is used by 1 packing instructions or articles and cannot be deleted',
    )
    expect((await buyer.request(packings.remove, { params: { id: packing.id } })).statusCode).toBe(200)
    expect((await buyer.request(boxTypes.remove, { params })).statusCode).toBe(200)
    expect((await buyer.request(boxTypes.get, { params })).statusCode).toBe(404)
    expect(await audits(carton.id)).toContain('deleted')
  })
})

describe('packing instructions', () => {
  let box: BoxType
  let packing: PackingInstruction

  beforeAll(async () => {
    box = await buyer.call(boxTypes.create, {
      body: { name: 'Export carton', height: 40, width: 40, length: 60 },
    })
  })

  it('creates one in a box type and lists it with the box type name, filtered and sorted', async () => {
    packing = await created(buyer, packings.create, {
      name: 'Twenty-four in fours',
      description: 'Fold, bag, then box',
      qty_inner_box: 4,
      qty_outer_box: 24,
      box_type_id: box.id,
    })
    expect(packing).toMatchObject({ box_type_name: 'Export carton', qty_inner_box: 4, qty_outer_box: 24 })
    await buyer.request(packings.create, { body: { name: 'Loose', qty_inner_box: 1, qty_outer_box: 1 } })
    const filtered = await buyer.call(packings.list, { query: { filter: { box_type_id: box.id } } })
    expect(filtered.data.map((row) => row.name)).toEqual(['Twenty-four in fours'])
    const sorted = await buyer.call(packings.list, { query: { sort: '-qty_outer_box' } })
    const sortedNames = sorted.data.map((row) => row.name)
    expect([sortedNames[0], sortedNames.at(-1)]).toEqual(['Twenty-four in fours', 'Loose'])
    const updated = await buyer.call(packings.update, {
      params: { id: packing.id },
      body: {
        name: 'Twelve in sixes',
        description: null,
        qty_inner_box: 6,
        qty_outer_box: 12,
        box_type_id: null,
        version: packing.version,
      },
    })
    expect(updated).toMatchObject({ box_type_id: null, box_type_name: null, version: 1 })
    packing = updated
  })

  it('refuses an outer box that does not hold whole inner boxes, and a foreign box type', async () => {
    const create = (changes: Partial<PackingInstructionBody>) =>
      toCall(packings.create, { body: { name: 'Odd', qty_inner_box: 4, qty_outer_box: 10, ...changes } })
    await expectFieldError(buyer, create({}), 'qty_outer_box', {
      sv: 'En ytterkartong måste rymma ett helt antal innerkartonger',
      en: 'An outer box must hold a whole number of inner boxes',
    })
    await expectFieldError(buyer, create({ qty_outer_box: 2 }), 'qty_outer_box', {
      sv: 'En ytterkartong måste rymma minst lika många som en innerkartong',
      en: 'An outer box must hold at least as many as an inner box',
    })
    const foreignBox = await baltic.call(boxTypes.create, {
      body: { name: 'Baltic box', height: 1, width: 1, length: 1 },
    })
    await expectFieldError(buyer, create({ qty_outer_box: 8, box_type_id: foreignBox.id }), 'box_type_id', {
      sv: 'Välj ett av de tillåtna värdena',
      en: 'Choose one of the allowed values',
    })
  })

  it("hides a company's box types and packing instructions from another company", async () => {
    await expectHiddenFrom(
      baltic,
      [
        toCall(boxTypes.get, { params: { id: box.id } }),
        toCall(boxTypes.update, {
          params: { id: box.id },
          body: { name: 'Mine', height: 1, width: 1, length: 1, version: 0 },
        }),
        toCall(boxTypes.remove, { params: { id: box.id } }),
        toCall(packings.get, { params: { id: packing.id } }),
        toCall(packings.update, {
          params: { id: packing.id },
          body: { name: 'Mine', qty_inner_box: 1, qty_outer_box: 1, version: 1 },
        }),
        toCall(packings.remove, { params: { id: packing.id } }),
      ],
      ['Export carton', 'Twelve in sixes'],
    )
    const all = { query: { per_page: 'all' } } as const
    expectNoneOf(await baltic.call(boxTypes.list, all), [box.id])
    expectNoneOf(await baltic.call(packings.list, all), [packing.id])
    expect((await buyer.request(boxTypes.get, { params: { id: box.id } })).statusCode).toBe(200)
  })

  it('answers 401 without a token and 403 without the permission', async () => {
    const calls = [
      toCall(boxTypes.list),
      // An empty body: the refusal comes before the body is checked.
      toCall(boxTypes.create),
      toCall(packings.list),
      toCall(packings.remove, { params: { id: packing.id } }),
    ]
    await expectStatusForEach(guest, calls, 401)
    await restrictPurchasers(admin, ['list.orders'])
    await expectStatusForEach(buyer, calls, 403)
  })
})
