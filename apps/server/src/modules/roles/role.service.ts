import type { RoleBody, UpdateRoleBody } from '@scm/contracts'
import { adminPermissions, type Permission, type Role, roleTypes } from '@scm/contracts'
import { and, count, eq, ilike, sql } from 'drizzle-orm'
import type { z } from 'zod'
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
import { roles, userRoles } from '../../platform/tenancy/role.table.ts'
import { assertAdminRemains } from '../users/index.ts'
import { announcePermissionChanges, snapshotPermissions } from './permission-changes.ts'

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
type Row = {
  id: string
  name: string
  roleType: number
  permissions: string[]
  createdAt: Date
  version: number
  userCount: number
}

const toRole = (row: Row): Role => ({
  id: row.id,
  name: row.name,
  role_type: row.roleType,
  permissions: row.permissions as Permission[],
  user_count: row.userCount,
  created_at: row.createdAt.toISOString(),
  version: row.version,
})

// Admin areas come with role type 3; a role stores only the domain permissions it was given.
const storable = (permissions: readonly Permission[]) =>
  [...new Set(permissions)].filter(
    (permission) => !(adminPermissions as readonly string[]).includes(permission),
  )

export async function listRoles(
  ctx: RequestContext,
  query: PageRequest & { search?: string; filter?: { role_type?: number } },
) {
  const where = and(
    eq(roles.companyId, ctx.companyId),
    query.search ? ilike(roles.name, likePattern(query.search)) : undefined,
    query.filter?.role_type !== undefined ? eq(roles.roleType, query.filter.role_type) : undefined,
  )
  const { limit, offset } = pageWindow(query)
  const sortable = { name: sql`lower(${roles.name})`, created_at: roles.createdAt, user_count: userCount }
  const [rows, total] = await Promise.all([
    ctx.tx
      .select(columns)
      .from(roles)
      .where(where)
      .orderBy(...orderBy(query.sort, sortable, [sortable.name], roles.id))
      .limit(limit)
      .offset(offset),
    countCapped(ctx.tx, roles, where),
  ])
  return { data: rows.map(toRole), meta: listMeta(query, total) }
}

export async function roleOptions(ctx: RequestContext) {
  return ctx.tx
    .select({ id: roles.id, name: roles.name, role_type: roles.roleType })
    .from(roles)
    .where(eq(roles.companyId, ctx.companyId))
    .orderBy(roles.name)
}

export async function getRole(ctx: RequestContext, id: string): Promise<Role> {
  const [row] = await ctx.tx
    .select(columns)
    .from(roles)
    .where(and(eq(roles.id, id), eq(roles.companyId, ctx.companyId)))
  if (!row) throw notFound()
  return toRole(row)
}

async function assertNameFree(ctx: RequestContext, name: string, exceptId?: string) {
  const [row] = await ctx.tx
    .select({ n: count() })
    .from(roles)
    .where(
      and(
        eq(roles.companyId, ctx.companyId),
        sql`lower(${roles.name}) = lower(${name})`,
        exceptId ? sql`${roles.id} <> ${exceptId}` : undefined,
      ),
    )
  if ((row?.n ?? 0) > 0) throw invalidField('name', 'roles.nameTaken')
}

// A concurrent request may pass assertNameFree too; the unique index then decides, on the same field.
const nameUnique = <T>(work: Promise<T>) =>
  withUniqueField(work, 'roles_company_name_unique', 'name', 'roles.nameTaken')

export async function createRole(ctx: RequestContext, body: z.output<typeof RoleBody>) {
  await assertNameFree(ctx, body.name)
  const [row] = await nameUnique(
    ctx.tx
      .insert(roles)
      .values({
        companyId: ctx.companyId,
        name: body.name,
        roleType: body.role_type,
        permissions: storable(body.permissions),
      })
      .returning({ id: roles.id }),
  )
  return getRole(ctx, row!.id)
}

export async function updateRole(ctx: RequestContext, id: string, body: z.output<typeof UpdateRoleBody>) {
  const existing = await getRole(ctx, id)
  if (existing.version !== body.version) throw conflict()
  await assertNameFree(ctx, body.name, id)
  const before = await snapshotPermissions(ctx.tx, { roleId: id })
  const updated = await nameUnique(
    ctx.tx
      .update(roles)
      .set({
        name: body.name,
        roleType: body.role_type,
        permissions: storable(body.permissions),
        updatedAt: new Date(),
        version: body.version + 1,
      })
      .where(and(eq(roles.id, id), eq(roles.version, body.version)))
      .returning({ id: roles.id }),
  )
  if (updated.length === 0) throw conflict()
  if (existing.role_type === roleTypes.companyAdmin && body.role_type !== roleTypes.companyAdmin)
    await assertAdminRemains(ctx.tx, ctx.companyId, 'role_type')
  await announcePermissionChanges(ctx, before)
  return getRole(ctx, id)
}

export async function deleteRole(ctx: RequestContext, id: string) {
  const role = await getRole(ctx, id)
  if (role.user_count > 0) throw conflict('roles.inUse')
  await ctx.tx.delete(userRoles).where(eq(userRoles.roleId, id))
  await ctx.tx.delete(roles).where(and(eq(roles.id, id), eq(roles.companyId, ctx.companyId)))
  return messageBody(ctx, 'records.deleted')
}
