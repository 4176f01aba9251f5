import { and, eq, inArray, sql } from 'drizzle-orm'
import type { Tx } from '../../platform/db/database.ts'
import { rows } from '../../platform/db/rows.ts'
import { users } from '../../platform/tenancy/user.table.ts'

// The company's users among these ids, by full name, active or not.
export function findCompanyUsers(
  tx: Tx,
  companyId: string,
  ids: string[],
): Promise<Array<{ id: string; name: string; active: boolean }>> {
  return tx
    .select({
      id: users.id,
      name: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
      active: users.active,
    })
    .from(users)
    .where(and(eq(users.companyId, companyId), inArray(users.id, ids)))
}

// A linked company's name, through partner_companies(): companies are visible to their own users only.
export async function findPartnerCompanyName(tx: Tx, id: string): Promise<string | undefined> {
  const [company] = await rows<{ name: string }>(
    tx,
    sql`select name from partner_companies() where id = ${id}`,
  )
  return company?.name
}
