import { randomBytes } from 'node:crypto'
import pg from 'pg'

const inUseByOthers = '55006'

// A fresh database on the PostgreSQL server at adminUrl, a copy of `template` when given, and how to
// drop it again.
export async function freshDatabase(adminUrl: string, template?: string) {
  const name = `scm_test_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  try {
    for (let attempt = 1; ; attempt++) {
      try {
        await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`)
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
