import type { UpdateUserBody } from '@scm/contracts'
import { roleTypes, type User, type UserListQuery } from '@scm/contracts'
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { Tx } from '../../platform/db/database.ts'
import { countCapped, likePattern, listMeta, orderBy, pageWindow } from '../../platform/db/list.ts'
import { rows } from '../../platform/db/rows.ts'
import { withUniqueField } from '../../platform/db/unique-violation.ts'
import { conflict, invalidField, notFound } from '../../platform/errors/app-error.ts'
import type { RequestContext } from '../../platform/http/context.ts'
import { paramsChanged } from '../../platform/realtime/params-changed.ts'
import { roles, userRoles } from '../../platform/tenancy/role.table.ts'
import { users } from '../../platform/tenancy/user.table.ts'
import { emailInUse } from '../../platform/tenancy/user-lookup.ts'
import { revokeUserSessions } from '../auth/index.ts'
import { notify } from '../notifications/index.ts'
import { announcePermissionChanges, snapshotPermissions } from '../roles/index.ts'
import { assertUserGroups, setUserGroups } from '../user-groups/index.ts'
import { companyAdminIds, userStatus, userWithRelations } from './user.queries.ts'
import { sendUserInvite } from './user-invite.ts'

type Row = { [K in keyof typeof userWithRelations]: unknown } & {
  id: string
  firstName: string
  lastName: string
  email: string
  locale: 'sv' | 'en'
  sessionTime: number
  status: User['status']
  lastLoginAt: Date | null
  createdAt: Date
  version: number
  roles: User['roles']
  groups: User['groups']
}

const toUser = (row: Row): User => ({
  id: row.id,
  first_name: row.firstName,
  last_name: row.lastName,
  email: row.email,
  locale: row.locale,
  session_time: row.sessionTime,
  status: row.status,
  roles: row.roles,
  groups: row.groups,
  last_login_at: row.lastLoginAt?.toISOString() ?? null,
  created_at: row.createdAt.toISOString(),
  version: row.version,
})

function listWhere(companyId: string, query: UserListQuery): SQL | undefined {
  const filter = query.filter ?? {}
  return and(
    eq(users.companyId, companyId),
    query.search
      ? sql`(${users.firstName} || ' ' || ${users.lastName} || ' ' || ${users.email}) ilike ${likePattern(query.search)}`
      : undefined,
    filter.status ? sql`${userStatus} = ${filter.status}` : undefined,
    filter.role_id
      ? sql`exists (select 1 from user_roles ur where ur.user_id = ${users.id} and ur.role_id = ${filter.role_id})`
      : undefined,
    filter.group_id
      ? sql`exists (select 1 from user_group_members m where m.user_id = ${users.id} and m.group_id = ${filter.group_id})`
      : undefined,
  )
}

export async function listUsers(ctx: RequestContext, query: UserListQuery) {
  const where = listWhere(ctx.companyId, query)
  const { limit, offset } = pageWindow(query)
  const sortable = {
    name: sql`lower(${users.firstName} || ' ' || ${users.lastName})`,
    email: users.email,
    status: userStatus,
    created_at: users.createdAt,
    last_login_at: users.lastLoginAt,
  }
  const [rows, count] = await Promise.all([
    ctx.tx
      .select(userWithRelations)
      .from(users)
      .where(where)
      .orderBy(...orderBy(query.sort, sortable, [sortable.name], users.id))
      .limit(limit)
      .offset(offset),
    countCapped(ctx.tx, users, where),
  ])
  return { data: (rows as Row[]).map(toUser), meta: listMeta(query, count) }
}

export async function getUser(
  ctx: RequestContext | { tx: Tx; companyId: string },
  id: string,
): Promise<User> {
  const [row] = await ctx.tx
    .select(userWithRelations)
    .from(users)
    .where(and(eq(users.id, id), eq(users.companyId, ctx.companyId)))
  if (!row) throw notFound()
  return toUser(row as Row)
}

export async function userOptions(ctx: RequestContext) {
  const rows = await ctx.tx
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(and(eq(users.companyId, ctx.companyId), eq(users.active, true)))
    .orderBy(users.firstName, users.lastName)
  return rows.map((row) => ({
    id: row.id,
    name: `${row.firstName} ${row.lastName}`.trim() || row.email,
    email: row.email,
  }))
}

// Every id must be one of the company's own; a foreign or unknown id is a field error, not a silent drop.
async function assertRoles(tx: Tx, companyId: string, ids: string[]) {
  if (ids.length === 0) return
  const found = await tx
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.companyId, companyId), inArray(roles.id, ids)))
  if (found.length !== new Set(ids).size) throw invalidField('role_ids', 'validation.oneOf')
}

async function setMemberships(
  tx: Tx,
  companyId: string,
  userId: string,
  roleIds: string[],
  groupIds: string[],
) {
  await assertRoles(tx, companyId, roleIds)
  await assertUserGroups(tx, companyId, groupIds, 'group_ids')
  await tx.delete(userRoles).where(eq(userRoles.userId, userId))
  await tx.insert(userRoles).values([...new Set(roleIds)].map((roleId) => ({ companyId, userId, roleId })))
  await setUserGroups(tx, companyId, userId, groupIds)
}

