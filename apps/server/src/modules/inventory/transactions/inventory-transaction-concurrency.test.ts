import {
  articleEndpoints,
  inventoryTransactionEndpoints as e,
  type InventoryTransaction,
  inventoryEndpoints,
  warehouseEndpoints,
} from '@scm/contracts'
import { Decimal } from 'decimal.js'
import fc from 'fast-check'
import { afterAll, beforeAll, expect, it } from 'vitest'
import type { ApiClient } from '../../../testing/api-client.ts'
import { demoClients } from '../../../testing/sign-in.ts'
import { createTestApp, type TestApp } from '../../../testing/test-app.ts'
import { ledgerMismatches } from '../testing/ledger-invariant.ts'
import { stockActor } from '../testing/stock-actors.ts'

let t: TestApp
let admin: ApiClient
let articleId: string
let dc: string
let store: string

beforeAll(async () => {
  t = await createTestApp()
  admin = (await demoClients(t.app)).admin
  const articles = await admin.call(articleEndpoints.list, { query: { search: 'NO-4005' } })
  articleId = articles.data.find((one) => one.code === 'NO-4005')!.id
  const warehouses = (await admin.call(warehouseEndpoints.list, { query: { per_page: 'all' } })).data
  dc = warehouses.find((one) => one.code === 'GOT-DC')!.id
  store = warehouses.find((one) => one.code === 'STH-01')!.id
})
afterAll(() => t.close())

const levelAt = async (warehouseId: string) => {
  const page = await admin.call(inventoryEndpoints.list, {
    query: { search: 'NO-4005', filter: { warehouse_id: warehouseId } },
  })
  const row = page.data[0]
  return { onHand: new Decimal(row?.on_hand ?? 0), reserved: new Decimal(row?.reserved ?? 0) }
}

// Started transactions over one article's stock, each completed by two requests at once (a double
// click) beside the others: whatever the interleaving, a transaction moves its stock once or not at all
// (refused below zero, then still ongoing), nothing is lost, and the stock never goes below zero.
it('concurrent completes over the same stock: never lost, never twice, never negative (property)', async () => {
  const runs = 12
  let interleavings = 0
  await fc.assert(
    fc.asyncProperty(
      fc.array(fc.integer({ min: 1, max: 400 }), { minLength: 2, maxLength: 5 }),
      fc.boolean(),
      async (quantities, toStore) => {
        const before = { dc: await levelAt(dc), store: await levelAt(store) }
        const started: InventoryTransaction[] = []
        for (const quantity of quantities) {
          const draft = await admin.call(e.create, {
            body: {
              from_warehouse_id: dc,
              destination_warehouse_id: toStore ? store : null,
              destination_text: toStore ? null : 'Samples',
              ship_date: '2027-10-01',
              rows: [{ article_id: articleId, quantity: String(quantity) }],
            },
          })
          started.push(
            await admin.call(e.start, { params: { id: draft.id }, body: { version: draft.version } }),
          )
        }
        const complete = (transaction: InventoryTransaction) =>
          admin.request(e.complete, {
            params: { id: transaction.id },
            body: { version: transaction.version },
          })
        const answers = await Promise.all(
          started.flatMap((transaction) => [complete(transaction), complete(transaction)]),
        )
        for (const answer of answers) expect([200, 409]).toContain(answer.statusCode)
        let moved = new Decimal(0)
        let stillReserved = new Decimal(0)
        for (const [index, transaction] of started.entries()) {
          const read = await admin.call(e.get, { params: { id: transaction.id } })
          if (read.status === 'completed') moved = moved.plus(quantities[index]!)
          else {
            expect(read.status).toBe('ongoing')
            stillReserved = stillReserved.plus(quantities[index]!)
            // A refusal is below zero: what was left could not cover it.
            expect(answers.slice(index * 2, index * 2 + 2).map((answer) => answer.json().code)).toContain(
              'inventory.negativeStock',
            )
            await admin.call(e.cancel, { params: { id: read.id }, body: { version: read.version } })
          }
        }
        const after = { dc: await levelAt(dc), store: await levelAt(store) }
        expect(after.dc.onHand.toFixed()).toBe(before.dc.onHand.minus(moved).toFixed())
        expect(after.dc.onHand.isNegative()).toBe(false)
        expect(after.dc.reserved.toFixed()).toBe(before.dc.reserved.toFixed())
        expect(after.store.onHand.toFixed()).toBe(before.store.onHand.plus(toStore ? moved : 0).toFixed())
        interleavings += 1
        expect(stillReserved.isNegative()).toBe(false)
      },
    ),
    { numRuns: runs },
  )
  expect(interleavings).toBe(runs)
  const nordic = await stockActor(t, 'admin@nordic.demo')
  expect(await nordic.run((ctx) => ledgerMismatches(ctx.tx, ctx.companyId))).toEqual([])
  // A few hundred requests through the HTTP layer: seconds alone, far more beside other suites.
}, 120_000)
