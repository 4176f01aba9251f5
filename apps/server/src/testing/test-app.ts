import fs from 'node:fs'
import type { DestinationStream } from 'pino'
import { inject } from 'vitest'
import { buildApp } from '../app.ts'
import { loadConfig, type SupportWidgetConfig } from '../platform/config/config.ts'
import { type Database, openDatabase } from '../platform/db/database.ts'
import type { WorkerOptions } from '../platform/jobs/job-worker.ts'
import { seedDemo } from '../seed/seed-demo.ts'
import type { DatabaseTemplate } from './database-template.ts'
import { scratchDir } from './scratch-dir.ts'
import { freshDatabase } from './test-database.ts'

export type TestApp = Awaited<ReturnType<typeof buildApp>> & { engine: 'pglite' | 'postgres' }

// A fresh database on the TEST_PG_URL server, a copy of `template` when given, dropped again by drop();
// none (PGlite) without it.
export async function createTestDatabase(
  template?: string,
): Promise<{ databaseUrl?: string; drop(): Promise<void> }> {
  const adminUrl = process.env.TEST_PG_URL
  if (!adminUrl) return { drop: async () => {} }
  const database = await freshDatabase(adminUrl, template, true)
  return { databaseUrl: database.url, drop: database.drop }
}

// The run's migrated and seeded template (api-global-setup.ts), as a database of this file's own.
type TemplateCopy = {
  own?: Awaited<ReturnType<typeof createTestDatabase>>
  database?: Database
  copiedDir?: string
}
async function fromTemplate(template: DatabaseTemplate): Promise<TemplateCopy> {
  if ('postgres' in template) return { own: await createTestDatabase(template.postgres) }
  const copiedDir = scratchDir('scm-database-')
  fs.cpSync(template.pgliteDir, copiedDir, { recursive: true })
  return { database: await openDatabase({ dataDir: copiedDir }), copiedDir }
}

// One app per test file: embedded PGlite in memory, or, when TEST_PG_URL is set, a fresh database
// on that PostgreSQL server, dropped again on close. The demo data is there either way: a copy of the
// run's template, or seeded here when the run has none. A test that reopens a database passes
// `databaseUrl` (PostgreSQL) or `dataDir` (PGlite) and cleans up itself.
export async function createTestApp(
  options: {
    seed?: boolean
    redisUrl?: string
    smtpUrl?: string
    jobs?: Partial<WorkerOptions>
    databaseUrl?: string
    dataDir?: string
    // Receives every log line, at every level, instead of a silent logger.
    logStream?: DestinationStream
    // A web build to serve; none by default.
    webDist?: string
    supportWidget?: SupportWidgetConfig
  } = {},
): Promise<TestApp> {
  const fresh = !options.databaseUrl && !options.dataDir
  const template = fresh && options.seed !== false ? inject('databaseTemplate') : undefined
  const copy: TemplateCopy = template ? await fromTemplate(template) : {}
  const own = copy.own ?? (fresh && !copy.database ? await createTestDatabase() : undefined)
  const databaseUrl = options.databaseUrl ?? own?.databaseUrl
  const dropDatabase = async () => {
    await copy.database?.close()
    if (copy.copiedDir) fs.rmSync(copy.copiedDir, { recursive: true, force: true })
    await own?.drop()
  }
  // Uploaded files go to a folder of the test's own, removed on close.
  const filesDir = scratchDir('scm-files-')
  if (template) fs.cpSync(template.filesDir, filesDir, { recursive: true })
  const config = loadConfig(process.env, {
    databaseUrl,
    dataDir: options.dataDir ?? 'memory://',
    filesDir,
    webDist: options.webDist,
    logLevel: options.logStream ? 'trace' : 'silent',
    publicUrl: 'http://localhost:3000',
    smtpUrl: options.smtpUrl,
    redisUrl: options.redisUrl,
    supportWidget: options.supportWidget,
  })
  const built = await buildApp(config, {
    database: copy.database,
    logStream: options.logStream,
    jobs: options.jobs,
  }).catch(async (error: unknown) => {
    await dropDatabase()
    fs.rmSync(filesDir, { recursive: true, force: true })
    throw error
  })
  if (options.seed !== false) await seedDemo(built.database.db, built.platform.files)
  return {
    ...built,
    engine: built.database.engine,
    close: async () => {
      await built.close()
      await dropDatabase()
      fs.rmSync(filesDir, { recursive: true, force: true })
    },
  }
}

// A test that starts its own app in its body (migrations, demo data, a job worker) takes a loaded
// machine well past the default 30 s; the worker then needs a moment to take the job.
export const ownAppTimeout = 120_000
export const jobSettle = { timeout: 15_000, interval: 100 }
