import { sql } from 'drizzle-orm'
import type { Db } from '../../apps/server/src/platform/db/database.ts'
import { rows } from '../../apps/server/src/platform/db/rows.ts'
import { type BenchApp, benchToken, firstId, onBothEngines, withBenchApp } from './bench-app.ts'
import { seedDeliveryLines } from './big-orders.ts'
import { summarise, type Timing } from './timing.ts'

export interface BookingFigures {
  deliveries: number
  linesPerDelivery: number
  packages: number
  bodyBytes: number
  createMs: number
  save: Timing
  refused: Timing
}

const deliveryCount = Number(process.env.BENCH_BOOKING_DELIVERIES ?? 200)
const linesPerDelivery = Number(process.env.BENCH_BOOKING_LINES ?? 20)
const saves = Number(process.env.BENCH_BOOKING_SAVES ?? 40)
const warmUps = 5

// One confirmed purchase order of Nordic's to Baltic Knit, from the mill to the Gothenburg DC, with
// `deliveryCount` deliveries of `linesPerDelivery` lines of 10 pieces each, written as the owner.
async function seedOrder(db: Db) {
  const result = (await db.execute(sql`
    with c as (select id from companies where name = 'Nordic Outdoor AB'),
    s as (select id, name from companies where name = 'Baltic Knit Ltd'),
    mill as (select id, label from addresses where label = 'Baltic Knit mill')
    insert into orders (company_id, supplier_company_id, supplier_name, number, status, currency, etd,
      eta, total_qty, total_value, delivery_count, sent_at, ship_from_address_id, ship_from_name)
    select c.id, s.id, s.name, 'PO-BENCH-BK', 'ordered', 'SEK', date '2027-03-01', date '2027-03-21',
      ${deliveryCount * linesPerDelivery * 10}, ${deliveryCount * linesPerDelivery * 10 * 125},
      ${deliveryCount}, now(), mill.id, mill.label
    from c, s, mill returning id`)) as unknown as { rows: Array<{ id: string }> }
  const orderId = result.rows[0]!.id
  await db.execute(sql`
    insert into order_deliveries (company_id, order_id, position, code, etd, eta, requested_eta,
      warehouse_id, warehouse_name)
    select o.company_id, o.id, p, o.number || '-' || p, o.etd, o.eta, o.eta, w.id, w.name
    from orders o cross join generate_series(1, ${deliveryCount}::int) p,
      (select id, name from warehouses where code = 'GOT-DC') w
    where o.id = ${orderId}`)
  await seedDeliveryLines(db, orderId, linesPerDelivery)
  await db.execute(sql`analyze`)
  return rows<{ id: string }>(
    db,
    sql`select id from order_deliveries where order_id = ${orderId} order by position`,
  )
}

async function call(app: BenchApp, token: string, method: 'POST' | 'PUT', url: string, payload: object) {
  const response = await app.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}` },
    payload,
  })
  return { status: response.statusCode, body: response.json() as Record<string, unknown> }
}

// A package per order line (its 10 pieces), so each delivery's packages add up to its quantity; `off`
// adds a piece to the last package of the last delivery, which the server must refuse.
const packingList = (
  version: number,
  deliveries: Array<{ id: string }>,
  off: boolean,
): { version: number; deliveries: unknown[] } => ({
  version,
  deliveries: deliveries.map((delivery, index) => ({
    booking_delivery_id: delivery.id,
    packages: Array.from({ length: linesPerDelivery }, (_, line) => ({
      package_type: 'Carton',
      gross_weight: '4.250',
      net_weight: '3.900',
      quantity: off && index === deliveries.length - 1 && line === linesPerDelivery - 1 ? '11' : '10',
    })),
  })),
})

async function onEngine(databaseUrl: string | undefined): Promise<BookingFigures> {
  return withBenchApp('bookings', databaseUrl, async (app) => {
    const db = app.database.db
    const deliveries = await seedOrder(db)
    const token = await benchToken(app)
    const createStart = performance.now()
    const created = await call(app, token, 'POST', '/api/bookings', {
      supplier_company_id: await firstId(db, sql`select id from companies where name = 'Baltic Knit Ltd'`),
      delivery_ids: deliveries.map((delivery) => delivery.id),
      ship_from_address_id: await firstId(db, sql`select id from addresses where label = 'Baltic Knit mill'`),
      ship_to_warehouse_id: await firstId(db, sql`select id from warehouses where code = 'GOT-DC'`),
    })
    const createMs = Math.round(performance.now() - createStart)
    if (created.status !== 201) throw new Error(`create: ${JSON.stringify(created.body).slice(0, 300)}`)
    const booking = created.body as { id: string; version: number; deliveries: Array<{ id: string }> }
    const url = `/api/bookings/${booking.id}/packing-list`
    let version = booking.version
    const saveTimes: number[] = []
    const refusedTimes: number[] = []
    for (let run = 0; run < warmUps + saves; run++) {
      const start = performance.now()
      const saved = await call(app, token, 'PUT', url, packingList(version, booking.deliveries, false))
      const savedMs = performance.now() - start
      if (saved.status !== 200) throw new Error(`save: ${JSON.stringify(saved.body).slice(0, 300)}`)
      version = saved.body.version as number
      const refusedStart = performance.now()
      const refused = await call(app, token, 'PUT', url, packingList(version, booking.deliveries, true))
      const refusedMs = performance.now() - refusedStart
      const last = `deliveries.${booking.deliveries.length - 1}.packages`
      if (refused.status !== 422 || !(refused.body.errors as Record<string, unknown>)?.[last])
        throw new Error(`a wrong total was not refused: ${JSON.stringify(refused.body).slice(0, 300)}`)
      if (run >= warmUps) {
        saveTimes.push(savedMs)
        refusedTimes.push(refusedMs)
      }
    }
    const [packed] = await rows<{ n: number }>(
      db,
      sql`select sum(jsonb_array_length(packages))::int as n from booking_deliveries
          where booking_id = ${booking.id}`,
    )
    if (Number(packed?.n) !== deliveryCount * linesPerDelivery)
      throw new Error(`${packed?.n} packages stored, not ${deliveryCount * linesPerDelivery}`)
    return {
      deliveries: deliveryCount,
      linesPerDelivery,
      packages: deliveryCount * linesPerDelivery,
      bodyBytes: JSON.stringify(packingList(version, booking.deliveries, false)).length,
      createMs,
      save: summarise(saveTimes),
      refused: summarise(refusedTimes),
    }
  })
}

// Issue #19: a booking of 200 deliveries × 20 lines saves and validates its packing list in ≤ 300 ms p95.
export const bookingFigures = (pgAdminUrl: string) => onBothEngines(pgAdminUrl, onEngine)

export const bookingRows = (label: string, r: BookingFigures) =>
  `${label.padEnd(9)} booking of ${r.deliveries} deliveries × ${r.linesPerDelivery} lines: packing list of ${r.packages} packages (${Math.round(r.bodyBytes / 1024)} KiB) saved p50 ${r.save.p50} ms p95 ${r.save.p95} ms, a wrong total refused p50 ${r.refused.p50} ms p95 ${r.refused.p95} ms; booking created in ${r.createMs} ms`
