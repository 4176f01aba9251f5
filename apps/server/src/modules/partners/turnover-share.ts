import type { Tx } from '../../platform/db/database.ts'
import { readPlatformSettings } from '../company-settings/index.ts'
import { orderShares } from './turnover-share.queries.ts'

// Statuses in which an order buys nothing: never sent, or called off.
const unboughtStatuses: readonly string[] = ['draft', 'approval_required', 'cancelled', 'rejected']
export const countsTowardTurnover = (status: string) => !unboughtStatuses.includes(status)

// Each supplier's share, in per cent with two decimals, of what the company ordered in the last 12
// months (decision 0018): sent orders' totals converted into the company's currency at its latest rate.
// An order in a currency without a rate counts nowhere; a company that bought nothing has no shares.
export async function turnoverShares(tx: Tx, companyId: string): Promise<Map<string, string>> {
  const currency = (await readPlatformSettings(tx, companyId)).default_currency
  const found = await orderShares(tx, companyId, currency, unboughtStatuses)
  return new Map(found.flatMap((row) => (row.share === null ? [] : [[row.supplier, row.share]])))
}
