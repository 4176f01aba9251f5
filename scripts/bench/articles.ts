import { sql } from 'drizzle-orm'
import type { Db } from '../../apps/server/src/platform/db/database.ts'
import { type BenchApp, benchToken, firstId, onBothEngines, withBenchApp } from './bench-app.ts'
import { type ListFigures, listRow, versusSql } from './timing.ts'

type App = BenchApp
export interface ArticleFigures {
  articles: number
  seedMs: number
  firstPage: ListFigures
  filteredPage: ListFigures
  sortedPage: ListFigures
  import: {
    rows: number
    bytes: number
    uploadMs: number
    dryRunMs: number
    importMs: number
    rowsPerSecond: number
  }
}

const articleCount = Number(process.env.BENCH_ARTICLES ?? 200_000)
const importRows = 20_000

// The library of one company grown to `articleCount` rows (as the owner), in batches that each stay
// under the connection's statement timeout.
async function seedArticles(db: Db) {
  const start = performance.now()
  const batch = 20_000
  for (let from = 1; from <= articleCount; from += batch)
    await seedBatch(db, from, Math.min(articleCount, from + batch - 1))
  await db.execute(sql`analyze articles`)
  return Math.round(performance.now() - start)
}

async function seedBatch(db: Db, from: number, to: number) {
  await db.execute(sql`
    with c as (select id from companies where name = 'Nordic Outdoor AB'),
    lists as (
      select
        array(select m.id from master_data m, c where m.company_id = c.id and m.kind = 'product-categories' order by m.name) cats,
        array(select m.id from master_data m, c where m.company_id = c.id and m.kind = 'colors' order by m.name) colors,
        array(select m.id from master_data m, c where m.company_id = c.id and m.kind = 'sizes' order by m.name) sizes,
        (select m.id from master_data m, c where m.company_id = c.id and m.kind = 'units' and m.name = 'Piece') piece,
        (select supplier_company_id from partnerships limit 1) supplier
    )
    insert into articles (company_id, code, name, category_id, color_id, size_id, unit_id, status,
      lead_time_days, weight, supplier_company_id, updated_at)
    select c.id, 'B-' || lpad(g::text, 7, '0'), 'Bench article ' || g,
      l.cats[1 + g % 4], l.colors[1 + g % 4], l.sizes[1 + g % 5], l.piece,
      (case when g % 10 = 0 then 'archived' else 'active' end)::article_status,
      g % 120, (g % 1000) / 100.0, case when g % 3 = 0 then l.supplier end,
      now() - g * interval '1 minute'
    from generate_series(${from}::int, ${to}::int) g, c, lists l`)
}

const listFigures = (app: App, token: string, query: string, raw: () => Promise<unknown>) =>
  versusSql(async () => {
    const response = await app.app.inject({
      method: 'GET',
      url: `/api/articles${query}`,
      headers: { authorization: `Bearer ${token}` },
    })
    if (response.statusCode !== 200) throw new Error(`${query}: ${response.statusCode} ${response.body}`)
  }, raw)

// The same rows the endpoint answers, asked in plain SQL without the API (no auth, no RLS, no JSON).
const rawPage = (db: Db, where: string, order: string) => async () => {
  const filter = sql.raw(where)
  const sorting = sql.raw(order)
  await db.execute(sql`
    select a.id, a.code, a.name, a.category_id, cat.name, col.name, siz.name, a.sku, a.ean, u.name,
      a.supplier_company_id, a.lead_time_days, a.status, a.created_at, a.updated_at, a.version
    from articles a
    left join master_data cat on cat.id = a.category_id left join master_data col on col.id = a.color_id
    left join master_data siz on siz.id = a.size_id left join master_data u on u.id = a.unit_id
    where ${filter} order by ${sorting} limit 60`)
  await db.execute(sql`select count(*) from (select 1 from articles a where ${filter} limit 10001) c`)
}

