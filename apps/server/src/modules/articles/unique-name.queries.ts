import { and, count, eq, sql } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { Tx } from '../../platform/db/database.ts'

interface NamedColumn {
  table: PgTable
  id: PgColumn
  companyId: PgColumn
  column: PgColumn
}

export type CountNamed = (tx: Tx, companyId: string, value: string, exceptId?: string) => Promise<number>

// How many of the company's rows bear this value in the column, whatever its case (other than the one
// excepted).
export const countNamed =
  (named: NamedColumn): CountNamed =>
  async (tx, companyId, value, exceptId) => {
    const [row] = await tx
      .select({ n: count() })
      .from(named.table)
      .where(
        and(
          eq(named.companyId, companyId),
          sql`lower(${named.column}) = lower(${value})`,
          exceptId ? sql`${named.id} <> ${exceptId}` : undefined,
        ),
      )
    return row?.n ?? 0
  }
