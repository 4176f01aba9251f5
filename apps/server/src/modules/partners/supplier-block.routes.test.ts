import {
  auditEndpoints,
  notificationEndpoints as notifications,
  paramEndpoints,
  type SupplierStyleReview,
  supplierAnalysisEndpoints,
  supplierBlocks,
  supplierEndpoints,
} from '@scm/contracts'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { jobs } from '../../platform/jobs/job.table.ts'
import { type ApiClient, expectFieldError, expectStatusForEach, toCall } from '../../testing/api-client.ts'
import { expectHiddenFrom } from '../../testing/cross-company.ts'
import { jobsSettled } from '../../testing/jobs.ts'
import { demoClients } from '../../testing/sign-in.ts'
import { createTestApp, type TestApp } from '../../testing/test-app.ts'

let t: TestApp
let admin: ApiClient
let buyer: ApiClient
let baltic: ApiClient
let supplierId: string
let externalId: string
const items = { pieces: '', kwh: '', electricity: '', gots: '', color: '' }
const day = 86_400_000
const isoDate = (offset: number) => new Date(Date.now() + offset * day).toISOString().slice(0, 10)
const { styleReviews, consumptions, parameters, capacities, certificates } = supplierBlocks
const supplier = () => ({ id: supplierId })
const rowOf = (rowId: string) => ({ id: supplierId, rowId })
const analyze = supplierAnalysisEndpoints.analyze
const unreadOf = async (client: ApiClient) => (await client.call(notifications.unread)).notifications

beforeAll(async () => {
  t = await createTestApp()
  ;({ admin, buyer, baltic } = await demoClients(t.app))
  const suppliers = (await admin.call(supplierEndpoints.list, { query: { sort: 'name' } })).data
  supplierId = suppliers[0]!.id
  externalId = suppliers[1]!.id
  const params = await admin.call(paramEndpoints.selectMany, {
    query: { select_many: 'units,consumption-types,certificate-types,colors' },
  })
  items.pieces = params.units!.find((o) => o.code === 'PCS')!.id
  items.kwh = params.units!.find((o) => o.code === 'KG')!.id
  items.electricity = params['consumption-types']![0]!.id
  items.gots = params['certificate-types']!.find((o) => o.code === 'GOTS')!.id
  items.color = params.colors![0]!.id
})
afterAll(() => t.close())

describe('supplier card blocks', () => {
  it('adds, changes and removes a style review, audited, with 409 on a stale version', async () => {
    const created = await admin.request(styleReviews.endpoints.create, {
      params: supplier(),
      body: {
        style_number: 'TRL-204',
        style_name: 'Trail fleece',
        main_supplier: true,
        result: 'approved_with_remarks',
        reviewed_on: isoDate(-10),
      },
    })
    expect(created.statusCode, created.body).toBe(201)
    const row = created.json() as SupplierStyleReview
    expect(row).toMatchObject({ style_number: 'TRL-204', main_supplier: true, comment: null, version: 0 })
    const { id, created_at, attachment_count, ...body } = row
    const update = (result: SupplierStyleReview['result']) =>
      admin.request(styleReviews.endpoints.update, { params: rowOf(id), body: { ...body, result } })
    const changed = await update('approved')
    expect(changed.json()).toMatchObject({ result: 'approved', version: 1 })
    expect((await update('rejected')).statusCode).toBe(409)
    // Unparsed, as the change's answer: the list must show exactly the changed row.
    const reviews = await admin.request(styleReviews.endpoints.list, { params: supplier() })
    expect(reviews.json()).toEqual([changed.json()])
    expect((await admin.request(styleReviews.endpoints.remove, { params: rowOf(id) })).statusCode).toBe(200)
    expect(await admin.call(styleReviews.endpoints.list, { params: supplier() })).toEqual([])
    const audits = (await admin.call(auditEndpoints.list, { query: { filter: { entity_id: id } } })).data
    expect(audits.map((a) => a.action)).toEqual(['deleted', 'updated', 'created'])
  })

  it('keeps consumptions with master data type and unit, and refuses a reversed period or a wrong kind', async () => {
    const body = {
      type_id: items.electricity,
      value: '1250.5',
      unit_id: items.kwh,
      period_from: '2026-01-01',
      period_to: '2026-03-31',
    }
    const created = await admin.call(consumptions.endpoints.create, { params: supplier(), body })
    expect(created).toMatchObject({
      type_name: 'Electricity',
      unit_name: 'Kilogram',
      value: '1250.500',
    })
    const post = (changes: Partial<typeof body>) =>
      toCall(consumptions.endpoints.create, { params: supplier(), body: { ...body, ...changes } })
    await expectFieldError(admin, post({ period_to: '2025-12-31' }), 'period_to', {
      sv: 'Slutet får inte ligga före början',
      en: 'The end must not be before the start',
    })
    await expectFieldError(admin, post({ type_id: items.color }), 'type_id', {
      sv: 'Välj en aktiv post i listan',
      en: 'Pick an active item from the list',
    })
  })

  it('keeps one parameters row and one capacity per year', async () => {
    const year = new Date().getUTCFullYear()
    expect((await admin.call(parameters.endpoints.list, { params: supplier() }))[0]).toMatchObject({
      year: year - 1,
      employees_female: 142,
      wage_currency: 'EUR',
    })
    await expectFieldError(
      admin,
      toCall(parameters.endpoints.create, { params: supplier(), body: { year: year - 1 } }),
      'year',
      {
        sv: 'Det finns redan en rad för det året',
        en: 'There is already a row for this year',
      },
    )
    const capacity = await admin.call(capacities.endpoints.create, {
      params: supplier(),
      body: { year: year + 1, annual_capacity: '300000', unit_id: items.pieces, peak_months: [10, 3, 3] },
    })
    expect(capacity).toMatchObject({
      peak_months: [3, 10],
      unit_name: 'Piece',
      order_projection: null,
    })
    await expectFieldError(
      admin,
      toCall(capacities.endpoints.create, {
        params: supplier(),
        body: { year: year + 1, annual_capacity: '1.5', unit_id: items.pieces },
      }),
      'annual_capacity',
      {
        sv: 'Fältet måste ha högst 12 siffror före och 0 efter "."',
        en: 'The field must follow the format with at most 12 digits before and 0 after "."',
      },
    )
  })

  it('guards every block: 403 to write without edit.agreement, 404 across companies', async () => {
    const first = (await admin.call(capacities.endpoints.list, { params: supplier() }))[0]!
    const addReview = toCall(styleReviews.endpoints.create, {
      params: supplier(),
      body: { style_number: 'X' },
    })
    const removeFirst = toCall(capacities.endpoints.remove, { params: rowOf(first.id) })
    await expectStatusForEach(buyer, [addReview, removeFirst], 403)
    expect((await buyer.request(capacities.endpoints.list, { params: supplier() })).statusCode).toBe(200)
    await expectHiddenFrom(baltic, [
      toCall(capacities.endpoints.list, { params: supplier() }),
      addReview,
      removeFirst,
    ])
    // A row id under another supplier of the same company is not found either.
    const elsewhere = { id: externalId, rowId: first.id }
    expect((await admin.request(capacities.endpoints.remove, { params: elsewhere })).statusCode).toBe(404)
  })
})

