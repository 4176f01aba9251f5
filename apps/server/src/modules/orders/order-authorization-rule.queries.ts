import type { OrderAuthorizationRuleListQuery } from '@scm/contracts'
import { and, eq, ilike, inArray, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { Tx } from '../../platform/db/database.ts'
import { countCapped, likePattern, orderBy, pageWindow, pageWithTotal } from '../../platform/db/list.ts'
import { users } from '../../platform/tenancy/user.table.ts'
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
export type FoundRule = { row: typeof rules.$inferSelect; approvers: Named[]; groupName: string | null }

export type RuleValues = Pick<
  typeof rules.$inferInsert,
  'name' | 'active' | 'currency' | 'minValue' | 'userGroupId'
>

export async function findAuthorizationRule(
  tx: Tx,
  companyId: string,
  id: string,
): Promise<FoundRule | undefined> {
  const [found] = await tx
    .select(columns)
    .from(rules)
    .where(and(eq(rules.id, id), eq(rules.companyId, companyId)))
  return found
}

// One page of the company's rules and the capped count of all that match.
export async function findAuthorizationRulePage(
  tx: Tx,
  companyId: string,
  query: z.output<typeof OrderAuthorizationRuleListQuery>,
) {
  const filter = query.filter ?? {}
  const where = and(
    eq(rules.companyId, companyId),
    query.search ? ilike(rules.name, likePattern(query.search)) : undefined,
    filter.active ? eq(rules.active, filter.active === 'true') : undefined,
    filter.currency ? eq(rules.currency, filter.currency) : undefined,
  )
  const sortable = { name: sql`lower(${rules.name})`, min_value: rules.minValue }
  const { limit, offset } = pageWindow(query)
  const [found, total] = await pageWithTotal(
    { limit, offset },
    tx
      .select(columns)
      .from(rules)
      .where(where)
      .orderBy(...orderBy(query.sort, sortable, [sortable.name], rules.id))
      .limit(limit)
      .offset(offset),
    () => countCapped(tx, rules, where),
  )
  return { found, total }
}

// The ids among these that are active users of the company.
export function findActiveUserIds(tx: Tx, companyId: string, ids: string[]) {
  return tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.active, true), inArray(users.id, ids)))
}

export function insertAuthorizationRule(tx: Tx, companyId: string, values: RuleValues) {
  return tx
    .insert(rules)
    .values({ companyId, ...values })
    .returning({ id: rules.id })
}

// Changes the rule only at the given version; no row back means another write came first.
export function updateAuthorizationRule(tx: Tx, id: string, version: number, values: RuleValues) {
  return tx
    .update(rules)
    .set({ ...values, updatedAt: new Date(), version: version + 1 })
    .where(and(eq(rules.id, id), eq(rules.version, version)))
    .returning({ id: rules.id })
}

export async function deleteAuthorizationRule(tx: Tx, companyId: string, id: string) {
  await tx.delete(rules).where(and(eq(rules.id, id), eq(rules.companyId, companyId)))
}

export async function replaceRuleApprovers(tx: Tx, companyId: string, ruleId: string, userIds: string[]) {
  await tx.delete(orderAuthorizationRuleApprovers).where(eq(orderAuthorizationRuleApprovers.ruleId, ruleId))
  await tx
    .insert(orderAuthorizationRuleApprovers)
    .values(userIds.map((userId) => ({ companyId, ruleId, userId })))
}
