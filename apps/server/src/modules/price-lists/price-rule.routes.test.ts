import {
  type PriceListLineBody,
  type PriceRuleBody,
  paramEndpoints,
  priceListEndpoints as priceLists,
  priceRuleEndpoints as priceRules,
  type ResolvedPrice,
} from '@scm/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ApiClient, expectStatusForEach, toCall } from '../../testing/api-client.ts'
import { expectHiddenFrom } from '../../testing/cross-company.ts'
import { demoClients } from '../../testing/sign-in.ts'
import { createTestApp, type TestApp } from '../../testing/test-app.ts'
import { createArticle, createList, partnerIds } from './testing/price-fixtures.ts'

let t: TestApp
let admin: ApiClient
let buyer: ApiClient
let baltic: ApiClient
const ids = { nordic: '', baltic: '', knitwear: '', sweater: '', scarf: '', socks: '' }

const rule = (changes: Partial<PriceRuleBody>): PriceRuleBody => ({
  name: 'Rule',
  adjustment_type: 'percentage',
  adjustment: '10',
  valid_from: '2027-01-01',
  ...changes,
})
const resolve = (lines: Array<[string, string]>, date = '2027-03-01', client = buyer) =>
  client.call(priceRules.resolve, {
    body: {
      counterparty_company_id: ids.baltic,
      currency: 'EUR',
      date,
      lines: lines.map(([article_id, quantity]) => ({ article_id, quantity })),
    },
  })
const addLine = (client: ApiClient, id: string, body: PriceListLineBody) =>
  client.call(priceLists.addLine, { params: { id }, body })
const createRule = (changes: Partial<PriceRuleBody>) => admin.call(priceRules.create, { body: rule(changes) })
const priced = (line: ResolvedPrice | undefined) => [line?.list_price, line?.unit_price]

beforeAll(async () => {
  t = await createTestApp()
  ;({ admin, buyer, baltic } = await demoClients(t.app))
  Object.assign(ids, await partnerIds(admin, baltic))
  const categories = (
    await admin.call(paramEndpoints.selectMany, { query: { select_many: 'product-categories' } })
  )['product-categories']!
  ids.knitwear = categories.find((c) => c.name === 'Knitwear')!.id
  // Nordic's articles; the sweater is Baltic's BK-1 in Baltic's own catalogue.
  ids.sweater = (
    await createArticle(admin, 'NO-1', {
      supplier_company_id: ids.baltic,
      supplier_article_id: 'BK-1',
      category_id: ids.knitwear,
    })
  ).id
  ids.scarf = (await createArticle(admin, 'NO-2', { category_id: ids.knitwear })).id
  ids.socks = (await createArticle(admin, 'NO-3')).id
})
afterAll(() => t.close())

