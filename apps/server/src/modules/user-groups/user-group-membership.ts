import type { Tx } from '../../platform/db/database.ts'
import { invalidField } from '../../platform/errors/app-error.ts'
import { findUserGroupIds } from './user-group.queries.ts'

// What other modules do with a company's user groups (docs/decisions/0026): the user form puts a user
// in groups, an authorization rule names one; neither reads the tables itself.

// Every id must be one of the company's groups; a foreign or unknown id is a field error, not a silent drop.
export async function assertUserGroups(tx: Tx, companyId: string, ids: string[], field: string) {
  if (ids.length === 0) return
  const found = await findUserGroupIds(tx, companyId, ids)
  if (found.length !== new Set(ids).size) throw invalidField(field, 'validation.oneOf')
}
