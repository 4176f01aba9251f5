import { Button, Card, Group, Select, SimpleGrid, Stack, Title } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { type BookingDiscrepancies, DiscrepancyBody } from '@scm/contracts'
import type { UseMutationResult } from '@tanstack/react-query'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { formatNumber } from '../../../lib/format/format.ts'
import { FormSelect, FormTextInput } from '../../../ui/form/form-fields.tsx'
import { handleSaveError } from '../../../ui/form/save-error.ts'
import { useContractForm } from '../../../ui/form/use-contract-form.ts'

type Report = UseMutationResult<unknown, Error, DiscrepancyBody>

// What a new quantity is about, as one choice: a line of the delivery or one of its packages.
const lineChoice = (id: string) => `line:${id}`
const packageChoice = (index: number) => `package:${index}`

// Spec §4: a new quantity reported on a line or a package of a carried delivery, with a note. The
// buyer's page and the guest's report the same way; the buyer decides.
export function DiscrepancyReportForm({ view, report }: { view: BookingDiscrepancies; report: Report }) {
  const { t } = useTranslation('shipping')
  const first = view.deliveries[0]
  const form = useContractForm(DiscrepancyBody, {
    booking_delivery_id: first?.booking_delivery_id ?? '',
    line_id: null,
    package_index: null,
    reported_quantity: '',
    note: null,
  })
  const deliveryId = form.watch('booking_delivery_id')
  const lineId = form.watch('line_id')
  const packageIndex = form.watch('package_index')
  const delivery = view.deliveries.find((one) => one.booking_delivery_id === deliveryId)
  const choices = [
    ...(delivery?.lines ?? []).map((line) => ({
      value: lineChoice(line.line_id),
      label: t('discrepancy.lineChoice', {
        article: [line.article_code, line.article_name].filter(Boolean).join(' '),
        quantity: formatNumber(line.quantity),
      }),
    })),
    ...(delivery?.packages ?? []).map((one, index) => ({
      value: packageChoice(index),
      label: t('discrepancy.packageChoice', {
        position: index + 1,
        type: one.package_type,
        quantity: formatNumber(one.quantity),
      }),
    })),
  ]
  const chosen = lineId
    ? lineChoice(lineId)
    : packageIndex === null || packageIndex === undefined
      ? null
      : packageChoice(packageIndex)
  const choose = (value: string | null) => {
    const [kind, key] = value?.split(':') ?? []
    form.setValue('line_id', kind === 'line' ? key! : null)
    form.setValue('package_index', kind === 'package' ? Number(key) : null, {
      shouldValidate: form.formState.isSubmitted,
    })
  }
  // Another delivery has other lines and packages: the choice starts again.
  const { setValue } = form
  useEffect(() => {
    if (!deliveryId) return
    setValue('line_id', null)
    setValue('package_index', null)
  }, [deliveryId, setValue])
  const submit = form.handleSubmit((body) =>
    report.mutate(body, {
      onSuccess: () => {
        notifications.show({
          color: 'green',
          message: t('discrepancy.reported', { number: view.booking.number }),
        })
        form.reset({ ...body, line_id: null, package_index: null, reported_quantity: '', note: null })
      },
      onError: (error) => handleSaveError(error, form.applyServerErrors, () => undefined),
    }),
  )
  return (
    <Card withBorder>
      <Title order={2} fz="h4" mb="sm">
        {t('discrepancy.reportTitle')}
      </Title>
      <form onSubmit={submit} noValidate data-testid="discrepancy-form">
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <FormSelect
              form={form}
              name="booking_delivery_id"
              label={t('fields.delivery')}
              data={view.deliveries.map((one) => ({
                value: one.booking_delivery_id,
                label: `${one.delivery_code} (${one.order_number})`,
              }))}
              allowDeselect={false}
              required
            />
            <Select
              label={t('discrepancy.subject')}
              placeholder={t('discrepancy.subjectPlaceholder')}
              data={choices}
              value={chosen}
              onChange={choose}
              error={form.errorOf('line_id') ?? form.errorOf('package_index')}
              required
            />
            <FormTextInput
              form={form}
              name="reported_quantity"
              decimal
              label={t('discrepancy.newQuantity')}
              required
            />
            <FormTextInput form={form} name="note" nullable label={t('discrepancy.note')} />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button type="submit" loading={report.isPending} data-testid="report-discrepancy">
              {t('discrepancy.report')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  )
}
