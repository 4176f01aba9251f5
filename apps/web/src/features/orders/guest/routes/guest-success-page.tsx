import { useTranslation } from 'react-i18next'
import { useLocation } from 'react-router'
import { GuestSucceeded } from '../../../../ui/guest-link-status.tsx'

// The server's own words for what happened ("Order PO-000042 is confirmed …") come along from the page
// that answered; opened directly, the page says it in general.
const answerOf = (state: unknown) =>
  state && typeof state === 'object' && 'message' in state && typeof state.message === 'string'
    ? state.message
    : null

export function GuestConfirmationSuccessPage() {
  const { t } = useTranslation('orders')
  const { state } = useLocation()
  return (
    <GuestSucceeded title={t('guest.success.order')} text={answerOf(state) ?? t('guest.success.orderText')} />
  )
}

export function GuestDeviationSuccessPage() {
  const { t } = useTranslation('orders')
  const { state } = useLocation()
  return (
    <GuestSucceeded
      title={t('guest.success.deviation')}
      text={answerOf(state) ?? t('guest.success.deviationText')}
    />
  )
}
