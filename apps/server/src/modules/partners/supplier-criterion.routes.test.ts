import {
  auditEndpoints,
  companyEndpoints,
  supplierCriterionEndpoints as criteriaApi,
  notificationEndpoints as notifications,
  supplierEndpoints as suppliers,
  type UpdateAgreementBody,
} from '@scm/contracts'
import { desc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { inCompany } from '../../platform/db/tenant.ts'
import type { RequestContext } from '../../platform/http/context.ts'
import { jobs } from '../../platform/jobs/job.table.ts'
import { type ApiClient, expectFieldError, expectStatusForEach, toCall } from '../../testing/api-client.ts'
import { expectHiddenFrom } from '../../testing/cross-company.ts'
import { jobsSettled } from '../../testing/jobs.ts'
import { demoClients } from '../../testing/sign-in.ts'
import { createTestApp, type TestApp } from '../../testing/test-app.ts'
import { assertSupplierOrderable } from './supplier-orderable.ts'

let t: TestApp
let admin: ApiClient
let buyer: ApiClient
let baltic: ApiClient
let supplierId: string

const supplier = () => admin.call(suppliers.get, { params: { id: supplierId } })
const criteria = () => admin.call(criteriaApi.values, { params: { id: supplierId } })
const audits = (entityId: string) =>
  admin.call(auditEndpoints.list, { query: { filter: { entity_id: entityId } } })

// The order module's view: may a user of the company, holding these permissions, order from it?
async function orderable(company: 'nordic' | 'baltic', permissions: string[], id: string) {
  const companyId = companies[company]
  return inCompany(t.database.db, companyId, async (tx) => {
    const ctx = { tx, companyId, principal: { permissions } } as unknown as RequestContext
    return assertSupplierOrderable(ctx, id).then(
      () => 'ok',
      (error: { fieldErrors?: Record<string, string[]>; params?: Record<string, string> }) => ({
        ...error.fieldErrors,
        ...error.params,
      }),
    )
  })
}
const buyerCan = ['list.suppliers', 'create.order']
const limitations = [...buyerCan, 'manage.supplier.limitations']
const companies = { nordic: '', baltic: '' }
const isoDate = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10)

beforeAll(async () => {
  t = await createTestApp()
  ;({ admin, buyer, baltic } = await demoClients(t.app))
  supplierId = (await admin.call(suppliers.list, { query: { search: 'baltic' } })).data[0]!.id
  companies.nordic = (await admin.call(companyEndpoints.get)).id
  companies.baltic = (await baltic.call(companyEndpoints.get)).id
})
afterAll(() => t.close())

