import { randomUUID } from 'node:crypto'
import { orderEndpoints } from '@scm/contracts'
import { Decimal } from 'decimal.js'
import { sql } from 'drizzle-orm'
import fc from 'fast-check'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { rows } from '../../platform/db/rows.ts'
import { AppError } from '../../platform/errors/app-error.ts'
import type { RequestContext } from '../../platform/http/context.ts'
import { demoClients } from '../../testing/sign-in.ts'
import { createTestApp, type TestApp } from '../../testing/test-app.ts'
import {
  acceptedSalesOrder,
  cancelSalesOrder,
  dispatchSalesOrder,
} from '../sales/testing/accepted-sales-order.ts'
import { receiveDelivery } from './goods-receipts/goods-receipt.service.ts'
import { createStockCount, saveStockCountRows } from './stock-counts/stock-count.service.ts'
import { postStockCount } from './stock-counts/stock-count-completion.ts'
import { ledgerMismatches } from './testing/ledger-invariant.ts'
import { type StockActor, stockActor, stockPlaces } from './testing/stock-actors.ts'
import { createTransaction } from './transactions/inventory-transaction.service.ts'
import { actOnTransaction } from './transactions/inventory-transaction-actions.ts'

// Every kind of document that moves stock, run at once over one article in two warehouses: goods
// receipts into the distribution centre, sales-order dispatches (issues), transfers between the two,
// and stock counts. Whatever the interleaving, the ledger must read as one serial history.

// Real interleavings need connections of their own: PGlite has one, so there the documents only take
// turns in whatever order they arrive, and a hundred orders say what the embedded engine can.
const runs = process.env.TEST_PG_URL ? 1_000 : 100

const article = 'NO-2002'
const places = ['GOT-DC', 'STH-01'] as const
type Place = 0 | 1

type Step =
  | { kind: 'receipt'; quantity: number }
  | { kind: 'issue'; at: Place; quantity: number }
  | { kind: 'transfer'; from: Place; quantity: number }
  | { kind: 'count'; at: Place; counted: number }

const place = fc.constantFrom<Place>(0, 1)
const quantity = fc.integer({ min: 1, max: 60 })
// A receipt costs nothing to make ready, so it is drawn as often as the rest together.
const step: fc.Arbitrary<Step> = fc.oneof(
  { arbitrary: fc.record({ kind: fc.constant('receipt' as const), quantity }), weight: 3 },
  fc.record({ kind: fc.constant('issue' as const), at: place, quantity }),
  fc.record({ kind: fc.constant('transfer' as const), from: place, quantity }),
  fc.record({ kind: fc.constant('count' as const), at: place, counted: fc.integer({ min: 0, max: 80 }) }),
)

let t: TestApp
let nordic: StockActor
let articleId: string
let warehouses: [string, string]
let receiving: { orderId: string; deliveryId: string; lineId: string }

beforeAll(async () => {
  t = await createTestApp()
  nordic = await stockActor(t, 'admin@nordic.demo')
  const found = await stockPlaces(nordic, [article], [...places])
  articleId = found.article(article)
  warehouses = [found.warehouse(places[0]), found.warehouse(places[1])]
  // The demo's confirmed order brings this article into the distribution centre.
  const { buyer } = await demoClients(t.app)
  const list = await buyer.call(orderEndpoints.list, { query: { search: 'AW27 core knit' } })
  const order = await buyer.call(orderEndpoints.get, { params: { id: list.data[0]!.id } })
  const delivery = order.deliveries[0]!
  receiving = {
    orderId: order.id,
    deliveryId: delivery.id,
    lineId: delivery.lines.find((line) => line.article_code === article)!.id,
  }
})
afterAll(() => t.close())

interface Level {
  onHand: Decimal
  reserved: Decimal
}

