import { eq } from 'drizzle-orm'
import type { Tx } from '../../platform/db/database.ts'
import { etaRules } from './eta-rule.table.ts'

export type EtaRuleRow = typeof etaRules.$inferSelect

// The ETA rules as the company list (platform/db/company-list.ts) reads, sorts, searches and filters them.
export const etaRuleList = {
  table: etaRules,
  sortable: { lead_time_days: etaRules.leadTimeDays, incoterm: etaRules.incoterm },
  defaultSort: [etaRules.leadTimeDays as never],
  search: [etaRules.incoterm],
  filters: (filter: Record<string, string>) => [
    filter.incoterm ? eq(etaRules.incoterm, filter.incoterm) : undefined,
  ],
}

export function listEtaRules(tx: Tx, companyId: string): Promise<EtaRuleRow[]> {
  return tx.select().from(etaRules).where(eq(etaRules.companyId, companyId))
}
