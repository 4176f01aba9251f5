import { ActionIcon, Button, Group, Paper, Stack, Text, Title } from '@mantine/core'
import type { Forecast } from '@scm/contracts'
import { IconPlus, IconTrash } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { Controller, useFieldArray } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { ArticlePicker, articleLabel } from '../../../ui/article-picker.tsx'
import { FormSelect, FormTextInput } from '../../../ui/form/form-fields.tsx'
import { shownError } from '../../../ui/form/shown-error.ts'
import { forecastQueries } from '../api/forecast-queries.ts'
import type { ForecastForm } from './forecast-form.ts'
import { LayerFields } from './layer-fields.tsx'

interface BatchProps {
  form: ForecastForm
  group: number
  batch: number
  label: string
  saved: Forecast | null
  onRemove: () => void
}

// The name a saved line's article is shown by, before the picker has asked the server.
const savedArticle = (saved: Forecast | null, articleId: string | undefined) => {
  for (const group of saved?.groups ?? [])
    for (const batch of group.batches) {
      const line = batch.articles.find((each) => each.article_id === articleId)
      if (line)
        return {
          id: line.article_id,
          label: articleLabel({ code: line.article_code, name: line.article_name }),
        }
    }
  return undefined
}

// A batch: one supplier (spec §5), the articles bought from it, and the layers of fixtures it needs.
export function BatchFields({ form, group, batch, label, saved, onRemove }: BatchProps) {
  const { t } = useTranslation('forecasts')
  const suppliers = useQuery(forecastQueries.suppliers())
  const path = `groups.${group}.batches.${batch}` as const
  const lines = useFieldArray({ control: form.control, name: `${path}.articles` })
  const layers = useFieldArray({ control: form.control, name: `${path}.layers` })
  const values = form.watch(`${path}.articles`) ?? []
  const named = (field: string, row?: number) =>
    row === undefined
      ? `${field}, ${label}`
      : `${field}, ${label}, ${t('contents.line', { number: row + 1 })}`
  return (
    <Paper withBorder p="sm" bg="var(--mantine-color-gray-0)" data-testid="forecast-batch">
      <Stack gap="sm">
        <Group align="flex-end" wrap="nowrap">
          <Title order={3} fz="h5" style={{ flex: 'none' }}>
            {label}
          </Title>
          <FormTextInput
            form={form}
            name={`${path}.name`}
            label={t('fields.batchName')}
            aria-label={named(t('fields.batchName'))}
            required
            style={{ flex: 1 }}
          />
          <FormSelect
            form={form}
            name={`${path}.supplier_company_id`}
            label={t('fields.supplier')}
            aria-label={named(t('fields.supplier'))}
            data={(suppliers.data ?? []).map((supplier) => ({ value: supplier.id, label: supplier.name }))}
            nothingFoundMessage={t('contents.noSuppliers')}
            searchable
            required
            style={{ flex: 1 }}
          />
          <ActionIcon
            variant="subtle"
            color="red"
            mb={4}
            aria-label={t('contents.removeBatch', { name: label })}
            onClick={onRemove}
          >
            <IconTrash size={16} />
          </ActionIcon>
        </Group>
        <Text fw={600} size="sm">
          {t('contents.articles')}
        </Text>
        {lines.fields.length === 0 && (
          <Text c="dimmed" size="sm">
            {t('contents.noArticles')}
          </Text>
        )}
        {lines.fields.map((field, row) => {
          const current = savedArticle(saved, values[row]?.article_id)
          const articleField = `${path}.articles.${row}.article_id` as const
          return (
            <Group key={field.id} align="flex-start" wrap="nowrap" data-testid="forecast-article-row">
              {/* The article picker asks the server as the user types: none of the bound fields is it. */}
              <Controller
                control={form.control}
                name={articleField}
                render={({ field: article, formState }) => (
                  <ArticlePicker
                    label={t('fields.article')}
                    aria-label={named(t('fields.article'), row)}
                    required
                    value={article.value ?? null}
                    current={current}
                    onChange={(value) => article.onChange(value ?? undefined)}
                    onBlur={article.onBlur}
                    error={shownError(form, articleField, formState)}
                    style={{ flex: 3 }}
                  />
                )}
              />
              <FormTextInput
                form={form}
                name={`${path}.articles.${row}.quantity`}
                label={t('fields.quantity')}
                aria-label={named(t('fields.quantity'), row)}
                decimal
                required
                style={{ flex: 1 }}
              />
              <FormTextInput
                form={form}
                name={`${path}.articles.${row}.unit_price`}
                label={t('fields.unitPrice')}
                aria-label={named(t('fields.unitPrice'), row)}
                decimal
                required
                style={{ flex: 1 }}
              />
              <FormTextInput
                form={form}
                name={`${path}.articles.${row}.delivery_month`}
                label={t('fields.deliveryMonth')}
                aria-label={named(t('fields.deliveryMonth'), row)}
                type="month"
                nullable
                style={{ flex: 1 }}
              />
              <ActionIcon
                variant="subtle"
                color="red"
                mt={28}
                aria-label={t('contents.removeLine', { name: named(t('fields.article'), row) })}
                onClick={() => lines.remove(row)}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Group>
          )
        })}
        <Button
          variant="subtle"
          size="xs"
          leftSection={<IconPlus size={14} />}
          w="fit-content"
          // Article, quantity and price start missing, so the contract names them as required.
          onClick={() => lines.append({ delivery_month: null } as never)}
          data-testid="add-article"
        >
          {t('contents.addArticle', { name: label })}
        </Button>
        {layers.fields.map((field, layer) => (
          <LayerFields
            key={field.id}
            form={form}
            path={`${path}.layers.${layer}`}
            label={`${label}, ${t('contents.layer', { number: layer + 1 })}`}
            onRemove={() => layers.remove(layer)}
          />
        ))}
        <Button
          variant="subtle"
          size="xs"
          leftSection={<IconPlus size={14} />}
          w="fit-content"
          onClick={() => layers.append({ name: '', components: [] })}
          data-testid="add-layer"
        >
          {t('contents.addLayer', { name: label })}
        </Button>
      </Stack>
    </Paper>
  )
}
