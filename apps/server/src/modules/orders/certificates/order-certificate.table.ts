import { certificateStatuses } from '@scm/contracts'
import { date, index, numeric, pgEnum, pgTable, text, uuid } from 'drizzle-orm/pg-core'
import { companyId, createdAt, id, updatedAt, version } from '../../../platform/db/columns.ts'
import { companyPolicy } from '../../../platform/db/tenancy.ts'
import { companies } from '../../../platform/tenancy/company.table.ts'
import { users } from '../../../platform/tenancy/user.table.ts'
import { masterDataKey } from '../../master-data/keys.ts'
import { orders } from '../order.table.ts'

export const orderCertificateStatusEnum = pgEnum('order_certificate_status', certificateStatuses)

// Spec §3 Certificate of an order. company_id is the buyer's; the supplier has no policy here, so it
// never reads them (decision 0015).
export const orderCertificates = pgTable(
  'order_certificates',
  {
    id: id(),
    companyId: companyId().references(() => companies.id),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    typeId: uuid('type_id').notNull().references(masterDataKey),
    // Kept as it was when saved, so a renamed or deactivated type still reads right on old orders.
    typeName: text('type_name').notNull(),
    dueDate: date('due_date'),
    validTo: date('valid_to'),
    cost: numeric('cost', { precision: 12, scale: 2 }),
    currency: text('currency'),
    result: text('result'),
    status: orderCertificateStatusEnum('status').notNull().default('pending'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [
    // The review page: by due date, optionally per status; and the certificates of one order.
    index('order_certificates_company_due_idx').on(t.companyId, t.dueDate),
    index('order_certificates_company_status_due_idx').on(t.companyId, t.status, t.dueDate),
    index('order_certificates_order_idx').on(t.orderId),
    index('order_certificates_type_idx').on(t.typeId),
    companyPolicy('order_certificates'),
  ],
).enableRLS()
