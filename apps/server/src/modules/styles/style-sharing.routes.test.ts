import type { CounterpartStyle, Style } from '@scm/contracts'
import { type SQL, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rows } from '../../platform/db/rows.ts'
import { inCompany } from '../../platform/db/tenant.ts'
import { type ApiClient, expectFieldError } from '../../testing/api-client.ts'
import { expectHiddenFrom, expectNoneOf } from '../../testing/cross-company.ts'
import { demoClients } from '../../testing/sign-in.ts'
import { createTestApp, type TestApp } from '../../testing/test-app.ts'
import { referenceIds } from './style-test-fixtures.ts'

let t: TestApp
let buyer: ApiClient
let baltic: ApiClient
let ref: Awaited<ReturnType<typeof referenceIds>>
let shell: Style
let crew: Style

const byNumber = async (client: ApiClient, number: string): Promise<Style> => {
  const row = (await client.get(`/api/styles?search=${number}`)).json().data[0]
  return (await client.get(`/api/styles/${row.id}`)).json()
}

beforeAll(async () => {
  t = await createTestApp()
  ;({ buyer, baltic } = await demoClients(t.app))
  ref = await referenceIds(buyer)
  shell = await byNumber(buyer, 'NO-1001')
  crew = await byNumber(buyer, 'NO-1002')
})
afterAll(() => t.close())

describe('sharing a style with a partner', () => {
  it('shows the partner only the styles shared with it, without internal fields or other suppliers', async () => {
    expect(shell.shared_with).toEqual([{ id: ref.partner('Baltic'), name: 'Baltic Knit Ltd' }])
    const list = (await baltic.get('/api/counterpart-styles')).json()
    expect(list.data).toEqual([
      expect.objectContaining({
        id: shell.id,
        owner_name: 'Nordic Outdoor AB',
        seasons: ['Spring/Summer 2027'],
      }),
    ])
    const response = await baltic.get(`/api/counterpart-styles/${shell.id}`)
    expect(response.statusCode, response.body).toBe(200)
    const seen: CounterpartStyle = response.json()
    expect(seen).toMatchObject({
      style_number: 'NO-1001',
      owner: { name: 'Nordic Outdoor AB' },
      item_category_code: { name: 'Outerwear' },
      our_supply: { type: 'secondary', country_of_origin: 'LV', is_default: false },
    })
    expect(seen.materials.map((material) => material.material_name)).toEqual([
      'Recycled polyester',
      'Elastane',
    ])
    expect(seen.colours.map((colour) => colour.color_name)).toEqual(['Black', 'Navy'])
    // Internal name, tags, sharing, reviews and the other supplier's terms never leave the owner.
    expect(response.body).not.toContain('Shell v3')
    expect(response.body).not.toContain('Porto')
    expect(Object.keys(seen)).not.toEqual(
      expect.arrayContaining(['internal_name', 'suppliers', 'shared_with']),
    )
    // The owner's own list and a shared style's edit routes stay the owner's.
    await expectHiddenFrom(baltic, [
      { method: 'GET', url: `/api/styles/${shell.id}` },
      { method: 'GET', url: `/api/counterpart-styles/${crew.id}` },
    ])
    expectNoneOf((await baltic.get('/api/styles?per_page=all')).json(), [shell.id, crew.id])
  })

  it('shares and unshares with the version; only partners can be chosen', async () => {
    await expectFieldError(
      buyer,
      {
        method: 'PUT',
        url: `/api/styles/${crew.id}/shares`,
        payload: { company_ids: ['0d6f4b7e-1c2a-4d3b-8e9f-a0b1c2d3e4f5'], version: crew.version },
      },
      'company_ids.0',
      { sv: 'Välj ett företag som ni handlar med', en: 'Choose a company you trade with' },
    )
    const shared = await buyer.put(`/api/styles/${crew.id}/shares`, {
      company_ids: [ref.partner('Baltic')],
      version: crew.version,
    })
    expect(shared.statusCode, shared.body).toBe(200)
    crew = shared.json()
    expect((await baltic.get(`/api/counterpart-styles/${crew.id}`)).json().our_supply).toMatchObject({
      moq_style: 500,
    })
    const stale = await buyer.put(`/api/styles/${crew.id}/shares`, {
      company_ids: [],
      version: crew.version - 1,
    })
    expect(stale.statusCode).toBe(409)
    crew = (
      await buyer.put(`/api/styles/${crew.id}/shares`, { company_ids: [], version: crew.version })
    ).json()
    expect(crew.shared_with).toEqual([])
    expect((await baltic.get(`/api/counterpart-styles/${crew.id}`)).statusCode).toBe(404)
  })

  it('hides an archived style from the partner until it is restored', async () => {
    const archived = (await buyer.post(`/api/styles/${shell.id}/archive`, { version: shell.version })).json()
    expect((await baltic.get(`/api/counterpart-styles/${shell.id}`)).statusCode).toBe(404)
    shell = (await buyer.post(`/api/styles/${shell.id}/restore`, { version: archived.version })).json()
    expect((await baltic.get(`/api/counterpart-styles/${shell.id}`)).statusCode).toBe(200)
  })
})

