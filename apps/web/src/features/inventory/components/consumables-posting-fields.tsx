import { Card, SimpleGrid, Stack, Title } from '@mantine/core'
import type { ConsumablesPosting } from '@scm/contracts'
import { useTranslation } from 'react-i18next'
import { FormDateInput, FormParamSelect, FormTextInput } from '../../../ui/form/form-fields.tsx'
import { consumablesPostingQueries } from '../api/consumables-posting-queries.ts'
import type { ConsumablesPostingForm } from './consumables-posting-form.ts'
import { useSourceAvailability } from './source-availability.tsx'
import { StockRowsFields } from './stock-rows-fields.tsx'

// The header (which warehouse, when, what for) and the rows (what was used up) of a draft posting.
export function ConsumablesPostingFields({
  form,
  saved,
}: {
  form: ConsumablesPostingForm
  saved: ConsumablesPosting | null
}) {
  const { t } = useTranslation('inventory')
  const source = useSourceAvailability(
    form.watch('warehouse_id'),
    consumablesPostingQueries.available,
    t('consumables.form.chooseWarehouse'),
  )
  return (
    <Stack gap="lg">
      <Card withBorder>
        <Title order={2} fz="h4" mb="sm">
          {t('consumables.form.header')}
        </Title>
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <FormParamSelect
              form={form}
              name="warehouse_id"
              param="warehouses"
              label={t('consumables.fields.warehouse')}
              current={saved ? [{ id: saved.warehouse_id, name: saved.warehouse_name }] : undefined}
              required
              data-testid="posting-warehouse"
            />
            <FormDateInput
              form={form}
              name="posting_date"
              label={t('consumables.fields.postingDate')}
              required
            />
          </SimpleGrid>
          <FormTextInput
            form={form}
            name="reference"
            label={t('consumables.fields.reference')}
            description={t('consumables.form.referenceHint')}
            nullable
          />
          <FormTextInput form={form} name="note" label={t('consumables.fields.note')} nullable />
        </Stack>
      </Card>
      <StockRowsFields
        form={form}
        saved={saved?.rows ?? []}
        quantityLabel={t('consumables.fields.quantity')}
        source={source}
      />
    </Stack>
  )
}
