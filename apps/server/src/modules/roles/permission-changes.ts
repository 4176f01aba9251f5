import type { Permission } from '@scm/contracts'
import { effectivePermissions } from '../../platform/auth/principal.ts'
import type { Tx } from '../../platform/db/database.ts'
import type { RequestContext } from '../../platform/http/context.ts'
import { findRoleGrants } from './role.queries.ts'

export type PermissionSnapshot = Map<string, Permission[]>

// Effective permissions of these users (or of every holder of a role), read in the request's transaction.
export async function snapshotPermissions(
  tx: Tx,
  who: { userIds: string[] } | { roleId: string },
): Promise<PermissionSnapshot> {
  const found = await findRoleGrants(tx, who)
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