describe('review criteria and style reviews', () => {
  it('keeps criteria per company with unique names, and refuses them field by field', async () => {
    const list = (await buyer.get('/api/style-review-criteria')).json()
    expect(list.data.map((row: { name: string }) => row.name)).toEqual([
      'Chemical compliance (REACH)',
      'Fit approved',
      'Price within target',
    ])
    expect((await baltic.get('/api/style-review-criteria')).json().meta.total).toBe(0)
    await expectFieldError(
      buyer,
      { method: 'POST', url: '/api/style-review-criteria', payload: { name: 'fit APPROVED' } },
      'name',
      { sv: 'Det finns redan ett kriterium med det namnet', en: 'A criterion with this name already exists' },
    )
    await expectFieldError(
      buyer,
      { method: 'POST', url: '/api/style-review-criteria', payload: { name: 'x' } },
      'name',
      {
        sv: 'Ange minst 2 tecken',
        en: 'Enter at least 2 characters',
      },
    )
    const created = await buyer.post('/api/style-review-criteria', {
      name: 'Care label checked',
      mandatory: true,
    })
    expect(created.statusCode).toBe(201)
    const criterion = created.json()
    await expectHiddenFrom(baltic, [
      { method: 'GET', url: `/api/style-review-criteria/${criterion.id}` },
      {
        method: 'PUT',
        url: `/api/style-review-criteria/${criterion.id}`,
        payload: { name: 'Mine', version: 0 },
      },
      { method: 'DELETE', url: `/api/style-review-criteria/${criterion.id}` },
    ])
    const renamed = await buyer.put(`/api/style-review-criteria/${criterion.id}`, {
      name: 'Care label approved',
      mandatory: true,
      version: criterion.version,
    })
    expect(renamed.json()).toMatchObject({ name: 'Care label approved', version: 1 })
    const stale = await buyer.put(`/api/style-review-criteria/${criterion.id}`, { name: 'Old', version: 0 })
    expect(stale.statusCode).toBe(409)
  })

  it('records results with reviewer and date; a failed mandatory criterion fails the style', async () => {
    const review = (await buyer.get(`/api/styles/${crew.id}/review`)).json()
    // Two mandatory criteria passed in the demo data, the new mandatory one is still open.
    expect(review.result).toBe('open')
    const care = review.lines.find(
      (line: { criterion_name: string }) => line.criterion_name === 'Care label approved',
    )
    const saved = await buyer.put(`/api/styles/${crew.id}/review`, {
      results: [{ criterion_id: care.criterion_id, result: 'fail', comment: 'Wash symbol missing' }],
      version: review.version,
    })
    expect(saved.statusCode, saved.body).toBe(200)
    const after = saved.json()
    expect(after.result).toBe('failed')
    expect(
      after.lines.find((line: { criterion_id: string }) => line.criterion_id === care.criterion_id),
    ).toMatchObject({
      result: 'fail',
      comment: 'Wash symbol missing',
      reviewed_by: 'Erik Lund',
    })
    const listed = (await buyer.get('/api/styles?search=NO-1002')).json().data[0]
    expect(listed.review_result).toBe('failed')
    const stale = await buyer.put(`/api/styles/${crew.id}/review`, { results: [], version: review.version })
    expect(stale.statusCode).toBe(409)
    const passed = await buyer.put(`/api/styles/${crew.id}/review`, {
      results: [{ criterion_id: care.criterion_id, result: 'pass', comment: null }],
      version: after.version,
    })
    expect(passed.json().result).toBe('passed')
    await expectFieldError(
      buyer,
      {
        method: 'PUT',
        url: `/api/styles/${crew.id}/review`,
        payload: { results: [{ criterion_id: crew.id, result: 'pass' }], version: passed.json().version },
      },
      'results.0.criterion_id',
      {
        sv: 'Kriteriet finns inte längre; ladda om granskningen',
        en: 'This criterion no longer exists; reload the review',
      },
    )
  })

  it('deletes a criterion and its results with it', async () => {
    const list = (await buyer.get('/api/style-review-criteria?search=care')).json()
    const removed = await buyer.delete(`/api/style-review-criteria/${list.data[0].id}`)
    expect(removed.statusCode).toBe(200)
    const review = (await buyer.get(`/api/styles/${crew.id}/review`)).json()
    expect(review.lines.map((line: { criterion_name: string }) => line.criterion_name)).not.toContain(
      'Care label approved',
    )
    expect(review.result).toBe('passed')
  })
})

describe('sharing under row-level security', () => {
  it("lets a partner's transaction read only the rows of styles shared with it, and no review, tag or share of others", async () => {
    const companies = await rows<{ id: string; name: string }>(
      t.database.db,
      sql`select id, name from companies`,
    )
    const baltic = companies.find((company) => company.name === 'Baltic Knit Ltd')!.id
    const seen = await inCompany(t.database.db, baltic, async (tx) => {
      const count = async (query: SQL) => (await rows<{ n: number }>(tx, query))[0]!.n
      return {
        unshared: await count(sql`select count(*)::int as n from styles s where not exists
          (select 1 from style_shares x where x.style_id = s.id and x.partner_company_id = ${baltic})`),
        foreignParts: await count(sql`select count(*)::int as n from (
          select style_id from style_colours union all select style_id from style_materials
          union all select style_id from style_seasons union all select style_id from style_drop_codes) p
          where not exists (select 1 from style_shares x where x.style_id = p.style_id and x.partner_company_id = ${baltic})`),
        otherSuppliers: await count(
          sql`select count(*)::int as n from style_suppliers where supplier_company_id <> ${baltic}`,
        ),
        internal:
          await count(sql`select ((select count(*) from style_review_results) + (select count(*) from style_tags)
          + (select count(*) from style_review_criteria)
          + (select count(*) from style_shares where partner_company_id <> ${baltic}))::int as n`),
      }
    })
    expect(seen).toEqual({ unshared: 0, foreignParts: 0, otherSuppliers: 0, internal: 0 })
  })
})
