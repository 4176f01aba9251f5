import {
  addDays,
  orderMilestoneEndpoints as milestones,
  type OrderMilestone,
  orderEndpoints,
  productionWorkflowEndpoints as workflows,
} from '@scm/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ApiClient, expectFieldError, toCall } from '../../../testing/api-client.ts'
import { demoClients } from '../../../testing/sign-in.ts'
import { createTestApp, type TestApp } from '../../../testing/test-app.ts'

let app: TestApp
let admin: ApiClient
let buyer: ApiClient
let baltic: ApiClient
const ids: Record<string, string> = {}

beforeAll(async () => {
  app = await createTestApp()
  ;({ admin, buyer, baltic } = await demoClients(app.app))
  const list = await buyer.call(orderEndpoints.list, { query: { per_page: 'all' } })
  for (const order of list.data) ids[order.number] = order.id
})
afterAll(() => app.close())

const named = (list: OrderMilestone[], name: string) => list.find((milestone) => milestone.name === name)!
const params = (order: string, milestone: OrderMilestone) => ({ id: ids[order]!, milestoneId: milestone.id })

describe('milestones of an order', () => {
  it("plans the demo order's milestones backwards from its ETD, the last ending on it", async () => {
    const order = await buyer.call(orderEndpoints.get, { params: { id: ids['PO-000003']! } })
    const plan = await buyer.call(milestones.list, { params: { id: order.id } })
    expect(plan).toMatchObject({ workflow_name: 'Apparel standard', planned_from: 'etd' })
    expect(plan.milestones).toHaveLength(7)
    const dates = plan.milestones.map((milestone) => milestone.planned_date)
    expect(dates.at(-1)).toBe(order.etd)
    plan.milestones.slice(1).forEach((milestone, index) => {
      expect(milestone.planned_date).toBe(addDays(dates[index]!, milestone.duration_days))
    })
  })

  it('offers the workflows naming the supplier first, the default first among them', async () => {
    const other = await admin.call(workflows.create, {
      body: { name: 'Accessories', steps: [{ kind: 'task', name: 'Sample', duration_days: 5 }] },
    })
    const choices = await buyer.call(milestones.choices, { params: { id: ids['PO-000002']! } })
    expect(choices.map((choice) => [choice.name, choice.is_default, choice.matches_supplier])).toEqual([
      ['Apparel standard', true, true],
      ['Accessories', false, false],
    ])
    const refused = await baltic.request(milestones.choices, { params: { id: ids['PO-000002']! } })
    expect(refused.statusCode).toBe(403)
    const apply = await baltic.request(milestones.apply, {
      params: { id: ids['PO-000002']! },
      body: { workflow_id: other.id },
    })
    expect(apply.statusCode).toBe(403)
  })

  it('re-applies a workflow: what has not started is replaced, what has started stays', async () => {
    const id = ids['PO-000002']!
    const [apparel] = (await buyer.call(milestones.choices, { params: { id } })).filter((c) => c.is_default)
    const first = await buyer.call(milestones.apply, { params: { id }, body: { workflow_id: apparel!.id } })
    expect(first.milestones).toHaveLength(7)
    const labDip = named(first.milestones, 'Lab dip approved')
    await buyer.call(milestones.update, {
      params: params('PO-000002', labDip),
      body: { status: 'in_progress', version: labDip.version },
    })
    const again = await buyer.call(milestones.apply, { params: { id }, body: { workflow_id: apparel!.id } })
    expect(again.milestones).toHaveLength(7)
    expect(named(again.milestones, 'Lab dip approved')).toMatchObject({
      id: labDip.id,
      status: 'in_progress',
    })
    expect(named(again.milestones, 'Cutting started').id).not.toBe(
      named(first.milestones, 'Cutting started').id,
    )
    const history = await buyer.call(orderEndpoints.history, { params: { id } })
    expect(history.map((entry) => entry.event)).toEqual(
      expect.arrayContaining(['milestones_applied', 'milestone_updated']),
    )
    const foreign = await buyer.request(milestones.apply, {
      params: { id },
      body: { workflow_id: crypto.randomUUID() },
      locale: 'en',
    })
    expect(foreign.json().errors).toEqual({ workflow_id: ['Pick an active item from the list'] })
  })
})

