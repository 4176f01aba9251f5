import type { ParamOption } from '@scm/contracts'
import { and, eq, type SQL, sql } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { RequestContext } from '../http/context.ts'

type Listed = PgTable & { id: PgColumn; companyId: PgColumn; active: PgColumn }

// The active rows of a company list as select options, by name.
export const activeOptions =
  (table: Listed, name: PgColumn | SQL, code: PgColumn | SQL | null) =>
  (ctx: RequestContext): Promise<ParamOption[]> =>
    ctx.tx
      .select({
        id: sql<string>`${table.id}`,
        name: sql<string>`${name}`,
        code: sql<string | null>`${code ?? sql`null`}`,
      })
      .from(table as PgTable)
      .where(and(eq(table.companyId, ctx.companyId), eq(table.active, true)))
      .orderBy(sql`lower(${name})`)
