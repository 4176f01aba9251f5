import {
  articleEndpoints,
  type Project,
  type ProjectBody,
  projectArticleEndpoints,
  projectEndpoints,
  roleEndpoints,
  userEndpoints,
} from '@scm/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ApiClient, expectFieldError, expectStatusForEach, toCall } from '../../testing/api-client.ts'
import { expectHiddenFrom } from '../../testing/cross-company.ts'
import { demoClients } from '../../testing/sign-in.ts'
import { createTestApp, type TestApp } from '../../testing/test-app.ts'
import { restrictPurchasers } from '../articles/testing/restrict-purchasers.ts'

let t: TestApp
let admin: ApiClient
let buyer: ApiClient
let baltic: ApiClient
const ids = { anna: '', erik: '', lina: '', nora: '' }
let articleIds: Record<string, string> = {}

const personUnavailable = {
  sv: 'Välj aktiva användare i ditt företag',
  en: 'Choose active users of your company',
}

const userId = async (client: ApiClient, email: string) =>
  (await client.call(userEndpoints.list, { query: { search: email } })).data.find(
    (user) => user.email === email,
  )!.id

const create = (body: ProjectBody) => admin.call(projectEndpoints.create, { body })
const headerOf = (project: Project) => ({
  code: project.code,
  name: project.name,
  manager_ids: project.manager_ids,
  member_ids: project.member_ids,
  purchaser_id: project.purchaser_id,
  version: project.version,
})

beforeAll(async () => {
  t = await createTestApp()
  ;({ admin, buyer, baltic } = await demoClients(t.app))
  ids.anna = await userId(admin, 'admin@nordic.demo')
  ids.erik = await userId(admin, 'buyer@nordic.demo')
  ids.lina = await userId(baltic, 'supplier@baltic.demo')
  // A colleague who left: deactivated, so no longer someone a project may name.
  const roles = (await admin.call(roleEndpoints.list, { query: { per_page: 'all' } })).data
  const nora = await admin.call(userEndpoints.invite, {
    body: {
      email: 'nora.left@nordic.demo',
      first_name: 'Nora',
      last_name: 'Nyström',
      role_ids: [roles.find((role) => role.role_type === 1)!.id],
    },
  })
  await admin.call(userEndpoints.deactivate, { params: { id: nora.id } })
  ids.nora = nora.id
  const articles = await admin.call(articleEndpoints.list, { query: { per_page: 'all' } })
  articleIds = Object.fromEntries(articles.data.map((article) => [article.code, article.id]))
})
afterAll(() => t.close())

describe('a project’s people', () => {
  it('stores managers, members and a purchaser, each named once, and finds "my projects" by them', async () => {
    const project = await create({
      code: 'PEOPLE-1',
      name: 'People',
      manager_ids: [ids.anna, ids.anna],
      member_ids: [ids.erik],
      purchaser_id: ids.erik,
    })
    expect(project).toMatchObject({ manager_ids: [ids.anna], member_ids: [ids.erik], purchaser_id: ids.erik })
    const other = await create({ code: 'PEOPLE-2', name: 'Not Erik’s', manager_ids: [ids.anna] })
    const erikS = await admin.call(projectEndpoints.list, {
      query: { per_page: 'all', filter: { person: ids.erik } },
    })
    const mine = erikS.data.map((each) => each.id)
    expect(mine).toContain(project.id)
    expect(mine).not.toContain(other.id)
  })

  it("refuses another company's user and a deactivated one, per field, in Swedish and English", async () => {
    const body = { code: 'PEOPLE-3', name: 'Refused' }
    for (const [field, value] of [
      ['manager_ids', [ids.lina]],
      ['member_ids', [ids.erik, ids.nora]],
      ['purchaser_id', ids.lina],
      ['purchaser_id', ids.nora],
    ] as const)
      await expectFieldError(
        admin,
        toCall(projectEndpoints.create, { body: { ...body, [field]: value } }),
        field,
        personUnavailable,
      )
    const both = await admin.request(projectEndpoints.create, {
      body: { ...body, manager_ids: [ids.nora], member_ids: [ids.lina] },
      locale: 'en',
    })
    expect(both.statusCode).toBe(422)
    expect(Object.keys(both.json().errors).sort()).toEqual(['manager_ids', 'member_ids'])
  })

  it('keeps someone the project already names after they are deactivated, and a stale header is a 409', async () => {
    const roles = (await admin.call(roleEndpoints.list, { query: { per_page: 'all' } })).data
    const olle = await admin.call(userEndpoints.invite, {
      body: {
        email: 'olle.leaving@nordic.demo',
        first_name: 'Olle',
        last_name: 'Ek',
        role_ids: [roles.find((role) => role.role_type === 1)!.id],
      },
    })
    const project = await create({ code: 'PEOPLE-4', name: 'Olle’s', member_ids: [olle.id] })
    await admin.call(userEndpoints.deactivate, { params: { id: olle.id } })
    const renamed = await admin.call(projectEndpoints.update, {
      params: { id: project.id },
      body: { ...headerOf(project), name: 'Olle’s, renamed' },
    })
    expect(renamed).toMatchObject({ member_ids: [olle.id], version: project.version + 1 })
    const stale = await admin.request(projectEndpoints.update, {
      params: { id: project.id },
      body: headerOf(project),
    })
    expect(stale.statusCode).toBe(409)
  })
})

