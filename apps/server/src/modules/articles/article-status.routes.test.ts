import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ApiClient, expectStatusForEach } from '../../testing/api-client.ts'
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
  balticId = ((await buyer.get('/api/articles/partners')).json() as Array<{ id: string; name: string }>).find(
    (partner) => partner.name === 'Baltic Knit Ltd',
  )!.id
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
    expect((await buyer.get('/api/articles/options?search=jkt')).json()).toEqual([
      { id: jacket.id, code: 'JKT-100', name: 'Trail shell jacket II' },
    ])
    const archived = await buyer.post(`/api/articles/${jacket.id}/archive`)
    expect(archived.statusCode).toBe(200)
    expect(archived.json()).toMatchObject({ status: 'archived', version: 1 })
    expect(archived.json().archived_at).not.toBeNull()
    const again = await buyer.post(`/api/articles/${jacket.id}/archive`)
    expect(again.json()).toMatchObject({ status: 'archived', version: 1 })
    expect((await buyer.get('/api/articles/options?search=jkt')).json()).toEqual([])
    expect(
      (await buyer.get('/api/articles?filter[status]=archived&search=jkt'))
        .json()
        .data.map((a: Article) => a.code),
    ).toEqual(['JKT-100'])

    const restored = await buyer.post(`/api/articles/${jacket.id}/restore`)
    expect(restored.json()).toMatchObject({ status: 'active', archived_at: null, version: 2 })
    expect((await buyer.get('/api/articles/options?search=jkt')).json()).toHaveLength(1)
    const actions = (await admin.get(`/api/audits?filter[entity_id]=${jacket.id}&per_page=all`)).json().data
    expect(actions.map((audit: { action: string }) => audit.action)).toEqual(
      expect.arrayContaining(['archived', 'restored']),
    )
    jacket = restored.json()
  })

  it('offers at most 20 options and can leave the edited article out', async () => {
    for (let i = 0; i < 22; i++) await post(buyer, articleBody(`OPT-${String(i).padStart(2, '0')}`))
    expect((await buyer.get('/api/articles/options?search=opt')).json()).toHaveLength(20)
    const options = (await buyer.get(`/api/articles/options?search=lin-1&exclude_id=${lining.id}`)).json()
    expect(options).toEqual([])
  })

  it('shows a shared article read-only to the partner, without internal fields', async () => {
    const shared = (await baltic.get('/api/articles/shared?search=jkt')).json()
    expect(shared.data).toHaveLength(1)
    expect(shared.data[0]).toMatchObject({ id: jacket.id, code: 'JKT-100', owner_name: 'Nordic Outdoor AB' })
    expect(shared.data[0]).not.toHaveProperty('inventory_min')
    expect((await baltic.get(`/api/articles/shared/${jacket.id}`)).json().name).toBe('Trail shell jacket II')
    // Reading is all a share allows: the owner's routes stay closed to the partner.
    await expectHiddenFrom(baltic, [
      { method: 'GET', url: `/api/articles/${jacket.id}` },
      { method: 'PUT', url: `/api/articles/${jacket.id}`, payload: editable(jacket) },
      { method: 'POST', url: `/api/articles/${jacket.id}/archive` },
    ])
    expect((await buyer.get('/api/articles/shared')).json().meta.total).toBe(0)
    const unshared = await buyer.put(`/api/articles/${jacket.id}`, editable(jacket, { shared_with: [] }))
    expect(unshared.statusCode, unshared.body).toBe(200)
    expect((await baltic.get('/api/articles/shared?search=jkt')).json().meta.total).toBe(0)
    expect((await baltic.get('/api/articles/shared')).json().meta.total).toBe(9)
    expect((await baltic.get(`/api/articles/shared/${jacket.id}`)).statusCode).toBe(404)
  })

  it("hides a company's articles from another company on every route", async () => {
    await expectHiddenFrom(
      baltic,
      [
        { method: 'GET', url: `/api/articles/${lining.id}` },
        { method: 'GET', url: `/api/articles/shared/${lining.id}` },
        { method: 'PUT', url: `/api/articles/${lining.id}`, payload: articleBody('LIN-1', { version: 0 }) },
        { method: 'POST', url: `/api/articles/${lining.id}/archive` },
        { method: 'POST', url: `/api/articles/${lining.id}/restore` },
      ],
      ['Lining'],
    )
    expectNoneOf((await baltic.get('/api/articles?per_page=all')).json(), [lining.id, jacket.id])
    expect((await baltic.get('/api/articles/options?search=lin')).json()).toEqual([])
  })

  it('answers 401 without a token, 403 without list.products and 404 for a malformed id', async () => {
    const calls = [
      { method: 'GET', url: '/api/articles' },
      { method: 'GET', url: '/api/articles/options' },
      { method: 'GET', url: '/api/articles/shared' },
      { method: 'GET', url: `/api/articles/${lining.id}` },
      { method: 'POST', url: '/api/articles', payload: articleBody('X') },
      { method: 'POST', url: `/api/articles/${lining.id}/archive` },
    ] as const
    await expectStatusForEach(guest, [...calls], 401)
    await expectStatusForEach(admin, [{ method: 'GET', url: '/api/articles/null' }], 404)
    await restrictPurchasers(admin, ['list.orders'])
    await expectStatusForEach(buyer, [...calls], 403)
  })
})
