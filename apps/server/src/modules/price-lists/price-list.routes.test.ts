import {
  type EndpointQuery,
  type PriceList,
  type PriceListLine,
  type PriceListLineBody,
  paramEndpoints,
  priceListEndpoints as priceLists,
} from '@scm/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ApiClient, expectFieldError, expectStatusForEach, toCall } from '../../testing/api-client.ts'
import { expectHiddenFrom, expectNoneOf } from '../../testing/cross-company.ts'
import { demoClients } from '../../testing/sign-in.ts'
import { createTestApp, type TestApp } from '../../testing/test-app.ts'
import { createArticle, createList, listBody, partnerIds } from './testing/price-fixtures.ts'

let t: TestApp
let admin: ApiClient
let buyer: ApiClient
let baltic: ApiClient
let guest: ApiClient
const ids = { nordic: '', baltic: '' }

const getList = (client: ApiClient, id: string) => client.call(priceLists.get, { params: { id } })
const linesOf = async (client: ApiClient, id: string, query: EndpointQuery<typeof priceLists.lines> = {}) =>
  (await client.call(priceLists.lines, { params: { id }, query })).data
const addLine = (client: ApiClient, id: string, body: PriceListLineBody) =>
  client.call(priceLists.addLine, { params: { id }, body })
const lineRequest = (client: ApiClient, id: string, body: PriceListLineBody) =>
  client.request(priceLists.addLine, { params: { id }, body })

beforeAll(async () => {
  t = await createTestApp()
  ;({ admin, buyer, baltic, guest } = await demoClients(t.app))
  Object.assign(ids, await partnerIds(admin, baltic))
})
afterAll(() => t.close())

describe('price lists: the owner builds a list', () => {
  let list: PriceList
  let line: PriceListLine

  it('creates a list for a partner; a company it does not trade with is refused on the field', async () => {
    list = await createList(baltic, { name: 'Nordic SS27', counterparty_company_id: ids.nordic })
    expect(list).toMatchObject({
      state: 'internal',
      side: 'owner',
      counterparty_company_id: ids.nordic,
      line_count: 0,
    })
    await expectFieldError(
      baltic,
      toCall(priceLists.create, { body: listBody({ counterparty_company_id: ids.baltic }) }),
      'counterparty_company_id',
      { sv: 'Välj ett företag som ni handlar med', en: 'Choose a company you trade with' },
    )
    await expectFieldError(
      baltic,
      toCall(priceLists.create, { body: listBody({ valid_from: '2027-02-01', valid_to: '2027-01-01' }) }),
      'valid_to',
      {
        sv: 'Slutdatumet måste vara samma dag som eller efter startdatumet',
        en: 'The end date must be on or after the start date',
      },
    )
  })

  it('adds article lines with exact decimal net prices; an article twice or a discount over 100 % is refused', async () => {
    const sweater = await createArticle(baltic, 'BK-100')
    const response = await lineRequest(baltic, list.id, {
      article_id: sweater.id,
      gross_price: '19.99',
      discount: '12.5',
    })
    expect(response.statusCode, response.body).toBe(201)
    line = priceLists.addLine.response.parse(response.json())
    expect(line).toMatchObject({
      article_code: 'BK-100',
      gross_price: '19.9900',
      discount: '12.5000',
      net_price: '17.4913',
    })
    const twice = await lineRequest(baltic, list.id, { article_id: sweater.id, gross_price: '1' })
    expect(twice.statusCode).toBe(422)
    expect(Object.keys(twice.json().errors)).toEqual(['article_id'])
    const cap = await createArticle(baltic, 'BK-200')
    const tooMuch = await lineRequest(baltic, list.id, {
      article_id: cap.id,
      gross_price: '5',
      discount: '101',
    })
    expect(Object.keys(tooMuch.json().errors)).toEqual(['discount'])
    const bad = await lineRequest(baltic, list.id, { article_id: cap.id, gross_price: '5,50' })
    expect(bad.statusCode).toBe(422)
    expect(Object.keys(bad.json().errors)).toEqual(['gross_price'])
  })

  it('changing the discount type resets every discount to 0', async () => {
    const current = await getList(baltic, list.id)
    const updated = await baltic.call(priceLists.update, {
      params: { id: list.id },
      body: { ...listBody(current), discount_type: 'value', version: current.version },
    })
    const lines = await linesOf(baltic, list.id)
    expect(lines.map((l) => [l.discount, l.net_price])).toEqual([['0.0000', '19.9900']])
    list = updated
  })

  it('keeps only one default list: making another default takes the flag from the first', async () => {
    const first = await createList(admin, { name: 'Base SEK', is_default: true, currency: 'SEK' })
    const second = await createList(admin, { name: 'Base EUR', is_default: true })
    expect((await getList(admin, first.id)).is_default).toBe(false)
    expect((await getList(admin, second.id)).is_default).toBe(true)
  })
})