const levels = async (ctx: RequestContext) => {
  const found = await rows<{ warehouse_id: string; on_hand: string; reserved: string }>(
    ctx.tx,
    sql`select warehouse_id, on_hand::text, reserved::text from stock_levels
          where article_id = ${articleId}`,
  )
  return warehouses.map((warehouse): Level => {
    const level = found.find((row) => row.warehouse_id === warehouse)
    return { onHand: new Decimal(level?.on_hand ?? 0), reserved: new Decimal(level?.reserved ?? 0) }
  })
}

interface Entry {
  document_id: string
  warehouse_id: string
  quantity: string
  balance_after: string
}

const entriesSince = (ctx: RequestContext, seq: number) =>
  rows<Entry>(
    ctx.tx,
    sql`select document_id, warehouse_id, quantity::text, balance_after::text from stock_movements
        where article_id = ${articleId} and seq > ${seq} order by seq`,
  )

const lastSeq = async (ctx: RequestContext) => {
  const [row] = await rows<{ seq: number | null }>(
    ctx.tx,
    sql`select max(seq)::int as seq from stock_movements`,
  )
  return row?.seq ?? 0
}

// A step made ready (its document created, reserved where the document reserves), answering how it is
// taken, how it is undone when refused, and the ledger entries it must leave when taken.
interface Ready {
  id: string
  take: () => Promise<unknown>
  undo: (ctx: RequestContext) => Promise<unknown>
  entries: Array<{ warehouse: Place; quantity: number }>
  counted?: { at: Place; quantity: number }
}

const other = (at: Place): Place => (at === 0 ? 1 : 0)

async function prepare(ctx: RequestContext, step: Step): Promise<Ready> {
  const warehouse = (at: Place) => warehouses[at]
  const none = async () => undefined
  switch (step.kind) {
    case 'receipt': {
      const id = randomUUID()
      return {
        id,
        take: () =>
          nordic.run((ctx) =>
            receiveDelivery(ctx, receiving.orderId, receiving.deliveryId, {
              id,
              lines: [{ line_id: receiving.lineId, quantity: String(step.quantity) }],
            }),
          ),
        undo: none,
        entries: [{ warehouse: 0, quantity: step.quantity }],
      }
    }
    case 'issue': {
      const order = await acceptedSalesOrder(ctx, {
        articleId,
        warehouseId: warehouse(step.at),
        quantity: String(step.quantity),
      })
      return {
        id: order.id,
        take: () => nordic.run((ctx) => dispatchSalesOrder(ctx, order)),
        undo: (ctx) => cancelSalesOrder(ctx, order),
        entries: [{ warehouse: step.at, quantity: -step.quantity }],
      }
    }
    case 'transfer': {
      const to = other(step.from)
      const draft = await createTransaction(ctx, {
        from_warehouse_id: warehouse(step.from),
        destination_warehouse_id: warehouse(to),
        destination_text: null,
        ship_date: '2026-11-20',
        note: null,
        rows: [{ article_id: articleId, quantity: String(step.quantity) }],
      })
      const started = await actOnTransaction(ctx, draft.id, 'start', draft.version)
      return {
        id: started.id,
        take: () => nordic.run((ctx) => actOnTransaction(ctx, started.id, 'complete', started.version)),
        undo: (ctx) => actOnTransaction(ctx, started.id, 'cancel', started.version),
        entries: [
          { warehouse: step.from, quantity: -step.quantity },
          { warehouse: to, quantity: step.quantity },
        ],
      }
    }
    case 'count': {
      const created = await createStockCount(ctx, {
        warehouse_id: warehouse(step.at),
        counted_on: '2026-11-20',
        note: null,
      })
      const count = await saveStockCountRows(ctx, created.id, {
        version: created.version,
        rows: [{ article_id: articleId, counted: String(step.counted) }],
      })
      return {
        id: count.id,
        take: () => nordic.run((ctx) => postStockCount(ctx, count.id)),
        undo: none,
        entries: [],
        counted: { at: step.at, quantity: step.counted },
      }
    }
  }
}

