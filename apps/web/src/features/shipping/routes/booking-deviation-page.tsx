import { Alert, Button, Stack } from '@mantine/core'
import { discrepanciesOpen } from '@scm/contracts'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { Link, useParams } from 'react-router'
import { ApiError } from '../../../lib/api/api-error.ts'
import { hasPermission, useCurrentUser } from '../../../lib/auth/session.ts'
import { LoadState } from '../../../ui/load-state.tsx'
import { PageHeader } from '../../../ui/page-header.tsx'
import { useDecideDiscrepancy, useReportDiscrepancy } from '../api/booking-mutations.ts'
import { bookingQueries } from '../api/booking-queries.ts'
import { BookingStatusBadge } from '../components/booking-status.tsx'
import { DiscrepancyList } from '../components/discrepancy-list.tsx'
import { DiscrepancyReportForm } from '../components/discrepancy-report-form.tsx'

// /bookings/:id/deviation (spec §2.1, §4): the discrepancies of a booking. Those who mark the shipment
// report a new quantity on a line or a package and approve or reject what was reported, the guest's
// too, until the goods are received.
export function BookingDeviationPage() {
  const { t } = useTranslation('shipping')
  const { id = '' } = useParams()
  const { data: user } = useCurrentUser()
  const view = useQuery({ ...bookingQueries.discrepancies(id), meta: { quiet: true } })
  const report = useReportDiscrepancy(id)
  const decide = useDecideDiscrepancy(id)
  if (view.error instanceof ApiError && view.error.status === 404) throw view.error
  if (!view.data) return <LoadState query={view} />
  const data = view.data
  const canMark = hasPermission(user, 'create.shipment')
  return (
    <>
      <PageHeader
        title={t('discrepancy.title', { number: data.booking.number })}
        description={t('discrepancy.description')}
        actions={
          <>
            <BookingStatusBadge status={data.booking.status} />
            <Button variant="default" component={Link} to={`/bookings/${id}`}>
              {t('discrepancy.back')}
            </Button>
          </>
        }
      />
      <Stack gap="lg" maw={1200}>
        {!discrepanciesOpen(data.booking.status) && (
          <Alert color="gray" data-testid="discrepancies-closed">
            {t(`discrepancy.closed.${data.booking.status === 'draft' ? 'draft' : 'received'}`)}
          </Alert>
        )}
        {canMark && data.open && <DiscrepancyReportForm view={data} report={report} />}
        <DiscrepancyList view={data} decide={canMark ? decide : null} />
      </Stack>
    </>
  )
}
