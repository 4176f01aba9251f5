import { randomBytes } from 'node:crypto'
import pg from 'pg'

// A fresh database on the PostgreSQL server at adminUrl, and how to drop it again.
export async function freshDatabase(adminUrl: string) {
  const name = `scm_test_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  await admin.query(`create database ${name}`)
  await admin.end()
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl })
      await client.connect()
      await client.query(`drop database if exists ${name} with (force)`)
      await client.end()
    },
  }
}
