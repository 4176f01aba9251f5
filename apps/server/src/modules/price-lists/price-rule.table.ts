import { priceRuleAdjustments } from '@scm/contracts'
import { boolean, date, index, numeric, pgEnum, pgTable, text, uuid } from 'drizzle-orm/pg-core'
import { companyId, createdAt, id, updatedAt, version } from '../../platform/db/columns.ts'
import { companyPolicy } from '../../platform/db/tenancy.ts'
import { companies } from '../../platform/tenancy/company.table.ts'
import { articleKey } from '../articles/keys.ts'
import { masterDataKey } from '../master-data/keys.ts'

export const priceRuleAdjustmentEnum = pgEnum('price_rule_adjustment', priceRuleAdjustments)

// A company's own pricing rule on top of its price lists; counterparties never see rules.
export const priceRules = pgTable(
  'price_rules',
  {
    id: id(),
    companyId: companyId().references(() => companies.id),
    name: text('name').notNull(),
    active: boolean('active').notNull().default(true),
    counterpartyCompanyId: uuid('counterparty_company_id').references(() => companies.id),
    articleId: uuid('article_id').references(articleKey),
    categoryId: uuid('category_id').references(masterDataKey),
    minQuantity: numeric('min_quantity', { precision: 13, scale: 3 }).notNull().default('0'),
    adjustmentType: priceRuleAdjustmentEnum('adjustment_type').notNull(),
    adjustment: numeric('adjustment', { precision: 14, scale: 4 }).notNull(),
    currency: text('currency'),
    validFrom: date('valid_from').notNull(),
    validTo: date('valid_to'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [index('price_rules_company_idx').on(t.companyId, t.active), companyPolicy('price_rules')],
).enableRLS()
