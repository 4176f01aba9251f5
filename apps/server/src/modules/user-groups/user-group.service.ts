import type { UpdateUserGroupBody, UserGroup, UserGroupBody } from '@scm/contracts'
import type { z } from 'zod'
import { refuseIfInUse } from '../../platform/db/in-use.ts'
import { listMeta, type PageRequest } from '../../platform/db/list.ts'
import { withUniqueField } from '../../platform/db/unique-violation.ts'
import { conflict, invalidField, notFound } from '../../platform/errors/app-error.ts'
import type { RequestContext } from '../../platform/http/context.ts'
import { messageBody } from '../../platform/http/message.ts'
import {
  countUserGroupsNamed,
  deleteUserGroupRow,
  findCompanyUserIds,
  findUserGroup,
  findUserGroupPage,
  insertUserGroup,
  replaceUserGroupMembers,
  type UserGroupRow,
  updateUserGroupRow,
  userGroupNames,
} from './user-group.queries.ts'

const toGroup = (row: UserGroupRow): UserGroup => ({
  id: row.id,
  name: row.name,
  description: row.description,
  member_ids: row.memberIds,
  member_count: row.memberCount,
  created_at: row.createdAt.toISOString(),
  version: row.version,
})

export async function listUserGroups(ctx: RequestContext, query: PageRequest & { search?: string }) {
  const { rows, total } = await findUserGroupPage(ctx.tx, ctx.companyId, query)
  return { data: rows.map(toGroup), meta: listMeta(query, total) }
}

export async function userGroupOptions(ctx: RequestContext) {
  return userGroupNames(ctx.tx, ctx.companyId)
}

export async function getUserGroup(ctx: RequestContext, id: string): Promise<UserGroup> {
  const row = await findUserGroup(ctx.tx, ctx.companyId, id)
  if (!row) throw notFound()
  return toGroup(row)
}

async function assertNameFree(ctx: RequestContext, name: string, exceptId?: string) {
  if ((await countUserGroupsNamed(ctx.tx, ctx.companyId, name, exceptId)) > 0)
    throw invalidField('name', 'userGroups.nameTaken')
}

async function setMembers(ctx: RequestContext, groupId: string, memberIds: string[]) {
  const unique = [...new Set(memberIds)]
  if (unique.length) {
    const found = await findCompanyUserIds(ctx.tx, ctx.companyId, unique)
    if (found.length !== unique.length) throw invalidField('member_ids', 'validation.oneOf')
  }
  await replaceUserGroupMembers(ctx.tx, ctx.companyId, groupId, unique)
}

// A concurrent request may pass assertNameFree too; the unique index then decides, on the same field.
const nameUnique = <T>(work: Promise<T>) =>
  withUniqueField(work, 'user_groups_company_name_unique', 'name', 'userGroups.nameTaken')

export async function createUserGroup(ctx: RequestContext, body: z.output<typeof UserGroupBody>) {
  await assertNameFree(ctx, body.name)
  const [row] = await nameUnique(
    insertUserGroup(ctx.tx, ctx.companyId, { name: body.name, description: body.description }),
  )
  await setMembers(ctx, row!.id, body.member_ids)
  return getUserGroup(ctx, row!.id)
}

export async function updateUserGroup(
  ctx: RequestContext,
  id: string,
  body: z.output<typeof UpdateUserGroupBody>,
) {
  const existing = await getUserGroup(ctx, id)
  if (existing.version !== body.version) throw conflict()
  await assertNameFree(ctx, body.name, id)
  const updated = await nameUnique(
    updateUserGroupRow(ctx.tx, id, body.version, { name: body.name, description: body.description }),
  )
  if (updated.length === 0) throw conflict()
  await setMembers(ctx, id, body.member_ids)
  return getUserGroup(ctx, id)
}

export async function deleteUserGroup(ctx: RequestContext, id: string) {
  await getUserGroup(ctx, id)
  // A group an order authorization rule names stays until the rule no longer does.
  await refuseIfInUse(deleteUserGroupRow(ctx.tx, ctx.companyId, id))
  return messageBody(ctx, 'records.deleted')
}
