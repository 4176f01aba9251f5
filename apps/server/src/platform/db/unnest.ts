import { is, type SQL, sql } from 'drizzle-orm'
import { type PgColumn, PgEnumColumn, PgEnumObjectColumn } from 'drizzle-orm/pg-core'

export type ColumnMap<T> = { [K in keyof T]-?: PgColumn }

// Rows per statement: each stays well inside the statement timeout, on either engine.
export const unnestChunk = 5000

// Many rows as one array parameter per column: `unnest($1::uuid[], $2::text[], …) as v(id, name, …)`,
// the columns in `columns`' order. PostgreSQL takes at most 65 535 parameters in a statement, so a
// multi-row VALUES list of thousands of rows must be cut in chunks, and binding and planning it is slow;
// column arrays are neither (5 000 order lines: 150 ms against 450 ms as chunks of VALUES, decision
// 0029). Both drivers write arrays with every element quoted and escaped.
export function unnestRows<K extends string>(
  rows: Array<Record<NoInfer<K>, unknown>>,
  columns: Record<K, PgColumn>,
  alias = 'v',
): SQL {
  const entries = Object.entries(columns) as Array<[K, PgColumn]>
  const arrays = entries.map(([key, column]) => {
    const values = rows.map((row) => {
      const value = row[key]
      return value === null || value === undefined ? null : column.mapToDriverValue(value)
    })
    const type = sql.raw(`${column.getSQLType()}[]`)
    // PGlite writes an array parameter by its type, and knows only the array types there were when it
    // opened: an enum made by the migrations of a fresh database would go as "a,b". Text it knows.
    const viaText = is(column, PgEnumColumn) || is(column, PgEnumObjectColumn)
    return viaText ? sql`${sql.param(values)}::text[]::${type}` : sql`${sql.param(values)}::${type}`
  })
  const names = entries.map(([, column]) => column.name).join(', ')
  return sql`unnest(${sql.join(arrays, sql`, `)}) as ${sql.raw(alias)}(${sql.raw(names)})`
}

// The column names of a map, for an insert's column list or an update's assignments.
export const columnNames = <T>(columns: ColumnMap<T>) =>
  Object.values<PgColumn>(columns).map((column) => column.name)

// Cuts `rows` in statements of unnestChunk rows and runs `write` on each chunk in turn.
export async function inChunks<T>(rows: T[], write: (chunk: T[]) => Promise<unknown>) {
  for (let from = 0; from < rows.length; from += unnestChunk)
    await write(rows.slice(from, from + unnestChunk))
}
