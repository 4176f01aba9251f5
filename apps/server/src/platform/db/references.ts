import { and, eq } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import { invalidField } from '../errors/app-error.ts'
import type { RequestContext } from '../http/context.ts'

type Referable = PgTable & { id: PgColumn; companyId: PgColumn; active: PgColumn }

// A link must name an active row of the acting company; a link the record already had is kept as it is,
// so that deactivating, say, a buying entity does not make its addresses uneditable.
export async function assertReference(
  ctx: RequestContext,
  table: Referable,
  id: string | null,
  field: string,
  current: string | null = null,
) {
  if (id === null || id === current) return
  const [row] = await ctx.tx
    .select({ id: table.id })
    .from(table as PgTable)
    .where(and(eq(table.id, id), eq(table.companyId, ctx.companyId), eq(table.active, true)))
  if (!row) throw invalidField(field, 'masterData.unavailable')
}
