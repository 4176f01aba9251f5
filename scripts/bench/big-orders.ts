import { sql } from 'drizzle-orm'
import type { buildApp } from '../../apps/server/src/app.ts'
import type { Db } from '../../apps/server/src/platform/db/database.ts'
import { rows } from '../../apps/server/src/platform/db/rows.ts'
import { summarise, type Timing } from './timing.ts'

type App = Awaited<ReturnType<typeof buildApp>>
type Json = Record<string, unknown>

export interface BigOrderTimings {
  lines: number
  deliveries: number
  bodyBytes: number
  responseBytes: number
  create: Timing
  update: Timing
  read: Timing
}
export type BigOrderFigures = Record<'oneDelivery' | 'fourDeliveries', BigOrderTimings>

// Saves and reads of one big order are each a request of seconds at worst: a few of each are enough.
const samples = Number(process.env.BENCH_BIG_SAMPLES ?? 5)
const linesPerBigDelivery = 5000

// An order of `lines` lines in one delivery, seeded by SQL as the 10-line orders are: the detail of
// one wide order beside that of a common one.
export async function seedWideOrder(db: Db, number: string, lines: number): Promise<string> {
  const result = (await db.execute(sql`
    with c as (select id from companies where name = 'Nordic Outdoor AB'),
    s as (select id from companies where name = 'Baltic Knit Ltd')
    insert into orders (company_id, supplier_company_id, number, status, currency, etd, eta,
      total_qty, total_value, delivery_count, sent_at)
    select c.id, s.id, ${number}, 'ordered', 'SEK', date '2026-06-01', date '2026-06-21',
      ${lines * 10}, ${lines * 10 * 125}, 1, now()
    from c, s returning id`)) as unknown as { rows: Array<{ id: string }> }
  const orderId = result.rows[0]!.id
  await db.execute(sql`
    insert into order_deliveries (company_id, order_id, position, code, etd, eta, requested_eta)
    select company_id, id, 1, number || '-1', etd, eta, eta from orders where id = ${orderId}`)
  await seedDeliveryLines(db, orderId, lines)
  await db.execute(sql`analyze order_lines`)
  return orderId
}

// `lines` lines of 10 pieces at 125 in each delivery of the order, Nordic's articles in turn.
export async function seedDeliveryLines(db: Db, orderId: string, lines: number) {
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
    from order_deliveries d cross join generate_series(1, ${lines}::int) p, a
    where d.order_id = ${orderId}`)
}

async function call(app: App, token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: Json) {
  const response = await app.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}` },
    ...(payload ? { payload } : {}),
  })
  if (response.statusCode >= 300)
    throw new Error(`${method} ${url}: ${response.statusCode} ${response.body.slice(0, 300)}`)
  return response
}

async function timed<T>(times: number[], run: () => Promise<T>): Promise<T> {
  const start = performance.now()
  const result = await run()
  times.push(performance.now() - start)
  return result
}

// The body the order wizard would send: `deliveries` × 5 000 lines, each an active article of the
// buyer at a typed price, as a fashion order of SKU × size lines is.
export async function bigOrderBody(db: Db, deliveries: number) {
  const articles = await rows<{ id: string }>(
    db,
    sql`select a.id from articles a join companies c on c.id = a.company_id
      where c.name = 'Nordic Outdoor AB' and a.status = 'active' order by a.code`,
  )
  const [supplier] = await rows<{ id: string }>(
    db,
    sql`select id from companies where name = 'Baltic Knit Ltd'`,
  )
  return {
    supplier_company_id: supplier!.id,
    currency: 'SEK',
    etd: '2027-03-01',
    eta: '2027-03-20',
    deliveries: Array.from({ length: deliveries }, () => ({
      etd: '2027-03-01',
      eta: '2027-03-20',
      lines: Array.from({ length: linesPerBigDelivery }, (_, l) => ({
        article_id: articles[l % articles.length]!.id,
        qty: String(1 + (l % 40)),
        price: '125.5',
      })),
    })),
  }
}
type BigBody = Awaited<ReturnType<typeof bigOrderBody>>

// One round: a new draft is created, saved again as the wizard does (every line kept, a quantity
// changed on each), and read back. Answers the milliseconds of each step and the answer's size.
export async function bigOrderRound(app: App, token: string, body: BigBody) {
  const [create, update, read] = [[], [], []] as [number[], number[], number[]]
  const created = await timed(create, () => call(app, token, 'POST', '/api/orders', body))
  const order = created.json() as { id: string; version: number; deliveries: Json[] }
  const again = {
    ...body,
    version: order.version,
    deliveries: body.deliveries.map((delivery, d) => {
      const saved = order.deliveries[d] as { id: string; lines: Array<{ id: string }> }
      return {
        ...delivery,
        id: saved.id,
        lines: delivery.lines.map((line, l) => ({ ...line, id: saved.lines[l]!.id, qty: '7' })),
      }
    }),
  }
  await timed(update, () => call(app, token, 'PUT', `/api/orders/${order.id}`, again))
  const got = await timed(read, () => call(app, token, 'GET', `/api/orders/${order.id}`))
  return { create: create[0]!, update: update[0]!, read: read[0]!, bytes: got.rawPayload.length }
}

async function bigOrder(app: App, token: string, body: BigBody): Promise<BigOrderTimings> {
  const rounds = []
  // The first round warms up and is not counted.
  for (let i = 0; i <= samples; i++) rounds.push(await bigOrderRound(app, token, body))
  const counted = rounds.slice(1)
  return {
    lines: body.deliveries.length * linesPerBigDelivery,
    deliveries: body.deliveries.length,
    bodyBytes: JSON.stringify(body).length,
    responseBytes: rounds[0]!.bytes,
    create: summarise(counted.map((round) => round.create)),
    update: summarise(counted.map((round) => round.update)),
    read: summarise(counted.map((round) => round.read)),
  }
}

// Creating, saving again and reading back an order of one delivery of 5 000 lines, and one of
// 4 × 5 000 = 20 000 lines.
export async function bigOrderFigures(app: App, token: string, db: Db): Promise<BigOrderFigures> {
  return {
    oneDelivery: await bigOrder(app, token, await bigOrderBody(db, 1)),
    fourDeliveries: await bigOrder(app, token, await bigOrderBody(db, 4)),
  }
}

const ms = (t: Timing) => `p50 ${t.p50} ms p99 ${t.p99} ms`
export const bigOrderRow = (name: string, r: BigOrderTimings) =>
  `  ${name.padEnd(18)} ${r.deliveries} × ${r.lines / r.deliveries} lines, body ${(r.bodyBytes / 1e6).toFixed(1)} MB, answer ${(r.responseBytes / 1e6).toFixed(1)} MB | create ${ms(r.create)} | save again ${ms(r.update)} | read ${ms(r.read)}`
