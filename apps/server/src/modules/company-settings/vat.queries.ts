import { eq, sql } from 'drizzle-orm'
import { vats } from './vat.table.ts'

export type VatRow = typeof vats.$inferSelect

// The VAT codes as the company list (platform/db/company-list.ts) reads, sorts, searches and filters them.
export const vatList = {
  table: vats,
  sortable: { name: sql`lower(${vats.name})`, value: vats.value, code: vats.code },
  defaultSort: [sql`${vats.value} desc`],
  search: [vats.name, vats.code],
  filters: (filter: Record<string, string>) => [
    filter.active ? eq(vats.active, filter.active === 'true') : undefined,
  ],
}
