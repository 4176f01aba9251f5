import { Button, Card, Group, Stack, Table, Timeline, Title } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import {
  type Booking,
  type BookingAction,
  isBookingDraft,
  packingListEditable,
  trackingEditable,
} from '@scm/contracts'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate, useParams } from 'react-router'
import { ApiError } from '../../../lib/api/api-error.ts'
import { hasPermission, useCurrentUser } from '../../../lib/auth/session.ts'
import { formatDate, formatDateTime, formatNumber, formatText } from '../../../lib/format/format.ts'
import { useConfirm } from '../../../ui/confirm-dialog.tsx'
import { LoadState } from '../../../ui/load-state.tsx'
import { PageHeader } from '../../../ui/page-header.tsx'
import { RefusalAlert } from '../../../ui/refusal-alert.tsx'
import { useDeleteBooking, useMarkBooking, useSaveTracking } from '../api/booking-mutations.ts'
import { bookingQueries } from '../api/booking-queries.ts'
import { BookingGuestAccess } from '../components/booking-guest-access.tsx'
import { BookingHeader } from '../components/booking-header.tsx'
import { BookingStatusBadge } from '../components/booking-status.tsx'
import { PackingListEditor } from '../components/packing-list-editor.tsx'
import { PackingListPrint } from '../components/packing-list-print.tsx'
import { TrackingFormModal } from '../components/tracking-form-modal.tsx'

// /bookings/:id: the booking, its deliveries and packing list, the mark actions its status allows
// (each confirmed first), and its history.
export function BookingPage() {
  const { t } = useTranslation('shipping')
  const { id = '' } = useParams()
  const navigate = useNavigate()
  const { data: user } = useCurrentUser()
  const confirm = useConfirm()
  const mark = useMarkBooking()
  const remove = useDeleteBooking()
  const [refusal, setRefusal] = useState<string | null>(null)
  const [tracking, setTracking] = useState(false)
  const saveTracking = useSaveTracking(id)
  const booking = useQuery({ ...bookingQueries.detail(id), meta: { quiet: true } })
  if (booking.error instanceof ApiError && booking.error.status === 404) throw booking.error
  if (!booking.data) return <LoadState query={booking} />
  const saved = booking.data
  const canWrite = hasPermission(user, 'create.booking')
  const canMark = hasPermission(user, 'create.shipment')
  const refused = (error: unknown) => {
    setRefusal(error instanceof ApiError ? error.body.message || t('actionFailed') : t('actionFailed'))
    void booking.refetch()
  }
  const markIt = async (action: BookingAction) => {
    const ok = await confirm({
      title: t(`mark.${action}`),
      message: t('mark.message', { number: saved.number, status: t(`action.${action}`) }),
      confirmLabel: t(`mark.${action}`),
    })
    if (!ok) return
    setRefusal(null)
    mark.mutate(
      { id: saved.id, action, version: saved.version },
      {
        onSuccess: (result) =>
          notifications.show({
            color: 'green',
            message: t('mark.done', { number: result.number, status: t(`status.${result.status}`) }),
          }),
        onError: refused,
      },
    )
  }
  const deleteIt = async () => {
    const ok = await confirm({
      title: t('delete.title', { number: saved.number }),
      message: t('delete.message'),
      confirmLabel: t('delete.label'),
      danger: true,
    })
    if (!ok) return
    remove.mutate(saved.id, {
      onSuccess: () => {
        notifications.show({ color: 'green', message: t('delete.done', { number: saved.number }) })
        navigate('/bookings')
      },
      onError: refused,
    })
  }
  const draft = isBookingDraft(saved.status)
  return (
    <>
      <PageHeader
        title={t('detailTitle', { number: saved.number })}
        description={t('detailDescription')}
        actions={
          <Group>
            <BookingStatusBadge status={saved.status} />
            <PackingListPrint booking={saved} />
            {!draft && (
              <Button
                variant="default"
                component={Link}
                to={`/bookings/${saved.id}/deviation`}
                data-testid="booking-discrepancies"
              >
                {t('discrepancy.open')}
              </Button>
            )}
            {canMark && !draft && trackingEditable(saved.status) && (
              <Button variant="default" onClick={() => setTracking(true)} data-testid="edit-tracking">
                {t('tracking.edit')}
              </Button>
            )}
            {canWrite && draft && (
              <>
                <Button
                  variant="default"
                  component={Link}
                  to={`/bookings/${saved.id}/update`}
                  data-testid="edit-booking"
                >
                  {t('edit')}
                </Button>
                <Button
                  variant="subtle"
                  color="red"
                  onClick={() => void deleteIt()}
                  data-testid="delete-booking"
                >
                  {t('delete.label')}
                </Button>
              </>
            )}
            {canMark &&
              saved.allowed_actions.map((action) => (
                <Button
                  key={action}
                  variant={action === 'fail_pickup_request' ? 'default' : 'filled'}
                  onClick={() => void markIt(action)}
                  disabled={mark.isPending}
                  data-testid={`mark-${action}`}
                >
                  {t(`mark.${action}`)}
                </Button>
              ))}
          </Group>
        }
      />
      <Stack gap="lg" maw={1200}>
        <RefusalAlert title={t('actionFailed')} message={refusal} onClose={() => setRefusal(null)} />
        <BookingHeader booking={saved} />
        <BookingDeliveries booking={saved} />
        <PackingListEditor
          key={`${saved.id}-${saved.version}`}
          booking={saved}
          editable={canWrite && packingListEditable(saved.status)}
        />
        <BookingGuestAccess booking={saved} canEdit={canMark && trackingEditable(saved.status)} />
        <BookingHistory booking={saved} />
      </Stack>
      <TrackingFormModal
        opened={tracking}
        booking={saved}
        save={saveTracking}
        listKey={bookingQueries.all}
        onClose={() => setTracking(false)}
      />
    </>
  )
}

