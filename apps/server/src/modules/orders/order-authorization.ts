import { and, asc, desc, eq, sql } from 'drizzle-orm'
import type { Tx } from '../../platform/db/database.ts'
import { users } from '../users/user.table.ts'
import type { OrderRow } from './order-access.ts'
import { orderAuthorizationRuleApprovers, orderAuthorizationRules } from './order-authorization-rule.table.ts'

// The rule a draft waits on, if any: an active rule of the order's currency whose threshold the order's
// total reaches and whose user group (if any) counts the user who created the draft. When several
// apply, the highest threshold wins (it names the approvers for the largest amounts; decision 0016),
// then the oldest rule, so the answer never depends on row order.
export async function findApplicableRule(tx: Tx, order: OrderRow) {
  const [rule] = await tx
    .select({ id: orderAuthorizationRules.id, name: orderAuthorizationRules.name })
    .from(orderAuthorizationRules)
    .where(
      and(
        eq(orderAuthorizationRules.companyId, order.companyId),
        eq(orderAuthorizationRules.active, true),
        eq(orderAuthorizationRules.currency, order.currency),
        sql`${orderAuthorizationRules.minValue} <= ${order.totalValue}`,
        sql`(${orderAuthorizationRules.userGroupId} is null or exists (
          select 1 from user_group_members m
          where m.group_id = ${orderAuthorizationRules.userGroupId} and m.user_id = ${order.createdBy}))`,
      ),
    )
    .orderBy(
      desc(orderAuthorizationRules.minValue),
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
