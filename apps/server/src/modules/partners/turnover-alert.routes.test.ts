import { randomUUID } from 'node:crypto'
import {
  companyEndpoints,
  supplierCriterionEndpoints as criteriaApi,
  notificationEndpoints as notifications,
  supplierEndpoints,
} from '@scm/contracts'
import Decimal from 'decimal.js'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { companies } from '../../platform/tenancy/company.table.ts'
import type { ApiClient } from '../../testing/api-client.ts'
import { jobsSettled } from '../../testing/jobs.ts'
import { demoClients } from '../../testing/sign-in.ts'
import { createTestApp, type TestApp } from '../../testing/test-app.ts'
import {
  acted,
  deliveryBody,
  lineBody,
  orderBody,
  orderWorld,
  postOrder,
} from '../orders/testing/order-fixtures.ts'
import { insertOrderRows, orderRowsOf } from '../orders/testing/order-rows.ts'
import { agreements } from './agreement.table.ts'
import { queueTurnoverCheck } from './turnover-alert.ts'

let t: TestApp
let admin: ApiClient
let buyer: ApiClient
let baltic: ApiClient
let nordicId: string
let balticId: string
let balticAgreement: string
let criterion: { id: string; version: number }
const fjordId = randomUUID()
const day = 86_400_000
// Nordic's rates (demo): 1 EUR = 11.2350 SEK, 1 USD = 10.4120 SEK; Nordic reports in SEK.
const rates: Record<string, string> = { SEK: '1', EUR: '11.2350', USD: '10.4120' }

// An order placed straight in the table: the share reads stored totals, whoever wrote them.
const stored = (
  companyId: string,
  supplierCompanyId: string,
  status: string,
  currency: string,
  value: string,
  sentDaysAgo: number | null,
) => ({
  companyId,
  supplierCompanyId,
  number: `T-${randomUUID().slice(0, 8)}`,
  status: status as 'sent',
  currency,
  totalValue: value,
  sentAt: sentDaysAgo === null ? null : new Date(Date.now() - sentDaysAgo * day),
})

// The share worked out here from the orders as stored, independently of the server's query.
async function expectedShare(supplierCompanyId: string) {
  const rows = await orderRowsOf(t.database.db, nordicId)
  const counted = rows.filter(
    (row) =>
      !['draft', 'approval_required', 'cancelled', 'rejected'].includes(row.status) &&
      row.sentAt !== null &&
      row.sentAt.getTime() > Date.now() - 365 * day,
  )
  const sek = (row: (typeof rows)[number]) => new Decimal(row.totalValue).mul(rates[row.currency]!)
  const total = counted.reduce((sum, row) => sum.plus(sek(row)), new Decimal(0))
  const own = counted
    .filter((row) => row.supplierCompanyId === supplierCompanyId)
    .reduce((sum, row) => sum.plus(sek(row)), new Decimal(0))
  return own.mul(100).div(total).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2)
}

const criteriaOf = () => admin.call(criteriaApi.values, { params: { id: balticAgreement } })
const turnoverAlerts = (client: ApiClient) =>
  client.call(notifications.list, { query: { per_page: 'all', filter: { type: 'turnover-alert' } } })
// The turnover alerts a user got about Baltic (Fjord, the other supplier, gets its own).
const alerts = async (client: ApiClient) =>
  (await turnoverAlerts(client)).data
    .map((notice) => notice.data)
    .filter((notice) => notice.link === `/suppliers/${balticAgreement}`)

