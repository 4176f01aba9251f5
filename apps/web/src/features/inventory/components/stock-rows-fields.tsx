import { ActionIcon, Button, Card, Group, Stack, Text, Title } from '@mantine/core'
import type { StockDocumentRowBody } from '@scm/contracts'
import { IconPlus, IconTrash } from '@tabler/icons-react'
import { type ArrayPath, Controller, type Path, useFieldArray, useFormState, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { ArticlePicker, articleLabel } from '../../../ui/article-picker.tsx'
import { type BoundForm, FormTextInput } from '../../../ui/form/form-fields.tsx'
import { shownError } from '../../../ui/form/shown-error.ts'
import { RowAvailable, SourceAvailabilityNote, type SourceAvailabilityState } from './source-availability.tsx'

interface SavedRow {
  article_id: string
  article_code: string
  article_name: string
}

// The article rows of a stock document's form (an inventory transaction, a consumables posting): an
// article and a quantity per row, added and removed here. `saved` names the saved rows' articles;
// `source`, when given, the warehouse's available figure beside each row.
export function StockRowsFields<V extends { rows: StockDocumentRowBody[] }>({
  form,
  saved,
  quantityLabel,
  source,
}: {
  form: BoundForm<V>
  saved: SavedRow[]
  quantityLabel: string
  source?: SourceAvailabilityState
}) {
  const { t } = useTranslation('inventory')
  // The form's values are generic here: its rows are named by their paths.
  const path = (name: string) => name as Path<V>
  const rows = useFieldArray({ control: form.control, name: 'rows' as ArrayPath<V> })
  const values = (useWatch({ control: form.control, name: path('rows') }) ?? []) as StockDocumentRowBody[]
  const state = useFormState({ control: form.control })
  const current = (articleId: string | undefined) => {
    const row = saved.find((one) => one.article_id === articleId)
    return row
      ? { id: row.article_id, label: articleLabel({ code: row.article_code, name: row.article_name }) }
      : undefined
  }
  const line = (field: string, row: number) => `${field}, ${t('rows.row', { number: row + 1 })}`
  const rowsError = shownError(form, path('rows'), state)
  return (
    <Card withBorder>
      <Title order={2} fz="h4" mb="sm">
        {t('rows.title')}
      </Title>
      <Stack gap="sm">
        {source && <SourceAvailabilityNote source={source} />}
        {rows.fields.length === 0 && (
          <Text c="dimmed" size="sm">
            {t('rows.none')}
          </Text>
        )}
        {rowsError && (
          <Text c="red" size="sm" role="alert">
            {rowsError}
          </Text>
        )}
        {rows.fields.map((field, row) => {
          const articleField = path(`rows.${row}.article_id`)
          return (
            <Group key={field.id} align="flex-start" wrap="nowrap" data-testid="stock-row">
              <Controller
                control={form.control}
                name={articleField}
                render={({ field: article, formState }) => (
                  <ArticlePicker
                    label={t('rows.article')}
                    aria-label={line(t('rows.article'), row)}
                    required
                    value={(article.value as string | undefined) ?? null}
                    current={current(values[row]?.article_id)}
                    onChange={(value) => article.onChange(value ?? undefined)}
                    onBlur={article.onBlur}
                    error={shownError(form, articleField, formState)}
                    style={{ flex: 3 }}
                  />
                )}
              />
              {source && (
                <RowAvailable
                  source={source}
                  articleId={values[row]?.article_id}
                  quantity={values[row]?.quantity}
                />
              )}
              <FormTextInput
                form={form}
                name={path(`rows.${row}.quantity`)}
                label={quantityLabel}
                aria-label={line(quantityLabel, row)}
                decimal
                required
                style={{ flex: 1 }}
              />
              <ActionIcon
                variant="subtle"
                color="red"
                mt={28}
                aria-label={t('rows.remove', { number: row + 1 })}
                onClick={() => rows.remove(row)}
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
          // The article and quantity start missing, so the contract names them as required.
          onClick={() => rows.append({ quantity: '' } as never)}
          data-testid="add-row"
        >
          {t('rows.add')}
        </Button>
      </Stack>
    </Card>
  )
}
