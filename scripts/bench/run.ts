import { execSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { type ArticleFigures, articleFigures, articleRows } from './articles.ts'
import { type BookingFigures, bookingFigures, bookingRows } from './bookings.ts'
import { type CompressionFigures, compressionFigures, compressionRow } from './compression.ts'
import { type InventoryFigures, inventoryFigures, inventoryRows } from './inventory.ts'
import { type JobThroughput, jobThroughput } from './jobs.ts'
import { load } from './load.ts'
import { type OrderFlowFigures, orderFlowFigures, orderFlowRow } from './order-flow.ts'
import { type OrderFigures, orderFigures, orderRows } from './orders.ts'
import { type QuotationFigures, quotationFigures, quotationRows } from './quotations.ts'
import { type RealtimeResult, realtimeFigures, realtimeRow } from './realtime.ts'
import { startServer } from './start-server.ts'
import { type StockCountFigures, stockCountFigures, stockCountRows } from './stock-count.ts'
import { type TaskFigures, taskFigures, taskRender, taskRows } from './tasks.ts'
import { initialGzipBytes } from './web-size.ts'

// npm run bench: the figures issue notes quote. Loopback only, bounded in time.
const root = path.resolve(import.meta.dirname, '../..')
const seconds = Number(process.env.BENCH_SECONDS ?? 10)
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10)
const pgAdminUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const results: Record<string, unknown> = {
  date: new Date().toISOString(),
  cpus: os.cpus().length,
  seconds,
  connections,
}
const tmp = (name: string) => fs.mkdtempSync(path.join(os.tmpdir(), `bench-${name}-`))
// BENCH_ONLY=orders,articles runs only those parts (platform, articles, orders, quotations, tasks,
// inventory, stock-counts, bookings).
const only = process.env.BENCH_ONLY?.split(',')
const wants = (
  part:
    | 'platform'
    | 'articles'
    | 'orders'
    | 'quotations'
    | 'tasks'
    | 'inventory'
    | 'stock-counts'
    | 'bookings',
) => !only || only.includes(part)
const lines: string[] = []

async function signIn(url: string) {
  const response = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@nordic.demo', password: 'Demo1234!' }),
  })
  return ((await response.json()) as { access_token: string }).access_token
}

async function authUserVsPing(label: string, env: Record<string, string>, port: number) {
  const server = await startServer(env, port)
  try {
    const token = await signIn(server.url)
    const ping = await load(`${server.url}/api/ping`, { seconds, connections })
    const user = await load(`${server.url}/api/auth/user`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      seconds,
      connections,
    })
    results[label] = {
      ping,
      authUser: user,
      ratioP50: user.p50 / Math.max(ping.p50, 1),
      ratioP99: user.p99 / Math.max(ping.p99, 1),
    }
  } finally {
    await server.stop()
  }
}

// The servers the parts start run the build, as `npm start` does (start-server.ts): built once, first.
function build() {
  console.log('building the web and the server …')
  const buildStart = performance.now()
  execSync('npm run build', { cwd: root, stdio: 'ignore' })
  results.buildMs = Math.round(performance.now() - buildStart)
}

async function tasksPart() {
  console.log('a plan of 2,020 tasks: its tree, a move pushing 200 dependants, and the browser drawing it …')
  const figures = await taskFigures(pgAdminUrl)
  if (!results.buildMs) build()
  const render = await taskRender(tmp('plan'), 3305)
  results.tasks = { ...figures, render }
  lines.push(
    taskRows('pglite', figures.pglite as TaskFigures),
    taskRows('postgres', figures.postgres as TaskFigures),
    `browser (PGlite): tasks tab drawn p50 ${render.tasksTab.p50} ms p95 ${render.tasksTab.p95} ms; Gantt tab drawn p50 ${render.ganttTab.p50} ms p95 ${render.ganttTab.p95} ms`,
  )
}

