import type { SupplierAnalysis } from '@scm/contracts'
import { and, desc, eq, inArray, sql } from 'drizzle-orm'
import { notFound } from '../../platform/errors/app-error.ts'
import type { RequestContext } from '../../platform/http/context.ts'
import { agreements } from './agreement.table.ts'
import { certificateState } from './certificate-expiry.ts'
import { masterDataName } from './supplier-block.service.ts'
import { supplierCapacities, supplierCertificates } from './supplier-block.table.ts'
import { supplierCriteria, supplierCriterionValues } from './supplier-criterion.table.ts'

// Spec §2.1 /suppliers/analyze: the chosen suppliers side by side, in the order they were chosen.
export async function analyzeSuppliers(ctx: RequestContext, ids: string[]): Promise<SupplierAnalysis> {
  const suppliers = await ctx.tx
    .select()
    .from(agreements)
    .where(
      and(
        eq(agreements.companyId, ctx.companyId),
        eq(agreements.role, 'supplier'),
        inArray(agreements.id, ids),
      ),
    )
  if (suppliers.length !== ids.length) throw notFound()
  const [criteria, values, capacities, certificates] = await Promise.all([
    ctx.tx
      .select()
      .from(supplierCriteria)
      .where(eq(supplierCriteria.companyId, ctx.companyId))
      .orderBy(sql`${supplierCriteria.mandatory} desc`, sql`lower(${supplierCriteria.name})`),
    ctx.tx.select().from(supplierCriterionValues).where(inArray(supplierCriterionValues.agreementId, ids)),
    ctx.tx
      .select({ capacity: supplierCapacities, unitName: masterDataName(supplierCapacities.unitId) })
      .from(supplierCapacities)
      .where(inArray(supplierCapacities.agreementId, ids))
      .orderBy(desc(supplierCapacities.year)),
    ctx.tx
      .select({ certificate: supplierCertificates, typeName: masterDataName(supplierCertificates.typeId) })
      .from(supplierCertificates)
      .where(inArray(supplierCertificates.agreementId, ids))
      .orderBy(supplierCertificates.validTo),
  ])
  const byId = new Map(suppliers.map((row) => [row.id, row]))
  return {
    criteria: criteria.map((c) => ({
      id: c.id,
      name: c.name,
      mandatory: c.mandatory,
      preferred_value: c.preferredValue,
    })),
    suppliers: ids.map((id) => {
      const row = byId.get(id)!
      // The latest year's capacity is the one to plan with.
      const latest = capacities.find((entry) => entry.capacity.agreementId === id)
      return {
        id,
        name: row.name,
        status: row.status,
        country: row.country,
        credit_rating: row.creditRating,
        turnover: row.turnover,
        currency: row.currency,
        criteria: Object.fromEntries(
          values.filter((value) => value.agreementId === id).map((value) => [value.criterionId, value.value]),
        ),
        capacity: latest
          ? {
              year: latest.capacity.year,
              annual_capacity: latest.capacity.annualCapacity,
              unit_name: latest.unitName,
              peak_months: latest.capacity.peakMonths,
            }
          : null,
        certificates: certificates
          .filter((entry) => entry.certificate.agreementId === id)
          .map(({ certificate, typeName }) => ({
            type_name: typeName,
            valid_to: certificate.validTo,
            state: certificateState(certificate.validFrom, certificate.validTo, certificate.notifyDaysBefore),
          })),
      }
    }),
  }
}
