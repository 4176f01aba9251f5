import type {
  MessageKey,
  OrderAuthorizationRule,
  OrderAuthorizationRuleBody,
  orderAuthorizationRuleEndpoints,
} from '@scm/contracts'
import type { z } from 'zod'
import { recordAudit } from '../../platform/audit/audit.ts'
import { listMeta } from '../../platform/db/list.ts'
import { AppError, conflict, invalidField, notFound } from '../../platform/errors/app-error.ts'
import type { RequestContext } from '../../platform/http/context.ts'
import type { CrudService } from '../../platform/http/crud-routes.ts'
import { messageBody } from '../../platform/http/message.ts'
import { usersHolding } from '../partners/index.ts'
import { isUserGroupOf } from '../user-groups/index.ts'
import {
  deleteAuthorizationRule,
  type FoundRule,
  findActiveUserIds,
  findAuthorizationRule,
  findAuthorizationRulePage,
  insertAuthorizationRule,
  type RuleValues,
  replaceRuleApprovers,
  updateAuthorizationRule,
} from './order-authorization-rule.queries.ts'

const toRule = ({ row, approvers, groupName }: FoundRule): OrderAuthorizationRule => ({
  id: row.id,
  name: row.name,
  active: row.active,
  currency: row.currency as OrderAuthorizationRule['currency'],
  min_value: row.minValue,
  user_group_id: row.userGroupId,
  user_group_name: groupName,
  approvers,
  updated_at: row.updatedAt.toISOString(),
  version: row.version,
})

type Service = CrudService<typeof orderAuthorizationRuleEndpoints>
type Body = z.output<typeof OrderAuthorizationRuleBody>

async function get(ctx: RequestContext, id: string) {
  const found = await findAuthorizationRule(ctx.tx, ctx.companyId, id)
  if (!found) throw notFound()
  return toRule(found)
}

// The group is the company's; each approver an active user of the company who can see orders, since
// authorizing happens on the order page.
async function checkLinks(ctx: RequestContext, body: Body) {
  if (body.user_group_id && !(await isUserGroupOf(ctx.tx, ctx.companyId, body.user_group_id)))
    throw invalidField('user_group_id', 'masterData.unavailable')
  const known = await findActiveUserIds(ctx.tx, ctx.companyId, body.approver_ids)
  const active = new Set(known.map((user) => user.id))
  const seeing = new Set(await usersHolding(ctx.tx, ctx.companyId, 'list.orders'))
  const errors: Record<string, MessageKey[]> = {}
  body.approver_ids.forEach((id, i) => {
    if (!active.has(id)) errors[`approver_ids.${i}`] = ['masterData.unavailable']
    else if (!seeing.has(id)) errors[`approver_ids.${i}`] = ['orders.approverCannotSeeOrders']
  })
  if (Object.keys(errors).length > 0) throw new AppError(422, 'errors.validation', {}, errors)
}

const setApprovers = (ctx: RequestContext, ruleId: string, ids: string[]) =>
  replaceRuleApprovers(ctx.tx, ctx.companyId, ruleId, [...new Set(ids)])

const values = (body: Body): RuleValues => ({
  name: body.name,
  active: body.active,
  currency: body.currency,
  minValue: body.min_value,
  userGroupId: body.user_group_id,
})

const audit = (
  ctx: RequestContext,
  id: string,
  action: string,
  before: object | null,
  after: object | null,
) => recordAudit(ctx, { entityType: 'order-authorization-rule', entityId: id, action, before, after })

// Spec §2.10 company setting list "authorization rules": name, currency, threshold, optional user
// group, named approvers; versioned and audited like every company list.
export const orderAuthorizationRuleService: Service = {
  async list(ctx, query) {
    const { found, total } = await findAuthorizationRulePage(ctx.tx, ctx.companyId, query)
    return { data: found.map(toRule), meta: listMeta(query, total) }
  },
  get,
  async create(ctx, body) {
    await checkLinks(ctx, body)
    const [row] = await insertAuthorizationRule(ctx.tx, ctx.companyId, values(body))
    await setApprovers(ctx, row!.id, body.approver_ids)
    const created = await get(ctx, row!.id)
    await audit(ctx, created.id, 'created', null, created)
    return created
  },
  async update(ctx, id, body) {
    const before = await get(ctx, id)
    if (before.version !== body.version) throw conflict()
    await checkLinks(ctx, body)
    const updated = await updateAuthorizationRule(ctx.tx, id, body.version, values(body))
    if (updated.length === 0) throw conflict()
    await setApprovers(ctx, id, body.approver_ids)
    const after = await get(ctx, id)
    await audit(ctx, id, 'updated', before, after)
    return after
  },
  // An order waiting on a deleted rule keeps waiting; its buyer returns it to draft and sends it again.
  async remove(ctx, id) {
    const before = await get(ctx, id)
    await deleteAuthorizationRule(ctx.tx, ctx.companyId, id)
    await audit(ctx, id, 'deleted', before, null)
    return messageBody(ctx, 'records.deleted')
  },
}
