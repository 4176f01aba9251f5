import { Card, SimpleGrid } from '@mantine/core'
import type { GuestBooking } from '@scm/contracts'
import { useTranslation } from 'react-i18next'
import { formatDate, formatText } from '../../../lib/format/format.ts'
import { DetailField } from '../../../ui/detail-field.tsx'

// What the buyer's page and the guest's both show (a booking is one of these).
type Shown = Omit<GuestBooking['booking'], 'deliveries' | 'allowed_actions' | 'tracking_editable'>

// The booking's details and transport details (spec §3).
export function BookingHeader({ booking }: { booking: Shown }) {
  const { t } = useTranslation('shipping')
  const fields: Array<[string, string]> = [
    ['supplier', booking.supplier_name],
    ['freightPayer', t(`freightPayer.${booking.freight_payer}`)],
    ['shipFrom', formatText(booking.ship_from_name)],
    ['shipTo', formatText(booking.ship_to_name)],
    ['pickupDate', formatDate(booking.pickup_date)],
    ['deliveryDate', formatDate(booking.delivery_date)],
    ['freightMode', formatText(booking.freight_mode_name)],
    ['incoterm', formatText([booking.incoterm, booking.named_place].filter(Boolean).join(' '))],
    ['forwarder', formatText(booking.forwarder_name)],
    ['forwarderReference', formatText(booking.forwarder_reference)],
    ['shipmentReference', formatText(booking.shipment_reference)],
    ['cutOffDate', formatDate(booking.cut_off_date)],
    ['lastMileEta', formatDate(booking.last_mile_eta)],
    ['dangerousGoods', t(booking.dangerous_goods ? 'yes' : 'no')],
    ['goodsDescription', formatText(booking.goods_description)],
    ['instructions', formatText(booking.instructions)],
  ]
  return (
    <Card withBorder>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
        {fields.map(([key, value]) => (
          <DetailField key={key} label={t(`fields.${key}`)}>
            {value}
          </DetailField>
        ))}
        <DetailField label={t('fields.trackingLink')}>
          {booking.tracking_link ? (
            <a href={booking.tracking_link} target="_blank" rel="noreferrer noopener">
              {booking.tracking_link}
            </a>
          ) : (
            formatText(null)
          )}
        </DetailField>
      </SimpleGrid>
    </Card>
  )
}
