import { Button, Group } from '@mantine/core'
import {
  type BookingSummary,
  bookingEndpoints,
  bookingImportColumns,
  bookingImportEndpoints,
  bookingStatuses,
} from '@scm/contracts'
import { IconPlus } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate } from 'react-router'
import { hasPermission, useCurrentUser } from '../../../lib/auth/session.ts'
import { formatDate, formatText } from '../../../lib/format/format.ts'
import { useParams } from '../../../lib/params/use-params.ts'
import { CsvImportButton } from '../../../ui/import/csv-import-button.tsx'
import { ListScreen } from '../../../ui/list-screen/list-screen.tsx'
import type { ListColumn } from '../../../ui/list-screen/list-types.ts'
import { PageHeader } from '../../../ui/page-header.tsx'
import { bookingQueries } from '../api/booking-queries.ts'
import { useBookingsAfterImport } from '../api/use-bookings-after-import.ts'
import { BookingStatusBadge } from '../components/booking-status.tsx'

// /bookings: every shipment booked, by status and supplier (spec §2.7 "all shipments").
export function BookingsPage() {
  const { t } = useTranslation('shipping')
  const navigate = useNavigate()
  const { data: user } = useCurrentUser()
  const partners = useParams(['trading-partners'])
  useBookingsAfterImport()
  const columns: ListColumn<BookingSummary>[] = [
    { key: 'number', label: t('fields.number'), sortField: 'number', value: (row) => row.number },
    { key: 'supplier', label: t('fields.supplier'), value: (row) => row.supplier_name },
    {
      key: 'pickup_date',
      label: t('fields.pickupDate'),
      sortField: 'pickup_date',
      value: (row) => formatDate(row.pickup_date),
    },
    { key: 'delivery_date', label: t('fields.deliveryDate'), value: (row) => formatDate(row.delivery_date) },
    { key: 'ship_to', label: t('fields.shipTo'), value: (row) => formatText(row.ship_to_name) },
    { key: 'deliveries', label: t('fields.deliveries'), value: (row) => String(row.delivery_count) },
    {
      key: 'freight_mode',
      label: t('fields.freightMode'),
      value: (row) => formatText(row.freight_mode_name),
    },
    {
      key: 'status',
      label: t('fields.status'),
      sortField: 'status',
      value: (row) => t(`status.${row.status}`),
      render: (row) => <BookingStatusBadge status={row.status} />,
    },
    {
      key: 'incoterm',
      label: t('fields.incoterm'),
      value: (row) => formatText(row.incoterm),
      hiddenByDefault: true,
    },
  ]
  return (
    <>
      <PageHeader title={t('title')} description={t('description')} />
      <ListScreen
        id="bookings"
        title={t('title')}
        endpoint={bookingEndpoints.list}
        queryKey={bookingQueries.all}
        columns={columns}
        filters={[
          {
            key: 'status',
            label: t('fields.status'),
            type: 'select',
            options: bookingStatuses.map((status) => ({ value: status, label: t(`status.${status}`) })),
          },
          {
            key: 'supplier_company_id',
            label: t('fields.supplier'),
            type: 'select',
            options: partners.data['trading-partners'].map((option) => ({
              value: option.id,
              label: option.name,
            })),
          },
        ]}
        rowKey={(row) => row.id}
        defaultSort="-number"
        onRowClick={(row) => navigate(`/bookings/${row.id}`)}
        actions={
          hasPermission(user, 'create.booking') && (
            <Group gap="xs">
              <CsvImportButton
                ns="shipping"
                columns={bookingImportColumns}
                endpoint={bookingImportEndpoints.upload}
                testId="booking-import"
              />
              <Button
                component={Link}
                to="/bookings/create"
                leftSection={<IconPlus size={16} />}
                data-testid="create-booking"
              >
                {t('create')}
              </Button>
            </Group>
          )
        }
      />
    </>
  )
}
