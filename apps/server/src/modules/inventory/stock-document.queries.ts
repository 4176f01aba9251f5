import { sql } from 'drizzle-orm'

// What a stock document's list and detail read beside its header's own columns: the names of the
// users it names, and its rows' count and total quantity. Qualified by hand: inside a subquery drizzle
// writes bare column names, which the subquery would claim.
export function documentColumns(header: string, rows: string, headerKey: string) {
  const own = (column: string) => sql`${sql.identifier(header)}.${sql.identifier(column)}`
  const ofRows = sql`from ${sql.identifier(rows)} r where r.${sql.identifier(headerKey)} = ${own('id')}`
  return {
    userName: (column: string) =>
      sql<
        string | null
      >`(select u.first_name || ' ' || u.last_name from users u where u.id = ${own(column)})`,
    rowCount: sql<number>`(select count(*)::int ${ofRows})`,
    totalQuantity: sql<string>`(select coalesce(sum(r.quantity), 0)::text ${ofRows})`,
  }
}
