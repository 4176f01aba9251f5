import { Button, Card, Group, Stack, Table, Text, Title } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import type { GuestBooking, GuestBookingAction } from '@scm/contracts'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useLocation, useParams } from 'react-router'
import { ApiError } from '../../../lib/api/api-error.ts'
import { formatDate, formatNumber } from '../../../lib/format/format.ts'
import { useConfirm } from '../../../ui/confirm-dialog.tsx'
import { RefusalAlert } from '../../../ui/refusal-alert.tsx'
import { guestBookingQueries, useGuestMark, useGuestTracking } from '../api/guest-booking-queries.ts'
import { BookingHeader } from '../components/booking-header.tsx'
import { BookingStatusBadge } from '../components/booking-status.tsx'
import { GuestBookingGate } from '../components/guest-booking-gate.tsx'
import { TrackingFormModal } from '../components/tracking-form-modal.tsx'

// /guest/bookings/{token} (spec §2.4, decision 0061): the forwarder or the supplier a booking was sent
// to sees it, keeps its dates and tracking, marks the pickup and the transport, and reports
// discrepancies on the page beside it.
export function GuestBookingPage() {
  const { token = '' } = useParams()
  const booking = useQuery(guestBookingQueries.detail(token))
  return (
    <GuestBookingGate token={token} query={booking} queryKey={guestBookingQueries.all}>
      {(data) => <GuestBookingView token={token} data={data} />}
    </GuestBookingGate>
  )
}

function GuestBookingView({ token, data }: { token: string; data: GuestBooking }) {
  const { t } = useTranslation('shipping')
  const { search } = useLocation()
  const confirm = useConfirm()
  const mark = useGuestMark(token)
  const saveTracking = useGuestTracking(token)
  const [tracking, setTracking] = useState(false)
  const [refusal, setRefusal] = useState<string | null>(null)
  const { booking } = data
  const markIt = async (action: GuestBookingAction) => {
    const ok = await confirm({
      title: t(`mark.${action}`),
      message: t('guest.markMessage', { number: booking.number, status: t(`action.${action}`) }),
      confirmLabel: t(`mark.${action}`),
    })
    if (!ok) return
    setRefusal(null)
    mark.mutate(
      { action, version: booking.version },
      {
        onSuccess: (result) =>
          notifications.show({
            color: 'green',
            message: t('mark.done', {
              number: result.booking.number,
              status: t(`status.${result.booking.status}`),
            }),
          }),
        onError: (error) =>
          setRefusal(error instanceof ApiError ? error.body.message || t('actionFailed') : t('actionFailed')),
      },
    )
  }
  return (
    <Stack py="md">
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <Stack gap={4}>
          <Title order={1}>{t('detailTitle', { number: booking.number })}</Title>
          <Text c="dimmed">{t('guest.pageText', { company: data.company_name })}</Text>
        </Stack>
        <Group>
          <BookingStatusBadge status={booking.status} />
          {booking.tracking_editable && (
            <Button variant="default" onClick={() => setTracking(true)} data-testid="edit-tracking">
              {t('tracking.edit')}
            </Button>
          )}
          <Button variant="default" component={Link} to={`/guest/bookings/${token}/deviation${search}`}>
            {t('discrepancy.open')}
          </Button>
          {booking.allowed_actions.map((action) => (
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
      </Group>
      <RefusalAlert title={t('actionFailed')} message={refusal} onClose={() => setRefusal(null)} />
      <BookingHeader booking={booking} />
      <Card withBorder>
        <Title order={2} fz="h4" mb="sm">
          {t('fields.deliveries')}
        </Title>
        <Table.ScrollContainer minWidth={560}>
          <Table data-testid="guest-booking-deliveries">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('fields.delivery')}</Table.Th>
                <Table.Th>{t('fields.order')}</Table.Th>
                <Table.Th>{t('fields.etd')}</Table.Th>
                <Table.Th>{t('fields.quantity')}</Table.Th>
                <Table.Th>{t('guest.packages')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {booking.deliveries.map((one) => (
                <Table.Tr key={one.id}>
                  <Table.Td>{one.delivery_code}</Table.Td>
                  <Table.Td>{one.order_number}</Table.Td>
                  <Table.Td>{formatDate(one.etd)}</Table.Td>
                  <Table.Td>{formatNumber(one.quantity)}</Table.Td>
                  <Table.Td>
                    {one.packages
                      .map((box) => `${formatNumber(box.quantity)} × ${box.package_type}`)
                      .join(', ')}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Card>
      <TrackingFormModal
        opened={tracking}
        booking={booking}
        save={saveTracking}
        listKey={guestBookingQueries.all}
        onClose={() => setTracking(false)}
      />
    </Stack>
  )
}
