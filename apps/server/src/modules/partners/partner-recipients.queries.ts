import type { Permission } from '@scm/contracts'
import { and, eq, sql } from 'drizzle-orm'
import type { Db, Tx } from '../../platform/db/database.ts'
import { roles, userRoles } from '../../platform/tenancy/role.table.ts'
import { users } from '../../platform/tenancy/user.table.ts'

// The active users of a company who hold a permission through any of their roles.
export async function usersHolding(tx: Tx | Db, companyId: string, permission: Permission) {
  const rows = await tx
    .selectDistinct({ id: users.id })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.userId, users.id))
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(
      and(
        eq(users.companyId, companyId),
        eq(users.active, true),
        sql`${permission} = any(${roles.permissions})`,
      ),
    )
  return rows.map((row) => row.id)
}
