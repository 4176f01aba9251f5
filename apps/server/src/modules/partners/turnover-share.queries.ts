import { sql } from 'drizzle-orm'
import type { Tx } from '../../platform/db/database.ts'
import { rows } from '../../platform/db/rows.ts'
import { ratesCte } from '../company-settings/index.ts'

// Each supplier's share (per cent, two decimals) of the company's orders sent in the last 12 months and
// not in an `unbought` status, valued in `currency` at the latest rates; null when nothing was bought.
export const orderShares = (tx: Tx, companyId: string, currency: string, unbought: readonly string[]) =>
  rows<{ supplier: string; share: string | null }>(
    tx,
    sql`with ${ratesCte(companyId, currency)},
      bought as (
        select o.supplier_company_id as supplier, o.total_value * r.factor as value
        from orders o join rates r on r.currency = o.currency
        where o.company_id = ${companyId} and o.sent_at >= now() - interval '12 months'
          and o.status not in (${sql.join(
            unbought.map((status) => sql`${status}`),
            sql`, `,
          )}))
      select supplier::text, round(sum(value) * 100 / nullif((select sum(value) from bought), 0), 2)::text as share
      from bought group by supplier`,
  )
