import type { StyleBody } from '@scm/contracts'
import type { z } from 'zod'
import type { RequestContext } from '../../platform/http/context.ts'
import { assertTags } from '../company-settings/index.ts'
import { findStyleTagIds, replaceStyleParts } from './style-parts.queries.ts'

type Body = z.output<typeof StyleBody>

// The columns of the style row that a body sets.
export function styleColumns(body: Body) {
  const { dimensions: d, sustainability: s } = body
  return {
    styleNumber: body.style_number,
    name: body.name,
    internalName: body.internal_name,
    vendorNo: body.vendor_no,
    itemCategoryCodeId: body.item_category_code_id,
    netWeight: body.net_weight,
    dimensionUnit: d.dimension_unit,
    height: d.height,
    length: d.length,
    width: d.width,
    diameter: d.diameter,
    weightUnit: d.weight_unit,
    grossWeight: d.gross_weight,
    packedNetWeight: d.net_weight,
    volume: d.volume,
    carbonFootprintKg: s.carbon_footprint_kg,
    waterLitres: s.water_litres,
    energyKwh: s.energy_kwh,
    renewableEnergy: s.renewable_energy,
  }
}

const unique = (ids: string[]) => [...new Set(ids)]

// Replaces the style's lists with the body's: the body is the whole truth of each list.
export async function writeStyleParts(ctx: RequestContext, styleId: string, body: Body) {
  const { tx, companyId } = ctx
  await assertTags(ctx, body.tag_ids, 'style', 'tag_ids', await findStyleTagIds(tx, styleId))
  const base = { companyId, styleId }
  const seasons = unique(body.season_ids).map((seasonId) => ({ ...base, seasonId }))
  const dropCodes = unique(body.delivery_drop_code_ids).map((dropCodeId) => ({ ...base, dropCodeId }))
  const tags = unique(body.tag_ids).map((tagId) => ({ ...base, tagId }))
  const suppliers = body.suppliers.map((supplier, position) => ({
    ...base,
    position,
    supplierCompanyId: supplier.supplier_id,
    type: supplier.type,
    moqStyle: supplier.moq_style,
    moqColour: supplier.moq_colour,
    countryOfOrigin: supplier.country_of_origin,
    productionLeadTimeDays: supplier.production_lead_time_days,
    isDefault: supplier.is_default,
  }))
  const colours = body.colours.map((colour, position) => ({
    ...base,
    position,
    name: colour.name,
    code: colour.code,
    colorId: colour.color_id,
  }))
  const materials = body.materials.map((material, position) => ({
    ...base,
    position,
    materialId: material.material_id,
    percentage: material.percentage ?? '0',
    recycled: material.recycled,
  }))
  await replaceStyleParts(tx, styleId, { seasons, dropCodes, tags, suppliers, colours, materials })
}
