import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { jobs } from '../../platform/jobs/job.table.ts'
import { type ApiClient, expectFieldError, expectStatusForEach } from '../../testing/api-client.ts'
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
const items: Record<string, string> = {}
const day = 86_400_000
const isoDate = (offset: number) => new Date(Date.now() + offset * day).toISOString().slice(0, 10)
const base = () => `/api/suppliers/${supplierId}`

beforeAll(async () => {
  t = await createTestApp()
  ;({ admin, buyer, baltic } = await demoClients(t.app))
  const suppliers = (await admin.get('/api/suppliers?sort=name')).json().data
  supplierId = suppliers[0].id
  externalId = suppliers[1].id
  const params = (
    await admin.get('/api/param?select_many=units,consumption-types,certificate-types,colors')
  ).json()
  items.pieces = params.units.find((o: { code: string }) => o.code === 'PCS').id
  items.kwh = params.units.find((o: { code: string }) => o.code === 'KG').id
  items.electricity = params['consumption-types'][0].id
  items.gots = params['certificate-types'].find((o: { code: string }) => o.code === 'GOTS').id
  items.color = params.colors[0].id
})
afterAll(() => t.close())

describe('supplier card blocks', () => {
  it('adds, changes and removes a style review, audited, with 409 on a stale version', async () => {
    const created = await admin.post(`${base()}/style-reviews`, {
      style_number: 'TRL-204',
      style_name: 'Trail fleece',
      main_supplier: true,
      result: 'approved_with_remarks',
      reviewed_on: isoDate(-10),
    })
    expect(created.statusCode, created.body).toBe(201)
    const row = created.json()
    expect(row).toMatchObject({ style_number: 'TRL-204', main_supplier: true, comment: null, version: 0 })
    const { id, created_at, attachment_count, ...body } = row
    const changed = await admin.put(`${base()}/style-reviews/${id}`, { ...body, result: 'approved' })
    expect(changed.json()).toMatchObject({ result: 'approved', version: 1 })
    expect(
      (await admin.put(`${base()}/style-reviews/${id}`, { ...body, result: 'rejected' })).statusCode,
    ).toBe(409)
    expect((await admin.get(`${base()}/style-reviews`)).json()).toEqual([changed.json()])
    expect((await admin.delete(`${base()}/style-reviews/${id}`)).statusCode).toBe(200)
    expect((await admin.get(`${base()}/style-reviews`)).json()).toEqual([])
    const audits = (await admin.get(`/api/audits?filter[entity_id]=${id}`)).json().data
    expect(audits.map((a: { action: string }) => a.action)).toEqual(['deleted', 'updated', 'created'])
  })

  it('keeps consumptions with master data type and unit, and refuses a reversed period or a wrong kind', async () => {
    const body = {
      type_id: items.electricity,
      value: '1250.5',
      unit_id: items.kwh,
      period_from: '2026-01-01',
      period_to: '2026-03-31',
    }
    const created = await admin.post(`${base()}/consumptions`, body)
    expect(created.json()).toMatchObject({
      type_name: 'Electricity',
      unit_name: 'Kilogram',
      value: '1250.500',
    })
    const post = (changes: Record<string, unknown>) => ({
      method: 'POST' as const,
      url: `${base()}/consumptions`,
      payload: { ...body, ...changes },
    })
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
    expect((await admin.get(`${base()}/parameters`)).json()[0]).toMatchObject({
      year: year - 1,
      employees_female: 142,
      wage_currency: 'EUR',
    })
    await expectFieldError(
      admin,
      { method: 'POST', url: `${base()}/parameters`, payload: { year: year - 1 } },
      'year',
      {
        sv: 'Det finns redan en rad för det året',
        en: 'There is already a row for this year',
      },
    )
    const capacity = await admin.post(`${base()}/capacities`, {
      year: year + 1,
      annual_capacity: '300000',
      unit_id: items.pieces,
      peak_months: [10, 3, 3],
    })
    expect(capacity.json()).toMatchObject({
      peak_months: [3, 10],
      unit_name: 'Piece',
      order_projection: null,
    })
    await expectFieldError(
      admin,
      {
        method: 'POST',
        url: `${base()}/capacities`,
        payload: { year: year + 1, annual_capacity: '1.5', unit_id: items.pieces },
      },
      'annual_capacity',
      {
        sv: 'Fältet måste ha högst 12 siffror före och 0 efter "."',
        en: 'The field must follow the format with at most 12 digits before and 0 after "."',
      },
    )
  })

  it('guards every block: 403 to write without edit.agreement, 404 across companies', async () => {
    const rows = (await admin.get(`${base()}/capacities`)).json()
    await expectStatusForEach(
      buyer,
      [
        { method: 'POST', url: `${base()}/style-reviews`, payload: { style_number: 'X' } },
        { method: 'DELETE', url: `${base()}/capacities/${rows[0].id}` },
      ],
      403,
    )
    expect((await buyer.get(`${base()}/capacities`)).statusCode).toBe(200)
    await expectHiddenFrom(baltic, [
      { method: 'GET', url: `${base()}/capacities` },
      { method: 'POST', url: `${base()}/style-reviews`, payload: { style_number: 'X' } },
      { method: 'DELETE', url: `${base()}/capacities/${rows[0].id}` },
    ])
    // A row id under another supplier of the same company is not found either.
    expect((await admin.delete(`/api/suppliers/${externalId}/capacities/${rows[0].id}`)).statusCode).toBe(404)
  })
})

