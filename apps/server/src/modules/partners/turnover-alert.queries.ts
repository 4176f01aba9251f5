import { and, eq, isNotNull, sql } from 'drizzle-orm'
import type { Tx } from '../../platform/db/database.ts'
import { agreements } from './agreement.table.ts'
import { supplierCriteria } from './supplier-criterion.table.ts'

export type AlertedSupplier = { id: string; companyId: string | null; name: string; reached: string[] }
export type AlertCriterion = { id: string; name: string; percent: string | null }

// The company's criteria with a turnover percent alert.
export const alertCriteria = (tx: Tx, companyId: string): Promise<AlertCriterion[]> =>
  tx
    .select({
      id: supplierCriteria.id,
      name: supplierCriteria.name,
      percent: supplierCriteria.turnoverPercentAlert,
    })
    .from(supplierCriteria)
    .where(and(eq(supplierCriteria.companyId, companyId), isNotNull(supplierCriteria.turnoverPercentAlert)))

// The company's suppliers on the platform, with the alert criteria each had reached at the last check.
export const platformSuppliers = (tx: Tx, companyId: string): Promise<AlertedSupplier[]> =>
  tx
    .select({
      id: agreements.id,
      companyId: agreements.counterpartyCompanyId,
      name: agreements.name,
      reached: agreements.turnoverAlertsReached,
    })
    .from(agreements)
    .where(
      and(
        eq(agreements.companyId, companyId),
        eq(agreements.role, 'supplier'),
        isNotNull(agreements.counterpartyCompanyId),
      ),
    )

// Sets the criteria a supplier has reached now, compared with the set the check started from: of two
// checks racing on the same crossing, the second finds the set changed and leaves it (and the notice)
// to the first.
export async function moveAlertsReached(tx: Tx, supplier: AlertedSupplier, reached: string[]) {
  const moved = await tx
    .update(agreements)
    .set({ turnoverAlertsReached: reached })
    .where(
      and(
        eq(agreements.id, supplier.id),
        sql`array_to_string(${agreements.turnoverAlertsReached}, ',') = ${supplier.reached.join(',')}`,
      ),
    )
    .returning({ id: agreements.id })
  return moved.length > 0
}
