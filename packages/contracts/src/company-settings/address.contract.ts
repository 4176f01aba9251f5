import { z } from 'zod'
import { Id, Timestamp, Version } from '../http/common.ts'
import { ActiveFilter, crudEndpoints, optionalId } from '../http/crud-endpoints.ts'
import { optionalText } from '../http/fields.ts'
import { listQuery } from '../http/list.ts'
import { adminPermission } from '../permissions/permission-catalogue.ts'

export const addressTypes = ['delivery', 'invoice', 'pickup', 'visiting', 'other'] as const
export const AddressType = z.enum(addressTypes)
export type AddressType = z.infer<typeof AddressType>

// ISO 3166-1 alpha-2, upper case.
export const CountryCode = z
  .string()
  .trim()
  .transform((value) => value.toUpperCase())
  .pipe(z.string().regex(/^[A-Z]{2}$/))

export const Address = z.object({
  id: Id,
  label: z.string(),
  type: AddressType,
  line1: z.string(),
  line2: z.string().nullable(),
  zip: z.string(),
  city: z.string(),
  country: z.string(),
  notes: z.string().nullable(),
  code: z.string().nullable(),
  supplier_id: Id.nullable(),
  buying_entity_id: Id.nullable(),
  project_id: Id.nullable(),
  cost_centre_id: Id.nullable(),
  warehouse_id: Id.nullable(),
  contact_id: Id.nullable(),
  is_default: z.boolean(),
  auto_populate_ship_from: z.boolean(),
  active: z.boolean(),
  updated_at: Timestamp,
  version: Version,
})
export type Address = z.infer<typeof Address>

export const AddressBody = z.strictObject({
  label: z.string().trim().min(1).max(120),
  type: AddressType,
  line1: z.string().trim().min(1).max(200),
  line2: optionalText(200),
  zip: z.string().trim().min(1).max(20),
  city: z.string().trim().min(1).max(120),
  country: CountryCode,
  notes: optionalText(1000),
  code: optionalText(40),
  supplier_id: optionalId,
  buying_entity_id: optionalId,
  project_id: optionalId,
  cost_centre_id: optionalId,
  warehouse_id: optionalId,
  contact_id: optionalId,
  is_default: z.boolean().default(false),
  auto_populate_ship_from: z.boolean().default(false),
  active: z.boolean().default(true),
})
export type AddressBody = z.input<typeof AddressBody>
export const UpdateAddressBody = AddressBody.extend({ version: Version })
export type UpdateAddressBody = z.input<typeof UpdateAddressBody>

export const AddressListQuery = listQuery(['label', 'type', 'city', 'country', 'code'], {
  type: AddressType,
  active: ActiveFilter,
  project_id: Id,
})

export const addressEndpoints = crudEndpoints('/addresses', adminPermission('addresses'), {
  item: Address,
  query: AddressListQuery,
  body: AddressBody,
  update: UpdateAddressBody,
})
