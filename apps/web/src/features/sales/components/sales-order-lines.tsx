import { ActionIcon, Anchor, Button, Group, Paper, Stack, Text } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { type SalesOrder, type SalesOrderLine, SalesOrderLinesBody } from '@scm/contracts'
import { IconPlus, IconTrash } from '@tabler/icons-react'
import { useQueryClient } from '@tanstack/react-query'
import { Controller, useFieldArray } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { formatNumber } from '../../../lib/format/format.ts'
import { ArticlePicker, articleLabel } from '../../../ui/article-picker.tsx'
import { FormParamSelect, FormTextInput } from '../../../ui/form/form-fields.tsx'
import { handleSaveError } from '../../../ui/form/save-error.ts'
import { shownError } from '../../../ui/form/shown-error.ts'
import { useContractForm } from '../../../ui/form/use-contract-form.ts'
import { useSaveSalesOrderLines } from '../api/sales-order-mutations.ts'
import { salesOrderQueries } from '../api/sales-order-queries.ts'

const valuesOf = (order: SalesOrder) => ({
  version: order.version,
  lines: order.lines.map((line) => ({
    id: line.id,
    article_id: line.article_id,
    warehouse_id: line.warehouse_id,
    free_text: line.free_text,
    procurement_document: line.procurement_document,
    quantity: line.quantity,
    unit_price: line.unit_price,
  })),
})

// The order made from the sales order that supplies a line, if any: its procurement document.
function supplierOf(line: SalesOrderLine) {
  if (line.purchase_order_id)
    return { to: `/orders/${line.purchase_order_id}`, label: line.procurement_document ?? '' }
  if (line.production_order_id)
    return { to: `/production-orders/${line.production_order_id}`, label: line.production_order_number ?? '' }
  return null
}

// The "lines" tab: the lines as one list, saved with the order's version. A line whose purchase or
// production order was made from the sales order links to it; its procurement document is that order.
export function SalesOrderLines({
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
  const form = useContractForm(SalesOrderLinesBody, valuesOf(order))
  const lines = useFieldArray({ control: form.control, name: 'lines' })
  const values = form.watch('lines') ?? []
  const save = useSaveSalesOrderLines()
  const saved = new Map(order.lines.map((line) => [line.id, line]))
  const submit = form.handleSubmit((body) =>
    save.mutateAsync({ id: order.id, body }).then(
      (result) => {
        queryClient.setQueryData(salesOrderQueries.detail(result.id).queryKey, result)
        notifications.show({ color: 'green', message: t('linesSaved', { number: result.number }) })
      },
      (error: unknown) => handleSaveError(error, form.applyServerErrors, onConflict),
    ),
  )
  const named = (field: string, row: number) => `${field}, ${t('line', { number: row + 1 })}`
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <fieldset disabled={readOnly} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
        <Stack gap="sm">
          {lines.fields.length === 0 && (
            <Text c="dimmed" data-testid="sales-order-no-lines">
              {t('noLines')}
            </Text>
          )}
          {lines.fields.map((field, row) => {
            const kept = saved.get(values[row]?.id ?? '')
            const supplied = kept ? supplierOf(kept) : null
            const articleField = `lines.${row}.article_id` as const
            const current =
              kept && kept.article_id === values[row]?.article_id
                ? {
                    id: kept.article_id,
                    label: articleLabel({ code: kept.article_code, name: kept.article_name }),
                  }
                : undefined
            return (
              <Paper key={field.id} withBorder p="sm" data-testid="sales-order-line">
                <Group align="flex-start" wrap="wrap">
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
                        style={{ flex: 3, minWidth: 220 }}
                      />
                    )}
                  />
                  <FormParamSelect
                    form={form}
                    name={`lines.${row}.warehouse_id`}
                    param="warehouses"
                    current={kept ? [{ id: kept.warehouse_id, name: kept.warehouse_name }] : undefined}
                    label={t('fields.warehouse')}
                    aria-label={named(t('fields.warehouse'), row)}
                    required
                    style={{ flex: 2, minWidth: 160 }}
                  />
                  <FormTextInput
                    form={form}
                    name={`lines.${row}.quantity`}
                    label={t('fields.quantity')}
                    aria-label={named(t('fields.quantity'), row)}
                    decimal
                    required
                    style={{ flex: 1, minWidth: 90 }}
                  />
                  <FormTextInput
                    form={form}
                    name={`lines.${row}.unit_price`}
                    label={t('fields.unitPrice')}
                    aria-label={named(t('fields.unitPrice'), row)}
                    decimal
                    required
                    style={{ flex: 1, minWidth: 90 }}
                  />
                  {!readOnly && (
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      mt={28}
                      aria-label={t('removeLine', { name: t('line', { number: row + 1 }) })}
                      onClick={() => lines.remove(row)}
                    >
                      <IconTrash size={16} />
                    </ActionIcon>
                  )}
                </Group>
                <Group align="flex-start" mt="xs" wrap="wrap">
                  <FormTextInput
                    form={form}
                    name={`lines.${row}.free_text`}
                    label={t('fields.freeText')}
                    aria-label={named(t('fields.freeText'), row)}
                    nullable
                    style={{ flex: 3, minWidth: 220 }}
                  />
                  {supplied ? (
                    <Stack gap={2} style={{ flex: 2 }}>
                      <Text size="sm" fw={500}>
                        {t('fields.procurementDocument')}
                      </Text>
                      <Anchor
                        component={Link}
                        to={supplied.to}
                        size="sm"
                        data-testid="sales-order-line-procurement"
                      >
                        {supplied.label}
                      </Anchor>
                    </Stack>
                  ) : (
                    <FormTextInput
                      form={form}
                      name={`lines.${row}.procurement_document`}
                      label={t('fields.procurementDocument')}
                      aria-label={named(t('fields.procurementDocument'), row)}
                      nullable
                      style={{ flex: 2, minWidth: 160 }}
                    />
                  )}
                  {kept && (
                    <Stack gap={2} style={{ flex: 1 }}>
                      <Text size="sm" fw={500}>
                        {t('fields.value')}
                      </Text>
                      <Text size="sm">{`${formatNumber(kept.value, 2)} ${order.currency}`}</Text>
                    </Stack>
                  )}
                </Group>
              </Paper>
            )
          })}
          {!readOnly && (
            <Group justify="space-between">
              <Button
                variant="subtle"
                leftSection={<IconPlus size={14} />}
                // Article, warehouse, quantity and price start missing, so the contract names them.
                onClick={() => lines.append({ free_text: null, procurement_document: null } as never)}
                data-testid="add-sales-order-line"
              >
                {t('addLine')}
              </Button>
              <Button type="submit" loading={save.isPending} data-testid="save-sales-order-lines">
                {t('saveLines')}
              </Button>
            </Group>
          )}
        </Stack>
      </fieldset>
    </form>
  )
}
