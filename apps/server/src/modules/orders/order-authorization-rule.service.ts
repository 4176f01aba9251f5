import type {
  MessageKey,
  OrderAuthorizationRule,
  OrderAuthorizationRuleBody,
  orderAuthorizationRuleEndpoints,
} from '@scm/contracts'
import { and, eq, ilike, inArray, sql } from 'drizzle-orm'
import type { z } from 'zod'
import { recordAudit } from '../../platform/audit/audit.ts'
import { countCapped, likePattern, listMeta, orderBy, pageWindow } from '../../platform/db/list.ts'
import { AppError, conflict, invalidField, notFound } from '../../platform/errors/app-error.ts'
import type { RequestContext } from '../../platform/http/context.ts'
import type { CrudService } from '../../platform/http/crud-routes.ts'
import { messageBody } from '../../platform/http/message.ts'
import { users } from '../../platform/tenancy/user.table.ts'
import { usersHolding } from '../partners/index.ts'
import { isUserGroupOf } from '../user-groups/index.ts'
import type { Named } from './order.queries.ts'
import { orderAuthorizationRuleApprovers, orderAuthorizationRules } from './order-authorization-rule.table.ts'

const rules = orderAuthorizationRules
// Qualified by hand: subqueries of the rules select.
const columns = {
  row: rules,
  approvers: sql<Named[]>`coalesce((select json_agg(json_build_object('id', u.id,
    'name', u.first_name || ' ' || u.last_name) order by u.first_name, u.last_name)
    from order_authorization_rule_approvers a join users u on u.id = a.user_id
    where a.rule_id = "order_authorization_rules"."id"), '[]'::json)`,
  groupName: sql<
    string | null
  >`(select g.name from user_groups g where g.id = "order_authorization_rules"."user_group_id")`,
}
type Found = { row: typeof rules.$inferSelect; approvers: Named[]; groupName: string | null }

const toRule = ({ row, approvers, groupName }: Found): OrderAuthorizationRule => ({
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
  const [found] = await ctx.tx
    .select(columns)
    .from(rules)
    .where(and(eq(rules.id, id), eq(rules.companyId, ctx.companyId)))
  if (!found) throw notFound()
  return toRule(found)
}

// The group is the company's; each approver an active user of the company who can see orders, since
// authorizing happens on the order page.
async function checkLinks(ctx: RequestContext, body: Body) {
  if (body.user_group_id && !(await isUserGroupOf(ctx.tx, ctx.companyId, body.user_group_id)))
    throw invalidField('user_group_id', 'masterData.unavailable')
  const known = await ctx.tx
    .select({ id: users.id })
    .from(users)
    .where(
      and(eq(users.companyId, ctx.companyId), eq(users.active, true), inArray(users.id, body.approver_ids)),
    )
  const active = new Set(known.map((user) => user.id))
  const seeing = new Set(await usersHolding(ctx.tx, ctx.companyId, 'list.orders'))
  const errors: Record<string, MessageKey[]> = {}
  body.approver_ids.forEach((id, i) => {
    if (!active.has(id)) errors[`approver_ids.${i}`] = ['masterData.unavailable']
    else if (!seeing.has(id)) errors[`approver_ids.${i}`] = ['orders.approverCannotSeeOrders']
  })
  if (Object.keys(errors).length > 0) throw new AppError(422, 'errors.validation', {}, errors)
}

async function setApprovers(ctx: RequestContext, ruleId: string, ids: string[]) {
  await ctx.tx
    .delete(orderAuthorizationRuleApprovers)
    .where(eq(orderAuthorizationRuleApprovers.ruleId, ruleId))
  await ctx.tx
    .insert(orderAuthorizationRuleApprovers)
    .values([...new Set(ids)].map((userId) => ({ companyId: ctx.companyId, ruleId, userId })))
}

const values = (body: Body) => ({
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
    const filter = query.filter ?? {}
    const where = and(
      eq(rules.companyId, ctx.companyId),
      query.search ? ilike(rules.name, likePattern(query.search)) : undefined,
      filter.active ? eq(rules.active, filter.active === 'true') : undefined,
      filter.currency ? eq(rules.currency, filter.currency) : undefined,
    )
    const sortable = { name: sql`lower(${rules.name})`, min_value: rules.minValue }
    const { limit, offset } = pageWindow(query)
    const [found, total] = await Promise.all([
      ctx.tx
        .select(columns)
        .from(rules)
        .where(where)
        .orderBy(...orderBy(query.sort, sortable, [sortable.name], rules.id))
        .limit(limit)
        .offset(offset),
      countCapped(ctx.tx, rules, where),
    ])
    return { data: found.map(toRule), meta: listMeta(query, total) }
  },
  get,
  async create(ctx, body) {
    await checkLinks(ctx, body)
    const [row] = await ctx.tx
      .insert(rules)
      .values({ companyId: ctx.companyId, ...values(body) })
      .returning({ id: rules.id })
    await setApprovers(ctx, row!.id, body.approver_ids)
    const created = await get(ctx, row!.id)
    await audit(ctx, created.id, 'created', null, created)
    return created
  },
  async update(ctx, id, body) {
    const before = await get(ctx, id)
    if (before.version !== body.version) throw conflict()
    await checkLinks(ctx, body)
    const updated = await ctx.tx
      .update(rules)
      .set({ ...values(body), updatedAt: new Date(), version: body.version + 1 })
      .where(and(eq(rules.id, id), eq(rules.version, body.version)))
      .returning({ id: rules.id })
    if (updated.length === 0) throw conflict()
    await setApprovers(ctx, id, body.approver_ids)
    const after = await get(ctx, id)
    await audit(ctx, id, 'updated', before, after)
    return after
  },
  // An order waiting on a deleted rule keeps waiting; its buyer returns it to draft and sends it again.
  async remove(ctx, id) {
    const before = await get(ctx, id)
    await ctx.tx.delete(rules).where(and(eq(rules.id, id), eq(rules.companyId, ctx.companyId)))
    await audit(ctx, id, 'deleted', before, null)
    return messageBody(ctx, 'records.deleted')
  },
}
