import {
  MultiSelect,
  NumberInput,
  Select,
  type SelectProps,
  TextInput,
  type TextInputProps,
} from '@mantine/core'
import { currencies, type ParamName, type TagRef } from '@scm/contracts'
import { useQuery } from '@tanstack/react-query'
import { Controller } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { type CurrentOption, ParamSelect } from '../../../ui/param-select.tsx'
import { TagMultiSelect } from '../../../ui/tag-select.tsx'
import { articleQueries } from '../api/article-queries.ts'
import type { ArticleForm } from './article-form.ts'
import { nullableText } from './form-values.ts'

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
      {...form.register(name, optional ? nullableText : undefined)}
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
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <ParamSelect
          param={param}
          label={label}
          {...props}
          value={field.value ?? null}
          onChange={(value) => field.onChange(value)}
          onBlur={field.onBlur}
          error={form.errorOf(name)}
          data-testid={`field-${name}`}
        />
      )}
    />
  )
}

export function LeadTimeInput({ form, label }: { form: ArticleForm; label: string }) {
  return (
    <Controller
      control={form.control}
      name="lead_time_days"
      render={({ field }) => (
        <NumberInput
          label={label}
          min={0}
          allowDecimal={false}
          value={field.value ?? ''}
          onChange={(value) => field.onChange(value === '' ? null : Number(value))}
          onBlur={field.onBlur}
          error={form.errorOf('lead_time_days')}
        />
      )}
    />
  )
}

// The companies we trade with: one as the supplier, several to share the article with.
export function PartnerSelect({ form, label }: { form: ArticleForm; label: string }) {
  const { t } = useTranslation('articles')
  const partners = useQuery(articleQueries.partners())
  const data = (partners.data ?? []).map((p) => ({ value: p.id, label: p.name }))
  return (
    <Controller
      control={form.control}
      name="supplier_company_id"
      render={({ field }) => (
        <Select
          label={label}
          searchable
          clearable
          nothingFoundMessage={t('common.noOptions')}
          data={data}
          value={field.value ?? null}
          onChange={(value) => field.onChange(value)}
          error={form.errorOf('supplier_company_id')}
        />
      )}
    />
  )
}

export function SharedWithSelect({ form, label }: { form: ArticleForm; label: string }) {
  const { t } = useTranslation('articles')
  const partners = useQuery(articleQueries.partners())
  const data = (partners.data ?? []).map((p) => ({ value: p.id, label: p.name }))
  return (
    <Controller
      control={form.control}
      name="shared_with"
      render={({ field }) => (
        <MultiSelect
          label={label}
          searchable
          nothingFoundMessage={t('common.noOptions')}
          data={data}
          value={field.value ?? []}
          onChange={field.onChange}
          error={form.errorOf('shared_with')}
        />
      )}
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
    <Controller
      control={form.control}
      name="tag_ids"
      render={({ field }) => (
        <TagMultiSelect
          type="article"
          label={label}
          current={current}
          value={field.value ?? []}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={form.errorOf('tag_ids')}
          data-testid="field-tag_ids"
        />
      )}
    />
  )
}

// The currency of the sales price: any currency, since a buyer may sell in another than it buys in.
export function SalesCurrencySelect({ form, label }: { form: ArticleForm; label: string }) {
  return (
    <Controller
      control={form.control}
      name="sales_currency"
      render={({ field }) => (
        <Select
          label={label}
          searchable
          clearable
          data={[...currencies]}
          value={field.value ?? null}
          onChange={(value) => field.onChange(value)}
          error={form.errorOf('sales_currency')}
          data-testid="field-sales_currency"
        />
      )}
    />
  )
}
