import { date, numeric, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { companyId, createdAt, id, updatedAt, version } from '../../platform/db/columns.ts'
import { companyPolicy } from '../../platform/db/tenancy.ts'
import { companies } from '../../platform/tenancy/company.table.ts'

export const exchangeRates = pgTable(
  'exchange_rates',
  {
    id: id(),
    companyId: companyId().references(() => companies.id),
    fromCurrency: text('from_currency').notNull(),
    toCurrency: text('to_currency').notNull(),
    rate: numeric('rate', { precision: 16, scale: 6 }).notNull(),
    date: date('date').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [
    uniqueIndex('exchange_rates_pair_date_unique').on(t.companyId, t.fromCurrency, t.toCurrency, t.date),
    companyPolicy('exchange_rates'),
  ],
).enableRLS()