describe('supplier criteria and blocking', () => {
  let criterion: { id: string; version: number; name: string }

  it('lists, creates and updates criteria in the admin list, audited', async () => {
    const list = await admin.call(criteriaApi.list, { query: { sort: 'name' } })
    expect(list.data.map((row) => row.name)).toEqual([
      'Code of conduct signed',
      'Minimum order quantity',
      'Quality audit score',
    ])
    const response = await admin.request(criteriaApi.create, {
      body: {
        name: 'Chemical compliance (REACH)',
        preferred_value: 'Compliant',
        review_period_months: 12,
        review_frequency: 'yearly',
        next_review: '2027-03-01',
        turnover_percent_alert: '25.5',
      },
    })
    expect(response.statusCode, response.body).toBe(201)
    criterion = response.json()
    expect(criterion).toMatchObject({
      mandatory: false,
      turnover_percent_alert: '25.50',
      next_review: '2027-03-01',
    })
    const mandatory = await admin.call(criteriaApi.list, { query: { filter: { mandatory: 'true' } } })
    expect(mandatory.meta.total).toBe(2)
    await expectFieldError(
      admin,
      toCall(criteriaApi.create, { body: { name: 'chemical compliance (reach)' } }),
      'name',
      {
        sv: 'Det finns redan ett kriterium med det namnet',
        en: 'A criterion with this name already exists',
      },
    )
    await expectFieldError(
      admin,
      toCall(criteriaApi.create, { body: { name: 'Dates', next_review: '2027-02-30' } }),
      'next_review',
      {
        sv: 'Ange ett giltigt datum',
        en: 'Enter a valid date',
      },
    )
    expect((await audits(criterion.id)).data[0]!.action).toBe('created')
  })

  it('making a criterion mandatory blocks a supplier without a value, with the reason', async () => {
    expect((await supplier()).status).toBe('active')
    const response = await admin.request(criteriaApi.update, {
      params: { id: criterion.id },
      body: { name: criterion.name, mandatory: true, version: criterion.version },
    })
    expect(response.statusCode, response.body).toBe(200)
    expect(await supplier()).toMatchObject({
      status: 'blocked',
      block_source: 'criteria',
      missing_criteria: ['Chemical compliance (REACH)'],
    })
    expect(await orderable('nordic', buyerCan, supplierId)).toEqual({
      supplier_id: ['partners.supplierBlocked'],
      reason: 'Chemical compliance (REACH)',
    })
    // "Manage supplier limitations" lets a user ignore the block (spec §6).
    expect(await orderable('nordic', limitations, supplierId)).toBe('ok')
    expect((await audits(supplierId)).data[0]).toMatchObject({ action: 'blocked' })
  })

  it('a manual unblock needs a reason, is audited, and lasts until the values change', async () => {
    const blocked = await supplier()
    await expectFieldError(
      admin,
      toCall(suppliers.unblock, {
        params: { id: supplierId },
        body: { reason: '', version: blocked.version },
      }),
      'reason',
      {
        sv: 'Ange minst 3 tecken',
        en: 'Enter at least 3 characters',
      },
    )
    const unblocked = await admin.call(suppliers.unblock, {
      params: { id: supplierId },
      body: { reason: 'Certificate under way, approved by the sourcing director', version: blocked.version },
    })
    expect(unblocked).toMatchObject({
      status: 'manual_unblock',
      unblock_reason: expect.stringContaining('sourcing'),
    })
    expect(await orderable('nordic', buyerCan, supplierId)).toBe('ok')
    const again = await admin.request(suppliers.unblock, {
      params: { id: supplierId },
      body: { reason: 'again!', version: unblocked.version },
    })
    expect(again.statusCode).toBe(409)
    const audit = (await audits(supplierId)).data[0]
    expect(audit).toMatchObject({ action: 'unblocked', after: { unblock_reason: expect.any(String) } })

    // Another value changes: the override ends and the missing criterion blocks again.
    const values = await criteria()
    const moq = values.values.find((entry) => entry.name === 'Minimum order quantity')!
    const saved = await admin.request(criteriaApi.saveValues, {
      params: { id: supplierId },
      body: { values: [{ criterion_id: moq.criterion_id, value: '400' }], version: values.version },
    })
    expect(saved.statusCode, saved.body).toBe(200)
    expect((await supplier()).status).toBe('blocked')
  })

  it('giving the missing value lifts the block; clearing it blocks again; stale versions are 409', async () => {
    const values = await criteria()
    expect(values.values.slice(0, 3).map((entry) => entry.name)).toEqual([
      'Chemical compliance (REACH)',
      'Code of conduct signed',
      'Quality audit score',
    ])
    const save = (value: string | null, version: number) =>
      admin.request(criteriaApi.saveValues, {
        params: { id: supplierId },
        body: { values: [{ criterion_id: criterion.id, value }], version },
      })
    const given = await save('Compliant', values.version)
    expect(given.json().values[0]).toMatchObject({ value: 'Compliant' })
    expect(await supplier()).toMatchObject({ status: 'active', missing_criteria: [] })
    expect((await save('Old', values.version)).statusCode).toBe(409)
    expect((await save(null, given.json().version)).statusCode).toBe(200)
    expect((await supplier()).status).toBe('blocked')
    await expectFieldError(
      admin,
      toCall(criteriaApi.saveValues, {
        params: { id: supplierId },
        body: { values: [{ criterion_id: supplierId, value: 'x' }], version: (await supplier()).version },
      }),
      'values.0.criterion_id',
      { sv: 'Kriteriet finns inte', en: 'This criterion does not exist' },
    )
  })

  it('deleting the mandatory criterion unblocks; an inactive supplier cannot be ordered from at all', async () => {
    expect((await admin.request(criteriaApi.remove, { params: { id: criterion.id } })).statusCode).toBe(200)
    const active = await supplier()
    expect(active.status).toBe('active')
    const {
      id,
      role,
      counterparty_company_id,
      block_source,
      unblock_reason,
      missing_criteria,
      tags,
      created_at,
      updated_at,
      ...body
    } = active
    const inactive = await admin.request(suppliers.update, {
      params: { id: supplierId },
      // The answer types the currency as any string; it is one the body was accepted with.
      body: { ...body, currency: body.currency as UpdateAgreementBody['currency'], status: 'inactive' },
    })
    expect(inactive.statusCode, inactive.body).toBe(200)
    expect(await orderable('nordic', limitations, supplierId)).toEqual({
      supplier_id: ['partners.supplierInactive'],
    })
    expect(await orderable('nordic', limitations, active.counterparty_company_id!)).toEqual({
      supplier_id: ['partners.supplierInactive'],
    })
    expect(await orderable('baltic', limitations, supplierId)).toEqual({ supplier_id: ['validation.oneOf'] })
  })

  it('guards the admin list and the values', async () => {
    const first = { id: (await admin.call(criteriaApi.list)).data[0]!.id }
    const supplierParams = { id: supplierId }
    await expectStatusForEach(
      buyer,
      [
        toCall(criteriaApi.list),
        toCall(criteriaApi.saveValues, { params: supplierParams, body: { values: [], version: 0 } }),
      ],
      403,
    )
    expect((await buyer.request(criteriaApi.values, { params: supplierParams })).statusCode).toBe(200)
    await expectHiddenFrom(baltic, [
      toCall(criteriaApi.get, { params: first }),
      toCall(criteriaApi.remove, { params: first }),
      toCall(criteriaApi.values, { params: supplierParams }),
    ])
    expect((await baltic.call(criteriaApi.list)).meta.total).toBe(0)
  })
})

