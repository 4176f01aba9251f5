import { Alert, Button, Group, Stack, Textarea } from '@mantine/core'
import type { DeliveryChangeBody, DeviationOptions, LineChangeBody, OrderDelivery } from '@scm/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../../../../lib/api/api-error.ts'
import { typedDecimal } from '../../../../lib/format/typed-decimal.ts'
import { currentLocale } from '../../../../lib/i18n/current-locale.ts'
import {
  type DeliveryValues,
  DeviationDeliveryFields,
  type LineValues,
} from './deviation-delivery-fields.tsx'

export interface DeviationChanges {
  reason: string | null
  deliveries: DeliveryChangeBody[]
  lines: LineChangeBody[]
}

const decimal = (text: string) => typedDecimal(text, currentLocale())
const plain = (value: string) => String(Number(value))

function changesOf(
  deliveries: OrderDelivery[],
  values: Record<string, DeliveryValues>,
  lines: Record<string, LineValues>,
) {
  const deliveryChanges = deliveries.flatMap((delivery) => {
    const value = values[delivery.id]!
    const change: DeliveryChangeBody = { delivery_id: delivery.id }
    if (value.etd !== (delivery.etd ?? '')) change.etd = value.etd
    if (value.eta !== (delivery.eta ?? '')) change.eta = value.eta
    if (value.freight_mode_id !== delivery.freight_mode_id) change.freight_mode_id = value.freight_mode_id
    if (value.forwarder_id !== delivery.forwarder_id) change.forwarder_id = value.forwarder_id
    return Object.keys(change).length > 1 ? [change] : []
  })
  const lineChanges = deliveries.flatMap((delivery) =>
    delivery.lines.flatMap((line) => {
      const value = lines[line.id]!
      const change: LineChangeBody = { line_id: line.id }
      if (Number(decimal(value.qty)) !== Number(line.qty) || !value.qty.trim())
        change.qty = decimal(value.qty)
      if (Number(decimal(value.price)) !== Number(line.price) || !value.price.trim())
        change.price = decimal(value.price)
      return Object.keys(change).length > 1 ? [change] : []
    }),
  )
  return { deliveries: deliveryChanges, lines: lineChanges }
}

// Proposed changes to an order's deliveries and lines (a supplier's deviation, a buyer's request,
// a guest's confirmation with changes). Only values that differ from the order's are sent; the
// server's per-field answers land back on the right delivery or line.
export function DeviationForm({
  deliveries,
  options,
  currency,
  submitLabel,
  pending,
  onSubmit,
  onCancel,
}: {
  deliveries: OrderDelivery[]
  options: DeviationOptions
  currency: string
  submitLabel: string
  pending: boolean
  onSubmit: (changes: DeviationChanges) => Promise<unknown>
  onCancel?: () => void
}) {
  const { t } = useTranslation('orders')
  const [values, setValues] = useState<Record<string, DeliveryValues>>(() =>
    Object.fromEntries(
      deliveries.map((d) => [
        d.id,
        {
          etd: d.etd ?? '',
          eta: d.eta ?? '',
          freight_mode_id: d.freight_mode_id,
          forwarder_id: d.forwarder_id,
        },
      ]),
    ),
  )
  const [lines, setLines] = useState<Record<string, LineValues>>(() =>
    Object.fromEntries(
      deliveries.flatMap((d) =>
        d.lines.map((line) => [line.id, { qty: plain(line.qty), price: plain(line.price) }]),
      ),
    ),
  )
  const [reason, setReason] = useState('')
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [problem, setProblem] = useState<string | null>(null)

  const submit = async () => {
    const changes = changesOf(deliveries, values, lines)
    setErrors({})
    if (changes.deliveries.length === 0 && changes.lines.length === 0) {
      setProblem(t('messages:deviations.noChanges'))
      return
    }
    setProblem(null)
    try {
      await onSubmit({ reason: reason.trim() || null, ...changes })
    } catch (error) {
      if (!(error instanceof ApiError)) throw error
      // 'deliveries.0.eta' names the first delivery sent, not the order's first.
      const mapped: Record<string, string> = {}
      for (const [field, messages] of Object.entries(error.fieldErrors)) {
        const [list, index, name] = field.split('.')
        const sent = list === 'deliveries' ? changes.deliveries : list === 'lines' ? changes.lines : []
        const row = sent[Number(index)] as { delivery_id?: string; line_id?: string } | undefined
        const id = row?.delivery_id ?? row?.line_id
        if (id && name && name !== 'delivery_id' && name !== 'line_id') mapped[`${id}.${name}`] = messages[0]!
      }
      setErrors(mapped)
      setProblem(Object.keys(mapped).length > 0 ? null : error.message)
    }
  }

  return (
    <Stack data-testid="deviation-form">
      {deliveries.map((delivery) => (
        <DeviationDeliveryFields
          key={delivery.id}
          delivery={delivery}
          values={values[delivery.id]!}
          lines={lines}
          options={options}
          currency={currency}
          errorOf={(key) => errors[key]}
          onDelivery={(change) =>
            setValues((current) => ({ ...current, [delivery.id]: { ...current[delivery.id]!, ...change } }))
          }
          onLine={(lineId, change) =>
            setLines((current) => ({ ...current, [lineId]: { ...current[lineId]!, ...change } }))
          }
        />
      ))}
      <Textarea
        label={t('deviations.form.reason')}
        description={t('deviations.form.reasonHint')}
        autosize
        minRows={2}
        maxLength={1000}
        value={reason}
        onChange={(event) => setReason(event.currentTarget.value)}
      />
      {problem && (
        <Alert color="red" role="alert" data-testid="deviation-problem">
          {problem}
        </Alert>
      )}
      <Group justify="flex-end">
        {onCancel && (
          <Button variant="default" onClick={onCancel}>
            {t('app:cancel')}
          </Button>
        )}
        <Button onClick={() => void submit()} loading={pending} data-testid="deviation-submit">
          {submitLabel}
        </Button>
      </Group>
    </Stack>
  )
}
