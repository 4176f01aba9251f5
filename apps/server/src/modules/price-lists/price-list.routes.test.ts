import type { PriceList, PriceListLine } from '@scm/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ApiClient, expectFieldError, expectStatusForEach } from '../../testing/api-client.ts'
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
      { method: 'POST', url: '/api/price-lists', payload: listBody({ counterparty_company_id: ids.baltic }) },
      'counterparty_company_id',
      { sv: 'Välj ett företag som ni handlar med', en: 'Choose a company you trade with' },
    )
    await expectFieldError(
      baltic,
      {
        method: 'POST',
        url: '/api/price-lists',
        payload: listBody({ valid_from: '2027-02-01', valid_to: '2027-01-01' }),
      },
      'valid_to',
      {
        sv: 'Slutdatumet måste vara samma dag som eller efter startdatumet',
        en: 'The end date must be on or after the start date',
      },
    )
  })

  it('adds article lines with exact decimal net prices; an article twice or a discount over 100 % is refused', async () => {
    const sweater = await createArticle(baltic, 'BK-100')
    const response = await baltic.post(`/api/price-lists/${list.id}/lines`, {
      article_id: sweater.id,
      gross_price: '19.99',
      discount: '12.5',
    })
    expect(response.statusCode, response.body).toBe(201)
    line = response.json()
    expect(line).toMatchObject({
      article_code: 'BK-100',
      gross_price: '19.9900',
      discount: '12.5000',
      net_price: '17.4913',
    })
    const twice = await baltic.post(`/api/price-lists/${list.id}/lines`, {
      article_id: sweater.id,
      gross_price: '1',
    })
    expect(twice.statusCode).toBe(422)
    expect(Object.keys(twice.json().errors)).toEqual(['article_id'])
    const cap = await createArticle(baltic, 'BK-200')
    const tooMuch = await baltic.post(`/api/price-lists/${list.id}/lines`, {
      article_id: cap.id,
      gross_price: '5',
      discount: '101',
    })
    expect(Object.keys(tooMuch.json().errors)).toEqual(['discount'])
    const bad = await baltic.post(`/api/price-lists/${list.id}/lines`, {
      article_id: cap.id,
      gross_price: '5,50',
    })
    expect(bad.statusCode).toBe(422)
    expect(Object.keys(bad.json().errors)).toEqual(['gross_price'])
  })

  it('changing the discount type resets every discount to 0', async () => {
    const current = (await baltic.get(`/api/price-lists/${list.id}`)).json()
    const response = await baltic.put(`/api/price-lists/${list.id}`, {
      ...listBody(current),
      discount_type: 'value',
      version: current.version,
    })
    expect(response.statusCode, response.body).toBe(200)
    const lines = (await baltic.get(`/api/price-lists/${list.id}/lines`)).json().data
    expect(lines.map((l: PriceListLine) => [l.discount, l.net_price])).toEqual([['0.0000', '19.9900']])
    list = response.json()
  })

  it('keeps only one default list: making another default takes the flag from the first', async () => {
    const first = await createList(admin, { name: 'Base SEK', is_default: true, currency: 'SEK' })
    const second = await createList(admin, { name: 'Base EUR', is_default: true })
    expect((await admin.get(`/api/price-lists/${first.id}`)).json().is_default).toBe(false)
    expect((await admin.get(`/api/price-lists/${second.id}`)).json().is_default).toBe(true)
  })
})