describe('certificates and their expiry notice', () => {
  it('notifies the agreement managers that many days before expiry, once, and skips a changed certificate', async () => {
    const soon = await admin.post(`${base()}/certificates`, {
      type_id: items.gots,
      valid_from: isoDate(-300),
      valid_to: isoDate(5),
      notify_days_before: 10,
    })
    expect(soon.json()).toMatchObject({ type_name: 'GOTS', state: 'expiring', notified_at: null })
    await jobsSettled(t.database.db)
    const notices = (await admin.get('/api/unread-notifications')).json().notifications
    expect(
      notices
        .filter((n: { type: string }) => n.type === 'certificate-expiring')
        .map((n: { data: { message: string } }) => n.data.message),
    ).toEqual([`Certifikatet GOTS för Baltic Knit Ltd upphör att gälla ${isoDate(5)}`])
    expect(
      (await admin.get(`${base()}/certificates`)).json().find((c: { id: string }) => c.id === soon.json().id)
        .notified_at,
    ).not.toBeNull()
    // The purchaser does not manage agreements and is not told.
    expect(
      (await buyer.get('/api/unread-notifications'))
        .json()
        .notifications.map((n: { type: string }) => n.type),
    ).not.toContain('certificate-expiring')

    const later = (
      await admin.post(`${base()}/certificates`, {
        type_id: items.gots,
        valid_from: isoDate(0),
        valid_to: isoDate(60),
        notify_days_before: 20,
      })
    ).json()
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
    await admin.put(`${base()}/certificates/${id}`, { ...body, valid_to: isoDate(15) })
    await t.database.db.update(jobs).set({ runAt: new Date() }).where(eq(jobs.id, queued!.id))
    t.platform.jobs.wake()
    await jobsSettled(t.database.db)
    const all = (await admin.get('/api/unread-notifications'))
      .json()
      .notifications.filter((n: { type: string }) => n.type === 'certificate-expiring')
    expect(all).toHaveLength(2)
    expect(all[0].data.message).toContain(isoDate(15))
  })
})

describe('analyzing suppliers side by side', () => {
  it('compares criteria values, the latest capacity and certificates of 2–6 suppliers', async () => {
    const response = await admin.get(`/api/suppliers/analyze?ids=${supplierId},${externalId}`)
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
    await expectFieldError(admin, { method: 'GET', url: `/api/suppliers/analyze?ids=${supplierId}` }, 'ids', {
      sv: 'Välj minst 2',
      en: 'Choose at least 2',
    })
    expect((await baltic.get(`/api/suppliers/analyze?ids=${supplierId},${externalId}`)).statusCode).toBe(404)
  })
})
