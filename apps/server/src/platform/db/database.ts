import fs from 'node:fs'
import path from 'node:path'
import type { PGlite } from '@electric-sql/pglite'
import type { ExtractTablesWithRelations } from 'drizzle-orm'
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core'
import type pg from 'pg'
import { repoRoot } from '../config/repo-root.ts'

// Queries are built from the tables each module imports (no relational `db.query`), so the handle
// carries no schema and platform needs to know no module's tables.
type NoSchema = Record<string, never>
export type Db = PgDatabase<PgQueryResultHKT, NoSchema, ExtractTablesWithRelations<NoSchema>>
export type Tx = PgTransaction<PgQueryResultHKT, NoSchema, ExtractTablesWithRelations<NoSchema>>

export interface Database {
  db: Db
  // What the job worker claims and runs its jobs on. On PostgreSQL a pool of its own: requests that
  // hold every connection of theirs (a burst of order sends) would otherwise leave background mail and
  // notifications waiting behind them. PGlite's one connection is shared.
  jobsDb: Db
  engine: 'pglite' | 'postgres'
  // The embedded handle, for tools that need the raw client (the job queue adapter).
  pglite?: PGlite
  pool?: pg.Pool
  close(): Promise<void>
}

const migrationsFolder = path.join(repoRoot, 'apps/server/migrations')
// Every statement is bounded; a runaway query fails instead of holding a connection.
const statementTimeoutMs = 15000

// pool.end() resolves before its connections have closed; wait for each one, so that a database
// dropped or a server stopped right after close() does not cut a connection mid-goodbye (57P01).
async function endPool(pool: pg.Pool) {
  let open = pool.totalCount
  const closed = new Promise<void>((resolve) => {
    if (open === 0) resolve()
    pool.on('remove', () => {
      open -= 1
      if (open <= 0) resolve()
    })
  })
  await pool.end()
  await closed
}

// dataDir 'memory://' keeps the embedded database in memory (tests). Each engine's driver is loaded
// when it is chosen: a process on one engine does not spend its start loading the other's.
export async function openDatabase(options: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  if (options.databaseUrl) {
    const [{ default: pg }, { drizzle: drizzlePg }, { migrate: migratePg }] = await Promise.all([
      import('pg'),
      import('drizzle-orm/node-postgres'),
      import('drizzle-orm/node-postgres/migrator'),
    ])
    const poolOf = (max: number) =>
      new pg.Pool({
        connectionString: options.databaseUrl,
        max,
        // JIT compiling a large plan costs more than our short reads take (the orders bench showed order
        // lists paying hundreds of milliseconds for it), so it is off.
        options: `-c statement_timeout=${statementTimeoutMs} -c jit=off`,
      })
    const pool = poolOf(10)
    const jobsPool = poolOf(2)
    const db = drizzlePg(pool) as unknown as Db
    await migratePg(drizzlePg(pool), { migrationsFolder })
    return {
      db,
      jobsDb: drizzlePg(jobsPool) as unknown as Db,
      engine: 'postgres',
      pool,
      close: async () => {
        await Promise.all([endPool(pool), endPool(jobsPool)])
      },
    }
  }
  const [{ PGlite }, { pg_trgm }, { drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all(
    [
      import('@electric-sql/pglite'),
      // Trigram indexes serve the lists' substring search (migration 0011), as on PostgreSQL.
      import('@electric-sql/pglite/contrib/pg_trgm'),
      import('drizzle-orm/pglite'),
      import('drizzle-orm/pglite/migrator'),
    ],
  )
  // PGlite does not create parent folders itself.
  const inMemory = options.dataDir === 'memory://'
  if (!inMemory) fs.mkdirSync(options.dataDir, { recursive: true })
  const client = new PGlite(inMemory ? 'memory://' : path.join(options.dataDir, 'pglite'), {
    extensions: { pg_trgm },
  })
  await client.exec(`SET statement_timeout = ${statementTimeoutMs}`)
  const db = drizzlePglite(client) as unknown as Db
  await migratePglite(drizzlePglite(client), { migrationsFolder })
  return { db, jobsDb: db, engine: 'pglite', pglite: client, close: () => client.close() }
}
