import { and, eq, ne, or } from 'drizzle-orm'
import type { Tx } from '../../platform/db/database.ts'
import { invalidField } from '../../platform/errors/app-error.ts'
import type { RequestContext } from '../../platform/http/context.ts'
import { agreements } from './agreement.table.ts'
import { partnerships } from './partnership.table.ts'

// Reads other modules make of who trades with whom (docs/decisions/0026): articles, price lists, orders
// and addresses name partners and suppliers, but never read the partner tables themselves.

// The companies a company trades with, either as their client or as their supplier.
export async function partnerIds(tx: Tx, companyId: string): Promise<Set<string>> {
  const rows = await tx
    .select({ client: partnerships.clientCompanyId, supplier: partnerships.supplierCompanyId })
    .from(partnerships)
    .where(or(eq(partnerships.clientCompanyId, companyId), eq(partnerships.supplierCompanyId, companyId)))
  return new Set(rows.map((row) => (row.client === companyId ? row.supplier : row.client)))
}

// A company's supplier agreements (its cards for its suppliers), or the one for a supplier company.
export const supplierCards = (tx: Tx, companyId: string, supplierCompanyId?: string) =>
  tx
    .select({
      id: agreements.id,
      name: agreements.name,
      orgNumber: agreements.orgNumber,
      companyId: agreements.counterpartyCompanyId,
      currency: agreements.currency,
      email: agreements.email,
    })
    .from(agreements)
    .where(
      and(
        eq(agreements.companyId, companyId),
        eq(agreements.role, 'supplier'),
        supplierCompanyId ? eq(agreements.counterpartyCompanyId, supplierCompanyId) : undefined,
      ),
    )

// A link to a supplier (an address's) names one of the acting company's supplier agreements that is not
// inactive; a link the record already had stays.
export async function assertSupplierAgreement(
  ctx: RequestContext,
  id: string | null,
  field: string,
  current: string | null = null,
) {
  if (id === null || id === current) return
  const [row] = await ctx.tx
    .select({ id: agreements.id })
    .from(agreements)
    .where(
      and(
        eq(agreements.id, id),
        eq(agreements.companyId, ctx.companyId),
        eq(agreements.role, 'supplier'),
        ne(agreements.status, 'inactive'),
      ),
    )
  if (!row) throw invalidField(field, 'masterData.unavailable')
}
