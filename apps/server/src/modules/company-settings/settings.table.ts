import { boolean, integer, numeric, pgTable, text, uuid } from 'drizzle-orm/pg-core'
import { companyId, updatedAt, version } from '../../platform/db/columns.ts'
import { companyPolicy } from '../../platform/db/tenancy.ts'
import { companies } from '../../platform/tenancy/company.table.ts'
import { paymentTerms } from './payment-term.table.ts'

// One row per company, written on the first save; until then the defaults of the contract apply.
export const platformSettings = pgTable(
  'platform_settings',
  {
    companyId: companyId()
      .primaryKey()
      .references(() => companies.id),
    etdToleranceDays: integer('etd_tolerance_days').notNull(),
    etaToleranceDays: integer('eta_tolerance_days').notNull(),
    qtyTolerancePercent: numeric('qty_tolerance_percent', { precision: 5, scale: 2 }).notNull().default('0'),
    priceTolerancePercent: numeric('price_tolerance_percent', { precision: 5, scale: 2 })
      .notNull()
      .default('0'),
    counterpartiesSeeOrderTags: boolean('counterparties_see_order_tags').notNull(),
    defaultCurrency: text('default_currency').notNull(),
    defaultPaymentTermId: uuid('default_payment_term_id').references(() => paymentTerms.id),
    // Stock may go below zero only where the company says so (an issue before its receipt is booked).
    allowNegativeStock: boolean('allow_negative_stock').notNull().default(false),
    updatedAt: updatedAt(),
    version: version(),
  },
  () => [companyPolicy('platform_settings')],
).enableRLS()

export const exportSettings = pgTable(
  'export_settings',
  {
    companyId: companyId()
      .primaryKey()
      .references(() => companies.id),
    csvDelimiter: text('csv_delimiter').notNull(),
    decimalSeparator: text('decimal_separator').notNull(),
    dateFormat: text('date_format').notNull(),
    updatedAt: updatedAt(),
    version: version(),
  },
  () => [companyPolicy('export_settings')],
).enableRLS()