async function platformPart() {
  results.webInitial = initialGzipBytes(path.join(root, 'apps/web/dist'))

  console.log('cold start on PGlite (fresh data directory: migrations + demo seed), then a warm restart …')
  const coldDir = tmp('cold')
  const cold = await startServer({ DATA_DIR: coldDir }, 3301)
  await cold.stop()
  const warm = await startServer({ DATA_DIR: coldDir }, 3301)
  try {
    console.log('bytes over the wire, plain and compressed …')
    results.compression = await compressionFigures(warm.url, await signIn(warm.url))
  } finally {
    await warm.stop()
  }
  results.startToFirstPing = {
    coldMs: Math.round(cold.startedInMs),
    coldCpuMs: cold.cpuMs,
    warmMs: Math.round(warm.startedInMs),
    warmCpuMs: warm.cpuMs,
    loadAverage: os.loadavg()[0],
  }

  console.log('load on PGlite …')
  await authUserVsPing('pglite', { DATA_DIR: tmp('load') }, 3302)

  console.log('load on PostgreSQL …')
  await withDatabase(async (url) => {
    await authUserVsPing('postgres', { DATABASE_URL: url, DATA_DIR: tmp('pg') }, 3303)
    console.log('job throughput (10 000 no-op jobs) on PGlite and PostgreSQL …')
    results.jobs = {
      pglite: await jobThroughput({ dataDir: tmp('jobs') }),
      postgres: await jobThroughput({ databaseUrl: url, dataDir: tmp('jobs-pg') }),
    }
  })

  const realtimeClients = Number(process.env.BENCH_REALTIME_CLIENTS ?? 1000)
  console.log(
    `real-time: ${realtimeClients} Socket.IO clients on one instance, then across two through Redis …`,
  )
  results.realtime = await realtimeFigures({
    pgAdminUrl,
    redisUrl: process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379',
    clients: realtimeClients,
    events: 20,
  })
  const realtime = results.realtime as Record<'oneInstance' | 'twoInstances', RealtimeResult>
  const web = results.webInitial as ReturnType<typeof initialGzipBytes>
  const start = results.startToFirstPing as Record<'coldMs' | 'coldCpuMs' | 'warmMs' | 'warmCpuMs', number>
  lines.push(
    `cold start to first 200 on /api/ping (PGlite, npm run serve): ${start.coldMs} ms, ${start.coldCpuMs} ms CPU (warm restart ${start.warmMs} ms, ${start.warmCpuMs} ms CPU; npm run build ${results.buildMs} ms)`,
    row('pglite'),
    row('postgres'),
    `web initial JS + CSS: ${kib(web.gzip)} KiB gzip (JS ${kib(web.js.gzip)}, CSS ${kib(web.css.gzip)})`,
    compressionRow(results.compression as CompressionFigures),
    realtimeRow('one instance', realtime.oneInstance),
    realtimeRow('two + Redis', realtime.twoInstances),
    jobRow('pglite'),
    jobRow('postgres'),
  )
}

async function articlesPart() {
  console.log('articles: the list with 200 000 articles and a 20 000-row import, on PGlite and PostgreSQL …')
  results.articles = await articleFigures(pgAdminUrl)
  const articles = results.articles as Record<'pglite' | 'postgres', ArticleFigures>
  lines.push(articleRows('pglite', articles.pglite), articleRows('postgres', articles.postgres))
}

async function ordersPart() {
  console.log(
    'orders: the lists and the detail with 100 000 orders and 1 000 000 lines, on PGlite and PostgreSQL …',
  )
  const orders = await orderFigures(pgAdminUrl)
  lines.push(
    orderRows('pglite', orders.pglite as OrderFigures),
    orderRows('postgres', orders.postgres as OrderFigures),
  )
  // BENCH_ORDER_FLOW=0 leaves out the flow under concurrent clients.
  if (process.env.BENCH_ORDER_FLOW === '0') {
    results.orders = orders
    return
  }
  console.log('orders: send, confirm and approve a deviation under 50 concurrent clients …')
  const flow = {
    pglite: await orderFlowFigures({ DATA_DIR: tmp('flow') }, 3304),
    postgres: await withDatabase((url) =>
      orderFlowFigures({ DATABASE_URL: url, DATA_DIR: tmp('flow-pg') }, 3305),
    ),
  }
  results.orders = { ...orders, flow }
  lines.push(
    orderFlowRow('order flow pglite', flow.pglite as OrderFlowFigures),
    orderFlowRow('order flow postgres', flow.postgres as OrderFlowFigures),
  )
}

