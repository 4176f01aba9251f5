import { and, eq, inArray } from 'drizzle-orm'
import type { Tx } from '../../platform/db/database.ts'
import { invalidField } from '../../platform/errors/app-error.ts'
import { userGroupMembers, userGroups } from './user-group.table.ts'

// What other modules do with a company's user groups (docs/decisions/0026): the user form puts a user
// in groups, an authorization rule names one; neither reads the tables itself.

// Every id must be one of the company's groups; a foreign or unknown id is a field error, not a silent drop.
export async function assertUserGroups(tx: Tx, companyId: string, ids: string[], field: string) {
  if (ids.length === 0) return
  const found = await tx
    .select({ id: userGroups.id })
    .from(userGroups)
    .where(and(eq(userGroups.companyId, companyId), inArray(userGroups.id, ids)))
  if (found.length !== new Set(ids).size) throw invalidField(field, 'validation.oneOf')
}

// The user is in these groups and no others (the ids checked with assertUserGroups).
export async function setUserGroups(tx: Tx, companyId: string, userId: string, groupIds: string[]) {
  await tx.delete(userGroupMembers).where(eq(userGroupMembers.userId, userId))
  if (groupIds.length)
    await tx
      .insert(userGroupMembers)
      .values([...new Set(groupIds)].map((groupId) => ({ companyId, userId, groupId })))
}

export async function isUserGroupOf(tx: Tx, companyId: string, id: string) {
  const [group] = await tx
    .select({ id: userGroups.id })
    .from(userGroups)
    .where(and(eq(userGroups.id, id), eq(userGroups.companyId, companyId)))
  return group !== undefined
}
