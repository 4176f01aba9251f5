import { sql } from 'drizzle-orm'
import type { Db } from '../../apps/server/src/platform/db/database.ts'
import { rows } from '../../apps/server/src/platform/db/rows.ts'
import { type BenchApp, benchToken, firstId, onBothEngines, withBenchApp } from './bench-app.ts'

export interface StockCountFigures {
  rows: number
  seedMs: number
  runs: Array<{ createMs: number; importMs: number; completeMs: number; jobMs: number }>
  completeMsP50: number
  completeMsMax: number
}

const articleCount = Number(process.env.BENCH_COUNT_ROWS ?? 20_000)
const runs = Number(process.env.BENCH_COUNT_RUNS ?? 3)

// 20 000 articles of Nordic's with stock at the Gothenburg DC: the figures and the opening entries
// they add up to, written as the owner in one statement each.
async function seedStock(db: Db, companyId: string, warehouseId: string) {
  const start = performance.now()
  await db.execute(sql`
    insert into articles (company_id, code, name, status)
    select ${companyId}, 'SC-B-' || lpad(g::text, 6, '0'), 'Counted article ' || g, 'active'
    from generate_series(1, ${articleCount}::int) g`)
  await db.execute(sql`
    insert into stock_levels (company_id, article_id, warehouse_id, on_hand)
    select ${companyId}, a.id, ${warehouseId}, 10 + (row_number() over (order by a.code)) % 90
    from articles a where a.company_id = ${companyId} and a.code like 'SC-B-%'`)
  await db.execute(sql`
    insert into stock_movements (company_id, article_id, warehouse_id, quantity, balance_after,
      document_type, document_id, document_label)
    select l.company_id, l.article_id, l.warehouse_id, l.on_hand, l.on_hand, 'stock_count',
      gen_random_uuid(), 'Bench opening stock'
    from stock_levels l join articles a on a.id = l.article_id where a.code like 'SC-B-%'`)
  await db.execute(sql`analyze`)
  return Math.round(performance.now() - start)
}

async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const start = performance.now()
  const result = await work()
  return [result, Math.round(performance.now() - start)]
}

// One count of the warehouse end to end: started (20 000 rows), every article counted by an import
// of a 20 000-row CSV, then completed as the user does it: from the request to the count read back
// completed, through the job.
async function countOnce(app: BenchApp, headers: Record<string, string>, warehouseId: string, run: number) {
  const [count, createMs] = await timed(async () => {
    const response = await app.app.inject({
      method: 'POST',
      url: '/api/stock-counts',
      headers,
      payload: { warehouse_id: warehouseId, counted_on: '2026-11-25', note: `bench ${run}` },
    })
    if (response.statusCode !== 201) throw new Error(`create: ${response.body.slice(0, 300)}`)
    return response.json() as { id: string; version: number; row_count: number }
  })
  const lines = Array.from(
    { length: articleCount },
    (_, index) => `SC-B-${String(index + 1).padStart(6, '0')},${(index * 7 + run) % 100}`,
  )
  const [imported, importMs] = await timed(async () => {
    const form = new FormData()
    form.append('file', new Blob([`Article id,Quantity\n${lines.join('\n')}\n`]), 'count.csv')
    const response = await app.app.inject({
      method: 'POST',
      url: `/api/stock-counts/${count.id}/import`,
      headers,
      payload: form,
    })
    if (response.statusCode !== 200) throw new Error(`import: ${response.body.slice(0, 300)}`)
    return response.json() as { count: { version: number; counted_rows: number } }
  })
  if (imported.count.counted_rows !== articleCount) throw new Error('the import did not count every row')
  const [, completeMs] = await timed(async () => {
    const response = await app.app.inject({
      method: 'POST',
      url: `/api/stock-counts/${count.id}/complete`,
      headers,
      payload: { version: imported.count.version },
    })
    if (response.statusCode !== 200) throw new Error(`complete: ${response.body.slice(0, 300)}`)
    for (;;) {
      const state = (
        await app.app.inject({ method: 'GET', url: `/api/stock-counts/${count.id}`, headers })
      ).json()
      if (state.status === 'completed') return
      if (state.job_status === 'failed') throw new Error('the completion job failed')
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  })
  const [job] = await rows<{ ms: number }>(
    app.database.db,
    sql`select (extract(epoch from finished_at - started_at) * 1000)::int as ms from jobs
        where id = (select job_id from stock_counts where id = ${count.id})`,
  )
  return { createMs, importMs, completeMs, jobMs: Number(job?.ms ?? 0) }
}

async function onEngine(databaseUrl: string | undefined): Promise<StockCountFigures> {
  return withBenchApp(
    'stock-count',
    databaseUrl,
    async (app) => {
      const db = app.database.db
      const companyId = await firstId(db, sql`select id from companies where name = 'Nordic Outdoor AB'`)
      const warehouseId = await firstId(db, sql`select id from warehouses where code = 'GOT-DC'`)
      const seedMs = await seedStock(db, companyId, warehouseId)
      const headers = { authorization: `Bearer ${await benchToken(app)}` }
      const figures = []
      for (let run = 1; run <= runs; run++) figures.push(await countOnce(app, headers, warehouseId, run))
      // The ledger still adds up to every figure the counts set.
      const [off] = await rows<{ n: number }>(
        db,
        sql`select count(*)::int as n from stock_levels l
            where l.on_hand <> (select coalesce(sum(m.quantity), 0) from stock_movements m
                                where m.article_id = l.article_id and m.warehouse_id = l.warehouse_id)`,
      )
      if (Number(off?.n) !== 0) throw new Error(`${off?.n} stock figures differ from their ledger`)
      const sorted = figures.map((figure) => figure.completeMs).sort((a, b) => a - b)
      return {
        rows: articleCount,
        seedMs,
        runs: figures,
        completeMsP50: sorted[Math.floor(sorted.length / 2)]!,
        completeMsMax: sorted.at(-1)!,
      }
    },
    { jobs: { pollMs: 50 } },
  )
}

// Issue: a 20 000-row count completes in ≤ 5 s as a job, on PGlite and on PostgreSQL.
export const stockCountFigures = (pgAdminUrl: string) => onBothEngines(pgAdminUrl, onEngine)

export const stockCountRows = (label: string, r: StockCountFigures) =>
  `${label.padEnd(9)} stock count of ${r.rows} rows: complete (request to completed, through the job) p50 ${r.completeMsP50} ms, max ${r.completeMsMax} ms of ${r.runs.length} (job ${r.runs.map((run) => run.jobMs).join('/')} ms); start ${r.runs[0]!.createMs} ms, import of ${r.rows} CSV rows ${r.runs[0]!.importMs} ms`