describe('price lists: publish → the counterparty sees it → approves or rejects', () => {
  let list: PriceList

  beforeAll(async () => {
    list = await createList(baltic, { name: 'Nordic AW27', counterparty_company_id: ids.nordic })
    const article = await createArticle(baltic, 'BK-300')
    await addLine(baltic, list.id, { article_id: article.id, gross_price: '42' })
    list = await getList(baltic, list.id)
  })

  it('is invisible to the counterparty while internal', async () => {
    expectNoneOf(await admin.call(priceLists.list), [list.id])
    expect((await admin.request(priceLists.get, { params: { id: list.id } })).statusCode).toBe(404)
  })

  it('publishes once: a second click with the same version is a conflict, not a second publication', async () => {
    const publish = { params: { id: list.id }, body: { version: list.version } }
    const published = await baltic.call(priceLists.publish, publish)
    expect(published).toMatchObject({ state: 'published', published_at: expect.any(String) })
    expect((await baltic.request(priceLists.publish, publish)).statusCode).toBe(409)
    list = published
  })

  it('shows the counterparty the list and its lines, without the owner’s internal categories', async () => {
    const seen = await admin.call(priceLists.list, { query: { filter: { visibility: 'shared_with' } } })
    expect(seen.data.map((l) => l.id)).toEqual([list.id])
    expect(seen.data[0]).toMatchObject({ side: 'counterparty', state: 'published' })
    expect(await linesOf(admin, list.id)).toEqual([
      expect.objectContaining({ article_code: 'BK-300', net_price: '42.0000', internal_categories: [] }),
    ])
  })

  it('lets the counterparty approve but not edit; a buyer without create.price.list may only look', async () => {
    const params = { id: list.id }
    const version = { version: list.version }
    expect(
      (await admin.request(priceLists.update, { params, body: { ...listBody(list), ...version } }))
        .statusCode,
    ).toBe(403)
    expect((await buyer.request(priceLists.approve, { params, body: version })).statusCode).toBe(403)
    expect((await baltic.request(priceLists.approve, { params, body: version })).statusCode).toBe(409)
    const approved = await admin.call(priceLists.approve, { params, body: version })
    expect(approved.state).toBe('approved')
    list = approved
  })

  it('an edit by the owner takes it back to internal: the counterparty no longer sees it until published again', async () => {
    const params = { id: list.id }
    const edited = await baltic.call(priceLists.update, {
      params,
      body: { ...listBody(list), name: 'Nordic AW27 v2', version: list.version },
    })
    expect(edited.state).toBe('internal')
    expect((await admin.request(priceLists.get, { params })).statusCode).toBe(404)
    const again = await baltic.call(priceLists.publish, { params, body: { version: edited.version } })
    const rejected = await admin.call(priceLists.reject, { params, body: { version: again.version } })
    expect(rejected.state).toBe('rejected')
  })

  it('never shares a default or internal list', async () => {
    const internal = await createList(baltic, {
      name: 'Cost prices',
      counterparty_company_id: ids.nordic,
      is_internal: true,
    })
    const article = await createArticle(baltic, 'BK-400')
    await addLine(baltic, internal.id, { article_id: article.id, gross_price: '1' })
    const current = await getList(baltic, internal.id)
    const response = await baltic.request(priceLists.publish, {
      params: { id: internal.id },
      body: { version: current.version },
    })
    expect(response.statusCode).toBe(422)
    expect(Object.keys(response.json().errors)).toEqual(['is_internal'])
  })
})