describe('certificates and their expiry notice', () => {
  it('notifies the agreement managers that many days before expiry, once, and skips a changed certificate', async () => {
    const soon = await admin.call(certificates.endpoints.create, {
      params: supplier(),
      body: { type_id: items.gots, valid_from: isoDate(-300), valid_to: isoDate(5), notify_days_before: 10 },
    })
    expect(soon).toMatchObject({ type_name: 'GOTS', state: 'expiring', notified_at: null })
    await jobsSettled(t.database.db)
    const notices = await unreadOf(admin)
    expect(notices.filter((n) => n.type === 'certificate-expiring').map((n) => n.data.message)).toEqual([
      `Certifikatet GOTS för Baltic Knit Ltd upphör att gälla ${isoDate(5)}`,
    ])
    const listed = await admin.call(certificates.endpoints.list, { params: supplier() })
    expect(listed.find((c) => c.id === soon.id)!.notified_at).not.toBeNull()
    // The purchaser does not manage agreements and is not told.
    expect((await unreadOf(buyer)).map((n) => n.type)).not.toContain('certificate-expiring')

    const later = await admin.call(certificates.endpoints.create, {
      params: supplier(),
      body: { type_id: items.gots, valid_from: isoDate(0), valid_to: isoDate(60), notify_days_before: 20 },
    })
    expect(later.state).toBe('valid')
    const [queued] = await t.database.db
      .select()
      .from(jobs)
      .where(eq(jobs.name, 'partners.certificate-expiry'))
      .orderBy(jobs.queuedAt)
      .then((all) => all.slice(-1))
    expect(queued!.runAt.toISOString().slice(0, 10)).toBe(isoDate(40))
    // The date moves: the old notice finds the certificate changed and sends nothing; the new one is due.
    const { id, created_at, type_name, state, notified_at, attachment_count, ...body } = later
    await admin.call(certificates.endpoints.update, {
      params: rowOf(id),
      body: { ...body, valid_to: isoDate(15) },
    })
    await t.database.db.update(jobs).set({ runAt: new Date() }).where(eq(jobs.id, queued!.id))
    t.platform.jobs.wake()
    await jobsSettled(t.database.db)
    const all = (await unreadOf(admin)).filter((n) => n.type === 'certificate-expiring')
    expect(all).toHaveLength(2)
    expect(all[0]!.data.message).toContain(isoDate(15))
  })
})

describe('analyzing suppliers side by side', () => {
  it('compares criteria values, the latest capacity and certificates of 2–6 suppliers', async () => {
    const both = { ids: `${supplierId},${externalId}` }
    const response = await admin.request(analyze, { query: both })
    expect(response.statusCode, response.body).toBe(200)
    const { criteria, suppliers } = response.json()
    expect(criteria.map((c: { name: string }) => c.name)).toEqual([
      'Code of conduct signed',
      'Quality audit score',
      'Minimum order quantity',
    ])
    expect(suppliers.map((s: { name: string }) => s.name)).toEqual(['Baltic Knit Ltd', 'Porto Têxteis Lda'])
    expect(suppliers[0].criteria[criteria[1].id]).toBe('86')
    expect(suppliers[1].criteria[criteria[1].id]).toBeUndefined()
    expect(suppliers[0].capacity).toMatchObject({
      year: new Date().getUTCFullYear() + 1,
      annual_capacity: '300000',
    })
    expect(suppliers[1].capacity).toBeNull()
    expect(suppliers[0].certificates.map((c: { type_name: string }) => c.type_name)).toContain(
      'OEKO-TEX Standard 100',
    )
    await expectFieldError(admin, toCall(analyze, { query: { ids: supplierId } }), 'ids', {
      sv: 'Välj minst 2',
      en: 'Choose at least 2',
    })
    expect((await baltic.request(analyze, { query: both })).statusCode).toBe(404)
  })
})
