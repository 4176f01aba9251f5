import { randomUUID } from 'node:crypto'
import { Decimal } from 'decimal.js'
import { sql } from 'drizzle-orm'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rows } from '../../../platform/db/rows.ts'
import { createTestApp, type TestApp } from '../../../testing/test-app.ts'
import { postStock } from '../stock-posting.ts'
import { ledgerMismatches } from '../testing/ledger-invariant.ts'
import { type StockActor, stockActor, stockPlaces } from '../testing/stock-actors.ts'
import { createStockCount, saveStockCountRows } from './stock-count.service.ts'
import { postStockCount } from './stock-count-completion.ts'

let t: TestApp
let nordic: StockActor
let place: Awaited<ReturnType<typeof stockPlaces>>
const codes = ['NO-1001', 'NO-1002', 'NO-3003', 'NO-3004']

beforeAll(async () => {
  t = await createTestApp()
  nordic = await stockActor(t, 'admin@nordic.demo')
  place = await stockPlaces(nordic, codes, ['STH-01'])
})
afterAll(() => t.close())

const figures = () =>
  nordic.run(async (ctx) => {
    const found = await rows<{ article_id: string; on_hand: string }>(
      ctx.tx,
      sql`select article_id, on_hand::text from stock_levels where warehouse_id = ${place.warehouse('STH-01')}`,
    )
    return new Map(found.map((row) => [row.article_id, new Decimal(row.on_hand)]))
  })

describe('completing a stock count', () => {
  // Whatever stood in the warehouse and whatever was counted: once completed, a counted article holds
  // what was counted, an uncounted one what it held, the ledger adds up, and completing again changes
  // nothing.
  it('sets on hand to the counted quantity and leaves the rest, once (property)', async () => {
    const quantity = fc.integer({ min: 0, max: 500 }).map(String)
    const scenario = fc.record({
      receipts: fc.array(fc.integer({ min: 1, max: 50 }), {
        minLength: codes.length,
        maxLength: codes.length,
      }),
      counted: fc.array(fc.option(quantity, { nil: null }), {
        minLength: codes.length,
        maxLength: codes.length,
      }),
    })
    await fc.assert(
      fc.asyncProperty(
        scenario.filter(({ counted }) => counted.some((value) => value !== null)),
        async ({ receipts, counted }) => {
          const warehouse = place.warehouse('STH-01')
          await nordic.run((ctx) =>
            postStock(
              ctx,
              { type: 'goods_receipt', id: randomUUID(), label: 'receipt' },
              codes.map((code, index) => ({
                articleId: place.article(code),
                warehouseId: warehouse,
                quantity: String(receipts[index]),
              })),
            ),
          )
          const count = await nordic.run((ctx) =>
            createStockCount(ctx, { warehouse_id: warehouse, counted_on: '2026-11-25', note: null }),
          )
          await nordic.run((ctx) =>
            saveStockCountRows(ctx, count.id, {
              version: count.version,
              rows: codes.map((code, index) => ({
                article_id: place.article(code),
                counted: counted[index]!,
              })),
            }),
          )
          const before = await figures()
          await nordic.run((ctx) => postStockCount(ctx, count.id))
          expect(await nordic.run((ctx) => postStockCount(ctx, count.id))).toBeNull()
          const after = await figures()
          codes.forEach((code, index) => {
            const id = place.article(code)
            const wanted = counted[index] === null ? before.get(id)! : new Decimal(counted[index]!)
            expect(after.get(id)!.toFixed(), code).toBe(wanted.toFixed())
          })
        },
      ),
      { numRuns: 25 },
    )
    expect(await nordic.run((ctx) => ledgerMismatches(ctx.tx, ctx.companyId))).toEqual([])
  })
})
