import { and, count, eq, ilike, inArray, sql } from 'drizzle-orm'
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
import { users } from '../../platform/tenancy/user.table.ts'
import { userGroupMembers, userGroups } from './user-group.table.ts'

const memberIds = sql<
  string[]
>`coalesce(array(select m.user_id from user_group_members m where m.group_id = "user_groups"."id"), '{}')`
const memberCount = sql<number>`(select count(*)::int from user_group_members m where m.group_id = "user_groups"."id")`
const columns = {
  id: userGroups.id,
  name: userGroups.name,
  description: userGroups.description,
  createdAt: userGroups.createdAt,
  version: userGroups.version,
  memberIds,
  memberCount,
}

export type UserGroupRow = {
  id: string
  name: string
  description: string | null
  createdAt: Date
  version: number
  memberIds: string[]
  memberCount: number
}

export type UserGroupValues = { name: string; description: string | null }

// One page of the company's groups and the capped count of all that match.
export async function findUserGroupPage(
  tx: Tx,
  companyId: string,
  query: PageRequest & { search?: string },
): Promise<{ rows: UserGroupRow[]; total: ListTotal }> {
  const where = and(
    eq(userGroups.companyId, companyId),
    query.search ? ilike(userGroups.name, likePattern(query.search)) : undefined,
  )
  const { limit, offset } = pageWindow(query)
  const sortable = {
    name: sql`lower(${userGroups.name})`,
    created_at: userGroups.createdAt,
    member_count: memberCount,
  }
  const [rows, total] = await pageWithTotal(
    { limit, offset },
    tx
      .select(columns)
      .from(userGroups)
      .where(where)
      .orderBy(...orderBy(query.sort, sortable, [sortable.name], userGroups.id))
      .limit(limit)
      .offset(offset),
    () => countCapped(tx, userGroups, where),
  )
  return { rows, total }
}

export function userGroupNames(tx: Tx, companyId: string) {
  return tx
    .select({ id: userGroups.id, name: userGroups.name })
    .from(userGroups)
    .where(eq(userGroups.companyId, companyId))
    .orderBy(userGroups.name)
}

export async function findUserGroup(
  tx: Tx,
  companyId: string,
  id: string,
): Promise<UserGroupRow | undefined> {
  const [row] = await tx
    .select(columns)
    .from(userGroups)
    .where(and(eq(userGroups.id, id), eq(userGroups.companyId, companyId)))
  return row
}

// How many of the company's groups bear this name, whatever its case (other than the one excepted).
export async function countUserGroupsNamed(tx: Tx, companyId: string, name: string, exceptId?: string) {
  const [row] = await tx
    .select({ n: count() })
    .from(userGroups)
    .where(
      and(
        eq(userGroups.companyId, companyId),
        sql`lower(${userGroups.name}) = lower(${name})`,
        exceptId ? sql`${userGroups.id} <> ${exceptId}` : undefined,
      ),
    )
  return row?.n ?? 0
}

// The ids among these that are users of the company.
export function findCompanyUserIds(tx: Tx, companyId: string, ids: string[]) {
  return tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.companyId, companyId), inArray(users.id, ids)))
}

export async function replaceUserGroupMembers(tx: Tx, companyId: string, groupId: string, userIds: string[]) {
  await tx.delete(userGroupMembers).where(eq(userGroupMembers.groupId, groupId))
  if (userIds.length)
    await tx.insert(userGroupMembers).values(userIds.map((userId) => ({ companyId, groupId, userId })))
}

export function insertUserGroup(tx: Tx, companyId: string, values: UserGroupValues) {
  return tx
    .insert(userGroups)
    .values({ companyId, ...values })
    .returning({ id: userGroups.id })
}

// Changes the group only at the given version; no row back means another write came first.
export function updateUserGroupRow(tx: Tx, id: string, version: number, values: UserGroupValues) {
  return tx
    .update(userGroups)
    .set({ ...values, updatedAt: new Date(), version: version + 1 })
    .where(and(eq(userGroups.id, id), eq(userGroups.version, version)))
    .returning({ id: userGroups.id })
}

export function deleteUserGroupRow(tx: Tx, companyId: string, id: string) {
  return tx.delete(userGroups).where(and(eq(userGroups.id, id), eq(userGroups.companyId, companyId)))
}

// The ids among these that are groups of the company.
export function findUserGroupIds(tx: Tx, companyId: string, ids: string[]) {
  return tx
    .select({ id: userGroups.id })
    .from(userGroups)
    .where(and(eq(userGroups.companyId, companyId), inArray(userGroups.id, ids)))
}

export async function isUserGroupOf(tx: Tx, companyId: string, id: string) {
  const [group] = await tx
    .select({ id: userGroups.id })
    .from(userGroups)
    .where(and(eq(userGroups.id, id), eq(userGroups.companyId, companyId)))
  return group !== undefined
}

// The user is in these groups and no others (the ids checked with assertUserGroups).
export async function setUserGroups(tx: Tx, companyId: string, userId: string, groupIds: string[]) {
  await tx.delete(userGroupMembers).where(eq(userGroupMembers.userId, userId))
  if (groupIds.length)
    await tx
      .insert(userGroupMembers)
      .values([...new Set(groupIds)].map((groupId) => ({ companyId, userId, groupId })))
}
