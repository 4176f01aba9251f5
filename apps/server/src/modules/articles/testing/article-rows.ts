import { and, asc, eq, isNull } from 'drizzle-orm'
import type { Db } from '../../../platform/db/database.ts'
import { articles } from '../article.table.ts'
import { boxTypes, packingInstructions } from '../box-type.table.ts'

// FOR TESTS ONLY. Articles and their packing written and read straight in the tables (as the database
// owner, past the article services), for tests of other modules that need exactly these rows.

export async function insertArticle(
  db: Db,
  companyId: string,
  values: Partial<typeof articles.$inferInsert> & { code: string },
) {
  const [row] = await db
    .insert(articles)
    .values({ name: `Article ${values.code}`, ...values, companyId })
    .returning({ id: articles.id, code: articles.code })
  return row!
}

// Every article of every company, or a company's articles that are not archived, by code.
export const articleRows = (db: Db, companyId?: string) =>
  db
    .select({ id: articles.id, code: articles.code, name: articles.name })
    .from(articles)
    .where(companyId ? and(eq(articles.companyId, companyId), isNull(articles.archivedAt)) : undefined)
    .orderBy(asc(articles.code))

export async function insertBoxType(db: Db, values: typeof boxTypes.$inferInsert) {
  const [row] = await db.insert(boxTypes).values(values).returning({ id: boxTypes.id })
  return row!
}

export async function insertPackingInstruction(db: Db, values: typeof packingInstructions.$inferInsert) {
  const [row] = await db.insert(packingInstructions).values(values).returning({ id: packingInstructions.id })
  return row!
}
