import { Group } from '@mantine/core'
import type { SalesOrderSummary } from '@scm/contracts'
import { useTranslation } from 'react-i18next'
import { StatusBadge } from '../../../ui/status-badge.tsx'

// The order's status, its customer's answer, and "dispatched" once it has gone.
export function SalesOrderStatus({ order }: { order: SalesOrderSummary }) {
  const { t } = useTranslation('sales')
  return (
    <Group gap={6} wrap="nowrap">
      <StatusBadge status={order.status} ns="sales" />
      {order.status === 'open' && <StatusBadge status={order.accept_status} ns="sales" prefix="accept." />}
      {order.dispatched_at && <StatusBadge status="delivered" ns="sales" label={t('dispatched')} />}
    </Group>
  )
}