describe('price lists: indexing and import', () => {
  let list: PriceList

  beforeAll(async () => {
    list = await createList(admin, { name: 'Index me' })
    for (const [code, price] of [
      ['IX-1', '100'],
      ['IX-2', '0.07'],
    ] as const) {
      const article = await createArticle(admin, code)
      await addLine(admin, list.id, { article_id: article.id, gross_price: price })
    }
    list = await getList(admin, list.id)
  })

  it('previews a negative index without changing anything, then applies exactly that', async () => {
    const params = { id: list.id }
    const preview = await admin.call(priceLists.previewIndexing, { params, body: { percent: '-2.5' } })
    expect(preview.lines.map((l) => l.new_price)).toEqual(['97.5000', '0.0683'])
    const unchanged = await linesOf(admin, list.id)
    expect(unchanged.map((l) => l.gross_price)).toEqual(['100.0000', '0.0700'])
    const applied = await admin.call(priceLists.applyIndexing, {
      params,
      body: { percent: '-2.5', version: list.version },
    })
    const lines = await linesOf(admin, list.id)
    expect(lines.map((l) => l.gross_price)).toEqual(['97.5000', '0.0683'])
    expect(
      (
        await admin.request(priceLists.applyIndexing, {
          params,
          body: { percent: '5', version: list.version },
        })
      ).statusCode,
    ).toBe(409)
    const tooLow = await admin.request(priceLists.previewIndexing, { params, body: { percent: '-100' } })
    expect(Object.keys(tooLow.json().errors)).toEqual(['percent'])
    list = applied
  })

  it('imports a CSV: every bad row is named at once and nothing is written; a clean file creates and updates', async () => {
    const params = { id: list.id }
    await createArticle(admin, 'IX-3')
    const bad = await admin.request(priceLists.importLines, {
      params,
      body: { csv: 'Artikelkod;Bruttopris\nIX-3;abc\nNOPE;5\nIX-1;10\nIX-1;11\n'.replaceAll(';', ',') },
    })
    expect(bad.statusCode).toBe(422)
    expect(Object.keys(bad.json().errors).sort()).toEqual([
      'csv.2.gross_price',
      'csv.3.article_code',
      'csv.5.article_code',
    ])
    expect((await getList(admin, list.id)).line_count).toBe(2)
    const good = await admin.call(priceLists.importLines, {
      params,
      body: { csv: 'article code,gross price,discount\nIX-3,12.50,\nIX-1,99,10\n' },
    })
    expect(good).toEqual({ created: 1, updated: 1 })
    const lines = await linesOf(admin, list.id, { sort: 'article_code' })
    expect(lines.map((l) => [l.article_code, l.gross_price, l.net_price])).toEqual([
      ['IX-1', '99.0000', '89.1000'],
      ['IX-2', '0.0683', '0.0683'],
      ['IX-3', '12.5000', '12.5000'],
    ])
  })
})

describe('price lists: VAT on a line', () => {
  it("takes one of the company's VAT rates, and refuses another company's", async () => {
    const vat = (await admin.call(paramEndpoints.selectMany, { query: { select_many: 'vats' } })).vats![0]!.id
    const own = await createList(admin, { name: 'With VAT' })
    const article = await createArticle(admin, 'VAT-1')
    const line = await lineRequest(admin, own.id, { article_id: article.id, gross_price: '10', vat_id: vat })
    expect(line.statusCode, line.body).toBe(201)
    expect(line.json().vat_id).toBe(vat)
    const theirs = await createList(baltic, { name: 'Borrowed VAT' })
    const balticArticle = await createArticle(baltic, 'VAT-2')
    const refused = await lineRequest(baltic, theirs.id, {
      article_id: balticArticle.id,
      gross_price: '10',
      vat_id: vat,
    })
    expect(refused.statusCode).toBe(422)
    expect(Object.keys(refused.json().errors)).toEqual(['vat_id'])
  })
})

describe('price lists: who may', () => {
  it('needs list.price.lists to look and create.price.list to change; a guest must sign in', async () => {
    const own = await createList(admin, { name: 'Private' })
    const params = { id: own.id }
    await expectStatusForEach(
      buyer,
      [toCall(priceLists.create, { body: listBody() }), toCall(priceLists.remove, { params })],
      403,
    )
    expect((await buyer.request(priceLists.get, { params })).statusCode).toBe(200)
    await expectStatusForEach(guest, [toCall(priceLists.list)], 401)
  })

  it("hides another company's internal list entirely: every id-based call is 404", async () => {
    const own = await createList(admin, { name: 'Secret margins', counterparty_company_id: ids.baltic })
    const params = { id: own.id }
    await expectHiddenFrom(
      baltic,
      [
        toCall(priceLists.get, { params }),
        toCall(priceLists.lines, { params }),
        toCall(priceLists.update, { params, body: { ...listBody(own), version: own.version } }),
        toCall(priceLists.remove, { params }),
        toCall(priceLists.approve, { params, body: { version: own.version } }),
        toCall(priceLists.previewIndexing, { params, body: { percent: '1' } }),
      ],
      ['Secret margins'],
    )
  })
})