const refusedBelowZero = (error: unknown) =>
  error instanceof AppError && error.code === 'inventory.negativeStock'

it('receipts, issues, transfers and counts at once: one serial history, nothing lost, never below zero (property)', async () => {
  let interleavings = 0
  await fc.assert(
    fc.asyncProperty(fc.array(step, { minLength: 2, maxLength: 3 }), async (batch) => {
      // The documents are made ready in one transaction, and taken each in its own, all at once.
      const { before, since, ready } = await nordic.run(async (ctx) => {
        const made = { before: await levels(ctx), since: await lastSeq(ctx), ready: [] as Ready[] }
        for (const one of batch) made.ready.push(await prepare(ctx, one))
        return made
      })
      const outcomes = await Promise.all(
        ready.map((one) =>
          one.take().then(
            () => 'taken' as const,
            (error: unknown) => {
              if (refusedBelowZero(error)) return 'refused' as const
              throw error
            },
          ),
        ),
      )
      const { entries, after } = await nordic.run(async (ctx) => ({
        entries: await entriesSince(ctx, since),
        after: await levels(ctx),
      }))
      // Each document that was taken left its entries once, a refused one none; counts are checked below.
      for (const [index, one] of ready.entries()) {
        const own = entries.filter((entry) => entry.document_id === one.id)
        if (one.counted) {
          expect(outcomes[index]).toBe('taken')
          expect(own.length).toBeLessThanOrEqual(1)
          for (const entry of own)
            expect(new Decimal(entry.balance_after).toFixed()).toBe(
              new Decimal(one.counted.quantity).toFixed(),
            )
          continue
        }
        const expected = outcomes[index] === 'taken' ? one.entries : []
        expect(own.map((entry) => [entry.warehouse_id, new Decimal(entry.quantity).toNumber()])).toEqual(
          expect.arrayContaining(expected.map((entry) => [warehouses[entry.warehouse], entry.quantity])),
        )
        expect(own).toHaveLength(expected.length)
        // Only an issue out of a warehouse can be refused, and only when it could not be covered.
        if (outcomes[index] === 'refused') expect(one.entries.some((entry) => entry.quantity < 0)).toBe(true)
      }
      // Replayed in ledger order, each warehouse's entries add up from what it held, each leaving the
      // balance it records, never below zero, to what it holds now: no posting saw a stale figure.
      for (const at of [0, 1] as const) {
        let balance = before[at]!.onHand
        const seen = [balance.toFixed()]
        for (const entry of entries.filter((one) => one.warehouse_id === warehouses[at])) {
          balance = balance.plus(entry.quantity)
          expect(new Decimal(entry.balance_after).toFixed()).toBe(balance.toFixed())
          expect(balance.isNegative()).toBe(false)
          seen.push(balance.toFixed())
        }
        expect(after[at]!.onHand.toFixed()).toBe(balance.toFixed())
        // A count set its warehouse to what was counted at the moment it was taken, moving it or not.
        for (const one of ready)
          if (one.counted?.at === at) expect(seen).toContain(new Decimal(one.counted.quantity).toFixed())
      }
      // Taken, or refused and undone, no document still holds a reservation.
      const refused = ready.filter((_, index) => outcomes[index] === 'refused')
      const settled =
        refused.length === 0
          ? after
          : await nordic.run(async (ctx) => {
              for (const one of refused) await one.undo(ctx)
              return levels(ctx)
            })
      for (const at of [0, 1] as const)
        expect(settled[at]!.reserved.toFixed()).toBe(before[at]!.reserved.toFixed())
      interleavings += 1
    }),
    // Each run leaves the database changed, so a shrunk replay would start elsewhere: report the first failure.
    { numRuns: runs, endOnFailure: true },
  )
  expect(interleavings).toBe(runs)
  expect(await nordic.run((ctx) => ledgerMismatches(ctx.tx, ctx.companyId))).toEqual([])
}, 600_000)
