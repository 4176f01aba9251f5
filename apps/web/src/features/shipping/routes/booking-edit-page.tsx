import { Alert, Anchor } from '@mantine/core'
import { isBookingDraft } from '@scm/contracts'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { Link, useParams } from 'react-router'
import { ApiError } from '../../../lib/api/api-error.ts'
import { LoadState } from '../../../ui/load-state.tsx'
import { PageHeader } from '../../../ui/page-header.tsx'
import { bookingQueries } from '../api/booking-queries.ts'
import { BookingWizard } from '../components/booking-wizard.tsx'

// /bookings/create: the wizard on a new draft.
export function BookingCreatePage() {
  const { t } = useTranslation('shipping')
  return (
    <>
      <PageHeader title={t('createTitle')} description={t('createDescription')} />
      <BookingWizard saved={null} />
    </>
  )
}

// /bookings/create/shipment: the wizard on a shipment whose pickup is arranged.
export function ShipmentCreatePage() {
  const { t } = useTranslation('shipping')
  return (
    <>
      <PageHeader title={t('shipmentTitle')} description={t('shipmentDescription')} />
      <BookingWizard saved={null} shipment />
    </>
  )
}

// /bookings/:id/update: the wizard on a saved draft; a booking past its draft is not edited here.
export function BookingUpdatePage() {
  const { t } = useTranslation('shipping')
  const { id = '' } = useParams()
  const booking = useQuery({ ...bookingQueries.detail(id), meta: { quiet: true } })
  if (booking.error instanceof ApiError && booking.error.status === 404) throw booking.error
  if (!booking.data) return <LoadState query={booking} />
  const saved = booking.data
  return (
    <>
      <PageHeader title={t('updateTitle', { number: saved.number })} description={t('createDescription')} />
      {isBookingDraft(saved.status) ? (
        <BookingWizard key={`${saved.id}-${saved.version}`} saved={saved} />
      ) : (
        <Alert color="gray" data-testid="booking-not-draft">
          {t('notDraft')}{' '}
          <Anchor component={Link} to={`/bookings/${saved.id}`}>
            {t('open', { number: saved.number })}
          </Anchor>
        </Alert>
      )}
    </>
  )
}
