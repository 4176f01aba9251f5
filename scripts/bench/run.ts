import { execSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { type ArticleFigures, articleFigures, articleRows } from './articles.ts'
import { type JobThroughput, jobThroughput } from './jobs.ts'
import { load } from './load.ts'
import { type RealtimeResult, realtimeFigures, realtimeRow } from './realtime.ts'
import { startServer } from './start-server.ts'
import { initialJsGzipBytes } from './web-size.ts'

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

console.log('building the web …')
const buildStart = performance.now()
execSync('npm run build', { cwd: root, stdio: 'ignore' })
results.webBuildMs = Math.round(performance.now() - buildStart)
results.webInitialJs = initialJsGzipBytes(path.join(root, 'apps/web/dist'))

console.log('cold start on PGlite (fresh data directory: migrations + demo seed) …')
const coldDir = tmp('cold')
const cold = await startServer({ DATA_DIR: coldDir }, 3301)
await cold.stop()
const warm = await startServer({ DATA_DIR: coldDir }, 3301)
await warm.stop()
results.startToFirstPing = { coldMs: Math.round(cold.startedInMs), warmMs: Math.round(warm.startedInMs) }

console.log('load on PGlite …')
await authUserVsPing('pglite', { DATA_DIR: tmp('load') }, 3302)

console.log('load on PostgreSQL …')
const database = `bench_${Date.now()}`
const admin = new pg.Client({ connectionString: pgAdminUrl })
await admin.connect()
await admin.query(`create database ${database}`)
const pgUrl = new URL(pgAdminUrl)
pgUrl.pathname = `/${database}`
try {
  await authUserVsPing('postgres', { DATABASE_URL: pgUrl.toString(), DATA_DIR: tmp('pg') }, 3303)
  console.log('job throughput (10 000 no-op jobs) on PGlite and PostgreSQL …')
  results.jobs = {
    pglite: await jobThroughput({ dataDir: tmp('jobs') }),
    postgres: await jobThroughput({ databaseUrl: pgUrl.toString(), dataDir: tmp('jobs-pg') }),
  }
} finally {
  await admin.query(`drop database if exists ${database} with (force)`)
  await admin.end()
}

console.log('articles: the list with 200 000 articles and a 20 000-row import, on PGlite and PostgreSQL …')
results.articles = await articleFigures(pgAdminUrl)
const articles = results.articles as Record<'pglite' | 'postgres', ArticleFigures>

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

fs.mkdirSync(path.join(root, 'bench-results'), { recursive: true })
fs.writeFileSync(path.join(root, 'bench-results/platform.json'), JSON.stringify(results, null, 2))
const row = (label: string) => {
  const r = results[label] as {
    ping: { p50: number; p99: number; rps: number }
    authUser: { p50: number; p99: number; rps: number }
    ratioP50: number
    ratioP99: number
  }
  return `${label.padEnd(9)} ping p50 ${r.ping.p50} ms p99 ${r.ping.p99} ms (${r.ping.rps}/s) | auth/user p50 ${r.authUser.p50} ms p99 ${r.authUser.p99} ms (${r.authUser.rps}/s) | ratio p50 ${r.ratioP50.toFixed(2)} p99 ${r.ratioP99.toFixed(2)}`
}
const web = results.webInitialJs as { gzip: number }
const start = results.startToFirstPing as { coldMs: number; warmMs: number }
const jobRow = (label: 'pglite' | 'postgres') => {
  const r = (results.jobs as Record<string, JobThroughput>)[label]!
  return `${label.padEnd(9)} ${r.jobs} no-op jobs in ${r.runMs} ms: ${r.jobsPerSecond} jobs/s (concurrency ${r.concurrency}; queued in ${r.enqueueMs} ms)`
}
console.log(`
cold start to first 200 on /api/ping (PGlite): ${start.coldMs} ms (warm restart ${start.warmMs} ms; web build ${results.webBuildMs} ms)
${row('pglite')}
${row('postgres')}
web initial JavaScript: ${(web.gzip / 1024).toFixed(1)} KiB gzip
${realtimeRow('one instance', realtime.oneInstance)}
${realtimeRow('two + Redis', realtime.twoInstances)}
${jobRow('pglite')}
${jobRow('postgres')}
${articleRows('pglite', articles.pglite)}
${articleRows('postgres', articles.postgres)}
(${connections} connections × ${seconds} s each; written to bench-results/platform.json)`)
