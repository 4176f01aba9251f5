import { Button, Group, Modal, Stack } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { StockCountBody } from '@scm/contracts'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { presentError } from '../../../lib/api/present-error.ts'
import { FormDateInput, FormParamSelect, FormTextInput } from '../../../ui/form/form-fields.tsx'
import { useContractForm } from '../../../ui/form/use-contract-form.ts'
import { useCreateStockCount } from '../api/stock-count-mutations.ts'

// Today where the user is (sv-SE writes dates as YYYY-MM-DD).
const today = () => new Date().toLocaleDateString('sv-SE')

function CreateForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('inventory')
  const navigate = useNavigate()
  const create = useCreateStockCount()
  const form = useContractForm(StockCountBody, { warehouse_id: '', counted_on: today(), note: null })
  const submit = form.handleSubmit((body) =>
    create.mutate(body, {
      onSuccess: (count) => {
        notifications.show({ color: 'green', message: t('stockCounts.created', { number: count.number }) })
        onDone()
        navigate(`/stock-counts/${count.id}`)
      },
      onError: (error) => {
        form.applyServerErrors(error)
        presentError(error)
      },
    }),
  )
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <FormParamSelect
          form={form}
          name="warehouse_id"
          param="warehouses"
          label={t('stockCounts.warehouse')}
          required
          data-autofocus
          data-testid="stock-count-warehouse"
        />
        <FormDateInput form={form} name="counted_on" label={t('stockCounts.countedOn')} required />
        <FormTextInput form={form} name="note" label={t('stockCounts.note')} nullable />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('app:cancel')}
          </Button>
          <Button type="submit" loading={create.isPending} data-testid="stock-count-start">
            {t('stockCounts.start')}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}

// A new count: its warehouse, the day it is counted and a note; it starts with the warehouse's stock.
export function StockCountCreateModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('inventory')
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('stockCounts.createTitle')}
      closeButtonProps={{ 'aria-label': t('app:close') }}
    >
      {opened && <CreateForm onDone={onClose} />}
    </Modal>
  )
}
