import { SimpleGrid, Stack } from '@mantine/core'
import type { ProductionArticleOption } from '@scm/contracts'
import { useTranslation } from 'react-i18next'
import { FormDateInput, FormParamSelect, FormSelect, FormTextInput } from '../../../ui/form/form-fields.tsx'
import type { ProductionOrderForm } from './production-order-form.ts'

// What to make, how many, where, and when: the spec's fields of a production order (§3).
export function ProductionOrderFields({
  form,
  articles,
}: {
  form: ProductionOrderForm
  articles: ProductionArticleOption[]
}) {
  const { t } = useTranslation('production-orders')
  return (
    <Stack>
      <FormSelect
        form={form}
        name="article_id"
        label={t('fields.article')}
        description={t('form.articleHint')}
        data={articles.map((article) => ({ value: article.id, label: `${article.code} ${article.name}` }))}
        searchable
        required
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <FormTextInput
          form={form}
          name="planned_quantity"
          label={t('fields.plannedQuantity')}
          decimal
          required
        />
        <FormParamSelect
          form={form}
          name="warehouse_id"
          param="warehouses"
          label={t('fields.warehouse')}
          required
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <FormDateInput form={form} name="posting_date" label={t('fields.postingDate')} required />
        <FormDateInput form={form} name="start_date" label={t('fields.startDate')} />
        <FormDateInput form={form} name="due_date" label={t('fields.dueDate')} />
      </SimpleGrid>
      <FormTextInput form={form} name="external_id" label={t('fields.externalId')} nullable />
    </Stack>
  )
}
