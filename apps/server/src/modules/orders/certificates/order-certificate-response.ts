import { type OrderCertificate, openCertificateStatuses } from '@scm/contracts'
import { today } from '../views/today.ts'
import type { CertificateRow } from './order-certificate.queries.ts'

// Overdue: still expected (pending or submitted) and past its due date, today counted in CET.
export const isOverdue = (status: OrderCertificate['status'], dueDate: string | null, day = today()) =>
  openCertificateStatuses.includes(status) && dueDate !== null && dueDate < day

export const toCertificate = ({ c, ...order }: CertificateRow): OrderCertificate => ({
  id: c.id,
  order_id: c.orderId,
  order_number: order.orderNumber,
  supplier_company_id: order.supplierCompanyId,
  supplier_name: order.supplierName,
  type_id: c.typeId,
  type_name: c.typeName,
  due_date: c.dueDate,
  valid_to: c.validTo,
  cost: c.cost,
  currency: c.currency as OrderCertificate['currency'],
  result: c.result,
  status: c.status,
  overdue: isOverdue(c.status, c.dueDate),
  created_at: c.createdAt.toISOString(),
  updated_at: c.updatedAt.toISOString(),
  version: c.version,
})
