import {
  authEndpoints,
  etaRuleEndpoints,
  incotermRuleEndpoints,
  paramEndpoints,
  recipientFreightEndpoints,
  warehouseEndpoints,
} from '@scm/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { inCompany } from '../../platform/db/tenant.ts'
import type { RequestContext } from '../../platform/http/context.ts'
import type { ApiClient } from '../../testing/api-client.ts'
import { demoClients } from '../../testing/sign-in.ts'
import { createTestApp, type TestApp } from '../../testing/test-app.ts'
import { incotermRuleFor, shipmentDatesFor } from './index.ts'
import { masterDataId } from './testing/settings-fixtures.ts'

let t: TestApp
let admin: ApiClient
let baltic: ApiClient
const ids = { nordic: '', balticCompany: '', gothenburg: '', stockholm: '', mill: '', sea: '', road: '' }

// What the bookings module will do inside its own transaction.
const asCompany = <T>(companyId: string, work: (ctx: RequestContext) => Promise<T>) =>
  inCompany(t.platform.db, companyId, (tx) => work({ tx, companyId } as RequestContext))

beforeAll(async () => {
  t = await createTestApp()
  ;({ admin, baltic } = await demoClients(t.app))
  ids.nordic = (await admin.call(authEndpoints.user)).company_id
  ids.balticCompany = (await baltic.call(authEndpoints.user)).company_id
  const warehouses = (await admin.call(warehouseEndpoints.list, { query: { per_page: 'all' } })).data
  ids.gothenburg = warehouses.find((each) => each.code === 'GOT-DC')!.id
  ids.stockholm = warehouses.find((each) => each.code === 'STH-01')!.id
  const rules = (await admin.call(etaRuleEndpoints.list, { query: { per_page: 'all' } })).data
  ids.mill = rules.find((rule) => rule.ship_from_address_id)!.ship_from_address_id!
  ids.sea = await masterDataId(admin, 'freight-modes', 'Sea')
  ids.road = await masterDataId(admin, 'freight-modes', 'Road')
})
afterAll(() => t.close())

const route = () => ({
  ship_from_address_id: ids.mill,
  ship_to_address_id: null,
  ship_to_warehouse_id: ids.gothenburg,
  incoterm: 'FOB',
  freight_mode_id: ids.sea,
})

describe('shipment dates and incoterms from the company settings (for bookings)', () => {
  it("proposes the ETA from the route's own ETA rule first, plus the warehouse's handling days", async () => {
    const proposal = await asCompany(ids.nordic, (ctx) =>
      shipmentDatesFor(ctx, { ...route(), etd: '2027-03-01' }),
    )
    const rules = (await admin.call(etaRuleEndpoints.list, { query: { per_page: 'all' } })).data
    const millRule = rules.find(
      (rule) => rule.ship_from_address_id === ids.mill && rule.freight_mode_id === ids.sea,
    )
    expect(proposal).toEqual({
      etd: '2027-03-01',
      eta: '2027-03-15',
      freight_mode_id: ids.sea,
      lead_time_days: 12,
      handling_days: 2,
      source: 'eta-rule',
      rule_id: millRule!.id,
    })
  })

  it('proposes the ETA from the recipient freight where no ETA rule names the ship-from', async () => {
    const proposal = await asCompany(ids.nordic, (ctx) =>
      shipmentDatesFor(ctx, { ...route(), ship_from_address_id: null, etd: '2027-03-01' }),
    )
    const freight = (await admin.call(recipientFreightEndpoints.list, { query: { search: 'gothenburg' } }))
      .data
    expect(proposal).toEqual({
      etd: '2027-03-01',
      eta: '2027-03-17',
      freight_mode_id: ids.sea,
      lead_time_days: 14,
      handling_days: 2,
      source: 'recipient-freight',
      rule_id: freight.find((row) => row.freight_mode_id === ids.sea)!.id,
    })
  })

  it('falls back to the ETA rules where the ship-to has no recipient freight row', async () => {
    const toStore = { ...route(), ship_to_warehouse_id: ids.stockholm, eta: '2027-04-30' }
    const proposal = await asCompany(ids.nordic, (ctx) => shipmentDatesFor(ctx, toStore))
    // The default ETA rule (30 days) and the flagship store's 1 handling day, counted back.
    expect(proposal).toMatchObject({
      etd: '2027-03-30',
      lead_time_days: 30,
      handling_days: 1,
      source: 'eta-rule',
    })
  })

  it("reads only the acting company's rows: another company's warehouse is refused, its lists are empty", async () => {
    const refused = asCompany(ids.balticCompany, (ctx) =>
      shipmentDatesFor(ctx, { ...route(), etd: '2027-03-01' }),
    )
    await expect(refused).rejects.toMatchObject({ fieldErrors: { ship_to_warehouse_id: expect.anything() } })
    const elsewhere = await asCompany(ids.balticCompany, (ctx) =>
      shipmentDatesFor(ctx, { ...route(), ship_to_warehouse_id: null, etd: '2027-03-01' }),
    )
    expect(elsewhere).toMatchObject({ eta: null, source: null })
    expect(
      await asCompany(ids.balticCompany, (ctx) =>
        incotermRuleFor(ctx, { supplier_id: null, ship_from_address_id: ids.mill }),
      ),
    ).toBeNull()
  })

  it('picks the incoterm rule of the ship-from, else the default', async () => {
    const suppliers = await admin.call(paramEndpoints.selectMany, { query: { select_many: 'suppliers' } })
    const supplier = suppliers.suppliers!.find((option) => option.name.startsWith('Baltic'))!.id
    const fromMill = await asCompany(ids.nordic, (ctx) =>
      incotermRuleFor(ctx, { supplier_id: supplier, ship_from_address_id: ids.mill }),
    )
    expect(fromMill).toMatchObject({ incoterm: 'FOB', named_place: 'Klaipėda', freight_payer: 'buyer' })
    const other = await asCompany(ids.nordic, (ctx) =>
      incotermRuleFor(ctx, { supplier_id: supplier, ship_from_address_id: null }),
    )
    expect(other).toMatchObject({ incoterm: 'FCA', is_default: true })
    const listed = await admin.call(incotermRuleEndpoints.list, { query: { filter: { incoterm: 'FCA' } } })
    expect(listed.data.map((rule) => rule.id)).toContain(other!.id)
  })
})