function BookingDeliveries({ booking }: { booking: Booking }) {
  const { t } = useTranslation('shipping')
  return (
    <Card withBorder>
      <Title order={2} fz="h4" mb="sm">
        {t('fields.deliveries')}
      </Title>
      <Table.ScrollContainer minWidth={640}>
        <Table data-testid="booking-deliveries">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('fields.order')}</Table.Th>
              <Table.Th>{t('fields.delivery')}</Table.Th>
              <Table.Th>{t('fields.etd')}</Table.Th>
              <Table.Th>{t('fields.eta')}</Table.Th>
              <Table.Th>{t('fields.quantity')}</Table.Th>
              <Table.Th>{t('fields.shipment')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {booking.deliveries.map((one) => (
              <Table.Tr key={one.id}>
                <Table.Td>
                  <Link to={`/orders/${one.order_id}`}>{one.order_number}</Link>
                </Table.Td>
                <Table.Td>{one.delivery_code}</Table.Td>
                <Table.Td>{formatDate(one.etd)}</Table.Td>
                <Table.Td>{formatDate(one.eta)}</Table.Td>
                <Table.Td>{formatNumber(one.quantity)}</Table.Td>
                <Table.Td data-testid="delivery-shipment">{t(`shipment.${one.shipment_state}`)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Card>
  )
}

function BookingHistory({ booking }: { booking: Booking }) {
  const { t } = useTranslation('shipping')
  return (
    <Card withBorder>
      <Title order={2} fz="h4" mb="sm">
        {t('history.title')}
      </Title>
      <Timeline bulletSize={12} lineWidth={2} data-testid="booking-history">
        {booking.history.map((entry) => (
          <Timeline.Item
            key={entry.id}
            title={entry.to_status ? t(`status.${entry.to_status}`) : t(`history.event.${entry.event}`)}
          >
            {formatText(entry.actor_name)} · {formatDateTime(entry.created_at)}
          </Timeline.Item>
        ))}
      </Timeline>
    </Card>
  )
}
