import type { Article, ArticleSummary } from '@scm/contracts'
import type { ArticleRows, SummaryRow } from './article.queries.ts'
import { trimDecimal } from './decimal-text.ts'

export const toSummary = (row: SummaryRow): ArticleSummary => ({
  id: row.id,
  code: row.code,
  name: row.name,
  category_id: row.categoryId,
  category_name: row.categoryName,
  color_name: row.colorName,
  size_name: row.sizeName,
  sku: row.sku,
  ean: row.ean,
  unit_name: row.unitName,
  supplier_company_id: row.supplierCompanyId,
  supplier_name: row.supplierName,
  lead_time_days: row.leadTimeDays,
  status: row.status,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
  version: row.version,
})

export function toArticle({ summary, detail }: ArticleRows): Article {
  const { a, ...names } = detail
  return {
    ...toSummary(summary),
    description: a.description,
    style_id: a.styleId,
    style_name: names.styleName,
    supplier_article_id: a.supplierArticleId,
    tag_ids: names.tagIds,
    tags: names.tags,
    color_id: a.colorId,
    size_id: a.sizeId,
    unit_id: a.unitId,
    sales_price: trimDecimal(a.salesPrice),
    sales_currency: a.salesCurrency as Article['sales_currency'],
    composition: a.composition,
    item_category_code_id: a.itemCategoryCodeId,
    barcode: a.barcode,
    tariff_code: a.tariffCode,
    country_of_origin: a.countryOfOrigin,
    weight: trimDecimal(a.weight),
    length: trimDecimal(a.length),
    width: trimDecimal(a.width),
    height: trimDecimal(a.height),
    packing_instruction_id: a.packingInstructionId,
    packing_instruction_name: names.packingInstructionName,
    box_type_id: a.boxTypeId,
    box_type_name: names.boxTypeName,
    delivery_drop_code_id: a.deliveryDropCodeId,
    carbon_kg: trimDecimal(a.carbonKg),
    water_l: trimDecimal(a.waterL),
    energy_kwh: trimDecimal(a.energyKwh),
    renewable: a.renewable,
    components: names.components,
    inventory_min: trimDecimal(a.inventoryMin),
    inventory_max: trimDecimal(a.inventoryMax),
    shared_with: names.sharedWith,
    archived_at: a.archivedAt?.toISOString() ?? null,
  }
}