beforeAll(async () => {
  t = await createTestApp()
  ;({ admin, buyer, baltic } = await demoClients(t.app))
  nordicId = (await admin.call(companyEndpoints.get)).id
  balticId = (await baltic.call(companyEndpoints.get)).id
  balticAgreement = (await admin.call(supplierEndpoints.list, { query: { search: 'baltic' } })).data[0]!.id
  // A second supplier of Nordic's, which also buys from Baltic itself.
  const db = t.database.db
  await db.insert(companies).values({ id: fjordId, name: 'Fjord Yarns AS', type: 'both', locale: 'en' })
  await db.insert(agreements).values({
    companyId: nordicId,
    role: 'supplier',
    counterpartyCompanyId: fjordId,
    name: 'Fjord Yarns AS',
  })
  await insertOrderRows(db, [
    stored(nordicId, fjordId, 'ordered', 'EUR', '20000.0000', 10),
    stored(nordicId, fjordId, 'in_transit', 'USD', '15000.0000', 40),
    // None of these count: cancelled, rejected, a draft, one sent 13 months ago.
    stored(nordicId, fjordId, 'cancelled', 'EUR', '900000.0000', 5),
    stored(nordicId, balticId, 'rejected', 'SEK', '900000.0000', 5),
    stored(nordicId, fjordId, 'draft', 'SEK', '900000.0000', null),
    stored(nordicId, fjordId, 'ordered', 'SEK', '900000.0000', 395),
    // Another buyer's order from Baltic never counts in Nordic's shares.
    stored(fjordId, balticId, 'ordered', 'SEK', '5000000.0000', 3),
  ])
})
afterAll(() => t.close())

describe(`supplier turnover share and alert (${process.env.TEST_PG_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('shows no share while no criterion has a turnover alert', async () => {
    expect((await criteriaOf()).turnover_share).toBeNull()
  })

  it('converts every order into the company currency and counts only what the company bought', async () => {
    criterion = await admin.call(criteriaApi.create, {
      body: { name: 'Dependency', turnover_percent_alert: '95' },
    })
    const criteria = await criteriaOf()
    expect(criteria.turnover_share).toBe(await expectedShare(balticId))
    expect(Number(criteria.turnover_share)).toBeGreaterThan(0)
    expect(Number(criteria.turnover_share)).toBeLessThan(100)
    const dependency = criteria.values.find((value) => value.name === 'Dependency')
    expect(dependency!.turnover_percent_alert).toBe('95')
  })

  it('tells the agreement managers once when a sent order takes a supplier over the alert', async () => {
    const share = Number((await criteriaOf()).turnover_share)
    const updated = await admin.request(criteriaApi.update, {
      params: { id: criterion.id },
      body: {
        name: 'Dependency',
        turnover_percent_alert: String(Math.ceil(share) + 1),
        version: criterion.version,
      },
    })
    expect(updated.statusCode, updated.body).toBe(200)
    const world = await orderWorld(admin, buyer, baltic)
    const send = async (qty: string) => {
      const order = await postOrder(
        buyer,
        orderBody(world, {
          deliveries: [deliveryBody(world, { lines: [lineBody(world, 'NO-2001', qty, '900')] })],
        }),
      )
      await acted(buyer, order, 'send')
    }
    // 90 000 SEK: under the authorization rule, and enough to move Baltic's share over the line.
    await send('100')
    await vi.waitFor(async () => expect(await alerts(admin)).toHaveLength(1), { timeout: 5000 })
    const notice = (await alerts(admin))[0]!
    expect(notice.link).toBe(`/suppliers/${balticAgreement}`)
    expect(notice.message).toContain('Baltic Knit Ltd')
    expect(Number((await criteriaOf()).turnover_share)).toBeGreaterThanOrEqual(Math.ceil(share) + 1)
    // Erik does not manage agreements.
    expect(await alerts(buyer)).toEqual([])

    // Still over the line: no second notice.
    await send('10')
    await jobsSettled(t.database.db)
    await new Promise((resolve) => setTimeout(resolve, 200))
    await jobsSettled(t.database.db)
    expect(await alerts(admin)).toHaveLength(1)

    // Below it again (Fjord's big order), then over it once more: a second crossing, a second notice.
    await insertOrderRows(t.database.db, [stored(nordicId, fjordId, 'ordered', 'SEK', '2000000.0000', 1)])
    await queueTurnoverCheck(t.platform, nordicId)
    await jobsSettled(t.database.db)
    expect(await alerts(admin)).toHaveLength(1)
    await insertOrderRows(t.database.db, [stored(nordicId, balticId, 'ordered', 'SEK', '3000000.0000', 1)])
    await send('10')
    await vi.waitFor(async () => expect(await alerts(admin)).toHaveLength(2), { timeout: 5000 })
  })

  it('keeps the share and the alerts inside the company', async () => {
    expect((await baltic.request(criteriaApi.values, { params: { id: balticAgreement } })).statusCode).toBe(
      404,
    )
    expect((await turnoverAlerts(baltic)).data).toEqual([])
  })
})
