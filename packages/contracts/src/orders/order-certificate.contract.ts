import { z } from 'zod'
import { Id, Timestamp, Version } from '../http/common.ts'
import { optionalDecimal, optionalText } from '../http/fields.ts'
import { listQuery } from '../http/list.ts'
import { Currency } from '../master-data/trade-terms.ts'
import { IsoDate } from '../partners/partner-fields.ts'

// Spec §3 Certificate of an order: type (certificate-types master data), due date, valid to, cost,
// result, status. The buyer's own record of the certificates it requires for an order (test reports,
// origin, compliance); the supplier does not see them (decision 0015).
export const certificateStatuses = ['pending', 'submitted', 'approved', 'rejected'] as const
export const CertificateStatus = z.enum(certificateStatuses)
export type CertificateStatus = z.infer<typeof CertificateStatus>

// Still expected from someone: a certificate in these statuses is overdue after its due date.
export const openCertificateStatuses: readonly CertificateStatus[] = ['pending', 'submitted']

export const OrderCertificate = z.object({
  id: Id,
  order_id: Id,
  order_number: z.string(),
  supplier_company_id: Id,
  supplier_name: z.string().nullable(),
  type_id: Id,
  type_name: z.string(),
  due_date: IsoDate.nullable(),
  valid_to: IsoDate.nullable(),
  cost: z.string().nullable(),
  currency: Currency.nullable(),
  result: z.string().nullable(),
  status: CertificateStatus,
  // Open and past its due date (today in CET).
  overdue: z.boolean(),
  created_at: Timestamp,
  updated_at: Timestamp,
  version: Version,
})
export type OrderCertificate = z.infer<typeof OrderCertificate>

const certificateShape = {
  type_id: Id,
  due_date: IsoDate.nullable().default(null),
  valid_to: IsoDate.nullable().default(null),
  cost: optionalDecimal(10, 2),
  currency: Currency.nullable().default(null),
  result: optionalText(500),
  status: CertificateStatus.default('pending'),
}
const costHasCurrency = (body: { cost: string | null; currency: string | null }, ctx: z.RefinementCtx) => {
  if (body.cost !== null && body.currency === null)
    ctx.addIssue({ code: 'custom', path: ['currency'], message: 'orderViews.costCurrency' })
}
export const OrderCertificateBody = z.strictObject(certificateShape).superRefine(costHasCurrency)
export type OrderCertificateBody = z.input<typeof OrderCertificateBody>
export const UpdateOrderCertificateBody = z
  .strictObject({ ...certificateShape, version: Version })
  .superRefine(costHasCurrency)
export type UpdateOrderCertificateBody = z.input<typeof UpdateOrderCertificateBody>

export const CertificateParams = z.strictObject({ id: Id, certificateId: Id })

// The review page: certificates across the buyer's orders.
export const OrderCertificateListQuery = listQuery(
  ['due_date', 'valid_to', 'order_number', 'status', 'created_at'],
  {
    status: CertificateStatus,
    type_id: Id,
    partner_company_id: Id,
    order_id: Id,
    due_from: IsoDate,
    due_to: IsoDate,
    overdue: z.enum(['true']),
  },
)
export type OrderCertificateListQuery = z.input<typeof OrderCertificateListQuery>
