import type { SupplierAnalysis } from '@scm/contracts'
import { inTurn } from '../../platform/db/in-turn.ts'
import { notFound } from '../../platform/errors/app-error.ts'
import type { RequestContext } from '../../platform/http/context.ts'
import { certificateState } from './certificate-expiry.ts'
import { suppliersByIds } from './supplier-agreement.queries.ts'
import {
  capacitiesOf,
  certificatesOf,
  companyCriteria,
  criterionValuesOf,
} from './supplier-analysis.queries.ts'

// Spec §2.1 /suppliers/analyze: the chosen suppliers side by side, in the order they were chosen.
export async function analyzeSuppliers(ctx: RequestContext, ids: string[]): Promise<SupplierAnalysis> {
  const suppliers = await suppliersByIds(ctx.tx, ctx.companyId, ids)
  if (suppliers.length !== ids.length) throw notFound()
  const [criteria, values, capacities, certificates] = await inTurn(
    () => companyCriteria(ctx.tx, ctx.companyId),
    () => criterionValuesOf(ctx.tx, ids),
    () => capacitiesOf(ctx.tx, ids),
    () => certificatesOf(ctx.tx, ids),
  )
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
