import { and, eq, type SQL, sql } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import type { Tx } from '../../platform/db/database.ts'
import { styles } from './style.table.ts'

// Reads other modules make of styles (docs/decisions/0026): an article belongs to a style and shows its
// name, but does not read the styles table itself.

// Whether the id is an active style of the company: what an article may be linked to.
export async function isActiveStyleOf(tx: Tx, companyId: string, id: string) {
  const [style] = await tx
    .select({ id: styles.id })
    .from(styles)
    .where(and(eq(styles.id, id), eq(styles.companyId, companyId), eq(styles.status, 'active')))
  return style !== undefined
}

// A select column: the name of the style whose id the given column holds.
export const styleName = (id: PgColumn | SQL) =>
  sql<string | null>`(select ${styles.name} from ${styles} where ${styles.id} = ${id})`