describe('a project’s articles', () => {
  let project: Project
  const line = (code: string, changes: Record<string, unknown> = {}) => ({
    article_id: articleIds[code]!,
    quantity: '100',
    target_price: '420.5',
    currency: 'SEK' as const,
    supplier_note: null,
    ...changes,
  })

  beforeAll(async () => {
    project = await create({ code: 'ART-1', name: 'Articles' })
  })

  it('saves the list whole at the project version, reads it back in order, and moves the version on', async () => {
    const empty = await admin.call(projectArticleEndpoints.list, { params: { id: project.id } })
    expect(empty).toEqual({ project_id: project.id, version: project.version, articles: [] })
    const saved = await admin.call(projectArticleEndpoints.save, {
      params: { id: project.id },
      body: {
        articles: [
          line('NO-2001', { supplier_note: 'Folded' }),
          line('NO-1001', { target_price: null, currency: null }),
        ],
        version: project.version,
      },
    })
    expect(saved.version).toBe(project.version + 1)
    expect(saved.articles).toMatchObject([
      {
        article_code: 'NO-2001',
        article_name: 'Merino crew sweater',
        quantity: '100.000',
        target_price: '420.5000',
        currency: 'SEK',
        supplier_note: 'Folded',
      },
      { article_code: 'NO-1001', target_price: null, currency: null },
    ])
    expect(await admin.call(projectArticleEndpoints.list, { params: { id: project.id } })).toEqual(saved)
    expect((await admin.call(projectEndpoints.get, { params: { id: project.id } })).version).toBe(
      saved.version,
    )

    const stale = await admin.request(projectArticleEndpoints.save, {
      params: { id: project.id },
      body: { articles: [], version: project.version },
    })
    expect(stale.statusCode).toBe(409)
    // The header saved at the version before the articles is stale too.
    const header = await admin.request(projectEndpoints.update, {
      params: { id: project.id },
      body: headerOf(project),
    })
    expect(header.statusCode).toBe(409)
    project = await admin.call(projectEndpoints.get, { params: { id: project.id } })
  })

  it('refuses an archived article, another company’s, a price without a currency and an article twice', async () => {
    const save = (articles: unknown[]) =>
      toCall(projectArticleEndpoints.save, {
        params: { id: project.id },
        body: { articles, version: project.version } as never,
      })
    await expectFieldError(admin, save([line('NO-4006')]), 'articles', {
      sv: 'Artikeln är arkiverad',
      en: 'This article is archived',
    })
    const foreign = await baltic.call(articleEndpoints.create, {
      body: { code: 'BK-SECRET', name: 'Baltic own yarn' },
    })
    await expectFieldError(admin, save([{ ...line('NO-1001'), article_id: foreign.id }]), 'articles', {
      sv: 'Välj en befintlig artikel',
      en: 'Choose an existing article',
    })
    await expectFieldError(admin, save([line('NO-1001', { currency: null })]), 'articles.0.currency', {
      sv: 'Välj valutan för målpriset',
      en: 'Choose the currency of the target price',
    })
    await expectFieldError(admin, save([line('NO-1001'), line('NO-1001')]), 'articles.1.article_id', {
      sv: 'Artikeln finns redan i projektet',
      en: 'This article is already in the project',
    })
    await expectFieldError(admin, save([line('NO-1001', { quantity: '0' })]), 'articles.0.quantity', {
      sv: 'Värdet måste vara större än 0',
      en: 'The value must be greater than 0',
    })
  })

  it('keeps an article already in the project once it is archived', async () => {
    const kept = await create({ code: 'ART-2', name: 'Archived later' })
    const puller = articleIds['NO-4005']!
    const saved = await admin.call(projectArticleEndpoints.save, {
      params: { id: kept.id },
      body: { articles: [{ ...line('NO-1001'), article_id: puller }], version: kept.version },
    })
    await admin.call(articleEndpoints.archive, { params: { id: puller } })
    const again = await admin.call(projectArticleEndpoints.save, {
      params: { id: kept.id },
      body: { articles: [{ ...line('NO-1001'), article_id: puller, quantity: '5' }], version: saved.version },
    })
    expect(again.articles).toMatchObject([{ article_code: 'NO-4005', quantity: '5.000' }])
  })

  it('lets list.projects read the articles and needs create.project to save them', async () => {
    await restrictPurchasers(admin, ['list.projects'])
    const params = { id: project.id }
    const read = await buyer.call(projectArticleEndpoints.list, { params })
    expect(read.articles.length).toBe(2)
    await expectStatusForEach(
      buyer,
      [toCall(projectArticleEndpoints.save, { params, body: { articles: [], version: project.version } })],
      403,
    )
    await restrictPurchasers(admin, ['list.orders'])
    await expectStatusForEach(buyer, [toCall(projectArticleEndpoints.list, { params })], 403)
  })

  it('hides a project’s articles from another company', async () => {
    await expectHiddenFrom(
      baltic,
      [
        toCall(projectArticleEndpoints.list, { params: { id: project.id } }),
        toCall(projectArticleEndpoints.save, {
          params: { id: project.id },
          body: { articles: [], version: project.version },
        }),
      ],
      ['NO-2001', 'Folded'],
    )
  })
})
