import type { DeviationDecision, DeviationStatus } from '@scm/contracts'
import { useTranslation } from 'react-i18next'
import { StatusBadge } from '../status-badge.tsx'

// A deviation's names overlap its document's ("rejected", "confirmed"), so the label is the deviation's
// own, for an order's and a quotation's alike.
export function DeviationStatusBadge({ status }: { status: DeviationStatus }) {
  const { t } = useTranslation()
  return <StatusBadge status={status.replaceAll('_', '-')} ns="app" label={t(`deviation.status.${status}`)} />
}

export function DeviationDecisionBadge({ decision }: { decision: DeviationDecision }) {
  const { t } = useTranslation()
  return <StatusBadge status={decision} ns="app" label={t(`deviation.decision.${decision}`)} />
}
