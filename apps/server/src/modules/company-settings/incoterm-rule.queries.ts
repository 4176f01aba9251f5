import { asc, desc, eq, sql } from 'drizzle-orm'
import type { Tx } from '../../platform/db/database.ts'
import { incotermRules } from './incoterm-rule.table.ts'

export type IncotermRuleRow = typeof incotermRules.$inferSelect

// The incoterm rules as the company list (platform/db/company-list.ts) reads, sorts, searches and
// filters them.
export const incotermRuleList = {
  table: incotermRules,
  sortable: {
    incoterm: incotermRules.incoterm,
    freight_payer: incotermRules.freightPayer,
    named_place: sql`lower(${incotermRules.namedPlace})`,
  },
  // The default first, then by incoterm.
  defaultSort: [desc(incotermRules.isDefault), asc(incotermRules.incoterm)],
  search: [incotermRules.incoterm, incotermRules.namedPlace],
  filters: (filter: Record<string, string>) => [
    filter.incoterm ? eq(incotermRules.incoterm, filter.incoterm) : undefined,
    filter.freight_payer ? eq(incotermRules.freightPayer, filter.freight_payer as never) : undefined,
    filter.supplier_id ? eq(incotermRules.supplierId, filter.supplier_id) : undefined,
  ],
}

export function listIncotermRules(tx: Tx, companyId: string): Promise<IncotermRuleRow[]> {
  return tx.select().from(incotermRules).where(eq(incotermRules.companyId, companyId))
}
