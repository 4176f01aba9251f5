import { type OrderListView, orderListViews } from '@scm/contracts'
import { sql } from 'drizzle-orm'
import type { Db } from '../../apps/server/src/platform/db/database.ts'
import { type AllRowsFigures, allRowsFigures, allRowsRow } from './all-rows.ts'
import { type BenchApp, benchToken, firstId, onBothEngines, withBenchApp } from './bench-app.ts'
import { type BigOrderFigures, bigOrderFigures, bigOrderRow, seedWideOrder } from './big-orders.ts'
import { type ListFigures, listRow, type Throughput, throughput, throughputRow, versusSql } from './timing.ts'

type App = BenchApp
export interface OrderFigures {
  orders: number
  lines: number
  seedMs: number
  lists: Record<OrderListView, ListFigures>
  // The 'all' view's first page under ten concurrent requests.
  load: Throughput
  // Page 500 of the 'all' view (offset 29 940), and a search that matches about a hundred orders.
  page500: ListFigures
  search: ListFigures
  detail: ListFigures
  // The detail of one order with `wideLines` lines in one delivery.
  wideLines: number
  detailWide: ListFigures
  big: BigOrderFigures | null
  // Every order of the 'all' view at once (per_page=all).
  allRows: AllRowsFigures
}

const orderCount = Number(process.env.BENCH_ORDERS ?? 100_000)
// Two deliveries of five lines each: 100 000 orders make 1 000 000 lines.
const deliveriesPerOrder = 2
const linesPerDelivery = 5
// Order numbers B-0000001 …: this part of a number is in about a hundred of them.
const searchTerm = '0499'
const wideLines = 1000
// BENCH_BIG_ORDERS=0 skips creating and reading back the orders of 5 000 and 20 000 lines.
const bigOrders = process.env.BENCH_BIG_ORDERS !== '0'
const statuses = [
  'draft',
  'sent',
  'ordered',
  'in_progress',
  'packing_completed',
  'in_transit',
  'delivered',
  'completed',
  'cancelled',
  'ordered',
]

// Orders of the demo buyer to the demo supplier, in batches that each stay under the statement timeout.
export async function seedOrders(db: Db) {
  const start = performance.now()
  const batch = 10_000
  for (let from = 1; from <= orderCount; from += batch) {
    const to = Math.min(orderCount, from + batch - 1)
    await seedBatch(db, from, to)
  }
  await db.execute(sql`analyze orders`)
  await db.execute(sql`analyze order_deliveries`)
  await db.execute(sql`analyze order_lines`)
  return Math.round(performance.now() - start)
}

async function seedBatch(db: Db, from: number, to: number) {
  const statusList = sql.raw(`array[${statuses.map((s) => `'${s}'`).join(',')}]`)
  await db.execute(sql`
    with c as (select id from companies where name = 'Nordic Outdoor AB'),
    s as (select id from companies where name = 'Baltic Knit Ltd')
    insert into orders (company_id, supplier_company_id, number, status, currency, etd, eta,
      total_qty, total_value, delivery_count, sent_at, created_at, updated_at)
    select c.id, s.id, 'B-' || lpad(g::text, 7, '0'), (${statusList})[1 + g % ${statuses.length}]::order_status,
      'SEK', date '2026-01-01' + g % 300, date '2026-01-21' + g % 300,
      ${deliveriesPerOrder * linesPerDelivery * 10}, ${deliveriesPerOrder * linesPerDelivery * 10 * 125},
      ${deliveriesPerOrder}, case when g % 10 = 0 then null else now() - g * interval '1 minute' end,
      now() - g * interval '1 minute', now() - g * interval '1 minute'
    from generate_series(${from}::int, ${to}::int) g, c, s`)
  const first = `B-${String(from).padStart(7, '0')}`
  const last = `B-${String(to).padStart(7, '0')}`
  await db.execute(sql`
    insert into order_deliveries (company_id, order_id, position, code, etd, eta, requested_eta)
    select o.company_id, o.id, d, o.number || '-' || d, o.etd, o.eta, o.eta
    from orders o cross join generate_series(1, ${deliveriesPerOrder}::int) d
    where o.number between ${first} and ${last}`)
  await db.execute(sql`
    with a as (
      select array_agg(id order by code) ids, array_agg(code order by code) codes,
        array_agg(name order by code) names
      from articles where company_id = (select id from companies where name = 'Nordic Outdoor AB')
    )
    insert into order_lines (company_id, order_id, delivery_id, position, article_id, article_code,
      article_name, qty, price, price_source)
    select d.company_id, d.order_id, d.id, p, a.ids[1 + p % array_length(a.ids, 1)],
      a.codes[1 + p % array_length(a.ids, 1)], a.names[1 + p % array_length(a.ids, 1)], 10, 125, 'price_list'
    from order_deliveries d join orders o on o.id = d.order_id
      cross join generate_series(1, ${linesPerDelivery}::int) p, a
    where o.number between ${first} and ${last}`)
}

