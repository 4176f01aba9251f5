import { sql } from 'drizzle-orm'
import { boolean, date, integer, numeric, pgEnum, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../testing/test-app.ts'
import { rows } from './rows.ts'
import { columnNames, unnestChunk, unnestRows } from './unnest.ts'

// A table of this test's own, made for the length of one transaction, with an enum made after the
// database opened (as a fresh database's migrations make them, after PGlite has read its types).
const kind = pgEnum('unnest_sample_kind', ['first', 'second'])
const sample = pgTable('unnest_sample', {
  kind: kind('kind').notNull(),
  n: integer('n').notNull(),
  name: text('name'),
  amount: numeric('amount', { precision: 13, scale: 3 }),
  day: date('day'),
  flag: boolean('flag'),
  at: timestamp('at', { withTimezone: true }),
})
type Sample = typeof sample.$inferSelect
const columns = {
  kind: sample.kind,
  n: sample.n,
  name: sample.name,
  amount: sample.amount,
  day: sample.day,
  flag: sample.flag,
  at: sample.at,
}

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

// Text that an array literal must quote or escape, and the empty and absent values.
const names = [
  'NULL',
  'null',
  '',
  ' lead ',
  'a\nb',
  'tab\t',
  '"q"',
  'b\\s',
  '{x}',
  '(1,2)',
  "it's",
  'ö €',
  null,
]

describe('rows as column arrays (unnest)', () => {
  it('write every value back as it was, thousands of rows in one statement', async () => {
    const written: Sample[] = Array.from({ length: unnestChunk + 3 }, (_, n) => ({
      kind: n % 2 ? 'second' : 'first',
      n,
      name: names[n % names.length]!,
      amount: n % 4 ? `${n}.125` : null,
      day: n % 3 ? '2027-03-01' : null,
      flag: n % 5 ? n % 2 === 0 : null,
      at: n % 6 ? new Date(Date.UTC(2027, 0, 1, 12, 0, n % 60)) : null,
    }))
    const read = await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`create type unnest_sample_kind as enum ('first', 'second')`)
      await tx.execute(sql`create temp table unnest_sample (kind unnest_sample_kind not null, n int not null,
        name text, amount numeric(13, 3), day date, flag boolean, at timestamptz)`)
      await tx.execute(sql`insert into unnest_sample (${sql.raw(columnNames(columns).join(', '))})
        select * from ${unnestRows(written, columns)}`)
      const read = await rows<{
        kind: string
        n: number
        name: string | null
        amount: string | null
        day: string | null
        flag: boolean | null
        at: string | null
      }>(
        tx,
        sql`select kind, n, name, amount::text, day::text, flag,
          to_char(at at time zone 'UTC', 'YYYY-MM-DD HH24:MI:SS') as at from unnest_sample order by n`,
      )
      await tx.execute(sql`drop table unnest_sample`)
      await tx.execute(sql`drop type unnest_sample_kind`)
      return read
    })
    expect(read).toHaveLength(written.length)
    for (const [n, row] of read.entries()) {
      const want = written[n]!
      expect(row).toEqual({
        kind: want.kind,
        n,
        name: want.name,
        amount: want.amount === null ? null : `${n}.125`,
        day: want.day,
        flag: want.flag,
        at: want.at ? want.at.toISOString().slice(0, 19).replace('T', ' ') : null,
      })
    }
  })
})
