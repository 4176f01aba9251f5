import { reviewFrequencies } from '@scm/contracts'
import { sql } from 'drizzle-orm'
import {
  boolean,
  date,
  index,
  integer,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { companyId, createdAt, id, updatedAt, version } from '../../platform/db/columns.ts'
import { companyPolicy } from '../../platform/db/tenancy.ts'
import { companies } from '../../platform/tenancy/company.table.ts'
import { agreements } from './agreement.table.ts'

export const reviewFrequencyEnum = pgEnum('review_frequency', reviewFrequencies)

export const supplierCriteria = pgTable(
  'supplier_criteria',
  {
    id: id(),
    companyId: companyId().references(() => companies.id),
    name: text('name').notNull(),
    mandatory: boolean('mandatory').notNull().default(false),
    preferredValue: text('preferred_value'),
    reviewPeriodMonths: integer('review_period_months'),
    reviewFrequency: reviewFrequencyEnum('review_frequency'),
    nextReview: date('next_review'),
    turnoverPercentAlert: numeric('turnover_percent_alert', { precision: 5, scale: 2 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [
    uniqueIndex('supplier_criteria_company_name_unique').on(t.companyId, sql`lower(${t.name})`),
    companyPolicy('supplier_criteria'),
  ],
).enableRLS()

export const supplierCriterionValues = pgTable(
  'supplier_criterion_values',
  {
    companyId: companyId().references(() => companies.id),
    agreementId: uuid('agreement_id')
      .notNull()
      .references(() => agreements.id, { onDelete: 'cascade' }),
    criterionId: uuid('criterion_id')
      .notNull()
      .references(() => supplierCriteria.id, { onDelete: 'cascade' }),
    value: text('value').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.agreementId, t.criterionId] }),
    index('supplier_criterion_values_criterion_idx').on(t.criterionId),
    companyPolicy('supplier_criterion_values'),
  ],
).enableRLS()
