import { desc, eq, type SQL, sql } from 'drizzle-orm'
import { exchangeRates } from './exchange-rate.table.ts'

export type ExchangeRateRow = typeof exchangeRates.$inferSelect

// The exchange rates as the company list (platform/db/company-list.ts) reads, sorts, searches and
// filters them.
export const exchangeRateList = {
  table: exchangeRates,
  sortable: {
    date: exchangeRates.date,
    from_currency: exchangeRates.fromCurrency,
    to_currency: exchangeRates.toCurrency,
    rate: exchangeRates.rate,
  },
  defaultSort: [desc(exchangeRates.date)],
  search: [exchangeRates.fromCurrency, exchangeRates.toCurrency],
  filters: (filter: Record<string, string>) => [
    filter.from_currency ? eq(exchangeRates.fromCurrency, filter.from_currency) : undefined,
    filter.to_currency ? eq(exchangeRates.toCurrency, filter.to_currency) : undefined,
  ],
}

// One factor per currency into the reporting currency: the latest of the company's rates between the
// two, whichever way it was entered; the reporting currency itself is 1. A currency without a rate is
// absent. A `rates (currency, factor)` CTE for the margin views and the supplier turnover share.
export function ratesCte(companyId: string, reporting: string): SQL {
  return sql`rates as (
    select distinct on (currency) currency, factor from (
      select from_currency as currency, rate as factor, date from exchange_rates
        where company_id = ${companyId} and to_currency = ${reporting}
      union all
      select to_currency, 1 / rate, date from exchange_rates
        where company_id = ${companyId} and from_currency = ${reporting}
      union all
      select ${reporting}, 1, 'infinity'::date
    ) r order by currency, date desc)`
}
