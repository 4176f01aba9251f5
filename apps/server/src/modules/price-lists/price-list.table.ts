import { discountTypes, priceListStates } from '@scm/contracts'
import { sql } from 'drizzle-orm'
import {
  boolean,
  date,
  index,
  numeric,
  pgEnum,
  pgPolicy,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { companyId, createdAt, id, updatedAt, version } from '../../platform/db/columns.ts'
import { appUser, companyPolicy } from '../../platform/db/tenancy.ts'
import { companies } from '../../platform/tenancy/company.table.ts'
import { users } from '../../platform/tenancy/user.table.ts'
import { articleKey } from '../articles/keys.ts'
import { vatKey } from '../company-settings/keys.ts'

export const priceListStateEnum = pgEnum('price_list_state', priceListStates)
export const discountTypeEnum = pgEnum('discount_type', discountTypes)

// What a counterparty may see of a list: published to it, and neither default nor internal (spec §4).
const sharedWithActing = sql.raw(
  `counterparty_company_id = (select app_company_id()) and state <> 'internal' and not is_default and not is_internal`,
)

export const priceLists = pgTable(
  'price_lists',
  {
    id: id(),
    companyId: companyId().references(() => companies.id),
    counterpartyCompanyId: uuid('counterparty_company_id').references(() => companies.id),
    name: text('name').notNull(),
    description: text('description'),
    active: boolean('active').notNull().default(true),
    state: priceListStateEnum('state').notNull().default('internal'),
    currency: text('currency').notNull(),
    validFrom: date('valid_from').notNull(),
    validTo: date('valid_to'),
    isDefault: boolean('is_default').notNull().default(false),
    isInternal: boolean('is_internal').notNull().default(false),
    discountType: discountTypeEnum('discount_type').notNull().default('percentage'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [
    uniqueIndex('price_lists_one_default').on(t.companyId).where(sql`${t.isDefault}`),
    index('price_lists_company_idx').on(t.companyId, t.validFrom),
    index('price_lists_counterparty_idx').on(t.counterpartyCompanyId),
    companyPolicy('price_lists'),
    // The counterparty reads a shared list and records its approval or rejection, nothing else
    // (the service decides which columns; the policy decides which rows).
    pgPolicy('price_lists_counterparty_read', { for: 'select', to: appUser, using: sharedWithActing }),
    pgPolicy('price_lists_counterparty_decide', {
      for: 'update',
      to: appUser,
      using: sharedWithActing,
      withCheck: sharedWithActing,
    }),
  ],
).enableRLS()

export const priceListLines = pgTable(
  'price_list_lines',
  {
    id: id(),
    companyId: companyId().references(() => companies.id),
    priceListId: uuid('price_list_id')
      .notNull()
      .references(() => priceLists.id, { onDelete: 'cascade' }),
    articleId: uuid('article_id').notNull().references(articleKey),
    // What the counterparty sees of the article (it cannot read the owner's articles), kept current
    // on every save and publish.
    articleCode: text('article_code').notNull(),
    articleName: text('article_name').notNull(),
    vatId: uuid('vat_id').references(vatKey),
    grossPrice: numeric('gross_price', { precision: 14, scale: 4 }).notNull(),
    discount: numeric('discount', { precision: 14, scale: 4 }).notNull().default('0'),
    internalCategories: uuid('internal_categories').array().notNull().default(sql`'{}'`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [
    uniqueIndex('price_list_lines_article_unique').on(t.priceListId, t.articleId),
    index('price_list_lines_article_idx').on(t.articleId),
    companyPolicy('price_list_lines'),
    pgPolicy('price_list_lines_counterparty_read', {
      for: 'select',
      to: appUser,
      using: sql`exists (select 1 from price_lists p where p.id = price_list_id)`,
    }),
  ],
).enableRLS()
