import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { Link, useLocation, useParams } from 'react-router'
import { guestBookingQueries, useGuestReport } from '../api/guest-booking-queries.ts'
import { DiscrepancyList } from '../components/discrepancy-list.tsx'
import { DiscrepancyReportForm } from '../components/discrepancy-report-form.tsx'
import { GuestBookingGate } from '../components/guest-booking-gate.tsx'

// /guest/bookings/{token}/deviation (spec §2.4): the guest reports a new quantity on a line or a
// package and follows the buyer's decisions.
export function GuestBookingDeviationPage() {
  const { t } = useTranslation('shipping')
  const { token = '' } = useParams()
  const { search } = useLocation()
  const view = useQuery(guestBookingQueries.discrepancies(token))
  const report = useGuestReport(token)
  return (
    <GuestBookingGate token={token} query={view} queryKey={guestBookingQueries.all}>
      {(data) => (
        <Stack py="md">
          <Group justify="space-between" align="flex-start" wrap="wrap">
            <Stack gap={4}>
              <Title order={1}>{t('discrepancy.title', { number: data.booking.number })}</Title>
              <Text c="dimmed">{t('guest.deviationText')}</Text>
            </Stack>
            <Button variant="default" component={Link} to={`/guest/bookings/${token}${search}`}>
              {t('discrepancy.back')}
            </Button>
          </Group>
          {data.open ? (
            <DiscrepancyReportForm view={data} report={report} />
          ) : (
            <Alert color="gray" data-testid="discrepancies-closed">
              {t(`discrepancy.closed.${data.booking.status === 'draft' ? 'draft' : 'received'}`)}
            </Alert>
          )}
          <DiscrepancyList view={data} decide={null} />
        </Stack>
      )}
    </GuestBookingGate>
  )
}
