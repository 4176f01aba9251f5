import fs from 'node:fs'
import { Session } from 'node:inspector/promises'
import os from 'node:os'
import path from 'node:path'
import { buildApp } from '../../apps/server/src/app.ts'
import { loadConfig } from '../../apps/server/src/platform/config/config.ts'
import { seedDemo } from '../../apps/server/src/seed/seed-demo.ts'
import { bigOrderBody, bigOrderRound, seedWideOrder } from './big-orders.ts'
import { summarise } from './timing.ts'

// One order endpoint alone, for a profiler, on PGlite or on the PostgreSQL database at DATABASE_URL
// (an empty one: the demo is seeded into it).
//   PROFILE=detail: an order of PROFILE_LINES lines (default 1 000) read PROFILE_RUNS times (200);
//   PROFILE=save: PROFILE_RUNS rounds (3) of creating, saving again and reading back an order of
//   PROFILE_DELIVERIES (1) × 5 000 lines.
// PROFILE_OUT=/tmp/x.cpuprofile writes a CPU profile of the timed part alone (not of the start and the
// seed), for Chrome's DevTools.
const what = process.env.PROFILE ?? 'detail'
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'profile-order-'))
const config = loadConfig(process.env, {
  databaseUrl: process.env.DATABASE_URL,
  dataDir,
  webDist: undefined,
  logLevel: process.env.LOG_LEVEL ?? 'silent',
})
const app = await buildApp(config)
const session = new Session()

async function profiled(run: () => Promise<void>) {
  const out = process.env.PROFILE_OUT
  if (out) {
    session.connect()
    await session.post('Profiler.enable')
    await session.post('Profiler.start')
  }
  await run()
  if (out) fs.writeFileSync(out, JSON.stringify((await session.post('Profiler.stop')).profile))
}

const line = (name: string, times: number[]) => {
  const t = summarise(times)
  return `${name} p50 ${t.p50} ms p99 ${t.p99} ms`
}

try {
  await seedDemo(app.database.db, app.platform.files)
  const login = await app.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: 'admin@nordic.demo', password: 'Demo1234!' },
  })
  const token = login.json().access_token as string
  if (what === 'detail') {
    const lines = Number(process.env.PROFILE_LINES ?? 1000)
    const orderId = await seedWideOrder(app.database.db, 'B-PROFILE', lines)
    const headers = { authorization: `Bearer ${token}` }
    const times: number[] = []
    let bytes = 0
    await profiled(async () => {
      for (let i = 0; i < Number(process.env.PROFILE_RUNS ?? 200); i++) {
        const start = performance.now()
        const response = await app.app.inject({ method: 'GET', url: `/api/orders/${orderId}`, headers })
        times.push(performance.now() - start)
        if (response.statusCode !== 200)
          throw new Error(`${response.statusCode} ${response.body.slice(0, 300)}`)
        bytes = response.rawPayload.length
      }
    })
    console.log(`${app.database.engine}, ${lines} lines, ${bytes} bytes: ${line('detail', times)}`)
  } else {
    const body = await bigOrderBody(app.database.db, Number(process.env.PROFILE_DELIVERIES ?? 1))
    const rounds: Array<Awaited<ReturnType<typeof bigOrderRound>>> = []
    await profiled(async () => {
      for (let i = 0; i < Number(process.env.PROFILE_RUNS ?? 3); i++)
        rounds.push(await bigOrderRound(app, token, body))
    })
    const lines = body.deliveries.length * body.deliveries[0]!.lines.length
    console.log(
      `${app.database.engine}, ${lines} lines: ${line(
        'create',
        rounds.map((r) => r.create),
      )} | ${line(
        'save again',
        rounds.map((r) => r.update),
      )} | ${line(
        'read',
        rounds.map((r) => r.read),
      )}`,
    )
  }
} finally {
  await app.close()
  fs.rmSync(dataDir, { recursive: true, force: true })
}
