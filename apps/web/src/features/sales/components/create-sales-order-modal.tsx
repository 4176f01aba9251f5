import { Button, Group, Modal, Stack } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { CreateSalesOrderBody } from '@scm/contracts'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { FormDateInput, FormSelect } from '../../../ui/form/form-fields.tsx'
import { handleSaveError } from '../../../ui/form/save-error.ts'
import { useContractForm } from '../../../ui/form/use-contract-form.ts'
import { useCreateSalesOrder } from '../api/sales-order-mutations.ts'
import { salesOrderQueries } from '../api/sales-order-queries.ts'

const today = () => new Date().toISOString().slice(0, 10)

// "Create": who buys and the posting date; the order opens to be filled in.
export function CreateSalesOrderModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('sales')
  const { t: common } = useTranslation()
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('createTitle')}
      closeButtonProps={{ 'aria-label': common('close') }}
    >
      {opened && <CreateForm onClose={onClose} />}
    </Modal>
  )
}

function CreateForm({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('sales')
  const navigate = useNavigate()
  const customers = useQuery(salesOrderQueries.customers())
  const form = useContractForm(CreateSalesOrderBody, { posting_date: today() })
  const create = useCreateSalesOrder()
  const submit = form.handleSubmit((body) =>
    create.mutateAsync(body).then(
      (order) => {
        notifications.show({ color: 'green', message: t('created', { number: order.number }) })
        onClose()
        navigate(`/sales-orders/${order.id}`)
      },
      (error: unknown) => handleSaveError(error, form.applyServerErrors, () => {}),
    ),
  )
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack>
        <FormSelect
          form={form}
          name="customer_company_id"
          label={t('fields.customer')}
          data={(customers.data ?? []).map((option) => ({ value: option.id, label: option.name }))}
          nothingFoundMessage={t('noCustomers')}
          searchable
          required
        />
        <FormDateInput form={form} name="posting_date" label={t('fields.postingDate')} required />
        <Group justify="flex-end">
          <Button type="submit" loading={create.isPending} data-testid="create-sales-order-submit">
            {t('createSubmit')}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
