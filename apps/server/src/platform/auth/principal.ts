import {
  adminPermissions,
  permissions as catalogue,
  type Locale,
  type Permission,
  roleTypes,
} from '@scm/contracts'
import { sql } from 'drizzle-orm'
import type { Tx } from '../db/database.ts'
import { rows } from '../db/rows.ts'
import { unauthenticated } from '../errors/app-error.ts'
import type { AccessClaims } from './access-token.ts'

export interface Principal {
  userId: string
  companyId: string
  sessionId: string
  company: string
  companyType: 'client' | 'supplier' | 'both'
  firstName: string
  lastName: string
  email: string
  locale: Locale
  sessionTime: number
  permissions: Permission[]
  roleTypes: number[]
}

interface PrincipalRow {
  id: string
  company_id: string
  first_name: string
  last_name: string
  email: string
  locale: Locale
  session_time: number
  active: boolean
  company: string
  company_type: Principal['companyType']
  row_id: string | null
  idle_seconds: number | null
  expired: boolean | null
  permissions: string[]
  role_types: number[]
}

const known = new Set<string>(catalogue)
// The last-seen time is written at most this often, not on every request.
const touchAfterSeconds = 60

// What a user may do: the known permissions of their roles, plus every admin area with an admin role.
export function effectivePermissions(rolePermissions: string[], roleTypeList: number[]): Permission[] {
  const held = new Set(rolePermissions.filter((permission) => known.has(permission)) as Permission[])
  if (roleTypeList.includes(roleTypes.companyAdmin))
    for (const permission of adminPermissions) held.add(permission)
  return [...held].sort()
}

const principalOf = (row: PrincipalRow, sessionId: string): Principal => ({
  userId: row.id,
  companyId: row.company_id,
  sessionId,
  company: row.company,
  companyType: row.company_type,
  firstName: row.first_name,
  lastName: row.last_name,
  email: row.email,
  locale: row.locale,
  sessionTime: row.session_time,
  permissions: effectivePermissions(row.permissions, row.role_types),
  roleTypes: [...row.role_types].sort(),
})

// A job acting for the user who queued it has no session: the user must still be active, and acts
// with the permissions they hold now. Runs inside inCompany, so only that company's user is found.
export async function loadUserPrincipal(tx: Tx, userId: string): Promise<Principal> {
  const [row] = await rows<PrincipalRow>(tx, sql`select * from user_principal(${userId})`)
  if (!row?.active) throw unauthenticated()
  return principalOf(row, '')
}

// Starts a signed-in request's transaction: one statement (request_principal, migration 0010) enters
// the acting company as app_user, as inCompany does, and loads the user with effective permissions.
// The session family must still be live: a sign-out or a detected token re-use ends it at once.
export async function enterAsPrincipal(tx: Tx, claims: AccessClaims): Promise<Principal> {
  const [row] = await rows<PrincipalRow>(
    tx,
    sql`select * from request_principal(${claims.companyId}, ${claims.userId}, ${claims.sessionId})`,
  )
  if (!row?.active) throw unauthenticated()
  if (!row.row_id || row.expired || (row.idle_seconds ?? 0) > row.session_time * 60)
    throw unauthenticated('auth.sessionExpired')
  if ((row.idle_seconds ?? 0) > touchAfterSeconds)
    await tx.execute(sql`update sessions set last_seen_at = now() where id = ${row.row_id}`)

  return principalOf(row, claims.sessionId)
}
