import type { UpdateUserGroupBody, UserGroup, UserGroupBody } from '@scm/contracts'
import { and, count, eq, ilike, inArray, sql } from 'drizzle-orm'
import type { z } from 'zod'
import { refuseIfInUse } from '../../platform/db/in-use.ts'
import {
  countCapped,
  likePattern,
  listMeta,
  orderBy,
  type PageRequest,
  pageWindow,
} from '../../platform/db/list.ts'
import { withUniqueField } from '../../platform/db/unique-violation.ts'
import { conflict, invalidField, notFound } from '../../platform/errors/app-error.ts'
import type { RequestContext } from '../../platform/http/context.ts'
import { messageBody } from '../../platform/http/message.ts'
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
type Row = {
  id: string
  name: string
  description: string | null
  createdAt: Date
  version: number
  memberIds: string[]
  memberCount: number
}

const toGroup = (row: Row): UserGroup => ({
  id: row.id,
  name: row.name,
  description: row.description,
  member_ids: row.memberIds,
  member_count: row.memberCount,
  created_at: row.createdAt.toISOString(),
  version: row.version,
})

export async function listUserGroups(ctx: RequestContext, query: PageRequest & { search?: string }) {
  const where = and(
    eq(userGroups.companyId, ctx.companyId),
    query.search ? ilike(userGroups.name, likePattern(query.search)) : undefined,
  )
  const { limit, offset } = pageWindow(query)
  const sortable = {
    name: sql`lower(${userGroups.name})`,
    created_at: userGroups.createdAt,
    member_count: memberCount,
  }
  const [rows, total] = await Promise.all([
    ctx.tx
      .select(columns)
      .from(userGroups)
      .where(where)
      .orderBy(...orderBy(query.sort, sortable, [sortable.name], userGroups.id))
      .limit(limit)
      .offset(offset),
    countCapped(ctx.tx, userGroups, where),
  ])
  return { data: rows.map(toGroup), meta: listMeta(query, total) }
}

export async function userGroupOptions(ctx: RequestContext) {
  return ctx.tx
    .select({ id: userGroups.id, name: userGroups.name })
    .from(userGroups)
    .where(eq(userGroups.companyId, ctx.companyId))
    .orderBy(userGroups.name)
}

export async function getUserGroup(ctx: RequestContext, id: string): Promise<UserGroup> {
  const [row] = await ctx.tx
    .select(columns)
    .from(userGroups)
    .where(and(eq(userGroups.id, id), eq(userGroups.companyId, ctx.companyId)))
  if (!row) throw notFound()
  return toGroup(row)
}

async function assertNameFree(ctx: RequestContext, name: string, exceptId?: string) {
  const [row] = await ctx.tx
    .select({ n: count() })
    .from(userGroups)
    .where(
      and(
        eq(userGroups.companyId, ctx.companyId),
        sql`lower(${userGroups.name}) = lower(${name})`,
        exceptId ? sql`${userGroups.id} <> ${exceptId}` : undefined,
      ),
    )
  if ((row?.n ?? 0) > 0) throw invalidField('name', 'userGroups.nameTaken')
}

async function setMembers(ctx: RequestContext, groupId: string, memberIds: string[]) {
  const unique = [...new Set(memberIds)]
  if (unique.length) {
    const found = await ctx.tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.companyId, ctx.companyId), inArray(users.id, unique)))
    if (found.length !== unique.length) throw invalidField('member_ids', 'validation.oneOf')
  }
  await ctx.tx.delete(userGroupMembers).where(eq(userGroupMembers.groupId, groupId))
  if (unique.length)
    await ctx.tx
      .insert(userGroupMembers)
      .values(unique.map((userId) => ({ companyId: ctx.companyId, groupId, userId })))
}

// A concurrent request may pass assertNameFree too; the unique index then decides, on the same field.
const nameUnique = <T>(work: Promise<T>) =>
  withUniqueField(work, 'user_groups_company_name_unique', 'name', 'userGroups.nameTaken')

export async function createUserGroup(ctx: RequestContext, body: z.output<typeof UserGroupBody>) {
  await assertNameFree(ctx, body.name)
  const [row] = await nameUnique(
    ctx.tx
      .insert(userGroups)
      .values({ companyId: ctx.companyId, name: body.name, description: body.description })
      .returning({ id: userGroups.id }),
  )
  await setMembers(ctx, row!.id, body.member_ids)
  return getUserGroup(ctx, row!.id)
}

export async function updateUserGroup(
  ctx: RequestContext,
  id: string,
  body: z.output<typeof UpdateUserGroupBody>,
) {
  const existing = await getUserGroup(ctx, id)
  if (existing.version !== body.version) throw conflict()
  await assertNameFree(ctx, body.name, id)
  const updated = await nameUnique(
    ctx.tx
      .update(userGroups)
      .set({
        name: body.name,
        description: body.description,
        updatedAt: new Date(),
        version: body.version + 1,
      })
      .where(and(eq(userGroups.id, id), eq(userGroups.version, body.version)))
      .returning({ id: userGroups.id }),
  )
  if (updated.length === 0) throw conflict()
  await setMembers(ctx, id, body.member_ids)
  return getUserGroup(ctx, id)
}

export async function deleteUserGroup(ctx: RequestContext, id: string) {
  await getUserGroup(ctx, id)
  // A group an order authorization rule names stays until the rule no longer does.
  await refuseIfInUse(
    ctx.tx.delete(userGroups).where(and(eq(userGroups.id, id), eq(userGroups.companyId, ctx.companyId))),
  )
  return messageBody(ctx, 'records.deleted')
}
