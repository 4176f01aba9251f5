import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { sql } from 'drizzle-orm'
import { buildApp } from '../../apps/server/src/app.ts'
import { loadConfig } from '../../apps/server/src/platform/config/config.ts'
import type { Db } from '../../apps/server/src/platform/db/database.ts'
import { seedDemo } from '../../apps/server/src/seed/seed-demo.ts'
import { freshDatabase } from '../../apps/server/src/testing/test-database.ts'

export type BenchApp = Awaited<ReturnType<typeof buildApp>>

// An app in this process on the demo data, on PGlite (no URL) or on a PostgreSQL database, removed
// with its files when `run` is done.
export async function withBenchApp<T>(
  name: string,
  databaseUrl: string | undefined,
  run: (app: BenchApp) => Promise<T>,
  options: Parameters<typeof buildApp>[1] = {},
): Promise<T> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `bench-${name}-`))
  const config = loadConfig(process.env, { databaseUrl, dataDir, webDist: undefined, logLevel: 'silent' })
  const app = await buildApp(config, options)
  try {
    await seedDemo(app.database.db, app.platform.files)
    return await run(app)
  } finally {
    await app.close()
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}

// The same figures on PGlite, then on a fresh database of the PostgreSQL server.
export async function onBothEngines<T>(pgAdminUrl: string, onEngine: (databaseUrl?: string) => Promise<T>) {
  const pglite = await onEngine(undefined)
  const database = await freshDatabase(pgAdminUrl)
  try {
    return { pglite, postgres: await onEngine(database.url) }
  } finally {
    await database.drop()
  }
}

export async function benchToken(app: BenchApp, email = 'admin@nordic.demo') {
  const login = await app.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password: 'Demo1234!' },
  })
  return login.json().access_token as string
}

// The id of the first row a query answers (both drivers answer execute() with { rows }).
export async function firstId(db: Db, query: ReturnType<typeof sql>) {
  const result = (await db.execute(query)) as unknown as { rows: Array<{ id: string }> }
  return result.rows[0]!.id
}
