import fs from 'node:fs'
import { Session } from 'node:inspector/promises'
import os from 'node:os'
import path from 'node:path'
import { buildApp } from '../../apps/server/src/app.ts'
import { loadConfig } from '../../apps/server/src/platform/config/config.ts'
import { seedDemo } from '../../apps/server/src/seed/seed-demo.ts'
import { seedWideOrder } from './big-orders.ts'

// The order detail alone, for a profiler: one order of PROFILE_LINES lines (default 1 000) read
// PROFILE_RUNS times through app.inject, on PGlite or on the PostgreSQL database at DATABASE_URL
// (an empty one: the demo is seeded into it). E.g.
//   PROFILE_OUT=/tmp/detail.cpuprofile node --import tsx scripts/bench/order-detail-profile.ts
// writes a CPU profile of the reads alone (not of the start and the seed), for Chrome's DevTools.
const lines = Number(process.env.PROFILE_LINES ?? 1000)
const runs = Number(process.env.PROFILE_RUNS ?? 200)
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'profile-detail-'))
const config = loadConfig(process.env, {
  databaseUrl: process.env.DATABASE_URL,
  dataDir,
  webDist: undefined,
  logLevel: process.env.LOG_LEVEL ?? 'silent',
})
const app = await buildApp(config)
try {
  await seedDemo(app.database.db)
  const orderId = await seedWideOrder(app.database.db, 'B-PROFILE', lines)
  const login = await app.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: 'admin@nordic.demo', password: 'Demo1234!' },
  })
  const headers = { authorization: `Bearer ${login.json().access_token}` }
  const times: number[] = []
  let bytes = 0
  const session = new Session()
  if (process.env.PROFILE_OUT) {
    session.connect()
    await session.post('Profiler.enable')
    await session.post('Profiler.start')
  }
  for (let i = 0; i < runs; i++) {
    const start = performance.now()
    const response = await app.app.inject({ method: 'GET', url: `/api/orders/${orderId}`, headers })
    times.push(performance.now() - start)
    if (response.statusCode !== 200) throw new Error(`${response.statusCode} ${response.body.slice(0, 300)}`)
    bytes = response.rawPayload.length
  }
  if (process.env.PROFILE_OUT) {
    const { profile } = await session.post('Profiler.stop')
    fs.writeFileSync(process.env.PROFILE_OUT, JSON.stringify(profile))
  }
  times.sort((a, b) => a - b)
  const at = (p: number) => times[Math.min(times.length - 1, Math.floor(times.length * p))]!.toFixed(2)
  console.log(`${app.database.engine}, ${lines} lines, ${bytes} bytes: p50 ${at(0.5)} ms p99 ${at(0.99)} ms`)
} finally {
  await app.close()
  fs.rmSync(dataDir, { recursive: true, force: true })
}
