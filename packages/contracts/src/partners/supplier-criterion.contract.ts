import { z } from 'zod'
import { Id, IdParams, Timestamp, Version } from '../http/common.ts'
import { defineEndpoint } from '../http/endpoint.ts'
import { MessageBody } from '../http/errors.ts'
import { listQuery, listResponse } from '../http/list.ts'
import { adminPermission } from '../permissions/permission-catalogue.ts'
import { Decimal, IsoDate, OptionalText } from './partner-fields.ts'

export const reviewFrequencies = ['monthly', 'quarterly', 'half_yearly', 'yearly'] as const
export const ReviewFrequency = z.enum(reviewFrequencies)

// Spec §3 Supplier criteria: what a client requires of its suppliers; a mandatory one without a value
// blocks the supplier (spec §4).
export const SupplierCriterion = z.object({
  id: Id,
  name: z.string(),
  mandatory: z.boolean(),
  preferred_value: z.string().nullable(),
  review_period_months: z.number().int().nullable(),
  review_frequency: ReviewFrequency.nullable(),
  next_review: z.string().nullable(),
  turnover_percent_alert: z.string().nullable(),
  created_at: Timestamp,
  version: Version,
})
export type SupplierCriterion = z.infer<typeof SupplierCriterion>

export const SupplierCriterionBody = z.strictObject({
  name: z.string().trim().min(2).max(120),
  mandatory: z.boolean().default(false),
  preferred_value: OptionalText(200),
  review_period_months: z.number().int().min(1).max(60).nullable().default(null),
  review_frequency: ReviewFrequency.nullable().default(null),
  next_review: IsoDate.nullable().default(null),
  turnover_percent_alert: Decimal(3, 2).nullable().default(null),
})
export type SupplierCriterionBody = z.input<typeof SupplierCriterionBody>
export const UpdateSupplierCriterionBody = SupplierCriterionBody.extend({ version: Version })
export type UpdateSupplierCriterionBody = z.input<typeof UpdateSupplierCriterionBody>

export const SupplierCriterionListQuery = listQuery(['name', 'next_review', 'created_at'], {
  mandatory: z.enum(['true', 'false']),
})

// One supplier's value per criterion of the client (null: not given).
export const CriterionValue = z.object({
  criterion_id: Id,
  name: z.string(),
  mandatory: z.boolean(),
  preferred_value: z.string().nullable(),
  turnover_percent_alert: z.string().nullable(),
  value: z.string().nullable(),
  updated_at: Timestamp.nullable(),
})
export type CriterionValue = z.infer<typeof CriterionValue>
export const SupplierCriteriaValues = z.object({
  values: z.array(CriterionValue),
  // The supplier's share in per cent of the client's ordered value over the last 12 months (decision
  // 0018), shown beside each turnover alert; null when no criterion has an alert or the supplier is external.
  turnover_share: z.string().nullable(),
  version: Version,
})
export type SupplierCriteriaValues = z.infer<typeof SupplierCriteriaValues>

export const SaveCriteriaValuesBody = z.strictObject({
  values: z
    .array(z.strictObject({ criterion_id: Id, value: z.string().trim().max(500).nullable() }))
    .max(500),
  // The supplier agreement's version: values decide its status, so they are saved against it.
  version: Version,
})
export type SaveCriteriaValuesBody = z.input<typeof SaveCriteriaValuesBody>

const perm = adminPermission('supplier-criteria')

export const supplierCriterionEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/supplier-criteria',
    permission: perm,
    query: SupplierCriterionListQuery,
    response: listResponse(SupplierCriterion),
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/supplier-criteria/:id',
    permission: perm,
    params: IdParams,
    response: SupplierCriterion,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/supplier-criteria',
    permission: perm,
    body: SupplierCriterionBody,
    response: SupplierCriterion,
    status: 201,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/supplier-criteria/:id',
    permission: perm,
    params: IdParams,
    body: UpdateSupplierCriterionBody,
    response: SupplierCriterion,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/supplier-criteria/:id',
    permission: perm,
    params: IdParams,
    response: MessageBody,
  }),
  values: defineEndpoint({
    method: 'GET',
    path: '/suppliers/:id/criteria',
    permission: 'list.suppliers',
    params: IdParams,
    response: SupplierCriteriaValues,
  }),
  saveValues: defineEndpoint({
    method: 'PUT',
    path: '/suppliers/:id/criteria',
    permission: 'edit.agreement',
    params: IdParams,
    body: SaveCriteriaValuesBody,
    response: SupplierCriteriaValues,
  }),
}
