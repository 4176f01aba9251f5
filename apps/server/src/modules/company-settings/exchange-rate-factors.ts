import { type SQL, sql } from 'drizzle-orm'

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
