import type { ParamOption } from '@scm/contracts'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { formatNumber, formatText, notAvailable } from '../../../lib/format/format.ts'
import { useParams } from '../../../lib/params/use-params.ts'
import { type SummarySection, WizardSummary } from '../../../ui/wizard/wizard-summary.tsx'
import { articleQueries } from '../api/article-queries.ts'
import type { ArticleForm } from './article-form.ts'
import { useCountryName } from './country-select.tsx'

const nameIn = (options: ParamOption[], id: string | null | undefined) =>
  id ? (options.find((option) => option.id === id)?.name ?? notAvailable()) : notAvailable()

// A style as its picker shows it: names repeat across seasons, style numbers do not.
const styleName = (options: ParamOption[], id: string | null | undefined) => {
  const style = options.find((option) => option.id === id)
  return style ? `${style.name} (${style.code})` : notAvailable()
}

// The wizard's last page: every value entered, by step, with the names of what they refer to.
export function ArticleSummary({ form, goTo }: { form: ArticleForm; goTo: (step: number) => void }) {
  const { t } = useTranslation('articles')
  const v = form.getValues()
  const lists = useParams([
    'product-categories',
    'colors',
    'sizes',
    'units',
    'item-category-codes',
    'packing-instructions',
    'box-types',
    'delivery-drop-codes',
    'styles',
    'tags',
  ]).data
  const partners = useQuery(articleQueries.partners()).data ?? []
  const partner = (id: string | null | undefined) =>
    nameIn(
      partners.map((p) => ({ ...p, code: null })),
      id,
    )
  const country = useCountryName()
  const sections: SummarySection[] = [
    {
      title: t('steps.general'),
      step: 0,
      items: [
        { label: t('fields.code'), value: v.code },
        { label: t('fields.name'), value: v.name },
        { label: t('fields.category'), value: nameIn(lists['product-categories'], v.category_id) },
        { label: t('fields.style'), value: styleName(lists.styles, v.style_id) },
        { label: t('fields.supplier'), value: partner(v.supplier_company_id) },
        { label: t('fields.supplierArticleId'), value: formatText(v.supplier_article_id) },
        {
          label: t('fields.tags'),
          value: (v.tag_ids ?? []).map((id) => nameIn(lists.tags, id)).join(', ') || notAvailable(),
        },
        { label: t('fields.description'), value: formatText(v.description) },
      ],
    },
    {
      title: t('steps.details'),
      step: 1,
      items: [
        { label: t('fields.color'), value: nameIn(lists.colors, v.color_id) },
        { label: t('fields.size'), value: nameIn(lists.sizes, v.size_id) },
        { label: t('fields.sku'), value: formatText(v.sku) },
        { label: t('fields.unit'), value: nameIn(lists.units, v.unit_id) },
        {
          label: t('fields.salesPrice'),
          value: v.sales_price
            ? `${formatNumber(v.sales_price)} ${v.sales_currency ?? ''}`.trim()
            : notAvailable(),
        },
        { label: t('fields.composition'), value: formatText(v.composition) },
        {
          label: t('fields.itemCategoryCode'),
          value: nameIn(lists['item-category-codes'], v.item_category_code_id),
        },
        { label: t('fields.barcode'), value: formatText(v.barcode) },
        { label: t('fields.ean'), value: formatText(v.ean) },
        { label: t('fields.tariffCode'), value: formatText(v.tariff_code) },
      ],
    },
    {
      title: t('steps.production'),
      step: 2,
      items: [
        { label: t('fields.countryOfOrigin'), value: country(v.country_of_origin ?? null) },
        { label: t('fields.leadTimeDays'), value: formatNumber(v.lead_time_days) },
        { label: t('fields.weight'), value: formatNumber(v.weight) },
        {
          label: `${t('fields.length')} × ${t('fields.width')} × ${t('fields.height')}`,
          value: [v.length, v.width, v.height].map((size) => formatNumber(size)).join(' × '),
        },
        {
          label: t('fields.packingInstruction'),
          value: nameIn(lists['packing-instructions'], v.packing_instruction_id),
        },
        { label: t('fields.boxType'), value: nameIn(lists['box-types'], v.box_type_id) },
        {
          label: t('fields.deliveryDropCode'),
          value: nameIn(lists['delivery-drop-codes'], v.delivery_drop_code_id),
        },
        { label: t('fields.carbonKg'), value: formatNumber(v.carbon_kg) },
        { label: t('fields.waterL'), value: formatNumber(v.water_l) },
        { label: t('fields.energyKwh'), value: formatNumber(v.energy_kwh) },
        { label: t('fields.renewable'), value: v.renewable ? t('fields.yes') : t('fields.no') },
      ],
    },
    {
      title: t('steps.bom'),
      step: 3,
      items: [{ label: t('bom.count'), value: formatNumber(v.components?.length ?? 0) }],
    },
    {
      title: t('steps.inventory'),
      step: 4,
      items: [
        { label: t('fields.inventoryMin'), value: formatNumber(v.inventory_min) },
        { label: t('fields.inventoryMax'), value: formatNumber(v.inventory_max) },
        {
          label: t('fields.sharedWith'),
          value: (v.shared_with ?? []).map(partner).join(', ') || notAvailable(),
        },
      ],
    },
  ]
  return <WizardSummary sections={sections} goTo={goTo} />
}
