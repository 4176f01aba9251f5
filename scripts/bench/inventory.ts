import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { postStock } from '../../apps/server/src/modules/inventory/index.ts'
import { ledgerMismatches } from '../../apps/server/src/modules/inventory/testing/ledger-invariant.ts'
import type { Db } from '../../apps/server/src/platform/db/database.ts'
import { AppError } from '../../apps/server/src/platform/errors/app-error.ts'
import { runAsUser } from '../../apps/server/src/platform/jobs/job-request-context.ts'
import { type BenchApp, benchToken, firstId, onBothEngines, withBenchApp } from './bench-app.ts'
import { type ListFigures, listRow, versusSql } from './timing.ts'

export interface InventoryFigures {
  levels: number
  seedMs: number
  list: ListFigures
  warehouse: ListFigures
  writers: {
    writers: number
    movements: number
    posted: number
    refused: number
    lost: number
    ms: number
    mismatches: number
  }
}

const articleCount = Number(process.env.BENCH_INVENTORY_ARTICLES ?? 100_000)
const warehouseCount = 5
const writers = 20
const movementsEach = 50

// 100 000 articles of the demo buyer, each in five warehouses (the demo's two and three more), by SQL.
export async function seedStock(db: Db) {
  await db.execute(sql`
    insert into warehouses (company_id, code, name)
    select c.id, 'BW-' || g, 'Bench warehouse ' || g
    from companies c, generate_series(1, ${warehouseCount - 2}::int) g where c.name = 'Nordic Outdoor AB'`)
  // In batches: each statement stays inside the statement timeout, on either engine.
  const batch = 20_000
  const code = (n: number) => `INV-${String(n).padStart(7, '0')}`
  for (let from = 1; from <= articleCount; from += batch) {
    const to = Math.min(articleCount, from + batch - 1)
    await db.execute(sql`
      insert into articles (company_id, code, name, status, inventory_min)
      select c.id, 'INV-' || lpad(g::text, 7, '0'), 'Stocked article ' || g, 'active', 20
      from companies c, generate_series(${from}::int, ${to}::int) g where c.name = 'Nordic Outdoor AB'`)
    await db.execute(sql`
      insert into stock_levels (company_id, article_id, warehouse_id, on_hand)
      select a.company_id, a.id, w.id, (abs(hashtext(a.code || w.code)) % 500)::numeric
      from articles a join warehouses w on w.company_id = a.company_id
      where a.code between ${code(from)} and ${code(to)}
      on conflict do nothing`)
  }
  for (const table of ['articles', 'warehouses', 'stock_levels'])
    await db.execute(sql.raw(`analyze ${table}`))
}

const get = (app: BenchApp, token: string, url: string) => async () => {
  const response = await app.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } })
  if (response.statusCode !== 200)
    throw new Error(`${url}: ${response.statusCode} ${response.body.slice(0, 300)}`)
}

// The inventory page, its capped count and, the count being past the cap, the planner's estimate of the
// total, in plain SQL: the three statements the endpoint sends (platform/db/list.ts `totalOf`).
const rawList = (db: Db, where: ReturnType<typeof sql>) => async () => {
  const from = sql`stock_levels l join articles a on a.id = l.article_id join warehouses w on w.id = l.warehouse_id
    left join warehouses p on p.id = w.parent_id`
  await db.execute(sql`select l.article_id, a.code, a.name, l.warehouse_id, w.code, w.name, w.parent_id, p.name,
      l.on_hand::text, l.reserved::text, (l.on_hand - l.reserved)::text, a.inventory_min, a.inventory_max, l.updated_at,
      (select coalesce(sum(greatest(ol.qty - ol.received_qty, 0)), 0)::text from order_lines ol
        join order_deliveries d on d.id = ol.delivery_id join orders o on o.id = ol.order_id
        where ol.article_id = l.article_id and d.warehouse_id = l.warehouse_id and o.company_id = l.company_id
          and o.status in ('ordered', 'in_progress', 'packing_completed', 'in_transit'))
    from ${from} where ${where} order by lower(a.code), lower(w.code), l.article_id, l.warehouse_id limit 60`)
  await db.execute(sql`select count(*) from (select 1 from ${from} where ${where} limit 1001) c`)
  await db.execute(sql`explain (format json) select 1 from ${from} where ${where}`)
}

