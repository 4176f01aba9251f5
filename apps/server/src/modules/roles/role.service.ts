import type { RoleBody, UpdateRoleBody } from '@scm/contracts'
import { adminPermissions, type Permission, type Role, roleTypes } from '@scm/contracts'
import type { z } from 'zod'
import { listMeta, type PageRequest } from '../../platform/db/list.ts'
import { withUniqueField } from '../../platform/db/unique-violation.ts'
import { conflict, invalidField, notFound } from '../../platform/errors/app-error.ts'
import type { RequestContext } from '../../platform/http/context.ts'
import { messageBody } from '../../platform/http/message.ts'
import { assertAdminRemains } from '../users/index.ts'
import { announcePermissionChanges, snapshotPermissions } from './permission-changes.ts'
import {
  countRolesNamed,
  deleteRoleRow,
  findRole,
  findRolePage,
  insertRole,
  type RoleRow,
  roleNames,
  updateRoleRow,
} from './role.queries.ts'

const toRole = (row: RoleRow): Role => ({
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
  const { rows, total } = await findRolePage(ctx.tx, ctx.companyId, query)
  return { data: rows.map(toRole), meta: listMeta(query, total) }
}

export async function roleOptions(ctx: RequestContext) {
  return roleNames(ctx.tx, ctx.companyId)
}

export async function getRole(ctx: RequestContext, id: string): Promise<Role> {
  const row = await findRole(ctx.tx, ctx.companyId, id)
  if (!row) throw notFound()
  return toRole(row)
}

async function assertNameFree(ctx: RequestContext, name: string, exceptId?: string) {
  if ((await countRolesNamed(ctx.tx, ctx.companyId, name, exceptId)) > 0)
    throw invalidField('name', 'roles.nameTaken')
}

// A concurrent request may pass assertNameFree too; the unique index then decides, on the same field.
const nameUnique = <T>(work: Promise<T>) =>
  withUniqueField(work, 'roles_company_name_unique', 'name', 'roles.nameTaken')

export async function createRole(ctx: RequestContext, body: z.output<typeof RoleBody>) {
  await assertNameFree(ctx, body.name)
  const [row] = await nameUnique(
    insertRole(ctx.tx, ctx.companyId, {
      name: body.name,
      roleType: body.role_type,
      permissions: storable(body.permissions),
    }),
  )
  return getRole(ctx, row!.id)
}

export async function updateRole(ctx: RequestContext, id: string, body: z.output<typeof UpdateRoleBody>) {
  const existing = await getRole(ctx, id)
  if (existing.version !== body.version) throw conflict()
  await assertNameFree(ctx, body.name, id)
  const before = await snapshotPermissions(ctx.tx, { roleId: id })
  const updated = await nameUnique(
    updateRoleRow(ctx.tx, id, body.version, {
      name: body.name,
      roleType: body.role_type,
      permissions: storable(body.permissions),
    }),
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
  await deleteRoleRow(ctx.tx, ctx.companyId, id)
  return messageBody(ctx, 'records.deleted')
}
