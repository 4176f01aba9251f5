import type { UpdateUserBody, User, UserListQuery } from '@scm/contracts'
import type { z } from 'zod'
import type { Tx } from '../../platform/db/database.ts'
import { listMeta } from '../../platform/db/list.ts'
import { withUniqueField } from '../../platform/db/unique-violation.ts'
import { conflict, invalidField, notFound } from '../../platform/errors/app-error.ts'
import type { RequestContext } from '../../platform/http/context.ts'
import { paramsChanged } from '../../platform/realtime/params-changed.ts'
import { emailInUse } from '../../platform/tenancy/user-lookup.ts'
import { revokeUserSessions } from '../auth/index.ts'
import { notify } from '../notifications/index.ts'
import { announcePermissionChanges, snapshotPermissions } from '../roles/index.ts'
import { assertUserGroups, setUserGroups } from '../user-groups/index.ts'
import {
  activeUserNames,
  companyAdminIds,
  countActiveAdmins,
  findCompanyRoleIds,
  findUser,
  findUserPage,
  findUserWithRelations,
  insertUser,
  lockCompanyAdmins,
  replaceUserRoles,
  type UserWithRelationsRow,
  updateUserActive,
  updateUserRow,
} from './user.queries.ts'
import { sendUserInvite } from './user-invite.ts'

const toUser = (row: UserWithRelationsRow): User => ({
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

export async function listUsers(ctx: RequestContext, query: UserListQuery) {
  const { rows, total } = await findUserPage(ctx.tx, ctx.companyId, query)
  return { data: rows.map(toUser), meta: listMeta(query, total) }
}

export async function getUser(
  ctx: RequestContext | { tx: Tx; companyId: string },
  id: string,
): Promise<User> {
  const row = await findUserWithRelations(ctx.tx, ctx.companyId, id)
  if (!row) throw notFound()
  return toUser(row)
}

export async function userOptions(ctx: RequestContext) {
  const rows = await activeUserNames(ctx.tx, ctx.companyId)
  return rows.map((row) => ({
    id: row.id,
    name: `${row.firstName} ${row.lastName}`.trim() || row.email,
    email: row.email,
  }))
}

// Every id must be one of the company's own; a foreign or unknown id is a field error, not a silent drop.
async function assertRoles(tx: Tx, companyId: string, ids: string[]) {
  if (ids.length === 0) return
  const found = await findCompanyRoleIds(tx, companyId, ids)
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
  await replaceUserRoles(tx, companyId, userId, roleIds)
  await setUserGroups(tx, companyId, userId, groupIds)
}

// The company must keep at least one active user holding an admin role. The lock serialises the
// check per company: without it two admins deactivating each other at once would both see the
// other still active and both commit (write skew). It is taken in its own statement so that the
// count that follows sees what a competing transaction committed while we waited.
export async function assertAdminRemains(tx: Tx, companyId: string, field = 'role_ids') {
  await lockCompanyAdmins(tx, companyId)
  if ((await countActiveAdmins(tx, companyId)) < 1) throw invalidField(field, 'users.lastAdmin')
}

export async function inviteUser(
  ctx: RequestContext,
  body: z.output<typeof import('@scm/contracts').InviteUserBody>,
) {
  if (await emailInUse(ctx.tx, body.email)) throw invalidField('email', 'auth.emailTaken')
  // Two invites of one address at once both pass the check above; the unique index decides.
  const created = await withUniqueField(
    insertUser(ctx.tx, {
      companyId: ctx.companyId,
      email: body.email,
      firstName: body.first_name ?? '',
      lastName: body.last_name ?? '',
      locale: ctx.principal.locale,
      invitedBy: ctx.userId,
    }),
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
  const updated = await updateUserRow(ctx.tx, id, body.version, {
    firstName: body.first_name,
    lastName: body.last_name,
    locale: body.locale,
    sessionTime: body.session_time,
  })
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
  await updateUserActive(ctx.tx, ctx.companyId, id, active)
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
  const row = await findUser(ctx.tx, ctx.companyId, id)
  await sendUserInvite(ctx, row!)
  return user
}
