import {
  articleEndpoints,
  type ForecastBody,
  forecastEndpoints,
  type UpdateForecastBody,
} from '@scm/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ApiClient, expectFieldError, expectStatusForEach, toCall } from '../../testing/api-client.ts'
import { expectHiddenFrom, expectNoneOf } from '../../testing/cross-company.ts'
import { demoClients } from '../../testing/sign-in.ts'
import { createTestApp, type TestApp } from '../../testing/test-app.ts'
import { articleBody, postArticle } from '../articles/testing/article-fixtures.ts'
import { restrictPurchasers } from '../articles/testing/restrict-purchasers.ts'

describe('forecasts', () => {
  let app: TestApp
  let admin: ApiClient
  let clients: Awaited<ReturnType<typeof demoClients>>
  let baltic: string
  let porto: string
  const articleIds = new Map<string, string>()
  beforeAll(async () => {
    app = await createTestApp()
    clients = await demoClients(app.app)
    admin = clients.admin
    const suppliers = await admin.call(forecastEndpoints.suppliers)
    baltic = suppliers.find((supplier) => supplier.name === 'Baltic Knit Ltd')!.id
    porto = suppliers.find((supplier) => supplier.name.startsWith('Porto'))!.id
    const articles = await admin.call(articleEndpoints.list, { query: { per_page: 'all' } })
    for (const article of articles.data) articleIds.set(article.code, article.id)
  })
  afterAll(() => app.close())

  const line = (code: string, quantity: string, unit_price: string) => ({
    article_id: articleIds.get(code)!,
    quantity,
    unit_price,
  })
  const body = (): ForecastBody => ({
    name: 'SS28 outlet plan',
    description: 'Outlet basics',
    currency: 'SEK',
    groups: [
      {
        name: 'Outlets',
        batches: [
          {
            name: 'Sweaters',
            supplier_company_id: baltic,
            articles: [
              { ...line('NO-2001', '10', '310.5'), delivery_month: '2028-02' },
              line('NO-2002', '2.5', '99.99'),
            ],
            layers: [
              {
                name: 'Table',
                components: [
                  {
                    code: 'T-1',
                    name: 'Display table',
                    dimensions: '160 × 80 cm',
                    area: '1.28',
                    mount: 'Floor',
                    quantity: '2',
                  },
                ],
              },
            ],
          },
          {
            name: 'Caps',
            supplier_company_id: baltic,
            articles: [line('NO-2004', '100', '0.333')],
            layers: [],
          },
        ],
      },
      {
        name: 'Web',
        batches: [
          { name: 'Base', supplier_company_id: baltic, articles: [line('NO-3001', '7', '240')], layers: [] },
        ],
      },
    ],
  })

  it('creates a forecast whose contents read back in order with totals per batch, group and forecast', async () => {
    const created = await admin.call(forecastEndpoints.create, { body: body() })
    expect(created).toMatchObject({
      status: 'active',
      group_count: 2,
      batch_count: 3,
      // 10 × 310.5 + 2.5 × 99.99 (249.975 → 249.98) + 100 × 0.333 + 7 × 240
      total_quantity: '119.5',
      total_value: '5068.28',
    })
    const [outlets, web] = created.groups
    expect(outlets!.batches.map((batch) => [batch.name, batch.total_quantity, batch.total_value])).toEqual([
      ['Sweaters', '12.5', '3354.98'],
      ['Caps', '100', '33.3'],
    ])
    expect([outlets!.total_value, web!.total_value]).toEqual(['3388.28', '1680'])
    expect(outlets!.batches[0]!.articles[0]).toMatchObject({
      article_code: 'NO-2001',
      quantity: '10',
      unit_price: '310.5',
      delivery_month: '2028-02',
      value: '3105',
    })
    expect(outlets!.batches[0]!.supplier_name).toBe('Baltic Knit Ltd')
    expect(outlets!.batches[0]!.layers[0]!.components[0]).toMatchObject({ code: 'T-1', area: '1.28' })
    expect(await admin.call(forecastEndpoints.get, { params: { id: created.id } })).toEqual(created)
    const listed = await admin.call(forecastEndpoints.list, {
      query: { search: 'outlet', sort: '-total_value' },
    })
    expect(listed.data.map((each) => [each.name, each.total_value])).toEqual([
      ['SS28 outlet plan', '5068.28'],
    ])
  })

  it('refuses an article of another supplier than the batch, on its own field, in both languages', async () => {
    const portoArticle = await postArticle(admin, articleBody('FC-PORTO', { supplier_company_id: porto }))
    const mixed = body()
    mixed.groups[0]!.batches[1]!.articles.push({
      article_id: portoArticle.id,
      quantity: '1',
      unit_price: '1',
    })
    const url = toCall(forecastEndpoints.create).url
    const otherSupplier = {
      en: "This article is from another supplier than the batch's",
      sv: 'Artikeln kommer från en annan leverantör än batchens',
    }
    await expectFieldError(
      admin,
      { method: 'POST', url, payload: mixed },
      'groups.0.batches.1.articles.1.article_id',
      otherSupplier,
    )
    const withoutSupplier = body()
    withoutSupplier.groups[1]!.batches[0]!.articles.unshift(line('NO-1001', '1', '1'))
    await expectFieldError(
      admin,
      { method: 'POST', url, payload: withoutSupplier },
      'groups.1.batches.0.articles.0.article_id',
      otherSupplier,
    )
    const archived = body()
    archived.groups[0]!.batches[0]!.articles.push(line('NO-4006', '1', '1'))
    await expectFieldError(
      admin,
      { method: 'POST', url, payload: archived },
      'groups.0.batches.0.articles.2.article_id',
      {
        en: 'This article is archived',
        sv: 'Artikeln är arkiverad',
      },
    )
    const badMonth = body()
    badMonth.groups[0]!.batches[0]!.articles[0]!.delivery_month = '2028-13'
    await expectFieldError(
      admin,
      { method: 'POST', url, payload: badMonth },
      'groups.0.batches.0.articles.0.delivery_month',
      {
        en: 'Enter a month as YYYY-MM',
        sv: 'Ange en månad som ÅÅÅÅ-MM',
      },
    )
    const stranger = body()
    stranger.groups[0]!.batches[0]!.supplier_company_id = '00000000-0000-4000-8000-000000000000'
    const refused = await admin.request(forecastEndpoints.create, { body: stranger, locale: 'en' })
    expect(refused.statusCode).toBe(422)
    expect(Object.keys(refused.json().errors)).toContain('groups.0.batches.0.supplier_company_id')
  })

  it('keeps an article archived after it was planned, and refuses it in a new forecast', async () => {
    const article = await postArticle(admin, articleBody('FC-KEEP', { supplier_company_id: baltic }))
    const planned = body()
    planned.groups[0]!.batches[0]!.articles.push({ article_id: article.id, quantity: '5', unit_price: '20' })
    const created = await admin.call(forecastEndpoints.create, {
      body: { ...planned, name: 'Keeps FC-KEEP' },
    })
    await admin.call(articleEndpoints.archive, { params: { id: article.id } })
    const kept = await admin.call(forecastEndpoints.update, {
      params: { id: created.id },
      body: { ...planned, name: 'Keeps FC-KEEP', version: created.version },
    })
    expect(kept.groups[0]!.batches[0]!.articles[2]).toMatchObject({ article_code: 'FC-KEEP', value: '100' })
    const again = await admin.request(forecastEndpoints.create, { body: planned, locale: 'en' })
    expect(again.statusCode).toBe(422)
    expect(again.json().errors).toEqual({
      'groups.0.batches.0.articles.2.article_id': ['This article is archived'],
    })
  })

  it('saves a new version of the contents, refuses a stale one with 409, and audits both', async () => {
    const created = await admin.call(forecastEndpoints.create, { body: { ...body(), name: 'Versioned' } })
    const params = { id: created.id }
    const next: UpdateForecastBody = { ...body(), name: 'Versioned', groups: [body().groups[1]!], version: 0 }
    const updated = await admin.call(forecastEndpoints.update, { params, body: next })
    expect(updated).toMatchObject({ version: 1, group_count: 1, batch_count: 1, total_value: '1680' })
    const stale = await admin.request(forecastEndpoints.update, { params, body: next })
    expect(stale.statusCode).toBe(409)
    const audits = (await admin.get(`/api/audits?filter[entity_id]=${created.id}&sort=created_at`)).json()
    expect(audits.data.map((audit: { action: string }) => audit.action)).toEqual(['created', 'updated'])
  })

  it('deletes a forecast out of the list into the deleted filter, keeps it read-only, and restores it', async () => {
    const created = await admin.call(forecastEndpoints.create, { body: { ...body(), name: 'Short-lived' } })
    const params = { id: created.id }
    const deleted = await admin.call(forecastEndpoints.remove, { params })
    expect(deleted).toMatchObject({ status: 'deleted', version: 1 })
    expect((await admin.call(forecastEndpoints.remove, { params })).version).toBe(1)
    const inUse = await admin.call(forecastEndpoints.list, { query: { per_page: 'all' } })
    expectNoneOf(inUse, [created.id])
    const bin = await admin.call(forecastEndpoints.list, { query: { filter: { status: 'deleted' } } })
    expect(bin.data.map((each) => each.id)).toEqual([created.id])
    const edit = await admin.request(forecastEndpoints.update, {
      params,
      body: { ...body(), version: 1 },
      locale: 'sv',
    })
    expect(edit.statusCode).toBe(409)
    expect(edit.json().message).toBe('Prognosen är borttagen. Återställ den för att ändra den.')
    const restored = await admin.call(forecastEndpoints.restore, { params })
    expect(restored).toMatchObject({ status: 'active', deleted_at: null, version: 2 })
    const back = await admin.call(forecastEndpoints.list, { query: { search: 'Short-lived' } })
    expect(back.data.map((each) => each.id)).toEqual([created.id])
  })

  it('lets list.forecasts read, needs create.forecast to change, and hides forecasts from other companies', async () => {
    const forecast = await admin.call(forecastEndpoints.create, { body: { ...body(), name: 'Private plan' } })
    const params = { id: forecast.id }
    await restrictPurchasers(admin, ['list.forecasts'])
    expect((await clients.buyer.call(forecastEndpoints.get, { params })).id).toBe(forecast.id)
    const writes = [
      toCall(forecastEndpoints.create, { body: body() }),
      toCall(forecastEndpoints.update, { params, body: { ...body(), version: 0 } }),
      toCall(forecastEndpoints.remove, { params }),
      toCall(forecastEndpoints.restore, { params }),
    ]
    await expectStatusForEach(clients.buyer, writes, 403)
    await expectStatusForEach(clients.guest, writes, 401)
    await restrictPurchasers(admin, ['list.orders'])
    await expectStatusForEach(clients.buyer, [toCall(forecastEndpoints.list)], 403)

    // Lina is Baltic's admin: she holds every permission, and still sees none of Nordic's forecasts.
    await expectHiddenFrom(clients.baltic, [...writes.slice(1), toCall(forecastEndpoints.get, { params })])
    expectNoneOf(await clients.baltic.call(forecastEndpoints.list, { query: { per_page: 'all' } }), [
      forecast.id,
    ])
  })

  it('seeds the demo forecast with its totals', async () => {
    const demo = await admin.call(forecastEndpoints.list, { query: { search: 'AW27 store fixtures' } })
    expect(demo.data[0]).toMatchObject({ group_count: 2, batch_count: 3, currency: 'SEK' })
    const read = await admin.call(forecastEndpoints.get, { params: { id: demo.data[0]!.id } })
    expect(read.groups[0]!.batches[0]!.layers[0]!.components).toHaveLength(2)
    expect(read.total_value).toBe(
      String(240 * 310 + 180 * 310 + 400 * 89.5 + 300 * 240 * 2 + 120 * 310 + 150 * 89.5),
    )
  })
})