describe('the supplier and its rights on milestones', () => {
  it('sees only the milestones its workflow gave it rights on, and comments only where shown', async () => {
    const plan = await baltic.call(milestones.list, { params: { id: ids['PO-000003']! } })
    expect(plan.milestones.map((milestone) => milestone.name)).toEqual([
      'Lab dip approved',
      'Fabric in house',
      'Cutting started',
      'Sewing finished',
      'Final inspection',
      'Ex-factory',
    ])
    expect(named(plan.milestones, 'Lab dip approved').comments).toBeNull()
    expect(named(plan.milestones, 'Fabric in house').comments?.map((c) => c.author_name)).toEqual([
      'Lina Ozols',
    ])
  })

  it('updates where it may update, is refused where it may not, and the history says who', async () => {
    const plan = (await baltic.call(milestones.list, { params: { id: ids['PO-000003']! } })).milestones
    const cutting = named(plan, 'Cutting started')
    const done = await baltic.call(milestones.update, {
      params: params('PO-000003', cutting),
      body: { status: 'done', actual_date: '2027-01-10', version: cutting.version },
    })
    expect(done).toMatchObject({ status: 'done', actual_date: '2027-01-10', version: cutting.version + 1 })
    const stale = await baltic.request(milestones.update, {
      params: params('PO-000003', cutting),
      body: { status: 'delayed', version: cutting.version },
    })
    expect(stale.statusCode).toBe(409)
    const backwards = await baltic.request(milestones.update, {
      params: params('PO-000003', cutting),
      body: { status: 'not_started', version: done.version },
      locale: 'en',
    })
    expect(backwards.statusCode).toBe(409)
    expect(backwards.json().message).toBe('This status change is not allowed for the milestone')
    const inspection = named(plan, 'Final inspection')
    const refused = await baltic.request(milestones.update, {
      params: params('PO-000003', inspection),
      body: { status: 'done', version: inspection.version },
    })
    expect(refused.statusCode).toBe(403)
    const history = await buyer.call(orderEndpoints.history, { params: { id: ids['PO-000003']! } })
    expect(history.at(-1)).toMatchObject({
      event: 'milestone_updated',
      actor_side: 'supplier',
      changes: [{ field: 'Cutting started', before: 'not_started', after: 'done' }],
    })
  })

  it('comments where it may comment, without reading comments it may not see', async () => {
    const plan = (await baltic.call(milestones.list, { params: { id: ids['PO-000003']! } })).milestones
    const labDip = named(plan, 'Lab dip approved')
    const commented = await baltic.call(milestones.comment, {
      params: params('PO-000003', labDip),
      body: { text: 'Second lab dip sent by courier' },
    })
    expect(commented.comments).toBeNull()
    const asBuyer = (await buyer.call(milestones.list, { params: { id: ids['PO-000003']! } })).milestones
    expect(named(asBuyer, 'Lab dip approved').comments?.map((c) => [c.text, c.author_side])).toEqual([
      ['Second lab dip sent by courier', 'supplier'],
    ])
    const trims = named(asBuyer, 'Trims approval')
    const hidden = await baltic.request(milestones.comment, {
      params: params('PO-000003', trims),
      body: { text: 'x' },
    })
    expect(hidden.statusCode).toBe(404)
    const sewing = named(plan, 'Ex-factory')
    await expectFieldError(
      baltic,
      toCall(milestones.update, {
        params: params('PO-000003', sewing),
        body: { status: 'finished' as never, version: 0 },
      }),
      'status',
      { sv: 'Välj ett av de tillåtna värdena', en: 'Choose one of the allowed values' },
    )
  })

  it("never shows a draft's milestones to the supplier", async () => {
    const id = ids['PO-000001']!
    const [apparel] = await buyer.call(milestones.choices, { params: { id } })
    await buyer.call(milestones.apply, { params: { id }, body: { workflow_id: apparel!.id } })
    expect((await baltic.request(milestones.list, { params: { id } })).statusCode).toBe(404)
  })
})
