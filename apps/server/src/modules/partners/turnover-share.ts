import { sql } from 'drizzle-orm'
import type { Tx } from '../../platform/db/database.ts'
import { rows } from '../../platform/db/rows.ts'
import { ratesCte, readPlatformSettings } from '../company-settings/index.ts'

// Statuses in which an order buys nothing: never sent, or called off.
const unboughtStatuses: readonly string[] = ['draft', 'approval_required', 'cancelled', 'rejected']
export const countsTowardTurnover = (status: string) => !unboughtStatuses.includes(status)

// Each supplier's share, in per cent with two decimals, of what the company ordered in the last 12
// months (decision 0018): sent orders' totals converted into the company's currency at its latest rate.
// An order in a currency without a rate counts nowhere; a company that bought nothing has no shares.
export async function turnoverShares(tx: Tx, companyId: string): Promise<Map<string, string>> {
  const currency = (await readPlatformSettings(tx, companyId)).default_currency
  const found = await rows<{ supplier: string; share: string | null }>(
    tx,
    sql`with ${ratesCte(companyId, currency)},
      bought as (
        select o.supplier_company_id as supplier, o.total_value * r.factor as value
        from orders o join rates r on r.currency = o.currency
        where o.company_id = ${companyId} and o.sent_at >= now() - interval '12 months'
          and o.status not in (${sql.join(
            unboughtStatuses.map((status) => sql`${status}`),
            sql`, `,
          )}))
      select supplier::text, round(sum(value) * 100 / nullif((select sum(value) from bought), 0), 2)::text as share
      from bought group by supplier`,
  )
  return new Map(found.flatMap((row) => (row.share === null ? [] : [[row.supplier, row.share]])))
}
