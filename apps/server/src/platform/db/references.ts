import { and, eq } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import { invalidField } from '../errors/app-error.ts'
import type { Tx } from './database.ts'

type Referable = PgTable & { id: PgColumn; companyId: PgColumn; active: PgColumn }

// A link must name an active row of the acting company; a link the record already had is kept as it is,
// so that deactivating, say, a buying entity does not make its addresses uneditable. `isActive` is the
// owning module's read of its list.
export async function assertReference(
  id: string | null,
  field: string,
  current: string | null,
  isActive: (id: string) => Promise<boolean>,
) {
  if (id === null || id === current) return
  if (!(await isActive(id))) throw invalidField(field, 'masterData.unavailable')
}

// Whether a company list's table holds `id` as an active row of the company: for a module's queries.
export async function isActiveRowOf(tx: Tx, table: Referable, companyId: string, id: string) {
  const [row] = await tx
    .select({ id: table.id })
    .from(table as PgTable)
    .where(and(eq(table.id, id), eq(table.companyId, companyId), eq(table.active, true)))
  return row !== undefined
}
