import { countCap } from '@scm/contracts'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { createTestApp, type TestApp } from '../../testing/test-app.ts'
import type { Tx } from './database.ts'
import { pageWithTotal, totalOf } from './list.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

// A temporary table of `n` numbered rows, analysed so the planner knows its size; gone at the end.
function withNumbers(n: number, run: (tx: Tx) => Promise<void>) {
  return t.database.db.transaction(async (tx) => {
    await tx.execute(
      sql`create temporary table numbers on commit drop as select g as n from generate_series(1, ${n}::int) g`,
    )
    await tx.execute(sql`analyze numbers`)
    await run(tx)
  })
}
const matching = (where = sql`true`) => sql`select 1 from numbers where ${where}`

test('counts exactly up to the cap, and estimates above it, marked as an estimate', async () => {
  await withNumbers(countCap * 5, async (tx) => {
    expect(await totalOf(tx, matching(sql`n <= ${countCap}`))).toEqual({
      total: countCap,
      capped: false,
      estimated: false,
    })
    expect(await totalOf(tx, matching(sql`n <= 17`))).toEqual({ total: 17, capped: false, estimated: false })
    expect(await totalOf(tx, matching())).toEqual({ total: countCap * 5, capped: false, estimated: true })
  })
})

test('says only "more than the cap" when the estimate is below what was counted', async () => {
  await withNumbers(countCap * 5, async (tx) => {
    // The planner guesses half a percent for an equality on an expression.
    expect(await totalOf(tx, matching(sql`n % 2 = 0`))).toEqual({
      total: countCap,
      capped: true,
      estimated: false,
    })
  })
})

test('a page that is not full gives the exact total without counting; a full one counts', async () => {
  await withNumbers(countCap * 3, async (tx) => {
    const page = (offset: number, limit: number) =>
      tx
        .execute(sql`select n from numbers order by n limit ${limit} offset ${offset}`)
        .then((r) => (r as unknown as { rows: unknown[] }).rows)
    const counting = { count: 0 }
    const count = async () => {
      counting.count += 1
      return totalOf(tx, matching())
    }
    const last = await pageWithTotal(
      { limit: 60, offset: countCap * 3 - 30 },
      page(countCap * 3 - 30, 60),
      count,
    )
    expect(last[1]).toEqual({ total: countCap * 3, capped: false, estimated: false })
    expect(counting.count).toBe(0)
    const beyond = await pageWithTotal({ limit: 60, offset: countCap * 4 }, page(countCap * 4, 60), count)
    expect(beyond[1].estimated).toBe(true)
    const first = await pageWithTotal({ limit: 60, offset: 0 }, page(0, 60), count)
    expect(first[0]).toHaveLength(60)
    expect(first[1]).toEqual({ total: countCap * 3, capped: false, estimated: true })
    expect(counting.count).toBe(2)
  })
})

// Row-level security lets a condition run before its policies, and so be an index condition, only if
// its function is leakproof: migration 0011 marks ILIKE's so where it can (a superuser's database, as
// the embedded one and the test server's are), or no search could read a trigram index.
test('ILIKE may be an index condition under row-level security', async () => {
  const result = await t.database.db.execute(
    sql`select proleakproof from pg_proc where proname = 'texticlike'`,
  )
  expect((result as unknown as { rows: Array<{ proleakproof: boolean }> }).rows).toEqual([
    { proleakproof: true },
  ])
})
