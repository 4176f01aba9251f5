import { Card, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core'
import type { Order, OrderDelivery } from '@scm/contracts'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { formatDate, formatNumber, formatText } from '../../../lib/format/format.ts'
import { DetailField } from '../../../ui/detail-field.tsx'
import { ShipmentBadge } from './order-status-badge.tsx'
import { formatPrice } from './price-text.ts'

function DeliveryLines({
  order,
  delivery,
  number,
}: {
  order: Pick<Order, 'currency' | 'side'>
  delivery: OrderDelivery
  number: number
}) {
  const currency = order.currency
  const { t } = useTranslation('orders')
  // What goods receipts took in shows once there is any.
  const received = delivery.lines.some((line) => Number(line.received_qty) > 0)
  if (delivery.lines.length === 0)
    return (
      <Text c="dimmed" size="sm">
        {t('detail.noLines')}
      </Text>
    )
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table striped verticalSpacing="xs" data-testid={`delivery-lines-${number}`}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('fields.article')}</Table.Th>
            <Table.Th ta="right" w={100}>
              {t('fields.qty')}
            </Table.Th>
            {received && (
              <Table.Th ta="right" w={100}>
                {t('fields.receivedQty')}
              </Table.Th>
            )}
            <Table.Th ta="right" w={130}>{`${t('fields.price')} (${currency})`}</Table.Th>
            <Table.Th ta="right" w={140}>
              {t('fields.lineValue')}
            </Table.Th>
            <Table.Th ta="right" w={100}>
              {t('fields.packages')}
            </Table.Th>
            <Table.Th w={120}>{t('fields.vat')}</Table.Th>
            <Table.Th w={120}>{t('fields.markAs')}</Table.Th>
            <Table.Th w={160}>{t('fields.freeText')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {delivery.lines.map((line) => (
            <Table.Tr key={line.id}>
              <Table.Td>
                <Text size="sm" fw={500}>{`${line.article_code} · ${line.article_name}`}</Text>
                {line.supplier_article_id && (
                  <Text size="xs" c="dimmed">
                    {t('detail.supplierArticle', { id: line.supplier_article_id })}
                  </Text>
                )}
              </Table.Td>
              <Table.Td ta="right">{formatNumber(line.qty)}</Table.Td>
              {received && <Table.Td ta="right">{formatNumber(line.received_qty)}</Table.Td>}
              <Table.Td ta="right">
                {formatPrice(line.price)}
                {/* Where the buyer's price came from is the buyer's business. */}
                {order.side === 'buyer' && (
                  <Text size="xs" c="dimmed">
                    {t(`priceSource.${line.price_source}`)}
                  </Text>
                )}
              </Table.Td>
              <Table.Td ta="right">{formatNumber(line.line_value, 2)}</Table.Td>
              <Table.Td ta="right">{formatNumber(line.packages)}</Table.Td>
              <Table.Td>{formatText(line.vat_name)}</Table.Td>
              <Table.Td>{formatText(line.mark_as)}</Table.Td>
              <Table.Td>{formatText(line.free_text)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr>
            <Table.Th>{t('detail.deliveryTotal')}</Table.Th>
            <Table.Th ta="right">{formatNumber(delivery.total_qty)}</Table.Th>
            {received && <Table.Th />}
            <Table.Th />
            <Table.Th ta="right">{`${formatNumber(delivery.total_value, 2)} ${currency}`}</Table.Th>
            <Table.Th colSpan={4} />
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  )
}

// One delivery of an order as read: where and when it goes, its shipment state and its lines with
// totals. `actions`: what the reader may do with it (the supplier's shipment marking).
export function DeliveryView({
  order,
  delivery,
  number,
  actions,
}: {
  order: Pick<Order, 'currency' | 'side'>
  delivery: OrderDelivery
  number: number
  actions?: ReactNode
}) {
  const { t } = useTranslation('orders')
  const fields: Array<[string, ReactNode]> = [
    [t('fields.warehouse'), formatText(delivery.warehouse_name)],
    [t('fields.shipTo'), formatText(delivery.ship_to_name)],
    [t('fields.freightMode'), formatText(delivery.freight_mode_name)],
    [t('fields.forwarder'), formatText(delivery.forwarder_name)],
    [t('fields.requestedEtd'), formatDate(delivery.requested_etd)],
    [t('fields.requestedEta'), formatDate(delivery.requested_eta)],
    [t('fields.etd'), formatDate(delivery.etd)],
    [t('fields.eta'), formatDate(delivery.eta)],
    [t('fields.season'), formatText(delivery.season_name)],
    [t('fields.dropCode'), formatText(delivery.delivery_drop_code_name)],
    [t('fields.reference'), formatText(delivery.reference)],
    [t('fields.contact'), formatText(delivery.contact_name)],
    [t('fields.noticePhone'), formatText(delivery.delivery_notice_phone)],
    [t('fields.noticeEmail'), formatText(delivery.delivery_notice_email)],
  ]
  return (
    <Card withBorder padding="md" data-testid={`delivery-view-${number}`}>
      <Stack>
        <Group justify="space-between" align="flex-start">
          <Group gap="sm">
            <Title order={3} fz="h4">
              {t('detail.deliveryTitle', { number, code: delivery.code })}
            </Title>
            <ShipmentBadge state={delivery.shipment_state} />
            {delivery.readiness && <ShipmentBadge state={delivery.readiness} />}
          </Group>
          {actions}
        </Group>
        <SimpleGrid cols={{ base: 2, sm: 3, md: 4, lg: 7 }} spacing="sm">
          {fields.map(([label, value]) => (
            <DetailField key={label} label={label}>
              {value}
            </DetailField>
          ))}
        </SimpleGrid>
        {delivery.delivery_instructions && (
          <DetailField label={t('fields.instructions')}>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {delivery.delivery_instructions}
            </Text>
          </DetailField>
        )}
        <DeliveryLines order={order} delivery={delivery} number={number} />
      </Stack>
    </Card>
  )
}
