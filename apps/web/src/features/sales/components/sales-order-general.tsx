import { Button, Group, SimpleGrid, Stack, Textarea } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { currencies, type SalesOrder, UpdateSalesOrderBody } from '@scm/contracts'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { formatDate, formatDateTime, formatText } from '../../../lib/format/format.ts'
import { DetailField } from '../../../ui/detail-field.tsx'
import { FormDateInput, FormSelect } from '../../../ui/form/form-fields.tsx'
import { nullIfBlank } from '../../../ui/form/null-if-blank.ts'
import { handleSaveError } from '../../../ui/form/save-error.ts'
import { useContractForm } from '../../../ui/form/use-contract-form.ts'
import { useUpdateSalesOrder } from '../api/sales-order-mutations.ts'
import { salesOrderQueries } from '../api/sales-order-queries.ts'

const valuesOf = (order: SalesOrder) => ({
  customer_company_id: order.customer_company_id,
  posting_date: order.posting_date,
  dispatch_date: order.dispatch_date,
  currency: order.currency,
  assigned_supplier_company_id: order.assigned_supplier_company_id,
  notes_to_supplier: order.notes_to_supplier,
  internal_information: order.internal_information,
  purchase_information: order.purchase_information,
  version: order.version,
})

const options = (
  rows: Array<{ id: string; name: string }> | undefined,
  keep: { id: string | null; name: string | null },
) => {
  const list = (rows ?? []).map((row) => ({ value: row.id, label: row.name }))
  // A partner the order already names stays choosable even if the partnership has ended.
  if (keep.id && !list.some((option) => option.value === keep.id))
    list.unshift({ value: keep.id, label: keep.name ?? '' })
  return list
}

// The "general" tab: the header, saved on the version it was read at. Keyed by the version by its
// caller, so a save or a conflict starts the form afresh from the server's answer.
export function SalesOrderGeneral({
  order,
  readOnly,
  onConflict,
}: {
  order: SalesOrder
  readOnly: boolean
  onConflict: () => void
}) {
  const { t } = useTranslation('sales')
  const queryClient = useQueryClient()
  const customers = useQuery(salesOrderQueries.customers())
  const suppliers = useQuery(salesOrderQueries.suppliers())
  const form = useContractForm(UpdateSalesOrderBody, valuesOf(order))
  const update = useUpdateSalesOrder()
  const submit = form.handleSubmit((body) =>
    update.mutateAsync({ id: order.id, body }).then(
      (result) => {
        queryClient.setQueryData(salesOrderQueries.detail(result.id).queryKey, result)
        notifications.show({ color: 'green', message: t('saved', { number: result.number }) })
      },
      (error: unknown) => handleSaveError(error, form.applyServerErrors, onConflict),
    ),
  )
  const text = (
    name: 'notes_to_supplier' | 'internal_information' | 'purchase_information',
    label: string,
  ) => (
    <Textarea
      label={label}
      autosize
      minRows={2}
      {...form.register(name, nullIfBlank)}
      error={form.errorOf(name)}
    />
  )
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <fieldset disabled={readOnly} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <FormSelect
              form={form}
              name="customer_company_id"
              label={t('fields.customer')}
              data={options(customers.data, { id: order.customer_company_id, name: order.customer_name })}
              searchable
              allowDeselect={false}
              required
            />
            <FormDateInput form={form} name="posting_date" label={t('fields.postingDate')} required />
            <FormDateInput form={form} name="dispatch_date" label={t('fields.dispatchDate')} />
            <FormSelect
              form={form}
              name="assigned_supplier_company_id"
              label={t('fields.assignedSupplier')}
              data={options(suppliers.data, {
                id: order.assigned_supplier_company_id,
                name: order.assigned_supplier_name,
              })}
              searchable
              clearable
            />
            <FormSelect
              form={form}
              name="currency"
              label={t('fields.currency')}
              data={[...currencies]}
              searchable
              allowDeselect={false}
              required
            />
          </SimpleGrid>
          {text('notes_to_supplier', t('fields.notesToSupplier'))}
          {text('internal_information', t('fields.internalInformation'))}
          {text('purchase_information', t('fields.purchaseInformation'))}
          <SimpleGrid cols={{ base: 2, sm: 4 }}>
            <DetailField label={t('fields.importDate')}>
              {formatText(order.import_date ? formatDate(order.import_date) : null)}
            </DetailField>
            <DetailField label={t('fields.dispatchedAt')}>
              {order.dispatched_at
                ? t('dispatchedBy', {
                    at: formatDateTime(order.dispatched_at),
                    name: formatText(order.dispatched_by_name),
                  })
                : formatText(null)}
            </DetailField>
          </SimpleGrid>
          {!readOnly && (
            <Group justify="flex-end">
              <Button type="submit" loading={update.isPending} data-testid="save-sales-order">
                {t('save')}
              </Button>
            </Group>
          )}
        </Stack>
      </fieldset>
    </form>
  )
}