async function quotationsPart() {
  console.log('quotations: the compare view (4 × 200 × 40) and the lists, on PGlite and PostgreSQL …')
  const figures = await quotationFigures(pgAdminUrl)
  results.quotations = figures
  lines.push(
    quotationRows('pglite', figures.pglite as QuotationFigures),
    quotationRows('postgres', figures.postgres as QuotationFigures),
  )
}

async function inventoryPart() {
  console.log('inventory: the list over 100 000 articles × 5 warehouses, and 20 concurrent writers …')
  const figures = await inventoryFigures(pgAdminUrl)
  results.inventory = figures
  lines.push(
    inventoryRows('pglite', figures.pglite as InventoryFigures),
    inventoryRows('postgres', figures.postgres as InventoryFigures),
  )
}

async function stockCountsPart() {
  console.log('stock counts: a 20 000-row count imported and completed, on PGlite and PostgreSQL …')
  const figures = await stockCountFigures(pgAdminUrl)
  results.stockCounts = figures
  lines.push(
    stockCountRows('pglite', figures.pglite as StockCountFigures),
    stockCountRows('postgres', figures.postgres as StockCountFigures),
  )
}

async function bookingsPart() {
  console.log(
    'bookings: a packing list of 200 deliveries × 20 lines saved and refused, on PGlite and PostgreSQL …',
  )
  const figures = await bookingFigures(pgAdminUrl)
  results.bookings = figures
  lines.push(
    bookingRows('pglite', figures.pglite as BookingFigures),
    bookingRows('postgres', figures.postgres as BookingFigures),
  )
}

// A fresh database on the PostgreSQL server for the duration of `run`.
async function withDatabase<T>(run: (url: string) => Promise<T>): Promise<T> {
  const database = `bench_${Date.now()}`
  const admin = new pg.Client({ connectionString: pgAdminUrl })
  await admin.connect()
  await admin.query(`create database ${database}`)
  const url = new URL(pgAdminUrl)
  url.pathname = `/${database}`
  try {
    return await run(url.toString())
  } finally {
    await admin.query(`drop database if exists ${database} with (force)`)
    await admin.end()
  }
}

const row = (label: string) => {
  const r = results[label] as {
    ping: { p50: number; p99: number; rps: number }
    authUser: { p50: number; p99: number; rps: number }
    ratioP50: number
    ratioP99: number
  }
  return `${label.padEnd(9)} ping p50 ${r.ping.p50} ms p99 ${r.ping.p99} ms (${r.ping.rps}/s) | auth/user p50 ${r.authUser.p50} ms p99 ${r.authUser.p99} ms (${r.authUser.rps}/s) | ratio p50 ${r.ratioP50.toFixed(2)} p99 ${r.ratioP99.toFixed(2)}`
}
const kib = (bytes: number) => (bytes / 1024).toFixed(1)
const jobRow = (label: 'pglite' | 'postgres') => {
  const r = (results.jobs as Record<string, JobThroughput>)[label]!
  return `${label.padEnd(9)} ${r.jobs} no-op jobs in ${r.runMs} ms: ${r.jobsPerSecond} jobs/s (concurrency ${r.concurrency}; queued in ${r.enqueueMs} ms)`
}

if (wants('platform') || wants('orders')) build()
if (wants('platform')) await platformPart()
if (wants('articles')) await articlesPart()
if (wants('orders')) await ordersPart()
if (wants('quotations')) await quotationsPart()
if (wants('tasks')) await tasksPart()
if (wants('inventory')) await inventoryPart()
if (wants('stock-counts')) await stockCountsPart()
if (wants('bookings')) await bookingsPart()

fs.mkdirSync(path.join(root, 'bench-results'), { recursive: true })
fs.writeFileSync(path.join(root, 'bench-results/platform.json'), JSON.stringify(results, null, 2))
console.log(`
${lines.join('\n')}
(${connections} connections × ${seconds} s each; written to bench-results/platform.json)`)
