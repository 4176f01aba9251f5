import type { ArticleBody } from '@scm/contracts'
import type { z } from 'zod'

type Body = z.output<typeof ArticleBody>

// The article's own columns from a body (its lists go to their own tables).
export const articleColumns = (body: Body) => ({
  code: body.code,
  name: body.name,
  description: body.description,
  categoryId: body.category_id,
  styleId: body.style_id,
  supplierCompanyId: body.supplier_company_id,
  supplierArticleId: body.supplier_article_id,
  colorId: body.color_id,
  sizeId: body.size_id,
  sku: body.sku,
  unitId: body.unit_id,
  salesPrice: body.sales_price,
  salesCurrency: body.sales_currency,
  composition: body.composition,
  itemCategoryCodeId: body.item_category_code_id,
  barcode: body.barcode,
  ean: body.ean,
  tariffCode: body.tariff_code,
  countryOfOrigin: body.country_of_origin,
  leadTimeDays: body.lead_time_days,
  weight: body.weight,
  length: body.length,
  width: body.width,
  height: body.height,
  packingInstructionId: body.packing_instruction_id,
  boxTypeId: body.box_type_id,
  deliveryDropCodeId: body.delivery_drop_code_id,
  carbonKg: body.carbon_kg,
  waterL: body.water_l,
  energyKwh: body.energy_kwh,
  renewable: body.renewable,
  inventoryMin: body.inventory_min,
  inventoryMax: body.inventory_max,
})
