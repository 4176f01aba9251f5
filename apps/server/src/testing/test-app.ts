import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { buildApp } from '../app.ts'
import { loadConfig } from '../platform/config/config.ts'
import { seedDemo } from '../seed/seed-demo.ts'

export type TestApp = Awaited<ReturnType<typeof buildApp>> & { engine: 'pglite' | 'postgres' }

// One app per test file: embedded PGlite in memory, or, when TEST_PG_URL is set, a fresh database
// on that PostgreSQL server, dropped again on close. The demo data is seeded either way.
export async function createTestApp(
  options: { seed?: boolean; redisUrl?: string; smtpUrl?: string } = {},
): Promise<TestApp> {
  const adminUrl = process.env.TEST_PG_URL
  let databaseUrl: string | undefined
  let dropDatabase = async () => {}
  if (adminUrl) {
    const name = `scm_test_${randomBytes(6).toString('hex')}`
    const admin = new pg.Client({ connectionString: adminUrl })
    await admin.connect()
    await admin.query(`create database ${name}`)
    await admin.end()
    const url = new URL(adminUrl)
    url.pathname = `/${name}`
    databaseUrl = url.toString()
    dropDatabase = async () => {
      const client = new pg.Client({ connectionString: adminUrl })
      await client.connect()
      await client.query(`drop database if exists ${name} with (force)`)
      await client.end()
    }
  }
  const config = loadConfig(process.env, {
    databaseUrl,
    dataDir: 'memory://',
    webDist: undefined,
    logLevel: 'silent',
    publicUrl: 'http://localhost:3000',
    smtpUrl: options.smtpUrl,
    redisUrl: options.redisUrl,
  })
  const built = await buildApp(config, { logger: false }).catch(async (error: unknown) => {
    await dropDatabase()
    throw error
  })
  if (options.seed !== false) await seedDemo(built.database.db)
  return {
    ...built,
    engine: built.database.engine,
    close: async () => {
      await built.close()
      await dropDatabase()
    },
  }
}