describe('price lists: publish → the counterparty sees it → approves or rejects', () => {
  let list: PriceList

  beforeAll(async () => {
    list = await createList(baltic, { name: 'Nordic AW27', counterparty_company_id: ids.nordic })
    const article = await createArticle(baltic, 'BK-300')
    await baltic.post(`/api/price-lists/${list.id}/lines`, { article_id: article.id, gross_price: '42' })
    list = (await baltic.get(`/api/price-lists/${list.id}`)).json()
  })

  it('is invisible to the counterparty while internal', async () => {
    expectNoneOf((await admin.get('/api/price-lists')).json(), [list.id])
    expect((await admin.get(`/api/price-lists/${list.id}`)).statusCode).toBe(404)
  })

  it('publishes once: a second click with the same version is a conflict, not a second publication', async () => {
    const published = await baltic.post(`/api/price-lists/${list.id}/publish`, { version: list.version })
    expect(published.statusCode, published.body).toBe(200)
    expect(published.json()).toMatchObject({ state: 'published', published_at: expect.any(String) })
    expect(
      (await baltic.post(`/api/price-lists/${list.id}/publish`, { version: list.version })).statusCode,
    ).toBe(409)
    list = published.json()
  })

  it('shows the counterparty the list and its lines, without the owner’s internal categories', async () => {
    const seen = (await admin.get('/api/price-lists?filter[visibility]=shared_with')).json()
    expect(seen.data.map((l: PriceList) => l.id)).toEqual([list.id])
    expect(seen.data[0]).toMatchObject({ side: 'counterparty', state: 'published' })
    const lines = (await admin.get(`/api/price-lists/${list.id}/lines`)).json().data
    expect(lines).toEqual([
      expect.objectContaining({ article_code: 'BK-300', net_price: '42.0000', internal_categories: [] }),
    ])
  })

  it('lets the counterparty approve but not edit; a buyer without create.price.list may only look', async () => {
    expect(
      (await admin.put(`/api/price-lists/${list.id}`, { ...listBody(list), version: list.version }))
        .statusCode,
    ).toBe(403)
    expect(
      (await buyer.post(`/api/price-lists/${list.id}/approve`, { version: list.version })).statusCode,
    ).toBe(403)
    expect(
      (await baltic.post(`/api/price-lists/${list.id}/approve`, { version: list.version })).statusCode,
    ).toBe(409)
    const approved = await admin.post(`/api/price-lists/${list.id}/approve`, { version: list.version })
    expect(approved.statusCode, approved.body).toBe(200)
    expect(approved.json().state).toBe('approved')
    list = approved.json()
  })

  it('an edit by the owner takes it back to internal: the counterparty no longer sees it until published again', async () => {
    const edited = await baltic.put(`/api/price-lists/${list.id}`, {
      ...listBody(list),
      name: 'Nordic AW27 v2',
      version: list.version,
    })
    expect(edited.json().state).toBe('internal')
    expect((await admin.get(`/api/price-lists/${list.id}`)).statusCode).toBe(404)
    const again = await baltic.post(`/api/price-lists/${list.id}/publish`, { version: edited.json().version })
    const rejected = await admin.post(`/api/price-lists/${list.id}/reject`, { version: again.json().version })
    expect(rejected.json().state).toBe('rejected')
  })

  it('never shares a default or internal list', async () => {
    const internal = await createList(baltic, {
      name: 'Cost prices',
      counterparty_company_id: ids.nordic,
      is_internal: true,
    })
    const article = await createArticle(baltic, 'BK-400')
    await baltic.post(`/api/price-lists/${internal.id}/lines`, { article_id: article.id, gross_price: '1' })
    const current = (await baltic.get(`/api/price-lists/${internal.id}`)).json()
    const response = await baltic.post(`/api/price-lists/${internal.id}/publish`, {
      version: current.version,
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
      await admin.post(`/api/price-lists/${list.id}/lines`, { article_id: article.id, gross_price: price })
    }
    list = (await admin.get(`/api/price-lists/${list.id}`)).json()
  })

  it('previews a negative index without changing anything, then applies exactly that', async () => {
    const preview = await admin.post(`/api/price-lists/${list.id}/indexing/preview`, { percent: '-2.5' })
    expect(preview.statusCode, preview.body).toBe(200)
    expect(preview.json().lines.map((l: { new_price: string }) => l.new_price)).toEqual(['97.5000', '0.0683'])
    const unchanged = (await admin.get(`/api/price-lists/${list.id}/lines`)).json().data
    expect(unchanged.map((l: PriceListLine) => l.gross_price)).toEqual(['100.0000', '0.0700'])
    const applied = await admin.post(`/api/price-lists/${list.id}/indexing`, {
      percent: '-2.5',
      version: list.version,
    })
    expect(applied.statusCode, applied.body).toBe(200)
    const lines = (await admin.get(`/api/price-lists/${list.id}/lines`)).json().data
    expect(lines.map((l: PriceListLine) => l.gross_price)).toEqual(['97.5000', '0.0683'])
    expect(
      (await admin.post(`/api/price-lists/${list.id}/indexing`, { percent: '5', version: list.version }))
        .statusCode,
    ).toBe(409)
    const tooLow = await admin.post(`/api/price-lists/${list.id}/indexing/preview`, { percent: '-100' })
    expect(Object.keys(tooLow.json().errors)).toEqual(['percent'])
    list = applied.json()
  })

  it('imports a CSV: every bad row is named at once and nothing is written; a clean file creates and updates', async () => {
    await createArticle(admin, 'IX-3')
    const bad = await admin.post(`/api/price-lists/${list.id}/import`, {
      csv: 'Artikelkod;Bruttopris\nIX-3;abc\nNOPE;5\nIX-1;10\nIX-1;11\n'.replaceAll(';', ','),
    })
    expect(bad.statusCode).toBe(422)
    expect(Object.keys(bad.json().errors).sort()).toEqual([
      'csv.2.gross_price',
      'csv.3.article_code',
      'csv.5.article_code',
    ])
    expect((await admin.get(`/api/price-lists/${list.id}`)).json().line_count).toBe(2)
    const good = await admin.post(`/api/price-lists/${list.id}/import`, {
      csv: 'article code,gross price,discount\nIX-3,12.50,\nIX-1,99,10\n',
    })
    expect(good.json()).toEqual({ created: 1, updated: 1 })
    const lines = (await admin.get(`/api/price-lists/${list.id}/lines?sort=article_code`)).json().data
    expect(lines.map((l: PriceListLine) => [l.article_code, l.gross_price, l.net_price])).toEqual([
      ['IX-1', '99.0000', '89.1000'],
      ['IX-2', '0.0683', '0.0683'],
      ['IX-3', '12.5000', '12.5000'],
    ])
  })
})

describe('price lists: VAT on a line', () => {
  it("takes one of the company's VAT rates, and refuses another company's", async () => {
    const vat = (await admin.get('/api/param?select_many=vats')).json().vats[0].id as string
    const own = await createList(admin, { name: 'With VAT' })
    const article = await createArticle(admin, 'VAT-1')
    const line = await admin.post(`/api/price-lists/${own.id}/lines`, {
      article_id: article.id,
      gross_price: '10',
      vat_id: vat,
    })
    expect(line.statusCode, line.body).toBe(201)
    expect(line.json().vat_id).toBe(vat)
    const theirs = await createList(baltic, { name: 'Borrowed VAT' })
    const balticArticle = await createArticle(baltic, 'VAT-2')
    const refused = await baltic.post(`/api/price-lists/${theirs.id}/lines`, {
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
    await expectStatusForEach(
      buyer,
      [
        { method: 'POST', url: '/api/price-lists', payload: listBody() },
        { method: 'DELETE', url: `/api/price-lists/${own.id}` },
      ],
      403,
    )
    expect((await buyer.get(`/api/price-lists/${own.id}`)).statusCode).toBe(200)
    await expectStatusForEach(guest, [{ method: 'GET', url: '/api/price-lists' }], 401)
  })

  it("hides another company's internal list entirely: every id-based call is 404", async () => {
    const own = await createList(admin, { name: 'Secret margins', counterparty_company_id: ids.baltic })
    await expectHiddenFrom(
      baltic,
      [
        { method: 'GET', url: `/api/price-lists/${own.id}` },
        { method: 'GET', url: `/api/price-lists/${own.id}/lines` },
        {
          method: 'PUT',
          url: `/api/price-lists/${own.id}`,
          payload: { ...listBody(own), version: own.version },
        },
        { method: 'DELETE', url: `/api/price-lists/${own.id}` },
        { method: 'POST', url: `/api/price-lists/${own.id}/approve`, payload: { version: own.version } },
        { method: 'POST', url: `/api/price-lists/${own.id}/indexing/preview`, payload: { percent: '1' } },
      ],
      ['Secret margins'],
    )
  })
})
