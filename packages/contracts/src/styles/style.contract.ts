import { z } from 'zod'
import { TagRef } from '../company-settings/tag.contract.ts'
import { Id, IdParams, Timestamp, Version } from '../http/common.ts'
import { defineEndpoint } from '../http/endpoint.ts'
import { listQuery, listResponse } from '../http/list.ts'
import {
  emptyStyleDimensions,
  emptyStyleSustainability,
  StyleColours,
  StyleDimensions,
  StyleMaterials,
  StyleSuppliers,
  StyleSupplierType,
  StyleSustainability,
  styleDimensionUnits,
  styleOverviewShape,
  styleWeightUnits,
} from './style-blocks.ts'

export const styleStatuses = ['active', 'archived'] as const
export const StyleStatus = z.enum(styleStatuses)
export type StyleStatus = z.infer<typeof StyleStatus>
// not_reviewed: no result yet; open: a mandatory criterion has no result; failed: a mandatory one failed.
export const styleReviewResults = ['not_reviewed', 'open', 'failed', 'passed'] as const
export const StyleReviewResult = z.enum(styleReviewResults)
export type StyleReviewResult = z.infer<typeof StyleReviewResult>

export const StyleRef = z.object({ id: Id, name: z.string() })
export type StyleRef = z.infer<typeof StyleRef>

export const StyleSupplier = z.object({
  supplier_id: Id,
  supplier_name: z.string(),
  type: StyleSupplierType,
  moq_style: z.number().int().nullable(),
  moq_colour: z.number().int().nullable(),
  country_of_origin: z.string().nullable(),
  production_lead_time_days: z.number().int().nullable(),
  is_default: z.boolean(),
})
export type StyleSupplier = z.infer<typeof StyleSupplier>

export const StyleColour = z.object({
  name: z.string(),
  code: z.string(),
  color_id: Id.nullable(),
  color_name: z.string().nullable(),
})
export const StyleMaterial = z.object({
  material_id: Id,
  material_name: z.string(),
  percentage: z.string(),
  recycled: z.boolean(),
})
const decimalOut = z.string().nullable()
export const StyleDimensionsOut = z.object({
  dimension_unit: z.enum(styleDimensionUnits),
  height: decimalOut,
  length: decimalOut,
  width: decimalOut,
  diameter: decimalOut,
  weight_unit: z.enum(styleWeightUnits),
  gross_weight: decimalOut,
  net_weight: decimalOut,
  volume: decimalOut,
})
export const StyleSustainabilityOut = z.object({
  carbon_footprint_kg: decimalOut,
  water_litres: decimalOut,
  energy_kwh: decimalOut,
  renewable_energy: z.boolean(),
})

// What a counterparty may see of a style: no internal name, tags, reviews or sharing.
export const StyleCore = z.object({
  id: Id,
  style_number: z.string(),
  name: z.string(),
  vendor_no: z.string().nullable(),
  item_category_code: StyleRef.nullable(),
  seasons: z.array(StyleRef),
  delivery_drop_codes: z.array(StyleRef),
  net_weight: decimalOut,
  colours: z.array(StyleColour),
  materials: z.array(StyleMaterial),
  dimensions: StyleDimensionsOut,
  sustainability: StyleSustainabilityOut,
  status: StyleStatus,
  updated_at: Timestamp,
})

export const Style = StyleCore.extend({
  internal_name: z.string().nullable(),
  tag_ids: z.array(Id),
  tags: z.array(TagRef),
  suppliers: z.array(StyleSupplier),
  shared_with: z.array(StyleRef),
  review_result: StyleReviewResult,
  created_at: Timestamp,
  version: Version,
})
export type Style = z.infer<typeof Style>

export const StyleListItem = z.object({
  id: Id,
  style_number: z.string(),
  name: z.string(),
  default_supplier: z.string().nullable(),
  seasons: z.array(z.string()),
  colour_count: z.number().int(),
  status: StyleStatus,
  review_result: StyleReviewResult,
  updated_at: Timestamp,
})
export type StyleListItem = z.infer<typeof StyleListItem>

export const StyleBody = z.strictObject({
  ...styleOverviewShape,
  suppliers: StyleSuppliers,
  colours: StyleColours,
  materials: StyleMaterials,
  dimensions: StyleDimensions.default(emptyStyleDimensions),
  sustainability: StyleSustainability.default(emptyStyleSustainability),
})
export type StyleBody = z.input<typeof StyleBody>
export const UpdateStyleBody = StyleBody.extend({ version: Version })
export type UpdateStyleBody = z.input<typeof UpdateStyleBody>
export const StyleVersionBody = z.strictObject({ version: Version })
export const StyleSharesBody = z.strictObject({ company_ids: z.array(Id).max(200), version: Version })
export type StyleSharesBody = z.input<typeof StyleSharesBody>

export const StyleListQuery = listQuery(['style_number', 'name', 'updated_at'], {
  status: StyleStatus,
  season_id: Id,
  supplier_id: Id,
})

const perm = 'list.products'

export const styleEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/styles',
    permission: perm,
    query: StyleListQuery,
    response: listResponse(StyleListItem),
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/styles/:id',
    permission: perm,
    params: IdParams,
    response: Style,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/styles',
    permission: perm,
    body: StyleBody,
    response: Style,
    status: 201,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/styles/:id',
    permission: perm,
    params: IdParams,
    body: UpdateStyleBody,
    response: Style,
  }),
  archive: defineEndpoint({
    method: 'POST',
    path: '/styles/:id/archive',
    permission: perm,
    params: IdParams,
    body: StyleVersionBody,
    response: Style,
  }),
  restore: defineEndpoint({
    method: 'POST',
    path: '/styles/:id/restore',
    permission: perm,
    params: IdParams,
    body: StyleVersionBody,
    response: Style,
  }),
  share: defineEndpoint({
    method: 'PUT',
    path: '/styles/:id/shares',
    permission: perm,
    params: IdParams,
    body: StyleSharesBody,
    response: Style,
  }),
}

// The whole body of a style as it stands: a detail tab sends it with its own block changed.
export const styleToBody = (style: Style): z.output<typeof UpdateStyleBody> => ({
  style_number: style.style_number,
  name: style.name,
  internal_name: style.internal_name,
  vendor_no: style.vendor_no,
  item_category_code_id: style.item_category_code?.id ?? null,
  season_ids: style.seasons.map((season) => season.id),
  delivery_drop_code_ids: style.delivery_drop_codes.map((code) => code.id),
  tag_ids: style.tag_ids,
  net_weight: style.net_weight,
  suppliers: style.suppliers.map(({ supplier_name: _, ...supplier }) => supplier),
  colours: style.colours.map(({ color_name: _, ...colour }) => colour),
  materials: style.materials.map(({ material_name: _, ...material }) => material),
  dimensions: style.dimensions,
  sustainability: style.sustainability,
  version: style.version,
})
