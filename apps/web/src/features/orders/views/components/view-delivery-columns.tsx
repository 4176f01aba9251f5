import { Anchor, Badge, Group, Menu, Text } from '@mantine/core'
import {
  type ScheduleDate,
  type ScheduledDelivery,
  type ScheduleGrouping,
  scheduleBucket,
} from '@scm/contracts'
import { IconExternalLink } from '@tabler/icons-react'
import type { TFunction } from 'i18next'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate } from 'react-router'
import { formatDate, formatNumber, formatText, notAvailable } from '../../../../lib/format/format.ts'
import type { ListColumn } from '../../../../ui/list-screen/list-types.ts'
import { RowMenu } from '../../../../ui/list-screen/row-menu.tsx'
import { StatusBadge } from '../../../../ui/status-badge.tsx'
import { badgeName } from './view-filters.ts'

type Row = ScheduledDelivery

// The other party of the order, seen from the caller.
const counterpartyOf = (row: Row) => formatText(row.side === 'buyer' ? row.supplier_name : row.buyer_name)
export const money = (value: string | null, currency: string) =>
  value === null ? notAvailable() : `${formatNumber(value, 2)} ${currency}`

// The delivery columns the schedules and the inbound tracker share; `period` adds the week or day the
// delivery falls in by its ETD or ETA.
export function deliveryColumns(
  t: TFunction,
  options: {
    period?: { dateBy: ScheduleDate; grouping: ScheduleGrouping }
    sortable: Record<string, string>
  },
): ListColumn<Row>[] {
  const sort = (key: string) => options.sortable[key]
  const period = options.period
  const columns: ListColumn<Row>[] = [
    { key: 'code', label: t('views.fields.code'), sortField: sort('code'), value: (row) => row.code },
    { key: 'order', label: t('views.fields.order'), value: (row) => row.order_number, hiddenByDefault: true },
    { key: 'counterparty', label: t('views.fields.counterparty'), value: counterpartyOf },
    {
      key: 'warehouse',
      label: t('views.fields.warehouse'),
      sortField: sort('warehouse_name'),
      value: (row) => formatText(row.warehouse_name),
    },
    { key: 'etd', label: t('views.fields.etd'), sortField: sort('etd'), value: (row) => formatDate(row.etd) },
    { key: 'eta', label: t('views.fields.eta'), sortField: sort('eta'), value: (row) => formatDate(row.eta) },
    {
      key: 'requested_eta',
      label: t('views.fields.requestedEta'),
      value: (row) => formatDate(row.requested_eta),
    },
    {
      key: 'requested_etd',
      label: t('views.fields.requestedEtd'),
      value: (row) => formatDate(row.requested_etd),
      hiddenByDefault: true,
    },
    { key: 'qty', label: t('views.fields.qty'), value: (row) => formatNumber(row.total_qty) },
    { key: 'value', label: t('views.fields.value'), value: (row) => money(row.total_value, row.currency) },
    {
      key: 'status',
      label: t('views.fields.status'),
      value: (row) => t(`views.status.${badgeName(row.status)}`),
      render: (row) => <StatusBadge status={badgeName(row.status)} ns="orders" prefix="views." />,
      hiddenByDefault: true,
    },
    {
      key: 'shipment',
      label: t('views.fields.shipment'),
      value: (row) => t(`views.status.${badgeName(row.shipment_state)}`),
      render: (row) => <StatusBadge status={badgeName(row.shipment_state)} ns="orders" prefix="views." />,
    },
    {
      key: 'booking',
      label: t('views.fields.booking'),
      value: (row) =>
        row.booking ? `${row.booking.number} (${t(`views.bookingStatus.${row.booking.status}`)})` : '',
      render: (row) => <BookingCell row={row} />,
    },
    {
      key: 'last_mile_eta',
      label: t('views.fields.lastMileEta'),
      value: (row) => formatDate(row.booking?.last_mile_eta ?? null),
      hiddenByDefault: true,
    },
    {
      key: 'days_late',
      label: t('views.fields.daysLate'),
      sortField: sort('days_late'),
      value: (row) => (row.days_late === null ? notAvailable() : String(row.days_late)),
      render: (row) => <DaysLate row={row} />,
    },
  ]
  if (!period) return unwrapped(columns)
  const date = (row: Row) => (period.dateBy === 'eta' ? row.eta : row.etd)
  return unwrapped([
    {
      key: 'period',
      label: t('views.fields.period'),
      sortField: sort('date'),
      value: (row) => {
        const day = date(row)
        return day ? scheduleBucket(day, period.grouping).key : notAvailable()
      },
    },
    ...columns,
  ])
}

// Dates, codes and amounts read as one piece: a narrow column must not break "2027-02-01" at a dash.
const oneLine = new Set(['period', 'code', 'order', 'etd', 'eta', 'requested_eta', 'requested_etd', 'value'])
export function unwrapped<R>(columns: ListColumn<R>[], keys: ReadonlySet<string> = oneLine): ListColumn<R>[] {
  return columns.map((column) =>
    keys.has(column.key) && !column.render
      ? {
          ...column,
          render: (row: R) => (
            <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
              {column.value(row)}
            </Text>
          ),
        }
      : column,
  )
}

// The booking carrying the delivery (the buyer's track and trace): its page and the forwarder's
// tracking link, opened without opening the row's order.
function BookingCell({ row }: { row: Row }) {
  const { t } = useTranslation('orders')
  if (!row.booking) return null
  const booking = row.booking
  return (
    <Group gap={6} wrap="nowrap" onClick={(event) => event.stopPropagation()}>
      <Anchor component={Link} to={`/bookings/${booking.id}`} size="sm" style={{ whiteSpace: 'nowrap' }}>
        {booking.number}
      </Anchor>
      <StatusBadge
        status={booking.status.replaceAll('_', '-')}
        ns="orders"
        label={t(`views.bookingStatus.${booking.status}`)}
      />
      {booking.tracking_link && (
        <Anchor
          href={booking.tracking_link}
          target="_blank"
          rel="noreferrer noopener"
          aria-label={t('views.trackShipment', { number: booking.number })}
        >
          <IconExternalLink size={16} aria-hidden />
        </Anchor>
      )}
    </Group>
  )
}

// Late deliveries (at or above the ETA tolerance) stand out in red.
function DaysLate({ row }: { row: Row }) {
  const { t } = useTranslation('orders')
  if (row.days_late === null) return <Text size="sm">{notAvailable()}</Text>
  if (!row.late) return <Text size="sm">{row.days_late}</Text>
  return (
    <Badge color="red" variant="filled" miw="max-content" data-late="true">
      {t('views.days', { count: row.days_late })}
    </Badge>
  )
}

// A delivery row's actions: its packing list.
export function DeliveryRowMenu({ row }: { row: Row }) {
  const { t } = useTranslation('orders')
  const navigate = useNavigate()
  return (
    <RowMenu label={t('views.actionsFor', { name: row.code })}>
      <Menu.Item onClick={() => navigate(packingListPath(row.order_id, row.code))}>
        {t('views.packingListAction')}
      </Menu.Item>
    </RowMenu>
  )
}

export const packingListPath = (orderId: string, code: string) =>
  `/orders/${orderId}/packing-list/${encodeURIComponent(code)}`
