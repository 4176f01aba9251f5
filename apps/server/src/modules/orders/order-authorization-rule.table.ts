import { boolean, numeric, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core'
import { companyId, createdAt, id, updatedAt, version } from '../../platform/db/columns.ts'
import { companyPolicy } from '../../platform/db/tenancy.ts'
import { companies } from '../../platform/tenancy/company.table.ts'
import { users } from '../../platform/tenancy/user.table.ts'
import { userGroupKey } from '../user-groups/keys.ts'

// Spec §4: a draft of at least min_value in the rule's currency waits for one of the rule's approvers;
// with a user group, only drafts of its members do. A group in use by a rule cannot be deleted (the
// rule would silently start to apply to everyone).
export const orderAuthorizationRules = pgTable(
  'order_authorization_rules',
  {
    id: id(),
    companyId: companyId().references(() => companies.id),
    name: text('name').notNull(),
    active: boolean('active').notNull().default(true),
    currency: text('currency').notNull(),
    minValue: numeric('min_value', { precision: 14, scale: 2 }).notNull(),
    userGroupId: uuid('user_group_id').references(userGroupKey),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  () => [companyPolicy('order_authorization_rules')],
).enableRLS()

export const orderAuthorizationRuleApprovers = pgTable(
  'order_authorization_rule_approvers',
  {
    companyId: companyId().references(() => companies.id),
    ruleId: uuid('rule_id')
      .notNull()
      .references(() => orderAuthorizationRules.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
  },
  (t) => [primaryKey({ columns: [t.ruleId, t.userId] }), companyPolicy('order_authorization_rule_approvers')],
).enableRLS()
