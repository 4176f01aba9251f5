import { SimpleGrid, Stack } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { FormParamMultiSelect, FormSwitch } from '../../../ui/form/form-fields.tsx'
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
        <FormParamMultiSelect
          form={form}
          name="assignee_ids"
          param="users"
          label={t('fields.assignees')}
          data-field="assignee_ids"
        />
        <OrderTagSelect form={form} label={t('fields.tags')} />
      </SimpleGrid>
      <FormSwitch form={form} name="show_tags_to_supplier" label={t('fields.showTagsToSupplier')} />
      <OrderTextarea
        form={form}
        name="internal_notes"
        label={t('fields.internalNotes')}
        description={t('wizard.internalNotesHint')}
      />
    </Stack>
  )
}
