import type { AgreementStatus } from '@scm/contracts'
import { and, eq, inArray, ne, or, sql } from 'drizzle-orm'
import type { Tx } from '../../platform/db/database.ts'
import { agreements } from './agreement.table.ts'

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

// The company's supplier agreement with this id, unless it is inactive.
export async function findLinkableSupplier(tx: Tx, companyId: string, id: string) {
  const [row] = await tx
    .select({ id: agreements.id })
    .from(agreements)
    .where(
      and(
        eq(agreements.id, id),
        eq(agreements.companyId, companyId),
        eq(agreements.role, 'supplier'),
        ne(agreements.status, 'inactive'),
      ),
    )
  return row
}

// The company's supplier agreement with this id, or the one with the supplier company of this id.
export async function findSupplierByEitherId(
  tx: Tx,
  companyId: string,
  supplierCompanyIdOrAgreementId: string,
) {
  const [match] = await tx
    .select({ id: agreements.id })
    .from(agreements)
    .where(
      and(
        eq(agreements.companyId, companyId),
        eq(agreements.role, 'supplier'),
        or(
          eq(agreements.id, supplierCompanyIdOrAgreementId),
          eq(agreements.counterpartyCompanyId, supplierCompanyIdOrAgreementId),
        ),
      ),
    )
  return match
}

export async function supplierAgreementIds(tx: Tx, companyId: string) {
  const rows = await tx
    .select({ id: agreements.id })
    .from(agreements)
    .where(and(eq(agreements.companyId, companyId), eq(agreements.role, 'supplier')))
  return rows.map((row) => row.id)
}

// The company's supplier agreements with these ids, in no particular order.
export const suppliersByIds = (tx: Tx, companyId: string, ids: string[]) =>
  tx
    .select()
    .from(agreements)
    .where(
      and(eq(agreements.companyId, companyId), eq(agreements.role, 'supplier'), inArray(agreements.id, ids)),
    )

// Sets a supplier's status as the criteria decided it, a block reason being only a user's.
export async function updateSupplierStatusRow(
  tx: Tx,
  id: string,
  values: {
    status: AgreementStatus
    blockSource: 'criteria' | 'manual' | null
    unblockReason: string | null
  },
) {
  await tx
    .update(agreements)
    .set({
      status: values.status,
      blockSource: values.blockSource,
      blockReason: null,
      unblockReason: values.unblockReason,
      updatedAt: new Date(),
      version: sql`${agreements.version} + 1`,
    })
    .where(eq(agreements.id, id))
}

// What a quotation copies of the suppliers it asks (docs/decisions/0034): their name, address and
// company, and whether they may be asked at all.
export const supplierRefs = (tx: Tx, companyId: string, ids: string[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : tx
        .select({
          id: agreements.id,
          name: agreements.name,
          email: agreements.email,
          orgNumber: agreements.orgNumber,
          counterpartyCompanyId: agreements.counterpartyCompanyId,
          status: agreements.status,
        })
        .from(agreements)
        .where(
          and(
            eq(agreements.companyId, companyId),
            eq(agreements.role, 'supplier'),
            inArray(agreements.id, ids),
          ),
        )

// The company's supplier with this organisational number, if it has one (spec §5: an external supplier
// that is one of these is added from the list instead).
export async function supplierWithOrgNumber(tx: Tx, companyId: string, orgNumber: string) {
  const [row] = await tx
    .select({ id: agreements.id })
    .from(agreements)
    .where(
      and(
        eq(agreements.companyId, companyId),
        eq(agreements.role, 'supplier'),
        sql`lower(${agreements.orgNumber}) = ${orgNumber.toLowerCase()}`,
      ),
    )
  return row
}
