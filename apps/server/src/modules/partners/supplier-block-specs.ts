import {
  type Capacity,
  type Certificate,
  type Consumption,
  type capacities,
  certificateAttachments,
  type certificates,
  type consumptions,
  type parameters,
  type SupplierParameters,
  type SupplierStyleReview,
  styleReviewAttachments,
  type styleReviews,
} from '@scm/contracts'
import type { z } from 'zod'
import { invalidField } from '../../platform/errors/app-error.ts'
import type { RequestContext } from '../../platform/http/context.ts'
import { assertMasterData } from '../master-data/index.ts'
import { certificateState, scheduleExpiryNotice } from './certificate-expiry.ts'
import {
  capacitySource,
  certificateSource,
  consumptionSource,
  parametersSource,
  styleReviewSource,
} from './supplier-block.queries.ts'
import type { BlockSpec } from './supplier-block.service.ts'

type In<T extends { body: z.ZodType }> = z.output<T['body']>
// biome-ignore lint/suspicious/noExplicitAny: a selected row is read by each spec's own toRow
type Selected = Record<string, any>
const meta = (row: Selected) => ({
  id: row.id,
  created_at: row.createdAt.toISOString(),
  version: row.version,
})

function assertPeriod(from: string, to: string, field: string) {
  if (to < from) throw invalidField(field, 'partners.periodOrder')
}
const yearTaken = (constraint: string) => ({ constraint, field: 'year', code: 'partners.yearTaken' as const })

export const styleReviewSpec: BlockSpec<SupplierStyleReview, In<typeof styleReviews>> = {
  entity: 'supplier-style-review',
  source: styleReviewSource,
  attachments: styleReviewAttachments.type,
  toRow: (row: Selected) => ({
    ...meta(row),
    attachment_count: row.attachmentCount,
    style_number: row.styleNumber,
    style_name: row.styleName,
    main_supplier: row.mainSupplier,
    result: row.result,
    reviewed_on: row.reviewedOn,
    comment: row.comment,
  }),
  toValues: (body) => ({
    styleNumber: body.style_number,
    styleName: body.style_name,
    mainSupplier: body.main_supplier,
    result: body.result,
    reviewedOn: body.reviewed_on,
    comment: body.comment,
  }),
}

export const consumptionSpec: BlockSpec<Consumption, In<typeof consumptions>> = {
  entity: 'supplier-consumption',
  source: consumptionSource,
  toRow: (row: Selected) => ({
    ...meta(row),
    type_id: row.typeId,
    type_name: row.typeName,
    value: row.value,
    unit_id: row.unitId,
    unit_name: row.unitName,
    period_from: row.periodFrom,
    period_to: row.periodTo,
  }),
  toValues: (body) => ({
    typeId: body.type_id,
    value: body.value,
    unitId: body.unit_id,
    periodFrom: body.period_from,
    periodTo: body.period_to,
  }),
  check: async (ctx: RequestContext, body) => {
    await assertMasterData(ctx, 'consumption-types', body.type_id, 'type_id')
    await assertMasterData(ctx, 'units', body.unit_id, 'unit_id')
    assertPeriod(body.period_from, body.period_to, 'period_to')
  },
}

export const certificateSpec: BlockSpec<Certificate, In<typeof certificates>> = {
  entity: 'supplier-certificate',
  source: certificateSource,
  attachments: certificateAttachments.type,
  toRow: (row: Selected) => ({
    ...meta(row),
    attachment_count: row.attachmentCount,
    type_id: row.typeId,
    type_name: row.typeName,
    reference: row.reference,
    result: row.result,
    valid_from: row.validFrom,
    valid_to: row.validTo,
    notify_days_before: row.notifyDaysBefore,
    notified_at: row.notifiedAt?.toISOString() ?? null,
    state: certificateState(row.validFrom, row.validTo, row.notifyDaysBefore),
  }),
  // A changed date or notice period asks for a new notice.
  toValues: (body) => ({
    typeId: body.type_id,
    reference: body.reference,
    result: body.result,
    validFrom: body.valid_from,
    validTo: body.valid_to,
    notifyDaysBefore: body.notify_days_before,
    notifiedAt: null,
  }),
  check: async (ctx, body) => {
    await assertMasterData(ctx, 'certificate-types', body.type_id, 'type_id')
    assertPeriod(body.valid_from, body.valid_to, 'valid_to')
  },
  afterSave: scheduleExpiryNotice,
}

export const parametersSpec: BlockSpec<SupplierParameters, In<typeof parameters>> = {
  entity: 'supplier-parameters',
  source: parametersSource,
  unique: yearTaken('supplier_parameters_year_unique'),
  toRow: (row: Selected) => ({
    ...meta(row),
    year: row.year,
    employees_female: row.employeesFemale,
    employees_male: row.employeesMale,
    employees_other: row.employeesOther,
    average_monthly_wage: row.averageMonthlyWage,
    wage_currency: row.wageCurrency,
    overtime_hours_per_week: row.overtimeHoursPerWeek,
    emissions_t_co2e: row.emissionsTCo2e,
    energy_mwh: row.energyMwh,
    water_m3: row.waterM3,
    waste_t: row.wasteT,
  }),
  toValues: (body) => ({
    year: body.year,
    employeesFemale: body.employees_female,
    employeesMale: body.employees_male,
    employeesOther: body.employees_other,
    averageMonthlyWage: body.average_monthly_wage,
    wageCurrency: body.wage_currency,
    overtimeHoursPerWeek: body.overtime_hours_per_week,
    emissionsTCo2e: body.emissions_t_co2e,
    energyMwh: body.energy_mwh,
    waterM3: body.water_m3,
    wasteT: body.waste_t,
  }),
}

export const capacitySpec: BlockSpec<Capacity, In<typeof capacities>> = {
  entity: 'supplier-capacity',
  source: capacitySource,
  unique: yearTaken('supplier_capacities_year_unique'),
  toRow: (row: Selected) => ({
    ...meta(row),
    year: row.year,
    annual_capacity: row.annualCapacity,
    unit_id: row.unitId,
    unit_name: row.unitName,
    peak_months: row.peakMonths,
    order_projection: row.orderProjection,
  }),
  toValues: (body) => ({
    year: body.year,
    annualCapacity: body.annual_capacity,
    unitId: body.unit_id,
    peakMonths: [...new Set(body.peak_months)].sort((a, b) => a - b),
    orderProjection: body.order_projection,
  }),
  check: (ctx, body) => assertMasterData(ctx, 'units', body.unit_id, 'unit_id'),
}
