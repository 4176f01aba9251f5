import { canonicalDecimal, type ExchangeRate, type exchangeRateEndpoints } from '@scm/contracts'
import { desc, eq } from 'drizzle-orm'
import { companyList } from '../../platform/db/company-list.ts'
import type { CrudService } from '../../platform/http/crud-routes.ts'
import { exchangeRates } from './exchange-rate.table.ts'

const toExchangeRate = (row: typeof exchangeRates.$inferSelect): ExchangeRate => ({
  id: row.id,
  from_currency: row.fromCurrency as ExchangeRate['from_currency'],
  to_currency: row.toCurrency as ExchangeRate['to_currency'],
  rate: canonicalDecimal(row.rate),
  date: row.date,
  updated_at: row.updatedAt.toISOString(),
  version: row.version,
})

const list = companyList({
  table: exchangeRates,
  entityType: 'exchange-rate',
  toDto: toExchangeRate,
  sortable: {
    date: exchangeRates.date,
    from_currency: exchangeRates.fromCurrency,
    to_currency: exchangeRates.toCurrency,
    rate: exchangeRates.rate,
  },
  defaultSort: [desc(exchangeRates.date)],
  search: [exchangeRates.fromCurrency, exchangeRates.toCurrency],
  filters: (filter) => [
    filter.from_currency ? eq(exchangeRates.fromCurrency, filter.from_currency) : undefined,
    filter.to_currency ? eq(exchangeRates.toCurrency, filter.to_currency) : undefined,
  ],
  unique: { constraint: 'exchange_rates_pair_date_unique', field: 'date', code: 'companySettings.rateTaken' },
})

type Body = Parameters<CrudService<typeof exchangeRateEndpoints>['create']>[1]
const values = (body: Body) => ({
  fromCurrency: body.from_currency,
  toCurrency: body.to_currency,
  rate: body.rate,
  date: body.date,
})

export const exchangeRateService: CrudService<typeof exchangeRateEndpoints> = {
  list: list.list,
  get: list.get,
  create: (ctx, body) => list.create(ctx, values(body)),
  update: (ctx, id, body) => list.update(ctx, id, body.version, values(body)),
  remove: list.remove,
}
