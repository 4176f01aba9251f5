import { z } from 'zod'
import { attachmentType } from '../files/attachment.contract.ts'
import { Id } from '../http/common.ts'
import { Currency } from '../master-data/trade-terms.ts'
import { Decimal, IsoDate, OptionalText } from './partner-fields.ts'
import { supplierBlock } from './supplier-block.contract.ts'

const Year = z.number().int().min(1990).max(2100)
const Amount = Decimal(12, 3)

export const supplierStyleReviewResults = [
  'pending',
  'approved',
  'approved_with_remarks',
  'rejected',
] as const

// How many files a row carries; the files themselves are listed under the row's attachment type.
const attached = { attachment_count: z.number().int() }

// Spec §3 "in style review": how a supplier did on a style it made, with attachments.
export const styleReviews = supplierBlock(
  'style-reviews',
  {
    style_number: z.string().trim().min(1).max(60),
    style_name: OptionalText(160),
    main_supplier: z.boolean().default(false),
    result: z.enum(supplierStyleReviewResults).default('pending'),
    reviewed_on: IsoDate.nullable().default(null),
    comment: OptionalText(500),
  },
  attached,
)

// Spec §3 Consumption: type (master data consumption-types), value, unit (master data units), period.
export const consumptions = supplierBlock(
  'consumptions',
  {
    type_id: Id,
    value: Amount,
    unit_id: Id,
    period_from: IsoDate,
    period_to: IsoDate,
  },
  { type_name: z.string(), unit_name: z.string() },
)

export const certificateStates = ['valid', 'expiring', 'expired', 'upcoming'] as const
export const CertificateState = z.enum(certificateStates)
export type CertificateState = z.infer<typeof CertificateState>

// Spec §3 Certificate / audit: type (master data certificate-types), validity, notify before expiry,
// attachments.
export const certificates = supplierBlock(
  'certificates',
  {
    type_id: Id,
    reference: OptionalText(80),
    result: OptionalText(120),
    valid_from: IsoDate,
    valid_to: IsoDate,
    notify_days_before: z.number().int().min(1).max(365).nullable().default(null),
  },
  { type_name: z.string(), state: CertificateState, notified_at: z.string().nullable(), ...attached },
)

// Whoever sees the supplier card reads a row's files; those who edit agreements add and remove them.
const cardFiles = { read: 'list.suppliers', write: 'edit.agreement' } as const
export const certificateAttachments = attachmentType('supplier-certificate', cardFiles)
export const styleReviewAttachments = attachmentType('supplier-style-review', cardFiles)

// Spec §3 Parameters, one row per year; the units are part of each field (people, the wage in the
// given currency per month, hours per week, tonnes CO2e, MWh, cubic metres, tonnes).
export const parameters = supplierBlock('parameters', {
  year: Year,
  employees_female: z.number().int().min(0).max(1_000_000).nullable().default(null),
  employees_male: z.number().int().min(0).max(1_000_000).nullable().default(null),
  employees_other: z.number().int().min(0).max(1_000_000).nullable().default(null),
  average_monthly_wage: Amount.nullable().default(null),
  wage_currency: Currency.nullable().default(null),
  overtime_hours_per_week: Decimal(3, 1).nullable().default(null),
  emissions_t_co2e: Amount.nullable().default(null),
  energy_mwh: Amount.nullable().default(null),
  water_m3: Amount.nullable().default(null),
  waste_t: Amount.nullable().default(null),
})

// Spec §3 Capacity: year, annual production capacity, peak months, order projection.
export const capacities = supplierBlock(
  'capacities',
  {
    year: Year,
    annual_capacity: Decimal(12, 0),
    unit_id: Id,
    peak_months: z.array(z.number().int().min(1).max(12)).max(12).default([]),
    order_projection: Decimal(12, 0).nullable().default(null),
  },
  { unit_name: z.string() },
)

export const supplierBlocks = { styleReviews, consumptions, certificates, parameters, capacities }
export type SupplierStyleReview = z.infer<typeof styleReviews.row>
export type Consumption = z.infer<typeof consumptions.row>
export type Certificate = z.infer<typeof certificates.row>
export type SupplierParameters = z.infer<typeof parameters.row>
export type Capacity = z.infer<typeof capacities.row>