// The company must keep at least one active user holding an admin role. The lock serialises the
// check per company: without it two admins deactivating each other at once would both see the
// other still active and both commit (write skew). It is taken in its own statement so that the
// count that follows sees what a competing transaction committed while we waited.
export async function assertAdminRemains(tx: Tx, companyId: string, field = 'role_ids') {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`company-admins:${companyId}`}))`)
  const [row] = await rows<{ n: number }>(
    tx,
    sql`
    select count(*)::int as n from users u
    where u.company_id = ${companyId} and u.active and u.password_hash is not null
      and exists (select 1 from user_roles ur join roles r on r.id = ur.role_id
                  where ur.user_id = u.id and r.role_type = ${roleTypes.companyAdmin})`,
  )
  if (!row || row.n < 1) throw invalidField(field, 'users.lastAdmin')
}

export async function inviteUser(
  ctx: RequestContext,
  body: z.output<typeof import('@scm/contracts').InviteUserBody>,
) {
  if (await emailInUse(ctx.tx, body.email)) throw invalidField('email', 'auth.emailTaken')
  // Two invites of one address at once both pass the check above; the unique index decides.
  const [created] = await withUniqueField(
    ctx.tx
      .insert(users)
      .values({
        companyId: ctx.companyId,
        email: body.email,
        firstName: body.first_name ?? '',
        lastName: body.last_name ?? '',
        locale: ctx.principal.locale,
        invitedBy: ctx.userId,
      })
      .returning(),
    'users_email_unique',
    'email',
    'auth.emailTaken',
  )
  await setMemberships(ctx.tx, ctx.companyId, created!.id, body.role_ids, body.group_ids)
  await sendUserInvite(ctx, created!)
  const invited = await getUser(ctx, created!.id)
  // The other admins learn who joins their company; the one who invited knows already.
  const admins = await companyAdminIds(ctx.tx, ctx.companyId)
  await notify(ctx, {
    companyId: ctx.companyId,
    recipients: admins.filter((id) => id !== ctx.userId),
    type: 'user-invited',
    message: 'notifications.userInvited',
    params: {
      inviter: `${ctx.principal.firstName} ${ctx.principal.lastName}`.trim(),
      name: `${invited.first_name} ${invited.last_name}`.trim() || invited.email,
      company: ctx.principal.company,
    },
    link: `/admin/users?search=${encodeURIComponent(invited.email)}`,
    linkText: 'notifications.linkText.users',
  })
  // The colleague pickers (assignees, approvers) list the company's users.
  paramsChanged(ctx, ['users'])
  return invited
}

export async function updateUser(ctx: RequestContext, id: string, body: z.output<typeof UpdateUserBody>) {
  const existing = await getUser(ctx, id)
  if (existing.version !== body.version) throw conflict()
  const before = await snapshotPermissions(ctx.tx, { userIds: [id] })
  const updated = await ctx.tx
    .update(users)
    .set({
      firstName: body.first_name,
      lastName: body.last_name,
      locale: body.locale,
      sessionTime: body.session_time,
      updatedAt: new Date(),
      version: body.version + 1,
    })
    .where(and(eq(users.id, id), eq(users.version, body.version)))
    .returning({ id: users.id })
  if (updated.length === 0) throw conflict()
  await setMemberships(ctx.tx, ctx.companyId, id, body.role_ids, body.group_ids)
  await assertAdminRemains(ctx.tx, ctx.companyId)
  const user = await getUser(ctx, id)
  await notifyRolesChanged(ctx, existing, user)
  await announcePermissionChanges(ctx, before)
  if (existing.first_name !== user.first_name || existing.last_name !== user.last_name)
    paramsChanged(ctx, ['users'])
  return user
}

// The user whose roles changed hears of it, unless they made the change themselves.
async function notifyRolesChanged(ctx: RequestContext, before: User, after: User) {
  const ids = (user: User) =>
    user.roles
      .map((role) => role.id)
      .sort()
      .join()
  if (after.id === ctx.userId || ids(before) === ids(after)) return
  await notify(ctx, {
    companyId: ctx.companyId,
    recipients: [after.id],
    type: 'roles-changed',
    message: 'notifications.rolesChanged',
    params: {
      actor: `${ctx.principal.firstName} ${ctx.principal.lastName}`.trim(),
      roles: after.roles.map((role) => role.name).join(', '),
    },
    link: '/account',
    linkText: 'notifications.linkText.account',
  })
}

export async function setUserActive(ctx: RequestContext, id: string, active: boolean) {
  if (!active && id === ctx.userId) throw invalidField('id', 'users.cannotDeactivateSelf')
  await getUser(ctx, id)
  await ctx.tx
    .update(users)
    .set({ active, updatedAt: new Date(), version: sql`${users.version} + 1` })
    .where(and(eq(users.id, id), eq(users.companyId, ctx.companyId)))
  if (!active) {
    await assertAdminRemains(ctx.tx, ctx.companyId)
    await revokeUserSessions(ctx.tx, id)
    // The user's open tabs try to refresh their token, fail, and go to the sign-in page.
    ctx.afterCommit(async () => ctx.platform.realtime.toUser(id, 'TokenRefresh', {}))
  }
  paramsChanged(ctx, ['users'])
  return getUser(ctx, id)
}

export async function resendInvite(ctx: RequestContext, id: string) {
  const user = await getUser(ctx, id)
  if (user.status !== 'invited') throw conflict('users.notInvited')
  const [row] = await ctx.tx.select().from(users).where(eq(users.id, id))
  await sendUserInvite(ctx, row!)
  return user
}
