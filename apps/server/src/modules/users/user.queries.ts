import { roleTypes, type User, type UserListQuery } from '@scm/contracts'
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm'
import type { Db, Tx } from '../../platform/db/database.ts'
import {
  countCapped,
  type ListTotal,
  likePattern,
  orderBy,
  pageWindow,
  pageWithTotal,
} from '../../platform/db/list.ts'
import { rows } from '../../platform/db/rows.ts'
import { roles, userRoles } from '../../platform/tenancy/role.table.ts'
import { users } from '../../platform/tenancy/user.table.ts'

export type UserRow = typeof users.$inferSelect

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
const userStatus = sql<'active' | 'inactive' | 'invited'>`case
  when not ${users.active} then 'inactive' when ${users.passwordHash} is null then 'invited' else 'active' end`

const userWithRelations = {
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

export type UserWithRelationsRow = {
  id: string
  firstName: string
  lastName: string
  email: string
  locale: 'sv' | 'en'
  sessionTime: number
  status: User['status']
  lastLoginAt: Date | null
  createdAt: Date
  version: number
  roles: User['roles']
  groups: User['groups']
}

function listWhere(companyId: string, query: UserListQuery): SQL | undefined {
  const filter = query.filter ?? {}
  return and(
    eq(users.companyId, companyId),
    query.search
      ? sql`(${users.firstName} || ' ' || ${users.lastName} || ' ' || ${users.email}) ilike ${likePattern(query.search)}`
      : undefined,
    filter.status ? sql`${userStatus} = ${filter.status}` : undefined,
    filter.role_id
      ? sql`exists (select 1 from user_roles ur where ur.user_id = ${users.id} and ur.role_id = ${filter.role_id})`
      : undefined,
    filter.group_id
      ? sql`exists (select 1 from user_group_members m where m.user_id = ${users.id} and m.group_id = ${filter.group_id})`
      : undefined,
  )
}

// One page of the company's users with their roles and groups, and the capped count of all that match.
export async function findUserPage(
  tx: Tx,
  companyId: string,
  query: UserListQuery,
): Promise<{ rows: UserWithRelationsRow[]; total: ListTotal }> {
  const where = listWhere(companyId, query)
  const { limit, offset } = pageWindow(query)
  const sortable = {
    name: sql`lower(${users.firstName} || ' ' || ${users.lastName})`,
    email: users.email,
    status: userStatus,
    created_at: users.createdAt,
    last_login_at: users.lastLoginAt,
  }
  const [found, total] = await pageWithTotal(
    { limit, offset },
    tx
      .select(userWithRelations)
      .from(users)
      .where(where)
      .orderBy(...orderBy(query.sort, sortable, [sortable.name], users.id))
      .limit(limit)
      .offset(offset),
    () => countCapped(tx, users, where),
  )
  return { rows: found as UserWithRelationsRow[], total }
}

export async function findUserWithRelations(
  tx: Tx,
  companyId: string,
  id: string,
): Promise<UserWithRelationsRow | undefined> {
  const [row] = await tx
    .select(userWithRelations)
    .from(users)
    .where(and(eq(users.id, id), eq(users.companyId, companyId)))
  return row as UserWithRelationsRow | undefined
}

// The company's active users, by name, for the colleague pickers.
export function activeUserNames(tx: Tx, companyId: string) {
  return tx
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.active, true)))
    .orderBy(users.firstName, users.lastName)
}

// The ids among these that are roles of the company.
export function findCompanyRoleIds(tx: Tx, companyId: string, ids: string[]) {
  return tx
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.companyId, companyId), inArray(roles.id, ids)))
}

// The user holds these roles and no others.
export async function replaceUserRoles(tx: Tx, companyId: string, userId: string, roleIds: string[]) {
  await tx.delete(userRoles).where(eq(userRoles.userId, userId))
  await tx.insert(userRoles).values([...new Set(roleIds)].map((roleId) => ({ companyId, userId, roleId })))
}

export async function insertUser(tx: Tx, values: typeof users.$inferInsert) {
  const [row] = await tx.insert(users).values(values).returning()
  return row
}

// Changes the user only at the given version; no row back means another write came first.
export function updateUserRow(
  tx: Tx,
  id: string,
  version: number,
  values: Pick<UserRow, 'firstName' | 'lastName' | 'locale' | 'sessionTime'>,
) {
  return tx
    .update(users)
    .set({ ...values, updatedAt: new Date(), version: version + 1 })
    .where(and(eq(users.id, id), eq(users.version, version)))
    .returning({ id: users.id })
}

export async function updateUserActive(tx: Tx, companyId: string, id: string, active: boolean) {
  await tx
    .update(users)
    .set({ active, updatedAt: new Date(), version: sql`${users.version} + 1` })
    .where(and(eq(users.id, id), eq(users.companyId, companyId)))
}

// Waits for any other transaction checking the company's admins; held until this one ends.
export async function lockCompanyAdmins(tx: Tx, companyId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`company-admins:${companyId}`}))`)
}

// Active users holding an admin role.
export async function countActiveAdmins(tx: Tx, companyId: string) {
  const [row] = await rows<{ n: number }>(
    tx,
    sql`
    select count(*)::int as n from users u
    where u.company_id = ${companyId} and u.active and u.password_hash is not null
      and exists (select 1 from user_roles ur join roles r on r.id = ur.role_id
                  where ur.user_id = u.id and r.role_type = ${roleTypes.companyAdmin})`,
  )
  return row?.n ?? 0
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
