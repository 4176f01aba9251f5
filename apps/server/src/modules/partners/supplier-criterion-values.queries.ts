import { and, eq, sql } from 'drizzle-orm'
import type { Tx } from '../../platform/db/database.ts'
import { supplierCriteria, supplierCriterionValues } from './supplier-criterion.table.ts'

// Every criterion of the company with this supplier's value, mandatory ones first.
export const criteriaWithValues = (tx: Tx, companyId: string, agreementId: string) =>
  tx
    .select({
      criterion: supplierCriteria,
      value: supplierCriterionValues.value,
      updatedAt: supplierCriterionValues.updatedAt,
    })
    .from(supplierCriteria)
    .leftJoin(
      supplierCriterionValues,
      and(
        eq(supplierCriterionValues.criterionId, supplierCriteria.id),
        eq(supplierCriterionValues.agreementId, agreementId),
      ),
    )
    .where(eq(supplierCriteria.companyId, companyId))
    .orderBy(sql`${supplierCriteria.mandatory} desc`, sql`lower(${supplierCriteria.name})`)

export async function deleteCriterionValue(tx: Tx, agreementId: string, criterionId: string) {
  await tx
    .delete(supplierCriterionValues)
    .where(
      and(
        eq(supplierCriterionValues.agreementId, agreementId),
        eq(supplierCriterionValues.criterionId, criterionId),
      ),
    )
}

export async function upsertCriterionValue(
  tx: Tx,
  companyId: string,
  agreementId: string,
  criterionId: string,
  value: string,
) {
  await tx
    .insert(supplierCriterionValues)
    .values({ companyId, agreementId, criterionId, value })
    .onConflictDoUpdate({
      target: [supplierCriterionValues.agreementId, supplierCriterionValues.criterionId],
      set: { value, updatedAt: new Date() },
    })
}