// 20 writers posting 50 movements each on the same few figures at once: every posting that committed
// is in the figure, the ledger adds up to it, and nothing went below zero.
async function concurrentWriters(app: BenchApp) {
  const db = app.database.db
  const companyId = await firstId(db, sql`select id from companies where name = 'Nordic Outdoor AB'`)
  const userId = await firstId(db, sql`select id from users where email = 'admin@nordic.demo'`)
  const articleIds = (
    (await db.execute(
      sql`select id from articles where code in ('NO-1001', 'NO-1002', 'NO-2001')`,
    )) as unknown as {
      rows: Array<{ id: string }>
    }
  ).rows.map((row) => row.id)
  const warehouseId = await firstId(db, sql`select id from warehouses where code = 'GOT-DC'`)
  const actor = { companyId, userId, locale: 'en' as const }
  const onHand = async () =>
    (
      (await db.execute(
        sql`select coalesce(sum(on_hand), 0)::numeric as total from stock_levels where warehouse_id = ${warehouseId}
            and article_id in (${sql.join(
              articleIds.map((id) => sql`${id}`),
              sql`, `,
            )})`,
      )) as unknown as { rows: Array<{ total: string }> }
    ).rows[0]!.total
  const before = Number(await onHand())
  let posted = 0
  let refused = 0
  let expected = before
  const start = performance.now()
  await Promise.all(
    Array.from({ length: writers }, async (_, writer) => {
      for (let step = 0; step < movementsEach; step++) {
        const quantity = ((writer * 31 + step * 17) % 23) - 10 || 1
        const articleId = articleIds[(writer + step) % articleIds.length]!
        try {
          await runAsUser(app.platform, actor, (ctx) =>
            postStock(ctx, { type: 'inventory_transaction', id: randomUUID(), label: 'bench' }, [
              { articleId, warehouseId, quantity: String(quantity) },
            ]),
          )
          posted += 1
          expected += quantity
        } catch (error) {
          if (!(error instanceof AppError)) throw error
          refused += 1
        }
      }
    }),
  )
  const ms = Math.round(performance.now() - start)
  const after = Number(await onHand())
  const mismatches = await runAsUser(app.platform, actor, (ctx) => ledgerMismatches(ctx.tx, companyId))
  return {
    writers,
    movements: writers * movementsEach,
    posted,
    refused,
    lost: Math.abs(expected - after),
    ms,
    mismatches: mismatches.length,
  }
}

async function onEngine(databaseUrl: string | undefined): Promise<InventoryFigures> {
  return withBenchApp('inventory', databaseUrl, async (app) => {
    const db = app.database.db
    const writerFigures = await concurrentWriters(app)
    const start = performance.now()
    await seedStock(db)
    const seedMs = Math.round(performance.now() - start)
    const token = await benchToken(app, 'admin@nordic.demo')
    const nordic = await firstId(db, sql`select id from companies where name = 'Nordic Outdoor AB'`)
    const warehouse = await firstId(db, sql`select id from warehouses where code = 'BW-2'`)
    const list = await versusSql(
      get(app, token, '/api/inventory'),
      rawList(db, sql`l.company_id = ${nordic} and a.company_id = ${nordic}`),
    )
    const byWarehouse = await versusSql(
      get(app, token, `/api/inventory?filter[warehouse_id]=${warehouse}`),
      rawList(
        db,
        sql`l.company_id = ${nordic} and a.company_id = ${nordic} and l.warehouse_id = ${warehouse}`,
      ),
    )
    return {
      levels: articleCount * warehouseCount,
      seedMs,
      list,
      warehouse: byWarehouse,
      writers: writerFigures,
    }
  })
}

// The inventory list over 100 000 articles × 5 warehouses, and concurrent writers, on both engines.
export const inventoryFigures = (pgAdminUrl: string) => onBothEngines(pgAdminUrl, onEngine)

export const inventoryRows = (label: string, r: InventoryFigures) =>
  [
    `${label}: ${r.levels} stock figures (seeded in ${r.seedMs} ms)`,
    listRow('inventory list', r.list),
    listRow('one warehouse', r.warehouse),
    `  ${r.writers.writers} writers × ${r.writers.movements / r.writers.writers} movements in ${r.writers.ms} ms: ${r.writers.posted} posted, ${r.writers.refused} refused (below zero), ${r.writers.lost} lost, ledger ≠ on hand for ${r.writers.mismatches} figures`,
  ].join('\n')
