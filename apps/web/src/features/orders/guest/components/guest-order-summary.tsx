import { Card, SimpleGrid, Stack, Text } from '@mantine/core'
import type { GuestOrder } from '@scm/contracts'
import { useTranslation } from 'react-i18next'
import { formatNumber, formatText, notAvailable } from '../../../../lib/format/format.ts'
import { DetailField } from '../../../../ui/detail-field.tsx'
import { DeliveryView } from '../../components/delivery-view.tsx'

// The order a guest link opens, as its supplier reads it: the terms, then each delivery with its lines.
export function GuestOrderSummary({ order }: { order: GuestOrder }) {
  const { t } = useTranslation('orders')
  const facts: Array<[string, string]> = [
    [t('fields.buyer'), order.buyer_name],
    [t('fields.buyerReference'), formatText(order.buyer_reference)],
    [t('fields.paymentTerm'), formatText(order.payment_term_name)],
    [t('fields.incoterm'), formatText(order.incoterm)],
    [t('fields.shipFrom'), formatText(order.ship_from_name)],
    [t('fields.shipTo'), formatText(order.ship_to_name)],
    [t('fields.etd'), order.etd ?? notAvailable()],
    [t('fields.eta'), order.eta ?? notAvailable()],
    [t('fields.totalQty'), formatNumber(order.total_qty)],
    [t('fields.totalValue'), `${formatNumber(order.total_value, 2)} ${order.currency}`],
  ]
  return (
    <Stack>
      <Card withBorder padding="md">
        <SimpleGrid cols={{ base: 2, sm: 3, md: 5 }} spacing="sm">
          {facts.map(([label, value]) => (
            <DetailField key={label} label={label}>
              {value}
            </DetailField>
          ))}
        </SimpleGrid>
        {order.notes && (
          <Text size="sm" mt="md" style={{ whiteSpace: 'pre-wrap' }}>
            {order.notes}
          </Text>
        )}
      </Card>
      {order.deliveries.map((delivery, index) => (
        <DeliveryView
          key={delivery.id}
          order={{ currency: order.currency, side: 'supplier' }}
          delivery={delivery}
          number={index + 1}
        />
      ))}
    </Stack>
  )
}
