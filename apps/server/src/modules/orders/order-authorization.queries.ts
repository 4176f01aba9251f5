import { and, asc, desc, eq, sql } from 'drizzle-orm'
import type { Tx } from '../../platform/db/database.ts'
import { users } from '../../platform/tenancy/user.table.ts'
import type { OrderRow } from './order.queries.ts'
import { orderAuthorizationRuleApprovers, orderAuthorizationRules } from './order-authorization-rule.table.ts'

// How much one unit of the order's currency is in the rule's currency: 1 for the same currency, else
// the company's latest rate between the two, entered either way round; null without a rate.
const ruleFactor = (order: OrderRow) => sql`(select factor from (
    select 1::numeric as factor, 'infinity'::date as date
      where ${orderAuthorizationRules.currency} = ${order.currency}
    union all
    select rate, date from exchange_rates
      where company_id = ${order.companyId} and from_currency = ${order.currency}
        and to_currency = ${orderAuthorizationRules.currency}
    union all
    select 1 / rate, date from exchange_rates
      where company_id = ${order.companyId} and to_currency = ${order.currency}
        and from_currency = ${orderAuthorizationRules.currency}
  ) r order by date desc limit 1)`

// The rule a draft waits on, if any: an active rule whose threshold the order's total reaches, in the
// rule's currency at the company's exchange rates (an order in a currency the company has no rate for
// cannot be compared, so such a rule does not apply to it), and whose user group (if any) counts the
// user who created the draft. When several apply, the highest threshold wins (it names the approvers for
// the largest amounts; decision 0016), compared in the order's currency, then the oldest rule, so the
// answer never depends on row order.
export async function findApplicableRule(tx: Tx, order: OrderRow) {
  const factor = ruleFactor(order)
  const [rule] = await tx
    .select({ id: orderAuthorizationRules.id, name: orderAuthorizationRules.name })
    .from(orderAuthorizationRules)
    .where(
      and(
        eq(orderAuthorizationRules.companyId, order.companyId),
        eq(orderAuthorizationRules.active, true),
        sql`${orderAuthorizationRules.minValue} <= ${order.totalValue}::numeric * ${factor}`,
        sql`(${orderAuthorizationRules.userGroupId} is null or exists (
          select 1 from user_group_members m
          where m.group_id = ${orderAuthorizationRules.userGroupId} and m.user_id = ${order.createdBy}))`,
      ),
    )
    .orderBy(
      desc(sql`${orderAuthorizationRules.minValue} / ${factor}`),
      asc(orderAuthorizationRules.createdAt),
      asc(orderAuthorizationRules.id),
    )
    .limit(1)
  return rule ?? null
}

// A rule's approvers who can still act: deactivated users neither see nor authorize anything.
export async function ruleApprovers(tx: Tx, ruleId: string) {
  return tx
    .select({ id: users.id, name: sql<string>`${users.firstName} || ' ' || ${users.lastName}` })
    .from(orderAuthorizationRuleApprovers)
    .innerJoin(users, eq(users.id, orderAuthorizationRuleApprovers.userId))
    .where(and(eq(orderAuthorizationRuleApprovers.ruleId, ruleId), eq(users.active, true)))
    .orderBy(asc(users.firstName), asc(users.lastName))
}