describe('the price an order line gets: lists, then one rule', () => {
  it('takes the default list when nothing more specific exists; no list and no rule is no price', async () => {
    const base = await createList(admin, { name: 'Default', is_default: true })
    for (const [id, price] of [
      [ids.sweater, '30'],
      [ids.scarf, '12'],
    ] as const)
      await addLine(admin, base.id, { article_id: id, gross_price: price })
    const [sweater, socks] = await resolve([
      [ids.sweater, '1'],
      [ids.socks, '1'],
    ])
    expect(sweater).toMatchObject({
      list_price: '30.0000',
      unit_price: '30.0000',
      price_list_id: base.id,
      price_rule_id: null,
    })
    expect(priced(socks)).toEqual([null, null])
  })

  it('prefers our own list for this supplier over the default, and the newest validity within it', async () => {
    const older = await createList(admin, {
      name: 'Baltic 2026',
      counterparty_company_id: ids.baltic,
      valid_from: '2026-01-01',
    })
    const newer = await createList(admin, {
      name: 'Baltic 2027',
      counterparty_company_id: ids.baltic,
      valid_from: '2027-02-01',
    })
    await addLine(admin, older.id, { article_id: ids.sweater, gross_price: '28' })
    await addLine(admin, newer.id, { article_id: ids.sweater, gross_price: '27', discount: '10' })
    const [sweater] = await resolve([[ids.sweater, '1']])
    expect(sweater).toMatchObject({ unit_price: '24.3000', price_list_id: newer.id })
    // Before the newer list is valid, the older one prices it.
    expect((await resolve([[ids.sweater, '1']], '2027-01-15'))[0]?.price_list_id).toBe(older.id)
  })

  it("prefers the supplier's published list once we approved it, matched by its article code", async () => {
    let list = await createList(baltic, { name: 'Baltic offer', counterparty_company_id: ids.nordic })
    const theirs = await createArticle(baltic, 'BK-1')
    await addLine(baltic, list.id, { article_id: theirs.id, gross_price: '25' })
    list = await baltic.call(priceLists.get, { params: { id: list.id } })
    const published = await baltic.call(priceLists.publish, {
      params: { id: list.id },
      body: { version: list.version },
    })
    // Published but not approved: our own list still prices it.
    expect((await resolve([[ids.sweater, '1']]))[0]?.unit_price).toBe('24.3000')
    await admin.call(priceLists.approve, { params: { id: list.id }, body: { version: published.version } })
    expect((await resolve([[ids.sweater, '1']]))[0]).toMatchObject({
      unit_price: '25.0000',
      price_list_id: list.id,
    })
  })

  it('applies the most specific rule only: article over category over all, then the higher quantity break', async () => {
    await createRule({ name: 'All 5 %', adjustment: '5' })
    const category = await createRule({ name: 'Knitwear 10 %', category_id: ids.knitwear })
    const bulk = await createRule({
      name: 'Knitwear 100+',
      category_id: ids.knitwear,
      min_quantity: '100',
      adjustment_type: 'value',
      adjustment: '2',
      currency: 'EUR',
    })
    const fixed = await createRule({
      name: 'Scarf fixed',
      article_id: ids.scarf,
      adjustment_type: 'fixed_price',
      adjustment: '9.5',
      currency: 'EUR',
    })
    const [few, many, scarf, socks] = await resolve([
      [ids.sweater, '10'],
      [ids.sweater, '100'],
      [ids.scarf, '1'],
      [ids.socks, '1'],
    ])
    expect(few).toMatchObject({ list_price: '25.0000', unit_price: '22.5000', price_rule_id: category.id })
    expect(many).toMatchObject({ unit_price: '23.0000', price_rule_id: bulk.id })
    expect(scarf).toMatchObject({ list_price: '12.0000', unit_price: '9.5000', price_rule_id: fixed.id })
    // No list price: a percentage has nothing to work on.
    expect(socks).toMatchObject({ unit_price: null, price_rule_id: null })
  })

  it('ignores rules outside their dates, inactive rules and amounts in another currency', async () => {
    await createRule({ name: 'Future', article_id: ids.sweater, valid_from: '2028-01-01' })
    await createRule({ name: 'Off', article_id: ids.sweater, active: false })
    await createRule({
      name: 'SEK off',
      article_id: ids.sweater,
      adjustment_type: 'value',
      adjustment: '5',
      currency: 'SEK',
    })
    expect((await resolve([[ids.sweater, '10']]))[0]?.unit_price).toBe('22.5000')
  })
})

describe('price rules: validation and access', () => {
  it('refuses an article and a category together, a percentage over 100 and an amount without currency', async () => {
    const refused = (changes: Partial<PriceRuleBody>) =>
      admin.request(priceRules.create, { body: rule(changes) })
    const both = await refused({ article_id: ids.scarf, category_id: ids.knitwear })
    expect(Object.keys(both.json().errors)).toEqual(['category_id'])
    const over = await refused({ adjustment: '150' })
    expect(Object.keys(over.json().errors)).toEqual(['adjustment'])
    const noCurrency = await refused({ adjustment_type: 'value' })
    expect(Object.keys(noCurrency.json().errors)).toEqual(['currency'])
  })

  it("keeps rules to their company and prices only the caller's own articles", async () => {
    const own = await createRule({ name: 'Nordic only' })
    const params = { id: own.id }
    await expectHiddenFrom(baltic, [
      toCall(priceRules.get, { params }),
      toCall(priceRules.update, { params, body: { ...rule({}), version: own.version } }),
      toCall(priceRules.remove, { params }),
    ])
    const resolved = await baltic.call(priceRules.resolve, {
      body: {
        counterparty_company_id: ids.nordic,
        currency: 'EUR',
        date: '2027-03-01',
        lines: [{ article_id: ids.sweater, quantity: '1' }],
      },
    })
    expect(resolved[0]).toMatchObject({ list_price: null, unit_price: null })
    await expectStatusForEach(buyer, [toCall(priceRules.create, { body: rule({}) })], 201)
  })
})
