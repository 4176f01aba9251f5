import type { Permission } from '@scm/contracts'
import { expect } from 'vitest'
import type { ApiClient } from '../../../testing/api-client.ts'

// Leaves Nordic's purchaser role (the demo buyer's) with only these permissions, for 403 checks.
export async function restrictPurchasers(admin: ApiClient, permissions: Permission[]) {
  const roles = (await admin.get('/api/roles?per_page=all')).json().data as Array<{
    id: string
    name: string
    role_type: number
    version: number
  }>
  const role = roles.find((candidate) => candidate.role_type === 1)!
  const response = await admin.put(`/api/roles/${role.id}`, {
    name: role.name,
    role_type: role.role_type,
    permissions,
    version: role.version,
  })
  expect(response.statusCode, response.body).toBe(200)
}
