import {
  articleEndpoints as articles,
  auditEndpoints,
  boxTypeEndpoints,
  type EndpointQuery,
  packingInstructionEndpoints,
  paramEndpoints,
  tagEndpoints,
} from '@scm/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ApiClient, expectFieldError, toCall } from '../../testing/api-client.ts'
import { demoClients } from '../../testing/sign-in.ts'
import { createTestApp, type TestApp } from '../../testing/test-app.ts'
import {
  type Article,
  articleBody,
  demoLists,
  editable,
  idOf,
  type Lists,
  postArticle as post,
} from './testing/article-fixtures.ts'

let t: TestApp
let admin: ApiClient
let buyer: ApiClient
let baltic: ApiClient
let lists: Lists
let balticId: string

beforeAll(async () => {
  t = await createTestApp()
  ;({ admin, buyer, baltic } = await demoClients(t.app))
  lists = await demoLists(buyer)
  const partners = await buyer.call(articles.partners)
  balticId = partners.find((partner) => partner.name === 'Baltic Knit Ltd')!.id
})
afterAll(() => t.close())

describe('articles', () => {
  let jacket: Article
  let lining: Article

  it('creates an article with every field of spec §3 and reads it back with the names it refers to', async () => {
    lining = await post(buyer, articleBody('LIN-1', { name: 'Lining' }))
    const box = await buyer.call(boxTypeEndpoints.create, {
      body: { name: 'Jacket box', height: 10, width: 40, length: 60 },
    })
    const packing = await buyer.call(packingInstructionEndpoints.create, {
      body: { name: 'Two per box', qty_inner_box: 1, qty_outer_box: 2, box_type_id: box.id },
    })
    jacket = await post(buyer, {
      code: 'JKT-100',
      name: 'Trail shell jacket',
      description: 'Three-layer shell',
      category_id: idOf(lists['product-categories'], 'Jackets'),
      style_id: lists.styles[0]!.id,
      supplier_company_id: balticId,
      supplier_article_id: 'BK-77',
      tag_ids: [idOf(lists.tags, 'Recycled')],
      color_id: idOf(lists.colors, 'Navy'),
      size_id: idOf(lists.sizes, 'M'),
      sku: 'JKT-100-NVY-M',
      unit_id: idOf(lists.units, lists.units[0]!.name),
      composition: '100% recycled polyester',
      barcode: 'X-100',
      ean: '4006381333931',
      tariff_code: '620193',
      country_of_origin: 'LV',
      lead_time_days: 45,
      weight: '0.650',
      length: 60,
      width: '40',
      height: '5.5',
      packing_instruction_id: packing.id,
      box_type_id: box.id,
      carbon_kg: '12.5',
      water_l: '80',
      energy_kwh: '3.2',
      renewable: true,
      components: [{ component_id: lining.id, quantity: '1.5', unit_id: null }],
      inventory_min: '10',
      inventory_max: '200',
      shared_with: [balticId],
    })
    expect(jacket).toMatchObject({
      code: 'JKT-100',
      category_name: 'Jackets',
      color_name: 'Navy',
      size_name: 'M',
      supplier_name: 'Baltic Knit Ltd',
      weight: '0.65',
      length: '60',
      height: '5.5',
      inventory_min: '10',
      packing_instruction_name: 'Two per box',
      box_type_name: 'Jacket box',
      renewable: true,
      status: 'active',
      shared_with: [balticId],
      style_id: lists.styles[0]!.id,
      style_name: lists.styles[0]!.name,
      tag_ids: [idOf(lists.tags, 'Recycled')],
      tags: [{ id: idOf(lists.tags, 'Recycled'), name: 'Recycled' }],
      components: [
        { component_id: lining.id, component_code: 'LIN-1', component_name: 'Lining', quantity: '1.5' },
      ],
    })
    expect(await buyer.call(articles.get, { params: { id: jacket.id } })).toEqual(jacket)
    const audits = (await admin.call(auditEndpoints.list, { query: { filter: { entity_id: jacket.id } } }))
      .data
    expect(audits.map((audit) => audit.action)).toEqual(['created'])
  })

  it('lists, filters, sorts and searches the library (beside the demo articles)', async () => {
    const knitwear = idOf(lists['product-categories'], 'Knitwear')
    for (const code of ['ZZA-1', 'ZZB-2', 'ZZC-3'])
      await post(buyer, articleBody(code, { category_id: knitwear }))
    const codes = async (query: EndpointQuery<typeof articles.list>) =>
      (await buyer.call(articles.list, { query })).data.map((a) => a.code)
    expect(await codes({ search: 'zz', sort: '-code' })).toEqual(['ZZC-3', 'ZZB-2', 'ZZA-1'])
    const all = await buyer.call(articles.list, { query: { per_page: '100' } })
    expect(all.meta.total).toBe(25)
    expect(all.data.map((a) => a.name)).toEqual(
      [...all.data.map((a) => a.name)].sort((x, y) => x.toLowerCase().localeCompare(y.toLowerCase())),
    )
    const inKnitwear = await buyer.call(articles.list, { query: { filter: { category_id: knitwear } } })
    expect(inKnitwear.meta.total).toBe(8)
    expect(await codes({ filter: { supplier_company_id: balticId }, search: 'trail' })).toEqual(['JKT-100'])
    expect(await codes({ search: 'jkt-100' })).toEqual(['JKT-100'])
    // With a partner: what it supplies and what is shared with it (the supplier card's articles).
    const supplied = await codes({ filter: { supplier_company_id: balticId }, per_page: '100' })
    const sharedWithBaltic = (await baltic.call(articles.shared, { query: { per_page: '100' } })).data
      .filter((a) => a.owner_name === 'Nordic Outdoor AB')
      .map((a) => a.code)
    const withBaltic = await codes({ filter: { partner_company_id: balticId }, per_page: '100' })
    expect(supplied).toContain('JKT-100')
    expect(sharedWithBaltic.length).toBeGreaterThan(0)
    expect(withBaltic.sort()).toEqual([...new Set([...supplied, ...sharedWithBaltic])].sort())
    const accessories = idOf(lists['product-categories'], 'Accessories')
    expect((await codes({ filter: { category_id: accessories }, sort: '-lead_time_days' }))[0]).toBe(
      'NO-4004',
    )
    expect(await codes({ filter: { status: 'archived' } })).toEqual(['NO-4006'])
  })

  it('keeps article IDs unique per company, case-insensitively', async () => {
    await expectFieldError(buyer, toCall(articles.create, { body: articleBody('jkt-100') }), 'code', {
      sv: 'Det finns redan en artikel med det artikel-id:t',
      en: 'An article with this article ID already exists',
    })
    await post(baltic, articleBody('JKT-100'))
  })

  it('refuses a bad EAN, tariff code, inventory range and foreign references field by field', async () => {
    const create = (changes: Record<string, unknown>) =>
      toCall(articles.create, { body: articleBody('BAD-1', changes) })
    await expectFieldError(buyer, create({ ean: '4006381333932' }), 'ean', {
      sv: 'Ange ett giltigt EAN (8, 12, 13 eller 14 siffror med rätt kontrollsiffra)',
      en: 'Enter a valid EAN (8, 12, 13 or 14 digits with a correct check digit)',
    })
    await expectFieldError(buyer, create({ tariff_code: '62A1' }), 'tariff_code', {
      sv: 'Ange ett tulltaxenummer med 6 till 10 siffror',
      en: 'Enter a tariff code of 6 to 10 digits',
    })
    await expectFieldError(buyer, create({ inventory_min: '10', inventory_max: '9.5' }), 'inventory_max', {
      sv: 'Maxnivån måste vara minst lika stor som miniminivån',
      en: 'The maximum must be at least the minimum',
    })
    await expectFieldError(buyer, create({ country_of_origin: 'XX' }), 'country_of_origin', {
      sv: 'Välj ett av de tillåtna värdena',
      en: 'Choose one of the allowed values',
    })
    const balticColors = await baltic.call(paramEndpoints.selectMany, { query: { select_many: 'colors' } })
    const balticColor = balticColors.colors![0]!.id
    await expectFieldError(buyer, create({ color_id: balticColor }), 'color_id', {
      sv: 'Välj en aktiv post i listan',
      en: 'Pick an active item from the list',
    })
    // A tag is the company's own, of the article type ('Priority' labels orders), and exists.
    const picked = { sv: 'Välj en aktiv post i listan', en: 'Pick an active item from the list' }
    await expectFieldError(buyer, create({ tag_ids: [idOf(lists.tags, 'Priority')] }), 'tag_ids.0', picked)
    await expectFieldError(buyer, create({ tag_ids: [crypto.randomUUID()] }), 'tag_ids.0', picked)
    await expectFieldError(buyer, create({ style_id: crypto.randomUUID() }), 'style_id', {
      sv: 'Välj ett av de tillåtna värdena',
      en: 'Choose one of the allowed values',
    })
    const nordicId = (await baltic.call(articles.partners))[0]!.id
    await expectFieldError(buyer, create({ supplier_company_id: nordicId }), 'supplier_company_id', {
      sv: 'Välj ett företag som ni handlar med',
      en: 'Choose a company you trade with',
    })
    const balticArticle = (await baltic.call(articles.list, { query: { search: 'JKT-100' } })).data[0]!.id
    await expectFieldError(
      buyer,
      create({ components: [{ component_id: balticArticle, quantity: 1 }] }),
      'components.0.component_id',
      { sv: 'Välj en befintlig artikel', en: 'Choose an existing article' },
    )
    expect((await buyer.call(articles.list, { query: { search: 'BAD-1' } })).meta.total).toBe(0)
  })

  it('refuses a bill of material that contains the article itself, directly or through a component', async () => {
    const self = toCall(articles.update, {
      params: { id: jacket.id },
      body: editable(jacket, { components: [{ component_id: jacket.id, quantity: 1 }] }),
    })
    await expectFieldError(buyer, self, 'components.0.component_id', {
      sv: 'En artikel kan inte vara en komponent i sig själv',
      en: 'An article cannot be a component of itself',
    })
    const params = { id: lining.id }
    const lin = await buyer.call(articles.get, { params })
    const cycle = toCall(articles.update, {
      params,
      body: editable(lin, { components: [{ component_id: jacket.id, quantity: 1 }] }),
    })
    await expectFieldError(buyer, cycle, 'components.0.component_id', {
      sv: 'Komponenten innehåller redan artikeln, och strukturen skulle då gå i cirkel',
      en: 'This component already contains the article, which would make the bill of material circular',
    })
  })

  it('updates an article, bumps its version, audits it, and refuses a stale version with 409', async () => {
    const params = { id: jacket.id }
    const updated = await buyer.call(articles.update, {
      params,
      body: editable(jacket, { name: 'Trail shell jacket II', components: [] }),
    })
    expect(updated).toMatchObject({ name: 'Trail shell jacket II', components: [], version: 1 })
    expect((await buyer.request(articles.update, { params, body: editable(jacket) })).statusCode).toBe(409)
    jacket = updated
    const audits = (await admin.call(auditEndpoints.list, { query: { filter: { entity_id: jacket.id } } }))
      .data
    expect(audits.map((audit) => audit.action).sort()).toEqual(['created', 'updated'])
  })

  it('keeps a tag deactivated since it was put on, by name, and refuses it on another article', async () => {
    const recycled = idOf(lists.tags, 'Recycled')
    const params = { id: recycled }
    const tag = await admin.call(tagEndpoints.get, { params })
    const off = await admin.call(tagEndpoints.update, {
      params,
      body: { name: tag.name, type: tag.type, active: false, version: tag.version },
    })
    try {
      jacket = await buyer.call(articles.update, {
        params: { id: jacket.id },
        body: editable(jacket, { name: 'Trail shell' }),
      })
      expect(jacket.tags).toEqual([{ id: recycled, name: 'Recycled' }])
      const refused = await buyer.request(articles.create, {
        body: articleBody('TAG-OFF', { tag_ids: [recycled] }),
      })
      expect(refused.statusCode).toBe(422)
    } finally {
      const again = { name: tag.name, type: tag.type, active: true, version: off.version }
      expect((await admin.request(tagEndpoints.update, { params, body: again })).statusCode).toBe(200)
    }
  })
})
