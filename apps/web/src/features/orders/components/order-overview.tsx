import { Alert, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import type { Order } from '@scm/contracts'
import { useTranslation } from 'react-i18next'
import { formatDateTime, formatText } from '../../../lib/format/format.ts'
import { DetailField } from '../../../ui/detail-field.tsx'
import { DeliveryReceipt } from './delivery-receipt.tsx'
import { DeliveryShipment } from './delivery-shipment.tsx'
import { DeliveryView } from './delivery-view.tsx'
import { orderHeaderItems } from './order-header-items.tsx'

const grid = { cols: { base: 2, sm: 3, md: 4 }, spacing: 'md' } as const

function LongText({ label, text }: { label: string; text: string | null | undefined }) {
  if (!text) return null
  return (
    <DetailField label={label}>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
        {text}
      </Text>
    </DetailField>
  )
}

// The order's overview tab: header, the buyer's internal fields (never for the supplier), notes and
// terms, then every delivery with its lines and totals.
export function OrderOverview({ order }: { order: Order }) {
  const { t } = useTranslation('orders')
  const { main, internal } = orderHeaderItems(order, t)
  const approvers = order.status === 'approval_required' && order.approvers.length > 0
  return (
    <Stack>
      {approvers && (
        <Alert color="orange" title={t('detail.approvalRequired')} data-testid="order-approvers">
          {t('detail.approvers', { names: order.approvers.map((approver) => approver.name).join(', ') })}
        </Alert>
      )}
      <Card withBorder padding="md">
        <SimpleGrid {...grid}>
          {main.map((item) => (
            <DetailField key={item.label} label={item.label}>
              {item.value}
            </DetailField>
          ))}
          <DetailField label={t('fields.createdBy')}>{formatText(order.created_by_name)}</DetailField>
          <DetailField label={t('fields.sentAt')}>{formatDateTime(order.sent_at)}</DetailField>
          <DetailField label={t('fields.confirmedAt')}>{formatDateTime(order.confirmed_at)}</DetailField>
        </SimpleGrid>
        <Stack mt="md" gap="sm">
          <LongText label={t('fields.notes')} text={order.notes} />
          <LongText label={t('fields.terms')} text={order.terms_and_conditions} />
        </Stack>
      </Card>
      {order.side === 'buyer' && (
        <Card withBorder padding="md" data-testid="order-internal">
          <Title order={2} fz="h5" mb="sm">
            {t('detail.internal')}
          </Title>
          <SimpleGrid {...grid}>
            {internal.map((item) => (
              <DetailField key={item.label} label={item.label}>
                {item.value}
              </DetailField>
            ))}
          </SimpleGrid>
          <Stack mt="md">
            <LongText label={t('fields.internalNotes')} text={order.internal_notes} />
          </Stack>
        </Card>
      )}
      <Title order={2} fz="h4">
        {t('detail.deliveries', { count: order.deliveries.length })}
      </Title>
      {order.deliveries.length === 0 && <Text c="dimmed">{t('detail.noDeliveries')}</Text>}
      {order.deliveries.map((delivery, index) => (
        <DeliveryView
          key={delivery.id}
          order={order}
          delivery={delivery}
          number={index + 1}
          actions={
            <>
              <DeliveryShipment order={order} delivery={delivery} />
              <DeliveryReceipt order={order} delivery={delivery} />
            </>
          }
        />
      ))}
    </Stack>
  )
}
