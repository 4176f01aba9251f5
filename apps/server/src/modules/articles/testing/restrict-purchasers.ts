import { type Permission, RoleType, roleEndpoints } from '@scm/contracts'
import type { ApiClient } from '../../../testing/api-client.ts'

// Leaves Nordic's purchaser role (the demo buyer's) with only these permissions, for 403 checks.
export async function restrictPurchasers(admin: ApiClient, permissions: Permission[]) {
  const roles = (await admin.call(roleEndpoints.list, { query: { per_page: 'all' } })).data
  const role = roles.find((candidate) => candidate.role_type === 1)!
  await admin.call(roleEndpoints.update, {
    params: { id: role.id },
    body: {
      name: role.name,
      // The role list answers any number; the update body takes only the known role types.
      role_type: RoleType.parse(role.role_type),
      permissions,
      version: role.version,
    },
  })
}
