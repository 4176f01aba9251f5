import { supplierStyleReviewResults } from '@scm/contracts'
import {
  boolean,
  date,
  index,
  integer,
  numeric,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { companyId, createdAt, id, updatedAt, version } from '../../platform/db/columns.ts'
import { companyPolicy } from '../../platform/db/tenancy.ts'
import { companies } from '../../platform/tenancy/company.table.ts'
import { masterDataKey } from '../master-data/keys.ts'
import { agreements } from './agreement.table.ts'

// The columns every block row of a supplier card has: the owning client, the agreement, concurrency.
const blockRow = () => ({
  id: id(),
  companyId: companyId().references(() => companies.id),
  agreementId: uuid('agreement_id')
    .notNull()
    .references(() => agreements.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  version: version(),
})
const amount = (name: string) => numeric(name, { precision: 15, scale: 3 })

export const styleReviewResultEnum = pgEnum('style_review_result', supplierStyleReviewResults)

export const supplierStyleReviews = pgTable(
  'supplier_style_reviews',
  {
    ...blockRow(),
    styleNumber: text('style_number').notNull(),
    styleName: text('style_name'),
    mainSupplier: boolean('main_supplier').notNull().default(false),
    result: styleReviewResultEnum('result').notNull().default('pending'),
    reviewedOn: date('reviewed_on'),
    comment: text('comment'),
  },
  (t) => [
    index('supplier_style_reviews_agreement_idx').on(t.agreementId),
    companyPolicy('supplier_style_reviews'),
  ],
).enableRLS()

export const supplierConsumptions = pgTable(
  'supplier_consumptions',
  {
    ...blockRow(),
    typeId: uuid('type_id').notNull().references(masterDataKey),
    value: amount('value').notNull(),
    unitId: uuid('unit_id').notNull().references(masterDataKey),
    periodFrom: date('period_from').notNull(),
    periodTo: date('period_to').notNull(),
  },
  (t) => [
    index('supplier_consumptions_agreement_idx').on(t.agreementId),
    companyPolicy('supplier_consumptions'),
  ],
).enableRLS()

export const supplierCertificates = pgTable(
  'supplier_certificates',
  {
    ...blockRow(),
    typeId: uuid('type_id').notNull().references(masterDataKey),
    reference: text('reference'),
    result: text('result'),
    validFrom: date('valid_from').notNull(),
    validTo: date('valid_to').notNull(),
    notifyDaysBefore: integer('notify_days_before'),
    // Set when the expiry notice went out for this valid_to; a new date clears it.
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
  },
  (t) => [
    index('supplier_certificates_agreement_idx').on(t.agreementId),
    index('supplier_certificates_valid_to_idx').on(t.validTo),
    companyPolicy('supplier_certificates'),
  ],
).enableRLS()

export const supplierParameters = pgTable(
  'supplier_parameters',
  {
    ...blockRow(),
    year: integer('year').notNull(),
    employeesFemale: integer('employees_female'),
    employeesMale: integer('employees_male'),
    employeesOther: integer('employees_other'),
    averageMonthlyWage: amount('average_monthly_wage'),
    wageCurrency: text('wage_currency'),
    overtimeHoursPerWeek: numeric('overtime_hours_per_week', { precision: 4, scale: 1 }),
    emissionsTCo2e: amount('emissions_t_co2e'),
    energyMwh: amount('energy_mwh'),
    waterM3: amount('water_m3'),
    wasteT: amount('waste_t'),
  },
  (t) => [
    uniqueIndex('supplier_parameters_year_unique').on(t.agreementId, t.year),
    companyPolicy('supplier_parameters'),
  ],
).enableRLS()

export const supplierCapacities = pgTable(
  'supplier_capacities',
  {
    ...blockRow(),
    year: integer('year').notNull(),
    annualCapacity: numeric('annual_capacity', { precision: 12, scale: 0 }).notNull(),
    unitId: uuid('unit_id').notNull().references(masterDataKey),
    peakMonths: integer('peak_months').array().notNull().default([]),
    orderProjection: numeric('order_projection', { precision: 12, scale: 0 }),
  },
  (t) => [
    uniqueIndex('supplier_capacities_year_unique').on(t.agreementId, t.year),
    companyPolicy('supplier_capacities'),
  ],
).enableRLS()
