import { Card, SegmentedControl, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import type { InventoryTransaction } from '@scm/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { FormDateInput, FormParamSelect, FormTextInput } from '../../../ui/form/form-fields.tsx'
import { inventoryTransactionQueries } from '../api/inventory-transaction-queries.ts'
import type { InventoryTransactionForm } from './inventory-transaction-form.ts'
import { useSourceAvailability } from './source-availability.tsx'
import { StockRowsFields } from './stock-rows-fields.tsx'

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
  const source = useSourceAvailability(
    form.watch('from_warehouse_id'),
    inventoryTransactionQueries.available,
    t('transactions.form.chooseSource'),
  )
  const choose = (next: Destination) => {
    setDestination(next)
    // Exactly one destination travels: the other is cleared.
    form.setValue(next === 'warehouse' ? 'destination_text' : 'destination_warehouse_id', null)
  }
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
      <StockRowsFields
        form={form}
        saved={saved?.rows ?? []}
        quantityLabel={t('transactions.fields.quantity')}
        source={source}
      />
    </Stack>
  )
}