describe('the next review of a criterion', () => {
  it('tells the agreement managers on the review day, and only for the date the criterion still has', async () => {
    await admin.call(criteriaApi.create, { body: { name: 'Wage audit', next_review: isoDate(0) } })
    const later = await admin.call(criteriaApi.create, {
      body: { name: 'Water use', next_review: isoDate(30) },
    })
    await jobsSettled(t.database.db)
    const reviewNotices = async (client: ApiClient) =>
      (await client.call(notifications.unread)).notifications
        .filter((n) => n.type === 'criterion-review-due')
        .map((n) => n.data.message)
    expect(await reviewNotices(admin)).toEqual([
      `Dags att granska era leverantörer på kriteriet Wage audit (nästa granskning ${isoDate(0)})`,
    ])
    expect(await reviewNotices(buyer)).toEqual([])

    // Moving the date queues a notice for the new day; the one for the old day finds it changed.
    const [queued] = await t.database.db
      .select()
      .from(jobs)
      .where(eq(jobs.name, 'partners.criterion-review'))
      .orderBy(desc(jobs.queuedAt))
      .limit(1)
    expect(queued!.runAt.toISOString().slice(0, 10)).toBe(isoDate(30))
    const { id, created_at, ...body } = later
    await admin.call(criteriaApi.update, { params: { id }, body: { ...body, next_review: isoDate(45) } })
    await t.database.db.update(jobs).set({ runAt: new Date() }).where(eq(jobs.id, queued!.id))
    t.platform.jobs.wake()
    await jobsSettled(t.database.db)
    expect(await reviewNotices(admin)).toHaveLength(1)
  })
})
