import {
  type ProductionWorkflowBody,
  paramEndpoints,
  productionWorkflowEndpoints as workflows,
} from '@scm/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ApiClient, expectFieldError, expectStatusForEach, toCall } from '../../testing/api-client.ts'
import { expectHiddenFrom, expectNoneOf } from '../../testing/cross-company.ts'
import { demoClients } from '../../testing/sign-in.ts'
import { createTestApp, type TestApp } from '../../testing/test-app.ts'
import { masterDataId, required, unavailable } from '../company-settings/testing/settings-fixtures.ts'

let app: TestApp
let admin: ApiClient
let buyer: ApiClient
let baltic: ApiClient
let guest: ApiClient
let body: ProductionWorkflowBody

beforeAll(async () => {
  app = await createTestApp()
  ;({ admin, buyer, baltic, guest } = await demoClients(app.app))
  const params = await admin.call(paramEndpoints.selectMany, {
    query: { select_many: 'suppliers,milestone-types' },
  })
  const supplier = params.suppliers!.find((option) => option.name.startsWith('Baltic'))!
  const sewing = params['milestone-types']!.find((option) => option.name === 'Sewing')!
  body = {
    name: 'Knitwear express',
    supplier_ids: [supplier.id],
    item_category_code_id: await masterDataId(admin, 'item-category-codes', 'Knitted garments'),
    steps: [
      { kind: 'task', name: 'Yarn booked', duration_days: 3 },
      { kind: 'milestone', name: 'Knitting', duration_days: 10, milestone_type_id: sewing.id },
      {
        kind: 'milestone',
        name: 'Packed',
        duration_days: 0,
        milestone_type_id: sewing.id,
        supplier_may_update: true,
      },
    ],
  }
})
afterAll(() => app.close())

const defaults = async () =>
  (await admin.call(workflows.list, { query: { per_page: 'all' } })).data.filter((w) => w.is_default)

describe('production workflows', () => {
  it('saves a workflow with its ordered steps and reads it back', async () => {
    const created = await admin.call(workflows.create, { body })
    expect(created).toMatchObject({ name: 'Knitwear express', step_count: 3, total_days: 13, version: 0 })
    expect(created.steps.map((step) => [step.kind, step.name, step.milestone_type_name])).toEqual([
      ['task', 'Yarn booked', null],
      ['milestone', 'Knitting', 'Sewing'],
      ['milestone', 'Packed', 'Sewing'],
    ])
    expect(created.steps[2]).toMatchObject({ supplier_may_update: true, supplier_may_comment: false })
    expect(await admin.call(workflows.get, { params: { id: created.id } })).toEqual(created)
    const reordered = await admin.call(workflows.update, {
      params: { id: created.id },
      body: { ...body, steps: [body.steps[1]!, body.steps[0]!], version: 0 },
    })
    expect(reordered.steps.map((step) => step.name)).toEqual(['Knitting', 'Yarn booked'])
    const stale = await admin.request(workflows.update, {
      params: { id: created.id },
      body: { ...body, version: 0 },
    })
    expect(stale.statusCode).toBe(409)
  })

  it('answers a bad step field by field in Swedish and English', async () => {
    const steps = [...body.steps]
    steps[2] = { ...steps[2]!, duration_days: 1.5 }
    await expectFieldError(
      admin,
      toCall(workflows.create, { body: { ...body, steps } }),
      'steps.2.duration_days',
      {
        sv: 'Ange ett heltal',
        en: 'Enter a whole number',
      },
    )
    steps[2] = { kind: 'milestone', name: 'Untyped', duration_days: 2 }
    await expectFieldError(
      admin,
      toCall(workflows.create, { body: { ...body, steps } }),
      'steps.2.milestone_type_id',
      required,
    )
    steps[2] = { ...body.steps[2]!, duration_days: -1 }
    await expectFieldError(
      admin,
      toCall(workflows.create, { body: { ...body, steps } }),
      'steps.2.duration_days',
      {
        sv: 'Värdet måste vara minst 0',
        en: 'The value must be at least 0',
      },
    )
    const foreignType = { ...body.steps[1]!, milestone_type_id: crypto.randomUUID() }
    await expectFieldError(
      admin,
      toCall(workflows.create, { body: { ...body, name: 'Other', steps: [foreignType] } }),
      'steps.0.milestone_type_id',
      unavailable,
    )
    await expectFieldError(
      admin,
      toCall(workflows.create, { body: { ...body, name: 'Other', supplier_ids: [crypto.randomUUID()] } }),
      'supplier_ids.0',
      unavailable,
    )
  })

  it('keeps one default per company: setting one clears the other', async () => {
    expect((await defaults()).map((w) => w.name)).toEqual(['Apparel standard'])
    const rush = await admin.call(workflows.create, { body: { ...body, name: 'Rush', is_default: true } })
    expect((await defaults()).map((w) => w.id)).toEqual([rush.id])
    const inactive = await admin.request(workflows.update, {
      params: { id: rush.id },
      body: { ...body, name: 'Rush', is_default: true, active: false, version: rush.version },
      locale: 'en',
    })
    expect(inactive.json().errors).toEqual({ is_default: ['The default cannot be inactive'] })
  })

  it('is for holders of production.workflow, and hidden from other companies', async () => {
    const mine = await admin.call(workflows.create, { body: { ...body, name: 'Private' } })
    const calls = [
      toCall(workflows.list),
      toCall(workflows.get, { params: { id: mine.id } }),
      toCall(workflows.create, { body }),
      toCall(workflows.remove, { params: { id: mine.id } }),
    ]
    await expectStatusForEach(guest, calls, 401)
    await expectStatusForEach(buyer, calls, 403)
    await expectHiddenFrom(baltic, [
      toCall(workflows.get, { params: { id: mine.id } }),
      toCall(workflows.update, { params: { id: mine.id }, body: { ...body, version: 0 } }),
      toCall(workflows.remove, { params: { id: mine.id } }),
    ])
    expectNoneOf(await baltic.call(workflows.list, { query: { per_page: 'all' } }), [mine.id])
    expect((await admin.request(workflows.remove, { params: { id: mine.id } })).statusCode).toBe(200)
    expect((await admin.request(workflows.get, { params: { id: mine.id } })).statusCode).toBe(404)
  })
})
