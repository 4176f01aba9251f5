import { styleCriterionResults } from '@scm/contracts'
import { sql } from 'drizzle-orm'
import { boolean, index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { companyId, createdAt, id, updatedAt, version } from '../../platform/db/columns.ts'
import { companyPolicy } from '../../platform/db/tenancy.ts'
import { companies } from '../../platform/tenancy/company.table.ts'
import { users } from '../../platform/tenancy/user.table.ts'
import { styles } from './style.table.ts'

export const styleReviewCriteria = pgTable(
  'style_review_criteria',
  {
    id: id(),
    companyId: companyId().references(() => companies.id),
    name: text('name').notNull(),
    mandatory: boolean('mandatory').notNull().default(false),
    preferredValue: text('preferred_value'),
    description: text('description'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [
    uniqueIndex('style_review_criteria_name_unique').on(t.companyId, sql`lower(${t.name})`),
    companyPolicy('style_review_criteria'),
  ],
).enableRLS()

// Internal to the owner: a counterparty never sees how its style was judged.
export const styleReviewResults = pgTable(
  'style_review_results',
  {
    companyId: companyId().references(() => companies.id),
    styleId: uuid('style_id')
      .notNull()
      .references(() => styles.id, { onDelete: 'cascade' }),
    criterionId: uuid('criterion_id')
      .notNull()
      .references(() => styleReviewCriteria.id, { onDelete: 'cascade' }),
    result: text('result', { enum: styleCriterionResults }).notNull(),
    comment: text('comment'),
    reviewedBy: uuid('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.styleId, t.criterionId] }),
    index('style_review_results_criterion_idx').on(t.criterionId),
    companyPolicy('style_review_results'),
  ],
).enableRLS()
