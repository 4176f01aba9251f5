import { randomBytes } from 'node:crypto'
import pg from 'pg'

const inUseByOthers = '55006'

// A fresh database on the PostgreSQL server at adminUrl, a copy of `template` when given, and how to
// drop it again. A throwaway one (a test's) does not wait at each commit for its WAL to reach the disk:
// on this machine's disk that wait is most of what a small transaction costs (3.7 ms against 0.5 ms).
// A benchmark's database keeps the server's durable commits, as production does.
export async function freshDatabase(adminUrl: string, template?: string, throwaway = false) {
  const name = `scm_test_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  try {
    for (let attempt = 1; ; attempt++) {
      try {
        await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`)
        if (throwaway) await admin.query(`alter database ${name} set synchronous_commit = off`)
        break
      } catch (error) {
        // Two workers copying the template at the same instant: PostgreSQL lets one copy at a time.
        if ((error as { code?: string }).code !== inUseByOthers || attempt === 20) throw error
        await new Promise((resolve) => setTimeout(resolve, 100 * attempt))
      }
    }
  } finally {
    await admin.end()
  }
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return {
    name,
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl })
      await client.connect()
      await client.query(`drop database if exists ${name} with (force)`)
      await client.end()
    },
  }
}
