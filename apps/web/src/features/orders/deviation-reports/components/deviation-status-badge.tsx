import type { DeviationDecision, DeviationStatus } from '@scm/contracts'
import { useTranslation } from 'react-i18next'
import { StatusBadge } from '../../../../ui/status-badge.tsx'
import { badgeName } from '../../components/order-status-badge.tsx'

// A deviation's names overlap the order's ("rejected", "confirmed"), so the label is the deviation's own.
export function DeviationStatusBadge({ status }: { status: DeviationStatus }) {
  const { t } = useTranslation('orders')
  return <StatusBadge status={badgeName(status)} ns="orders" label={t(`deviations.status.${status}`)} />
}

export function DeviationDecisionBadge({ decision }: { decision: DeviationDecision }) {
  const { t } = useTranslation('orders')
  return <StatusBadge status={decision} ns="orders" label={t(`deviations.decision.${decision}`)} />
}