async function importFigures(app: App, token: string) {
  const headers = { authorization: `Bearer ${token}` }
  const lines = ['Article ID,Name,Category,Colour,Lead time']
  for (let i = 1; i <= importRows; i++)
    lines.push(`IMP-${String(i).padStart(5, '0')},Imported ${i},Knitwear,Navy,${i % 90}`)
  const body = Buffer.from(lines.join('\n'))
  let start = performance.now()
  const upload = await app.app.inject({
    method: 'POST',
    url: '/api/articles/imports?file_name=bench.csv',
    headers: { ...headers, 'content-type': 'text/csv' },
    payload: body,
  })
  if (upload.statusCode !== 201) throw new Error(`upload: ${upload.statusCode} ${upload.body}`)
  const uploadMs = performance.now() - start
  const { id, mapping } = upload.json() as { id: string; mapping: Record<string, number | null> }
  start = performance.now()
  const check = await app.app.inject({
    method: 'POST',
    url: `/api/articles/imports/${id}/check`,
    headers,
    payload: { mapping },
  })
  if (check.json().valid !== importRows) throw new Error(`dry run: ${check.body.slice(0, 300)}`)
  const dryRunMs = performance.now() - start
  start = performance.now()
  await app.app.inject({
    method: 'POST',
    url: `/api/articles/imports/${id}/start`,
    headers,
    payload: { mapping },
  })
  for (;;) {
    const state = (
      await app.app.inject({ method: 'GET', url: `/api/articles/imports/${id}`, headers })
    ).json()
    if (state.status === 'completed') break
    if (state.job_status === 'failed') throw new Error('the import job failed')
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  const importMs = performance.now() - start
  return {
    rows: importRows,
    bytes: body.byteLength,
    uploadMs: Math.round(uploadMs),
    dryRunMs: Math.round(dryRunMs),
    importMs: Math.round(importMs),
    rowsPerSecond: Math.round(importRows / (importMs / 1000)),
  }
}

async function onEngine(databaseUrl: string | undefined): Promise<ArticleFigures> {
  return withBenchApp(
    'articles',
    databaseUrl,
    async (app) => {
      const seedMs = await seedArticles(app.database.db)
      const token = await benchToken(app)
      const db = app.database.db
      const companyId = await firstId(db, sql`select id from companies where name = 'Nordic Outdoor AB'`)
      const category = {
        id: await firstId(
          db,
          sql`select id from master_data where company_id = ${companyId} and name = 'Knitwear'`,
        ),
      }
      const owned = `a.company_id = '${companyId}'`
      const firstPage = await listFigures(app, token, '', rawPage(db, owned, 'lower(a.name), a.id'))
      const filteredPage = await listFigures(
        app,
        token,
        `?filter[category_id]=${category.id}&filter[status]=active`,
        rawPage(
          db,
          `${owned} and a.category_id = '${category.id}' and a.status = 'active'`,
          'lower(a.name), a.id',
        ),
      )
      const sortedPage = await listFigures(
        app,
        token,
        '?sort=-updated_at',
        rawPage(db, owned, 'a.updated_at desc, a.id'),
      )
      return {
        articles: articleCount,
        seedMs,
        firstPage,
        filteredPage,
        sortedPage,
        import: await importFigures(app, token),
      }
    },
    { jobs: { pollMs: 50 } },
  )
}

// The article list with 200 000 articles and a 20 000-row import, on PGlite and on PostgreSQL.
export async function articleFigures(pgAdminUrl: string) {
  return onBothEngines(pgAdminUrl, onEngine)
}

export function articleRows(label: string, r: ArticleFigures) {
  return [
    `${label}: ${r.articles} articles (seeded in ${r.seedMs} ms)`,
    listRow('first page', r.firstPage),
    listRow('filtered page', r.filteredPage),
    listRow('sorted page', r.sortedPage),
    `  import ${r.import.rows} rows (${(r.import.bytes / 1024).toFixed(0)} KiB CSV): upload ${r.import.uploadMs} ms, dry run ${r.import.dryRunMs} ms, job ${r.import.importMs} ms = ${r.import.rowsPerSecond} rows/s`,
  ].join('\n')
}
