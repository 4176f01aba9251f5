import type { BookingStatus } from '@scm/contracts'
import { useTranslation } from 'react-i18next'
import { StatusBadge } from '../../../ui/status-badge.tsx'

// The badge names of spec §4 are kebab-case ("pickup-scheduled"); the label is the catalogue's.
export function BookingStatusBadge({ status }: { status: BookingStatus }) {
  const { t } = useTranslation('shipping')
  return <StatusBadge status={status.replaceAll('_', '-')} ns="shipping" label={t(`status.${status}`)} />
}
