import type { Permission } from '@scm/contracts'
import { sql } from 'drizzle-orm'
import { effectivePermissions } from '../../platform/auth/principal.ts'
import type { Tx } from '../../platform/db/database.ts'
import { rows } from '../../platform/db/rows.ts'
import type { RequestContext } from '../../platform/http/context.ts'

export type PermissionSnapshot = Map<string, Permission[]>

// Effective permissions of these users (or of every holder of a role), read in the request's transaction.
export async function snapshotPermissions(
  tx: Tx,
  who: { userIds: string[] } | { roleId: string },
): Promise<PermissionSnapshot> {
  const filter =
    'roleId' in who
      ? sql`u.id in (select user_id from user_roles where role_id = ${who.roleId})`
      : who.userIds.length
        ? sql`u.id in (${sql.join(
            who.userIds.map((id) => sql`${id}`),
            sql`, `,
          )})`
        : sql`false`
  const found = await rows<{ id: string; permissions: string[]; role_types: number[] }>(
    tx,
    sql`
    select u.id,
      coalesce(array(select distinct p from user_roles ur join roles r on r.id = ur.role_id, unnest(r.permissions) p
        where ur.user_id = u.id), '{}') as permissions,
      coalesce(array(select distinct r.role_type from user_roles ur join roles r on r.id = ur.role_id
        where ur.user_id = u.id), '{}') as role_types
    from users u where ${filter}`,
  )
  return new Map(found.map((row) => [row.id, effectivePermissions(row.permissions, row.role_types)]))
}

// Spec §6: a user whose permissions changed gets PermissionsUpdated on users.{id} once the change is
// committed; the open tabs replace their stored permissions and reload.
export async function announcePermissionChanges(ctx: RequestContext, before: PermissionSnapshot) {
  const after = await snapshotPermissions(ctx.tx, { userIds: [...before.keys()] })
  for (const [userId, permissions] of after) {
    if (permissions.join() === before.get(userId)?.join()) continue
    ctx.afterCommit(async () => ctx.platform.realtime.toUser(userId, 'PermissionsUpdated', { permissions }))
  }
}
