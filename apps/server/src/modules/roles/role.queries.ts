import { and, count, eq, ilike, sql } from 'drizzle-orm'
import type { Tx } from '../../platform/db/database.ts'
import {
  countCapped,
  type ListTotal,
  likePattern,
  orderBy,
  type PageRequest,
  pageWindow,
  pageWithTotal,
} from '../../platform/db/list.ts'
import { rows } from '../../platform/db/rows.ts'
import { roles, userRoles } from '../../platform/tenancy/role.table.ts'

const userCount = sql<number>`(select count(*)::int from user_roles ur where ur.role_id = "roles"."id")`
const columns = {
  id: roles.id,
  name: roles.name,
  roleType: roles.roleType,
  permissions: roles.permissions,
  createdAt: roles.createdAt,
  version: roles.version,
  userCount,
}

export type RoleRow = {
  id: string
  name: string
  roleType: number
  permissions: string[]
  createdAt: Date
  version: number
  userCount: number
}

export type RoleValues = { name: string; roleType: number; permissions: string[] }

// One page of the company's roles and the capped count of all that match.
export async function findRolePage(
  tx: Tx,
  companyId: string,
  query: PageRequest & { search?: string; filter?: { role_type?: number } },
): Promise<{ rows: RoleRow[]; total: ListTotal }> {
  const where = and(
    eq(roles.companyId, companyId),
    query.search ? ilike(roles.name, likePattern(query.search)) : undefined,
    query.filter?.role_type !== undefined ? eq(roles.roleType, query.filter.role_type) : undefined,
  )
  const { limit, offset } = pageWindow(query)
  const sortable = { name: sql`lower(${roles.name})`, created_at: roles.createdAt, user_count: userCount }
  const [rows, total] = await pageWithTotal(
    { limit, offset },
    tx
      .select(columns)
      .from(roles)
      .where(where)
      .orderBy(...orderBy(query.sort, sortable, [sortable.name], roles.id))
      .limit(limit)
      .offset(offset),
    () => countCapped(tx, roles, where),
  )
  return { rows, total }
}

export function roleNames(tx: Tx, companyId: string) {
  return tx
    .select({ id: roles.id, name: roles.name, role_type: roles.roleType })
    .from(roles)
    .where(eq(roles.companyId, companyId))
    .orderBy(roles.name)
}

export async function findRole(tx: Tx, companyId: string, id: string): Promise<RoleRow | undefined> {
  const [row] = await tx
    .select(columns)
    .from(roles)
    .where(and(eq(roles.id, id), eq(roles.companyId, companyId)))
  return row
}

// How many of the company's roles bear this name, whatever its case (other than the one excepted).
export async function countRolesNamed(tx: Tx, companyId: string, name: string, exceptId?: string) {
  const [row] = await tx
    .select({ n: count() })
    .from(roles)
    .where(
      and(
        eq(roles.companyId, companyId),
        sql`lower(${roles.name}) = lower(${name})`,
        exceptId ? sql`${roles.id} <> ${exceptId}` : undefined,
      ),
    )
  return row?.n ?? 0
}

export function insertRole(tx: Tx, companyId: string, values: RoleValues) {
  return tx
    .insert(roles)
    .values({ companyId, ...values })
    .returning({ id: roles.id })
}

// Changes the role only at the given version; no row back means another write came first.
export function updateRoleRow(tx: Tx, id: string, version: number, values: RoleValues) {
  return tx
    .update(roles)
    .set({ ...values, updatedAt: new Date(), version: version + 1 })
    .where(and(eq(roles.id, id), eq(roles.version, version)))
    .returning({ id: roles.id })
}

export async function deleteRoleRow(tx: Tx, companyId: string, id: string) {
  await tx.delete(userRoles).where(eq(userRoles.roleId, id))
  await tx.delete(roles).where(and(eq(roles.id, id), eq(roles.companyId, companyId)))
}

// The permissions and role types each of these users holds (or each holder of the role), unmerged.
export function findRoleGrants(tx: Tx, who: { userIds: string[] } | { roleId: string }) {
  const filter =
    'roleId' in who
      ? sql`u.id in (select user_id from user_roles where role_id = ${who.roleId})`
      : who.userIds.length
        ? sql`u.id in (${sql.join(
            who.userIds.map((id) => sql`${id}`),
            sql`, `,
          )})`
        : sql`false`
  return rows<{ id: string; permissions: string[]; role_types: number[] }>(
    tx,
    sql`
    select u.id,
      coalesce(array(select distinct p from user_roles ur join roles r on r.id = ur.role_id, unnest(r.permissions) p
        where ur.user_id = u.id), '{}') as permissions,
      coalesce(array(select distinct r.role_type from user_roles ur join roles r on r.id = ur.role_id
        where ur.user_id = u.id), '{}') as role_types
    from users u where ${filter}`,
  )
}
