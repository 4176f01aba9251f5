import type { Booking } from '@scm/contracts'
import { useTranslation } from 'react-i18next'
import { formatDateTime } from '../../../lib/format/format.ts'
import { GuestAccessPanel } from '../../../ui/guest-access-panel.tsx'
import { useRevokeBookingGuestLink, useSendBookingGuestLink } from '../api/booking-mutations.ts'

// The forwarder or the supplier the booking is sent to (spec §2.4 /guest/bookings/{id}): they keep
// its dates and tracking, mark the transport and report discrepancies (decision 0061).
export function BookingGuestAccess({ booking, canEdit }: { booking: Booking; canEdit: boolean }) {
  const { t } = useTranslation('shipping')
  return (
    <GuestAccessPanel
      link={booking.guest_link}
      canEdit={canEdit}
      send={useSendBookingGuestLink(booking.id)}
      revoke={useRevokeBookingGuestLink(booking.id)}
      testId="booking-guest-access"
      texts={{
        title: t('guest.access'),
        access: (live) =>
          live
            ? t('guest.accessText', { email: live.recipient_email, date: formatDateTime(live.expires_at) })
            : t('guest.accessNone'),
        send: t('guest.send'),
        sendTitle: t('guest.sendTitle', { number: booking.number }),
        sendText: t('guest.sendText'),
        revoke: t('guest.revoke'),
        revokeTitle: t('guest.revokeTitle'),
        revokeText: (live) => t('guest.revokeText', { email: live.recipient_email }),
      }}
    />
  )
}
