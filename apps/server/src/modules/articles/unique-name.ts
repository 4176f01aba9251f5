import type { MessageKey } from '@scm/contracts'
import { and, count, eq, sql } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import { withUniqueField } from '../../platform/db/unique-violation.ts'
import { invalidField } from '../../platform/errors/app-error.ts'
import type { RequestContext } from '../../platform/http/context.ts'

interface NamedTable {
  table: PgTable
  id: PgColumn
  companyId: PgColumn
  column: PgColumn
  // The unique index on (company_id, lower(column)) that decides a race.
  constraint: string
  field: string
  code: MessageKey
}

// A name (or code) is unique per company, case-insensitively: checked first for a clear message, and
// the unique index answers the same message when a concurrent request passed the check too.
export function uniqueName(spec: NamedTable) {
  return {
    async assertFree(ctx: RequestContext, value: string, exceptId?: string) {
      const [row] = await ctx.tx
        .select({ n: count() })
        .from(spec.table)
        .where(
          and(
            eq(spec.companyId, ctx.companyId),
            sql`lower(${spec.column}) = lower(${value})`,
            exceptId ? sql`${spec.id} <> ${exceptId}` : undefined,
          ),
        )
      if ((row?.n ?? 0) > 0) throw invalidField(spec.field, spec.code)
    },
    guard: <T>(work: Promise<T>) => withUniqueField(work, spec.constraint, spec.field, spec.code),
  }
}
