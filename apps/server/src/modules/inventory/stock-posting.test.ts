import { randomUUID } from 'node:crypto'
import { Decimal } from 'decimal.js'
import { sql } from 'drizzle-orm'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rows } from '../../platform/db/rows.ts'
import { AppError } from '../../platform/errors/app-error.ts'
import { createTestApp, type TestApp } from '../../testing/test-app.ts'
import { postStock } from './stock-posting.ts'
import { ledgerMismatches } from './testing/ledger-invariant.ts'
import { type StockActor, stockActor, stockPlaces } from './testing/stock-actors.ts'

let t: TestApp
let nordic: StockActor
let place: Awaited<ReturnType<typeof stockPlaces>>

beforeAll(async () => {
  t = await createTestApp()
  nordic = await stockActor(t, 'admin@nordic.demo')
  place = await stockPlaces(nordic, ['NO-1005', 'NO-3003', 'NO-3004'], ['GOT-DC', 'STH-01'])
})
afterAll(() => t.close())

const document = (label: string) => ({ type: 'inventory_transaction' as const, id: randomUUID(), label })
const onHand = (articleId: string, warehouseId: string) =>
  nordic.run(async (ctx) => {
    const [level] = await rows<{ on_hand: string }>(
      ctx.tx,
      sql`select on_hand::text from stock_levels where article_id = ${articleId} and warehouse_id = ${warehouseId}`,
    )
    return new Decimal(level?.on_hand ?? 0)
  })
const mismatches = () => nordic.run((ctx) => ledgerMismatches(ctx.tx, ctx.companyId))

describe('posting stock: one ledger, the figure kept in step', () => {
  it('adds a document’s changes, one entry per article and warehouse, with the balance each left', async () => {
    const article = place.article('NO-1005')
    const dc = place.warehouse('GOT-DC')
    const receipt = document('receipt')
    await nordic.run((ctx) =>
      postStock(ctx, receipt, [
        { articleId: article, warehouseId: dc, quantity: '10.5' },
        { articleId: article, warehouseId: dc, quantity: '4.5' },
      ]),
    )
    await nordic.run((ctx) =>
      postStock(ctx, document('issue'), [{ articleId: article, warehouseId: dc, quantity: '-3' }]),
    )
    expect((await onHand(article, dc)).toFixed()).toBe('12')
    const entries = await nordic.run((ctx) =>
      rows<{ quantity: string; balance_after: string; document_id: string }>(
        ctx.tx,
        sql`select quantity::text, balance_after::text, document_id from stock_movements
            where article_id = ${article} and warehouse_id = ${dc} order by seq`,
      ),
    )
    expect(entries).toEqual([
      { quantity: '15.000', balance_after: '15.000', document_id: receipt.id },
      { quantity: '-3.000', balance_after: '12.000', document_id: expect.any(String) },
    ])
    expect(await mismatches()).toEqual([])
  })

  it('refuses to take stock below zero, and the refusal changes nothing', async () => {
    const article = place.article('NO-3003')
    const dc = place.warehouse('GOT-DC')
    await nordic.run((ctx) =>
      postStock(ctx, document('in'), [{ articleId: article, warehouseId: dc, quantity: '2' }]),
    )
    const refused = await nordic
      .run((ctx) =>
        postStock(ctx, document('out'), [
          { articleId: article, warehouseId: place.warehouse('STH-01'), quantity: '1' },
          { articleId: article, warehouseId: dc, quantity: '-5' },
        ]),
      )
      .catch((error: unknown) => error)
    expect(refused).toBeInstanceOf(AppError)
    expect(refused).toMatchObject({
      statusCode: 409,
      code: 'inventory.negativeStock',
      params: { articles: 'NO-3003' },
    })
    expect((await onHand(article, dc)).toFixed()).toBe('2')
    expect((await onHand(article, place.warehouse('STH-01'))).toFixed()).toBe('0')
    expect(await mismatches()).toEqual([])
  })

  it('the ledger cannot be changed or emptied by the request role', async () => {
    const attempt = (statement: ReturnType<typeof sql>) =>
      nordic
        .run((ctx) => ctx.tx.execute(statement))
        .then(
          () => 'changed',
          (error: unknown) => String((error as { cause?: Error }).cause?.message ?? error),
        )
    expect(await attempt(sql`update stock_movements set quantity = 0`)).toMatch(/permission denied/)
    expect(await attempt(sql`delete from stock_movements`)).toMatch(/permission denied/)
  })

  // Concurrent receipts and issues against one figure: whatever the interleaving, every posting that
  // committed is in the ledger once, the ledger adds up to the figure, and it never went below zero.
  it('concurrent postings lose nothing and never go below zero (property)', async () => {
    const article = place.article('NO-3004')
    const warehouses = [place.warehouse('GOT-DC'), place.warehouse('STH-01')]
    const posting = fc.record({
      warehouse: fc.integer({ min: 0, max: 1 }),
      quantity: fc.integer({ min: -40, max: 60 }).filter((n) => n !== 0),
    })
    let interleavings = 0
    await fc.assert(
      fc.asyncProperty(fc.array(posting, { minLength: 2, maxLength: 8 }), async (batch) => {
        const before = await Promise.all(warehouses.map((warehouse) => onHand(article, warehouse)))
        const outcomes = await Promise.all(
          batch.map((step) =>
            nordic
              .run((ctx) =>
                postStock(ctx, document('step'), [
                  {
                    articleId: article,
                    warehouseId: warehouses[step.warehouse]!,
                    quantity: String(step.quantity),
                  },
                ]),
              )
              .then(
                () => 'posted' as const,
                (error: unknown) => {
                  if (error instanceof AppError && error.code === 'inventory.negativeStock')
                    return 'refused' as const
                  throw error
                },
              ),
          ),
        )
        interleavings += 1
        for (const [index, warehouse] of warehouses.entries()) {
          const posted = batch
            .filter((step, at) => step.warehouse === index && outcomes[at] === 'posted')
            .reduce((sum, step) => sum.plus(step.quantity), before[index]!)
          const after = await onHand(article, warehouse)
          expect(after.toFixed()).toBe(posted.toFixed())
          expect(after.isNegative()).toBe(false)
        }
        // An issue is refused only when what was there could not cover it.
        for (const [at, outcome] of outcomes.entries())
          if (outcome === 'refused') expect(batch[at]!.quantity).toBeLessThan(0)
      }),
      { numRuns: 100 },
    )
    expect(interleavings).toBe(100)
    expect(await mismatches()).toEqual([])
    // About 450 postings in 100 interleavings: seconds alone, far more on a machine busy with other suites.
  }, 120_000)
})
