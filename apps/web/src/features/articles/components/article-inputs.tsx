import { type SelectProps, TextInput, type TextInputProps } from '@mantine/core'
import { currencies, type ParamName, type TagRef } from '@scm/contracts'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { decimalInput } from '../../../ui/form/decimal-input.ts'
import {
  FormMultiSelect,
  FormNumberInput,
  FormParamSelect,
  FormSelect,
  FormTagSelect,
} from '../../../ui/form/form-fields.tsx'
import { nullIfBlank } from '../../../ui/form/null-if-blank.ts'
import type { CurrentOption } from '../../../ui/param-select.tsx'
import { articleQueries } from '../api/article-queries.ts'
import type { ArticleForm } from './article-form.ts'

type TextName =
  | 'code'
  | 'name'
  | 'supplier_article_id'
  | 'sku'
  | 'composition'
  | 'barcode'
  | 'ean'
  | 'tariff_code'
  | 'weight'
  | 'length'
  | 'width'
  | 'height'
  | 'carbon_kg'
  | 'water_l'
  | 'energy_kwh'
  | 'inventory_min'
  | 'inventory_max'
  | 'sales_price'

// A text or decimal field of the article form; an empty optional field is null.
export function ArticleText({
  form,
  name,
  decimal,
  ...props
}: { form: ArticleForm; name: TextName; decimal?: boolean } & Omit<TextInputProps, 'form'>) {
  const optional = name !== 'code' && name !== 'name'
  return (
    <TextInput
      inputMode={decimal ? 'decimal' : undefined}
      {...props}
      {...form.register(
        name,
        decimal ? decimalInput(optional ? null : '') : optional ? nullIfBlank : undefined,
      )}
      error={form.errorOf(name)}
    />
  )
}

type IdName =
  | 'category_id'
  | 'style_id'
  | 'color_id'
  | 'size_id'
  | 'unit_id'
  | 'item_category_code_id'
  | 'packing_instruction_id'
  | 'box_type_id'
  | 'delivery_drop_code_id'

export function ArticleParam({
  form,
  name,
  param,
  label,
  ...props
}: {
  form: ArticleForm
  name: IdName
  param: ParamName
  label: string
  current?: CurrentOption[]
} & Pick<SelectProps, 'description' | 'inputWrapperOrder'>) {
  return (
    <FormParamSelect
      form={form}
      name={name}
      param={param}
      label={label}
      {...props}
      data-testid={`field-${name}`}
    />
  )
}

export function LeadTimeInput({ form, label }: { form: ArticleForm; label: string }) {
  return <FormNumberInput form={form} name="lead_time_days" label={label} min={0} allowDecimal={false} />
}

// The companies we trade with: one as the supplier, several to share the article with.
export function PartnerSelect({ form, label }: { form: ArticleForm; label: string }) {
  const { t } = useTranslation('articles')
  const partners = useQuery(articleQueries.partners())
  const data = (partners.data ?? []).map((p) => ({ value: p.id, label: p.name }))
  return (
    <FormSelect
      form={form}
      name="supplier_company_id"
      label={label}
      searchable
      clearable
      nothingFoundMessage={t('common.noOptions')}
      data={data}
    />
  )
}

export function SharedWithSelect({ form, label }: { form: ArticleForm; label: string }) {
  const { t } = useTranslation('articles')
  const partners = useQuery(articleQueries.partners())
  const data = (partners.data ?? []).map((p) => ({ value: p.id, label: p.name }))
  return (
    <FormMultiSelect
      form={form}
      name="shared_with"
      label={label}
      searchable
      nothingFoundMessage={t('common.noOptions')}
      data={data}
    />
  )
}

// The article's tags: the company's article tags, and those it carries already.
export function ArticleTags({
  form,
  label,
  current,
}: {
  form: ArticleForm
  label: string
  current?: TagRef[]
}) {
  return (
    <FormTagSelect
      form={form}
      name="tag_ids"
      type="article"
      label={label}
      current={current}
      data-testid="field-tag_ids"
    />
  )
}

// The currency of the sales price: any currency, since a buyer may sell in another than it buys in.
export function SalesCurrencySelect({ form, label }: { form: ArticleForm; label: string }) {
  return (
    <FormSelect
      form={form}
      name="sales_currency"
      label={label}
      searchable
      clearable
      data={[...currencies]}
      data-testid="field-sales_currency"
    />
  )
}
