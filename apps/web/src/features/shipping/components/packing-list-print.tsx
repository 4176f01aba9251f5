import { Button, Portal, SimpleGrid, Stack, Table, Title } from '@mantine/core'
import type { Booking } from '@scm/contracts'
import { IconPrinter } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { formatDate, formatNumber, formatText } from '../../../lib/format/format.ts'
import { DetailField } from '../../../ui/detail-field.tsx'
import classes from './packing-list-print.module.css'

// Sums of the packages' decimals, exact to the thousandths they carry; none when no package has one.
const sum = (values: Array<string | null>) =>
  values.every((value) => value === null)
    ? null
    : (values.reduce((total, value) => total + Math.round(Number(value ?? 0) * 1000), 0) / 1000).toString()

// A package has no identity but its place in the list.
const numbered = <T,>(packages: T[]) => packages.map((one, index) => ({ ...one, position: index + 1 }))

// The booking's packing list as it goes with the goods (spec §2.10): printed from the booking page,
// the sheet alone, one table of packages per delivery with its totals.
export function PackingListPrint({ booking }: { booking: Booking }) {
  const { t } = useTranslation('shipping')
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconPrinter size={16} />}
        onClick={() => window.print()}
        data-testid="print-packing-list"
      >
        {t('print.action')}
      </Button>
      <Portal>
        <div className={classes.sheet} data-testid="packing-list-sheet">
          <Stack gap="md" p="md">
            <Title order={1} fz="h2">
              {t('print.title', { number: booking.number })}
            </Title>
            <SimpleGrid cols={4} spacing="sm">
              <DetailField label={t('fields.supplier')}>{booking.supplier_name}</DetailField>
              <DetailField label={t('fields.shipFrom')}>{formatText(booking.ship_from_name)}</DetailField>
              <DetailField label={t('fields.shipTo')}>{formatText(booking.ship_to_name)}</DetailField>
              <DetailField label={t('fields.freightMode')}>
                {formatText(booking.freight_mode_name)}
              </DetailField>
              <DetailField label={t('fields.pickupDate')}>{formatDate(booking.pickup_date)}</DetailField>
              <DetailField label={t('fields.deliveryDate')}>{formatDate(booking.delivery_date)}</DetailField>
              <DetailField label={t('fields.forwarder')}>{formatText(booking.forwarder_name)}</DetailField>
              <DetailField label={t('fields.forwarderReference')}>
                {formatText(booking.forwarder_reference)}
              </DetailField>
              <DetailField label={t('fields.shipmentReference')}>
                {formatText(booking.shipment_reference)}
              </DetailField>
              <DetailField label={t('fields.incoterm')}>
                {formatText([booking.incoterm, booking.named_place].filter(Boolean).join(' '))}
              </DetailField>
              <DetailField label={t('fields.dangerousGoods')}>
                {t(booking.dangerous_goods ? 'yes' : 'no')}
              </DetailField>
              <DetailField label={t('fields.goodsDescription')}>
                {formatText(booking.goods_description)}
              </DetailField>
            </SimpleGrid>
            {booking.deliveries.map((delivery) => (
              <Stack key={delivery.id} gap="xs">
                <Title order={2} fz="h4">
                  {delivery.delivery_code} · {delivery.order_number}
                </Title>
                <Table withTableBorder>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('print.position')}</Table.Th>
                      <Table.Th>{t('packing.type')}</Table.Th>
                      <Table.Th ta="right">{t('packing.gross')}</Table.Th>
                      <Table.Th ta="right">{t('packing.net')}</Table.Th>
                      <Table.Th ta="right">{t('packing.quantity')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {numbered(delivery.packages).map((one) => (
                      <Table.Tr key={one.position}>
                        <Table.Td>{one.position}</Table.Td>
                        <Table.Td>{one.package_type}</Table.Td>
                        <Table.Td ta="right">{formatNumber(one.gross_weight)}</Table.Td>
                        <Table.Td ta="right">{formatNumber(one.net_weight)}</Table.Td>
                        <Table.Td ta="right">{formatNumber(one.quantity)}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                  <Table.Tfoot>
                    <Table.Tr>
                      <Table.Th colSpan={2}>{t('print.total', { count: delivery.packages.length })}</Table.Th>
                      <Table.Th ta="right">
                        {formatNumber(sum(delivery.packages.map((one) => one.gross_weight)))}
                      </Table.Th>
                      <Table.Th ta="right">
                        {formatNumber(sum(delivery.packages.map((one) => one.net_weight)))}
                      </Table.Th>
                      <Table.Th ta="right">{formatNumber(delivery.packed_quantity)}</Table.Th>
                    </Table.Tr>
                  </Table.Tfoot>
                </Table>
              </Stack>
            ))}
          </Stack>
        </div>
      </Portal>
    </>
  )
}
