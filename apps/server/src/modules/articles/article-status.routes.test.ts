import { articleEndpoints as articles, auditEndpoints } from '@scm/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ApiClient, expectStatusForEach, toCall } from '../../testing/api-client.ts'
import { expectHiddenFrom, expectNoneOf } from '../../testing/cross-company.ts'
import { demoClients } from '../../testing/sign-in.ts'
import { createTestApp, type TestApp } from '../../testing/test-app.ts'
import { type Article, articleBody, editable, postArticle as post } from './testing/article-fixtures.ts'
import { restrictPurchasers } from './testing/restrict-purchasers.ts'

let t: TestApp
let admin: ApiClient
let buyer: ApiClient
let baltic: ApiClient
let guest: ApiClient
let balticId: string

beforeAll(async () => {
  t = await createTestApp()
  ;({ admin, buyer, baltic, guest } = await demoClients(t.app))
  const partners = await buyer.call(articles.partners)
  balticId = partners.find((partner) => partner.name === 'Baltic Knit Ltd')!.id
})
afterAll(() => t.close())

describe('articles: archive, pickers, sharing and access', () => {
  let jacket: Article
  let lining: Article

  beforeAll(async () => {
    lining = await post(buyer, articleBody('LIN-1', { name: 'Lining' }))
    jacket = await post(
      buyer,
      articleBody('JKT-100', { name: 'Trail shell jacket II', shared_with: [balticId] }),
    )
  })

  it('archives and restores idempotently; archived articles are not offered and cannot be ordered', async () => {
    const params = { id: jacket.id }
    const jkt = { query: { search: 'jkt' } }
    // Unparsed: an option carries exactly these three fields.
    expect((await buyer.request(articles.options, jkt)).json()).toEqual([
      { id: jacket.id, code: 'JKT-100', name: 'Trail shell jacket II' },
    ])
    const archived = await buyer.call(articles.archive, { params })
    expect(archived).toMatchObject({ status: 'archived', version: 1 })
    expect(archived.archived_at).not.toBeNull()
    const again = await buyer.call(articles.archive, { params })
    expect(again).toMatchObject({ status: 'archived', version: 1 })
    expect(await buyer.call(articles.options, jkt)).toEqual([])
    const listed = await buyer.call(articles.list, {
      query: { filter: { status: 'archived' }, search: 'jkt' },
    })
    expect(listed.data.map((a) => a.code)).toEqual(['JKT-100'])

    const restored = await buyer.call(articles.restore, { params })
    expect(restored).toMatchObject({ status: 'active', archived_at: null, version: 2 })
    expect(await buyer.call(articles.options, jkt)).toHaveLength(1)
    const actions = (
      await admin.call(auditEndpoints.list, { query: { filter: { entity_id: jacket.id }, per_page: 'all' } })
    ).data
    expect(actions.map((audit) => audit.action)).toEqual(expect.arrayContaining(['archived', 'restored']))
    jacket = restored
  })

  it('offers at most 20 options and can leave the edited article out', async () => {
    for (let i = 0; i < 22; i++) await post(buyer, articleBody(`OPT-${String(i).padStart(2, '0')}`))
    expect(await buyer.call(articles.options, { query: { search: 'opt' } })).toHaveLength(20)
    const options = await buyer.call(articles.options, { query: { search: 'lin-1', exclude_id: lining.id } })
    expect(options).toEqual([])
  })

  it('shows a shared article read-only to the partner, without internal fields', async () => {
    // Unparsed: the schema would drop an internal field before the check that it is not sent.
    const shared = (await baltic.request(articles.shared, { query: { search: 'jkt' } })).json()
    expect(shared.data).toHaveLength(1)
    expect(shared.data[0]).toMatchObject({ id: jacket.id, code: 'JKT-100', owner_name: 'Nordic Outdoor AB' })
    expect(shared.data[0]).not.toHaveProperty('inventory_min')
    const params = { id: jacket.id }
    expect((await baltic.call(articles.sharedGet, { params })).name).toBe('Trail shell jacket II')
    // Reading is all a share allows: the owner's routes stay closed to the partner.
    await expectHiddenFrom(baltic, [
      toCall(articles.get, { params }),
      toCall(articles.update, { params, body: editable(jacket) }),
      toCall(articles.archive, { params }),
    ])
    expect((await buyer.call(articles.shared)).meta.total).toBe(0)
    await buyer.call(articles.update, { params, body: editable(jacket, { shared_with: [] }) })
    expect((await baltic.call(articles.shared, { query: { search: 'jkt' } })).meta.total).toBe(0)
    expect((await baltic.call(articles.shared)).meta.total).toBe(9)
    expect((await baltic.request(articles.sharedGet, { params })).statusCode).toBe(404)
  })

  it("hides a company's articles from another company on every route", async () => {
    await expectHiddenFrom(
      baltic,
      [
        toCall(articles.get, { params: { id: lining.id } }),
        toCall(articles.sharedGet, { params: { id: lining.id } }),
        toCall(articles.update, { params: { id: lining.id }, body: { ...articleBody('LIN-1'), version: 0 } }),
        toCall(articles.archive, { params: { id: lining.id } }),
        toCall(articles.restore, { params: { id: lining.id } }),
      ],
      ['Lining'],
    )
    expectNoneOf(await baltic.call(articles.list, { query: { per_page: 'all' } }), [lining.id, jacket.id])
    expect(await baltic.call(articles.options, { query: { search: 'lin' } })).toEqual([])
  })

  it('answers 401 without a token, 403 without list.products and 404 for a malformed id', async () => {
    const calls = [
      toCall(articles.list),
      toCall(articles.options),
      toCall(articles.shared),
      toCall(articles.get, { params: { id: lining.id } }),
      toCall(articles.create, { body: articleBody('X') }),
      toCall(articles.archive, { params: { id: lining.id } }),
    ]
    await expectStatusForEach(guest, calls, 401)
    await expectStatusForEach(admin, [toCall(articles.get, { params: { id: 'null' } })], 404)
    await restrictPurchasers(admin, ['list.orders'])
    await expectStatusForEach(buyer, calls, 403)
  })
})
