import { Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core'
import { currencies, type PriceRule, UpdatePriceRuleBody } from '@scm/contracts'
import { Controller } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { ArticlePicker } from '../../../ui/article-picker.tsx'
import { decimalInput } from '../../../ui/form/decimal-input.ts'
import { FormParamSelect, FormSelect, FormSwitch } from '../../../ui/form/form-fields.tsx'
import { nullIfBlank } from '../../../ui/form/null-if-blank.ts'
import { useContractForm } from '../../../ui/form/use-contract-form.ts'

export type PriceRuleValues = UpdatePriceRuleBody & { version: number }

// A rule applies to one article, one category or all articles, for one partner or all, from a
// quantity; it takes a percentage or an amount off, or sets a fixed price.
export function PriceRuleForm({
  rule,
  saving,
  onSave,
  onCancel,
}: {
  rule: PriceRule | null
  saving: boolean
  onSave: (values: PriceRuleValues, applyServerErrors: (error: unknown) => void) => void
  onCancel: () => void
}) {
  const { t } = useTranslation('price-lists')
  const form = useContractForm(UpdatePriceRuleBody, {
    name: rule?.name ?? '',
    active: rule?.active ?? true,
    counterparty_company_id: rule?.counterparty_company_id ?? null,
    article_id: rule?.article_id ?? null,
    category_id: rule?.category_id ?? null,
    min_quantity: rule?.min_quantity ?? '0',
    adjustment_type: rule?.adjustment_type ?? 'percentage',
    adjustment: rule?.adjustment ?? '',
    currency: rule?.currency ?? null,
    valid_from: rule?.valid_from ?? new Date().toISOString().slice(0, 10),
    valid_to: rule?.valid_to ?? null,
    version: rule?.version ?? 0,
  })
  const submit = form.handleSubmit((values) => onSave(values as PriceRuleValues, form.applyServerErrors))
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <TextInput
          label={t('fields.name')}
          required
          data-autofocus
          {...form.register('name')}
          error={form.errorOf('name')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <FormParamSelect
            form={form}
            name="counterparty_company_id"
            param="trading-partners"
            label={t('fields.counterparty')}
            placeholder={t('rules.allPartners')}
          />
          <TextInput
            label={t('rules.minQuantity')}
            inputMode="decimal"
            {...form.register('min_quantity', decimalInput())}
            error={form.errorOf('min_quantity')}
          />
          <Controller
            control={form.control}
            name="article_id"
            render={({ field }) => (
              <ArticlePicker
                label={t('rules.article')}
                placeholder={t('rules.allArticles')}
                clearable
                value={field.value ?? null}
                onChange={(value) => field.onChange(value ?? null)}
                current={
                  rule?.article_id && rule.article_name
                    ? { id: rule.article_id, label: rule.article_name }
                    : undefined
                }
                error={form.errorOf('article_id')}
              />
            )}
          />
          <FormParamSelect
            form={form}
            name="category_id"
            param="product-categories"
            label={t('rules.category')}
            placeholder={t('rules.allArticles')}
          />
          <FormSelect
            form={form}
            name="adjustment_type"
            label={t('rules.adjustmentType')}
            allowDeselect={false}
            data={(['percentage', 'value', 'fixed_price'] as const).map((value) => ({
              value,
              label: t(`rules.adjustmentTypes.${value}`),
            }))}
          />
          <TextInput
            label={t('rules.adjustment')}
            required
            inputMode="decimal"
            {...form.register('adjustment', decimalInput())}
            error={form.errorOf('adjustment')}
          />
          <FormSelect
            form={form}
            name="currency"
            label={t('fields.currency')}
            description={t('rules.currencyHint')}
            searchable
            clearable
            data={[...currencies]}
          />
          <TextInput
            type="date"
            label={t('fields.validFrom')}
            required
            {...form.register('valid_from')}
            error={form.errorOf('valid_from')}
          />
          <TextInput
            type="date"
            label={t('fields.validTo')}
            {...form.register('valid_to', nullIfBlank)}
            error={form.errorOf('valid_to')}
          />
        </SimpleGrid>
        <FormSwitch form={form} name="active" label={t('fields.active')} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('app:cancel')}
          </Button>
          <Button type="submit" loading={saving}>
            {t('app:save')}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
