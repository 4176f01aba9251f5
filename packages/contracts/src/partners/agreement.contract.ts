import { z } from 'zod'
import { TagRef } from '../company-settings/tag.contract.ts'
import { Email, Id, IdParams, Timestamp, Version } from '../http/common.ts'
import { defineEndpoint } from '../http/endpoint.ts'
import { listQuery, listResponse } from '../http/list.ts'
import { Currency } from '../master-data/trade-terms.ts'
import type { Permission } from '../permissions/permission-catalogue.ts'
import { Decimal, OptionalText } from './partner-fields.ts'

// Spec §4 Supplier status. Blocked is set by a user (with a reason) or by missing mandatory criteria;
// manual unblock is a user's audited override that lasts until the criteria values change.
export const agreementStatuses = ['active', 'inactive', 'blocked', 'manual_unblock'] as const
export const AgreementStatus = z.enum(agreementStatuses)
export type AgreementStatus = z.infer<typeof AgreementStatus>
export const BlockSource = z.enum(['criteria', 'manual'])

// What the counterparty is to the company keeping the agreement; also the path segment of its lists.
export const PartnerRole = z.enum(['supplier', 'client'])
export type PartnerRole = z.infer<typeof PartnerRole>
export const partnerPaths = { supplier: 'suppliers', client: 'clients' } as const

export const Agreement = z.object({
  id: Id,
  role: PartnerRole,
  name: z.string(),
  email: z.string().nullable(),
  country: z.string().nullable(),
  // Null for an external counterparty, one that is not on the platform.
  counterparty_company_id: Id.nullable(),
  internal_id: z.string().nullable(),
  org_number: z.string().nullable(),
  vat_number: z.string().nullable(),
  credit_rating: z.number().int().nullable(),
  turnover: z.string().nullable(),
  currency: z.string().nullable(),
  external_system_id: z.string().nullable(),
  edi_code: z.string().nullable(),
  category_ids: z.array(Id),
  // Ids of the company's supplier or client tags (company settings, tags); `tags` names them, by name.
  tag_ids: z.array(Id),
  tags: z.array(TagRef),
  status: AgreementStatus,
  block_source: BlockSource.nullable(),
  block_reason: z.string().nullable(),
  unblock_reason: z.string().nullable(),
  // Names of the mandatory supplier criteria without a value (spec §4: the reason for the block).
  missing_criteria: z.array(z.string()),
  created_at: Timestamp,
  updated_at: Timestamp,
  version: Version,
})
export type Agreement = z.infer<typeof Agreement>

const terms = {
  internal_id: OptionalText(60),
  org_number: OptionalText(40),
  vat_number: OptionalText(40),
  credit_rating: z.number().int().min(1).max(5).nullable().default(null),
  turnover: Decimal(14, 2).nullable().default(null),
  currency: Currency.nullable().default(null),
  external_system_id: OptionalText(80),
  edi_code: OptionalText(40),
  category_ids: z.array(Id).max(50).default([]),
  tag_ids: z.array(Id).max(50).default([]),
  name: z.string().trim().min(2).max(160),
  email: Email.nullable().default(null),
  country: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/)
    .transform((value) => value.toUpperCase())
    .nullable()
    .default(null),
}

// An external counterparty: not on the platform, known by name, e-mail and organisational number.
export const CreateExternalPartnerBody = z.strictObject({
  ...terms,
  email: Email,
  org_number: z.string().trim().min(2).max(40),
})
export type CreateExternalPartnerBody = z.input<typeof CreateExternalPartnerBody>

// Blocking by hand needs a reason (checked on the server: a block by criteria has none).
export const UpdateAgreementBody = z.strictObject({
  ...terms,
  // manual_unblock is reached through the unblock action only; an edit may keep it.
  status: AgreementStatus,
  block_reason: OptionalText(500),
  version: Version,
})
export type UpdateAgreementBody = z.input<typeof UpdateAgreementBody>

export const UnblockBody = z.strictObject({ reason: z.string().trim().min(3).max(500), version: Version })
export type UnblockBody = z.input<typeof UnblockBody>

export const AgreementListQuery = listQuery(['name', 'internal_id', 'status', 'country', 'created_at'], {
  status: z.union([AgreementStatus, z.array(AgreementStatus).max(4)]),
  category_id: Id,
  country: z.string().trim().max(2),
})

export function agreementEndpoints(role: PartnerRole) {
  const base = `/${partnerPaths[role]}`
  const read: Permission = role === 'supplier' ? 'list.suppliers' : 'list.clients'
  const write: Permission = 'edit.agreement'
  return {
    list: defineEndpoint({
      method: 'GET',
      path: base,
      permission: read,
      query: AgreementListQuery,
      response: listResponse(Agreement),
    }),
    get: defineEndpoint({
      method: 'GET',
      path: `${base}/:id`,
      permission: read,
      params: IdParams,
      response: Agreement,
    }),
    createExternal: defineEndpoint({
      method: 'POST',
      path: `${base}/external`,
      permission: write,
      body: CreateExternalPartnerBody,
      response: Agreement,
      status: 201,
    }),
    update: defineEndpoint({
      method: 'PUT',
      path: `${base}/:id`,
      permission: write,
      params: IdParams,
      body: UpdateAgreementBody,
      response: Agreement,
    }),
    unblock: defineEndpoint({
      method: 'POST',
      path: `${base}/:id/unblock`,
      permission: write,
      params: IdParams,
      body: UnblockBody,
      response: Agreement,
    }),
  }
}

export const supplierEndpoints = agreementEndpoints('supplier')
export const clientEndpoints = agreementEndpoints('client')
