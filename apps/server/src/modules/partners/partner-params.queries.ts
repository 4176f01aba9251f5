import type { PartnerRole } from '@scm/contracts'
import { and, eq, isNotNull, ne, sql } from 'drizzle-orm'
import type { Tx } from '../../platform/db/database.ts'
import { agreements } from './agreement.table.ts'

// The company's counterparties in this role that are not inactive, by agreement id with the internal id
// as code. Blocked suppliers are listed: the order form says why one cannot be ordered from, and some
// users may ignore blocks.
export const partnerOptionRows = (tx: Tx, companyId: string, role: PartnerRole) =>
  tx
    .select({ id: agreements.id, name: agreements.name, code: agreements.internalId })
    .from(agreements)
    .where(
      and(eq(agreements.companyId, companyId), eq(agreements.role, role), ne(agreements.status, 'inactive')),
    )
    .orderBy(sql`lower(${agreements.name})`)

// The companies on the platform the company trades with (not inactive), by the name in its own agreement.
export async function tradingPartnerRows(tx: Tx, companyId: string) {
  const rows = await tx
    .select({ id: agreements.counterpartyCompanyId, name: agreements.name, code: agreements.internalId })
    .from(agreements)
    .where(
      and(
        eq(agreements.companyId, companyId),
        isNotNull(agreements.counterpartyCompanyId),
        ne(agreements.status, 'inactive'),
      ),
    )
    .orderBy(sql`lower(${agreements.name})`)
  return rows.flatMap((row) => (row.id ? [{ id: row.id, name: row.name, code: row.code }] : []))
}
