import { SimpleGrid, Stack, Switch } from '@mantine/core'
import { Controller } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { ParamMultiSelect } from '../../../ui/param-select.tsx'
import type { OrderForm } from './order-form.ts'
import { OrderParam, OrderTagSelect, OrderTextarea } from './order-inputs.tsx'

// The buyer's own bookkeeping on an order, never sent to the supplier (tags only when chosen): the
// only fields a buyer may still change once the order has been sent.
export function OrderInternalFields({ form }: { form: OrderForm }) {
  const { t } = useTranslation('orders')
  return (
    <Stack>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
        <OrderParam
          form={form}
          name="internal_status_id"
          param="internal-order-statuses"
          label={t('fields.internalStatus')}
        />
        <Controller
          control={form.control}
          name="assignee_ids"
          render={({ field }) => (
            <ParamMultiSelect
              param="users"
              label={t('fields.assignees')}
              value={field.value ?? []}
              onChange={field.onChange}
              error={form.errorOf('assignee_ids')}
              data-field="assignee_ids"
            />
          )}
        />
        <OrderTagSelect form={form} label={t('fields.tags')} />
      </SimpleGrid>
      <Controller
        control={form.control}
        name="show_tags_to_supplier"
        render={({ field }) => (
          <Switch
            label={t('fields.showTagsToSupplier')}
            checked={Boolean(field.value)}
            onChange={(event) => field.onChange(event.currentTarget.checked)}
          />
        )}
      />
      <OrderTextarea
        form={form}
        name="internal_notes"
        label={t('fields.internalNotes')}
        description={t('wizard.internalNotesHint')}
      />
    </Stack>
  )
}
