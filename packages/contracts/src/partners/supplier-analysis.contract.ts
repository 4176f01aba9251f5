import { z } from 'zod'
import { Id } from '../http/common.ts'
import { defineEndpoint } from '../http/endpoint.ts'
import { AgreementStatus } from './agreement.contract.ts'
import { CertificateState } from './supplier-blocks.contract.ts'

export const maxAnalyzed = 6

export const SupplierAnalysisQuery = z.strictObject({
  ids: z
    .string()
    .transform((value) => [...new Set(value.split(',').filter(Boolean))])
    .pipe(z.array(Id).min(2).max(maxAnalyzed)),
})

const Compared = z.object({
  id: Id,
  name: z.string(),
  status: AgreementStatus,
  country: z.string().nullable(),
  credit_rating: z.number().int().nullable(),
  turnover: z.string().nullable(),
  currency: z.string().nullable(),
  // criterion id → value (absent: not given)
  criteria: z.record(z.string(), z.string()),
  capacity: z
    .object({
      year: z.number().int(),
      annual_capacity: z.string(),
      unit_name: z.string(),
      peak_months: z.array(z.number().int()),
    })
    .nullable(),
  certificates: z.array(z.object({ type_name: z.string(), valid_to: z.string(), state: CertificateState })),
})

// Spec §2.1 /suppliers/analyze: 2–6 suppliers side by side on criteria, capacity and certificates.
export const SupplierAnalysis = z.object({
  criteria: z.array(
    z.object({ id: Id, name: z.string(), mandatory: z.boolean(), preferred_value: z.string().nullable() }),
  ),
  suppliers: z.array(Compared),
})
export type SupplierAnalysis = z.infer<typeof SupplierAnalysis>

export const supplierAnalysisEndpoints = {
  analyze: defineEndpoint({
    method: 'GET',
    path: '/suppliers/analyze',
    permission: 'list.suppliers',
    query: SupplierAnalysisQuery,
    response: SupplierAnalysis,
  }),
}