const get = (app: App, token: string, url: string) => async () => {
  const response = await app.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } })
  if (response.statusCode !== 200)
    throw new Error(`${url}: ${response.statusCode} ${response.body.slice(0, 300)}`)
}

// The rows of a list page in plain SQL: the page and its capped count, as the list endpoint asks them.
const rawList =
  (db: Db, companyId: string, view: OrderListView, options: { offset?: number; search?: string } = {}) =>
  async () => {
    const inStatuses = sql.raw(orderListViews[view].map((status) => `'${status}'`).join(','))
    const pattern = options.search ? `%${options.search}%` : undefined
    const where = sql`o.company_id = ${companyId} and o.status in (${inStatuses})${
      pattern
        ? sql` and (o.number ilike ${pattern} or o.buyer_reference ilike ${pattern}
          or o.supplier_name ilike ${pattern} or o.buyer_name ilike ${pattern})`
        : sql``
    }`
    await db.execute(sql`
      select o.* from orders o where ${where}
      order by o.created_at desc, o.id limit 60 offset ${options.offset ?? 0}`)
    await db.execute(sql`select count(*) from (select 1 from orders o where ${where} limit 10001) c`)
  }

const rawDetail = (db: Db, orderId: string) => async () => {
  await db.execute(sql`select * from orders where id = ${orderId}`)
  await db.execute(sql`select * from order_deliveries where order_id = ${orderId} order by position`)
  await db.execute(sql`select * from order_lines where order_id = ${orderId} order by delivery_id, position`)
}

async function onEngine(databaseUrl: string | undefined): Promise<OrderFigures> {
  return withBenchApp('orders', databaseUrl, async (app) => {
    const seedMs = await seedOrders(app.database.db)
    const token = await benchToken(app)
    const db = app.database.db
    const companyId = await firstId(db, sql`select id from companies where name = 'Nordic Outdoor AB'`)
    const lists = {} as Record<OrderListView, ListFigures>
    for (const view of Object.keys(orderListViews) as OrderListView[])
      lists[view] = await versusSql(
        get(app, token, `/api/orders?filter[view]=${view}`),
        rawList(db, companyId, view),
      )
    const load = await throughput(get(app, token, '/api/orders?filter[view]=all'), {
      connections: Number(process.env.BENCH_CONNECTIONS ?? 10),
      seconds: Number(process.env.BENCH_SECONDS ?? 10),
    })
    const page500 = await versusSql(
      get(app, token, '/api/orders?filter[view]=all&page=500'),
      rawList(db, companyId, 'all', { offset: 499 * 60 }),
    )
    const search = await versusSql(
      get(app, token, `/api/orders?filter[view]=all&search=${searchTerm}`),
      rawList(db, companyId, 'all', { search: searchTerm }),
    )
    const middle = `B-${String(Math.ceil(orderCount / 2)).padStart(7, '0')}`
    const orderId = await firstId(db, sql`select id from orders where number = ${middle}`)
    const detail = await versusSql(get(app, token, `/api/orders/${orderId}`), rawDetail(db, orderId))
    const wideId = await seedWideOrder(db, 'B-WIDE', wideLines)
    const detailWide = await versusSql(get(app, token, `/api/orders/${wideId}`), rawDetail(db, wideId))
    return {
      orders: orderCount,
      lines: orderCount * deliveriesPerOrder * linesPerDelivery,
      seedMs,
      lists,
      load,
      page500,
      search,
      detail,
      wideLines,
      detailWide,
      big: bigOrders ? await bigOrderFigures(app, token, db) : null,
      // Last: the app listens on a port from here on.
      allRows: await allRowsFigures(app.app, token, '/api/orders?filter[view]=all&per_page=all'),
    }
  })
}

// The order lists and the order detail with 100 000 orders and 1 000 000 lines, on PGlite and PostgreSQL.
export async function orderFigures(pgAdminUrl: string) {
  return onBothEngines(pgAdminUrl, onEngine)
}

export function orderRows(label: string, r: OrderFigures) {
  return [
    `${label}: ${r.orders} orders, ${r.lines} lines (seeded in ${r.seedMs} ms)`,
    ...Object.entries(r.lists).map(([view, figures]) => listRow(`list ${view}`, figures)),
    throughputRow('list all, load', r.load),
    listRow('list page 500', r.page500),
    listRow(`search ${searchTerm}`, r.search),
    listRow(`detail ${linesPerDelivery * deliveriesPerOrder} lines`, r.detail),
    listRow(`detail ${r.wideLines} lines`, r.detailWide),
    allRowsRow(r.allRows),
    ...(r.big
      ? [bigOrderRow('5 000 lines', r.big.oneDelivery), bigOrderRow('20 000 lines', r.big.fourDeliveries)]
      : []),
  ].join('\n')
}
