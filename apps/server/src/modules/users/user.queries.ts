import { roleTypes } from '@scm/contracts'
import { and, eq, sql } from 'drizzle-orm'
import type { Db, Tx } from '../../platform/db/database.ts'
import { rows } from '../../platform/db/rows.ts'
import { users } from '../../platform/tenancy/user.table.ts'

export async function findUser(tx: Tx | Db, companyId: string, id: string) {
  const [row] = await tx
    .select()
    .from(users)
    .where(and(eq(users.id, id), eq(users.companyId, companyId)))
  return row
}

const roleRefs = sql<Array<{ id: string; name: string }>>`coalesce((
  select json_agg(json_build_object('id', r.id, 'name', r.name) order by r.name)
  from user_roles ur join roles r on r.id = ur.role_id where ur.user_id = "users"."id"), '[]'::json)`
const groupRefs = sql<Array<{ id: string; name: string }>>`coalesce((
  select json_agg(json_build_object('id', g.id, 'name', g.name) order by g.name)
  from user_group_members m join user_groups g on g.id = m.group_id where m.user_id = "users"."id"), '[]'::json)`
// Invited users have no password until they accept; deactivated ones keep theirs.
export const userStatus = sql<'active' | 'inactive' | 'invited'>`case
  when not ${users.active} then 'inactive' when ${users.passwordHash} is null then 'invited' else 'active' end`

export const userWithRelations = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  locale: users.locale,
  sessionTime: users.sessionTime,
  status: userStatus,
  lastLoginAt: users.lastLoginAt,
  createdAt: users.createdAt,
  version: users.version,
  roles: roleRefs,
  groups: groupRefs,
}

// Active users holding the company-admin role type: who hears of changes to the company's users.
export async function companyAdminIds(tx: Tx | Db, companyId: string) {
  const found = await rows<{ id: string }>(
    tx,
    sql`select u.id from users u
    where u.company_id = ${companyId} and u.active and u.password_hash is not null
      and exists (select 1 from user_roles ur join roles r on r.id = ur.role_id
                  where ur.user_id = u.id and r.role_type = ${roleTypes.companyAdmin})`,
  )
  return found.map((row) => row.id)
}
