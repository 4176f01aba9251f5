import type { SQL } from 'drizzle-orm'
import type { Db, Tx } from './database.ts'

// Raw SQL with typed rows; both drivers answer with { rows }.
export async function rows<T>(db: Db | Tx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] }
  return result.rows
}
