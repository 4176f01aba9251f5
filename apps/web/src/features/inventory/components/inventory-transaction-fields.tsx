import {
  ActionIcon,
  Button,
  Card,
  Group,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core'
import type { InventoryTransaction } from '@scm/contracts'
import { IconPlus, IconTrash } from '@tabler/icons-react'
import { useState } from 'react'
import { Controller, useFieldArray } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { ArticlePicker, articleLabel } from '../../../ui/article-picker.tsx'
import { FormDateInput, FormParamSelect, FormTextInput } from '../../../ui/form/form-fields.tsx'
import { shownError } from '../../../ui/form/shown-error.ts'
import type { InventoryTransactionForm } from './inventory-transaction-form.ts'
import { RowAvailable, SourceAvailabilityNote, useSourceAvailability } from './source-availability.tsx'

type Destination = 'warehouse' | 'other'

// The header (where from, where to, when) and the rows (what to ship) of a draft transaction.
export function InventoryTransactionFields({
  form,
  saved,
}: {
  form: InventoryTransactionForm
  saved: InventoryTransaction | null
}) {
  const { t } = useTranslation('inventory')
  const [destination, setDestination] = useState<Destination>(
    saved && saved.destination_warehouse_id === null ? 'other' : 'warehouse',
  )
  const rows = useFieldArray({ control: form.control, name: 'rows' })
  const values = form.watch('rows') ?? []
  const source = useSourceAvailability(form.watch('from_warehouse_id'))
  const choose = (next: Destination) => {
    setDestination(next)
    // Exactly one destination travels: the other is cleared.
    form.setValue(next === 'warehouse' ? 'destination_text' : 'destination_warehouse_id', null)
  }
  const current = (articleId: string | undefined) => {
    const row = saved?.rows.find((one) => one.article_id === articleId)
    return row
      ? { id: row.article_id, label: articleLabel({ code: row.article_code, name: row.article_name }) }
      : undefined
  }
  const line = (field: string, row: number) => `${field}, ${t('transactions.form.row', { number: row + 1 })}`
  return (
    <Stack gap="lg">
      <Card withBorder>
        <Title order={2} fz="h4" mb="sm">
          {t('transactions.form.header')}
        </Title>
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <FormParamSelect
              form={form}
              name="from_warehouse_id"
              param="warehouses"
              label={t('transactions.fields.from')}
              current={saved ? [{ id: saved.from_warehouse_id, name: saved.from_warehouse_name }] : undefined}
              required
              data-testid="from-warehouse"
            />
            <FormDateInput form={form} name="ship_date" label={t('transactions.fields.shipDate')} required />
          </SimpleGrid>
          <Stack gap={4}>
            <Text size="sm" fw={500} id="destination-kind">
              {t('transactions.fields.destination')}
            </Text>
            <SegmentedControl
              aria-labelledby="destination-kind"
              value={destination}
              onChange={(value) => choose(value as Destination)}
              data={[
                { value: 'warehouse', label: t('transactions.form.toWarehouse') },
                { value: 'other', label: t('transactions.form.toOther') },
              ]}
              w="fit-content"
              data-testid="destination-kind"
            />
          </Stack>
          {destination === 'warehouse' ? (
            <FormParamSelect
              form={form}
              name="destination_warehouse_id"
              param="warehouses"
              label={t('transactions.fields.destinationWarehouse')}
              current={
                saved?.destination_warehouse_id
                  ? [{ id: saved.destination_warehouse_id, name: saved.destination_warehouse_name ?? '' }]
                  : undefined
              }
              required
              data-testid="destination-warehouse"
            />
          ) : (
            <FormTextInput
              form={form}
              name="destination_text"
              label={t('transactions.fields.destinationText')}
              description={t('transactions.form.destinationTextHint')}
              nullable
              required
            />
          )}
          <FormTextInput form={form} name="note" label={t('transactions.fields.note')} nullable />
        </Stack>
      </Card>
      <Card withBorder>
        <Title order={2} fz="h4" mb="sm">
          {t('transactions.form.rows')}
        </Title>
        <Stack gap="sm">
          <SourceAvailabilityNote source={source} />
          {rows.fields.length === 0 && (
            <Text c="dimmed" size="sm">
              {t('transactions.form.noRows')}
            </Text>
          )}
          {shownError(form, 'rows', form.formState) && (
            <Text c="red" size="sm" role="alert">
              {shownError(form, 'rows', form.formState)}
            </Text>
          )}
          {rows.fields.map((field, row) => {
            const articleField = `rows.${row}.article_id` as const
            return (
              <Group key={field.id} align="flex-start" wrap="nowrap" data-testid="transaction-row">
                <Controller
                  control={form.control}
                  name={articleField}
                  render={({ field: article, formState }) => (
                    <ArticlePicker
                      label={t('transactions.fields.article')}
                      aria-label={line(t('transactions.fields.article'), row)}
                      required
                      value={article.value ?? null}
                      current={current(values[row]?.article_id)}
                      onChange={(value) => article.onChange(value ?? undefined)}
                      onBlur={article.onBlur}
                      error={shownError(form, articleField, formState)}
                      style={{ flex: 3 }}
                    />
                  )}
                />
                <RowAvailable
                  source={source}
                  articleId={values[row]?.article_id}
                  quantity={values[row]?.quantity}
                />
                <FormTextInput
                  form={form}
                  name={`rows.${row}.quantity`}
                  label={t('transactions.fields.quantity')}
                  aria-label={line(t('transactions.fields.quantity'), row)}
                  inputMode="decimal"
                  required
                  style={{ flex: 1 }}
                />
                <ActionIcon
                  variant="subtle"
                  color="red"
                  mt={28}
                  aria-label={t('transactions.form.removeRow', { number: row + 1 })}
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
            {t('transactions.form.addRow')}
          </Button>
        </Stack>
      </Card>
    </Stack>
  )
}
