import { type Article, UpdateArticleBody } from '@scm/contracts'
import { useContractForm } from '../../../ui/form/use-contract-form.ts'

// The article's editable fields as the form holds them: as read, or empty for a new article.
function defaults(article: Article | null) {
  return {
    code: article?.code ?? '',
    name: article?.name ?? '',
    description: article?.description ?? null,
    category_id: article?.category_id ?? null,
    style_id: article?.style_id ?? null,
    supplier_company_id: article?.supplier_company_id ?? null,
    supplier_article_id: article?.supplier_article_id ?? null,
    tag_ids: article?.tag_ids ?? [],
    color_id: article?.color_id ?? null,
    size_id: article?.size_id ?? null,
    sku: article?.sku ?? null,
    unit_id: article?.unit_id ?? null,
    sales_price: article?.sales_price ?? null,
    sales_currency: article?.sales_currency ?? null,
    composition: article?.composition ?? null,
    item_category_code_id: article?.item_category_code_id ?? null,
    barcode: article?.barcode ?? null,
    ean: article?.ean ?? null,
    tariff_code: article?.tariff_code ?? null,
    country_of_origin: article?.country_of_origin ?? null,
    lead_time_days: article?.lead_time_days ?? null,
    weight: article?.weight ?? null,
    length: article?.length ?? null,
    width: article?.width ?? null,
    height: article?.height ?? null,
    packing_instruction_id: article?.packing_instruction_id ?? null,
    box_type_id: article?.box_type_id ?? null,
    delivery_drop_code_id: article?.delivery_drop_code_id ?? null,
    carbon_kg: article?.carbon_kg ?? null,
    water_l: article?.water_l ?? null,
    energy_kwh: article?.energy_kwh ?? null,
    renewable: article?.renewable ?? false,
    components: (article?.components ?? []).map((component) => ({
      component_id: component.component_id,
      quantity: component.quantity,
      unit_id: component.unit_id,
    })),
    inventory_min: article?.inventory_min ?? null,
    inventory_max: article?.inventory_max ?? null,
    shared_with: article?.shared_with ?? [],
    version: article?.version ?? 0,
  }
}

// One form for creating (the wizard) and editing (the detail page), checked by the contract.
export const useArticleForm = (article: Article | null) =>
  useContractForm(UpdateArticleBody, defaults(article))
export type ArticleForm = ReturnType<typeof useArticleForm>
