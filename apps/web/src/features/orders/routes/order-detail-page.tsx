import { Group, Stack, Tabs } from '@mantine/core'
import type { Order } from '@scm/contracts'
import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useParams, useSearchParams } from 'react-router'
import { ApiError } from '../../../lib/api/api-error.ts'
import { hasPermission, useCurrentUser } from '../../../lib/auth/session.ts'
import { LoadState } from '../../../ui/load-state.tsx'
import { PageHeader } from '../../../ui/page-header.tsx'
import { usePresence } from '../../../ui/presence/use-presence.tsx'
import { orderQueries } from '../api/order-queries.ts'
import { useOrderLive } from '../api/use-order-live.ts'
import { CertificateSection } from '../certificates/components/certificate-section.tsx'
import { CancellationBanner } from '../components/cancellation-banner.tsx'
import { OrderActions } from '../components/order-actions.tsx'
import { OrderComments } from '../components/order-comments.tsx'
import { OrderFiles } from '../components/order-files.tsx'
import { OrderHistory } from '../components/order-history.tsx'
import { OrderOverview } from '../components/order-overview.tsx'
import { OrderStatusBadge } from '../components/order-status-badge.tsx'
import { useOrderActionDialog } from '../components/use-order-action.tsx'
import { DeviationReportsSection } from '../deviation-reports/components/deviation-reports-section.tsx'
import { GuestLinkPanel } from '../guest/components/guest-link-panel.tsx'
import { MilestonesSection } from '../milestones/components/milestones-section.tsx'

// /orders/:id for the buyer and the supplier alike (the supplier's answer has no internal fields).
export function OrderDetailPage() {
  const { id = '' } = useParams()
  usePresence('order', id)
  useOrderLive(id)
  const order = useQuery({ ...orderQueries.detail(id), meta: { quiet: true } })
  if (order.error instanceof ApiError && order.error.status === 404) throw order.error
  if (!order.data) return <LoadState query={order} />
  return <OrderDetail order={order.data} />
}

function OrderDetail({ order }: { order: Order }) {
  const { t } = useTranslation('orders')
  const [search, setSearch] = useSearchParams()
  const { data: user } = useCurrentUser()
  const action = useOrderActionDialog(order)
  // The page's sections, in order.
  const tabs: Array<{ key: string; label: string; content: ReactNode }> = [
    { key: 'overview', label: t('tabs.overview'), content: <OrderOverview order={order} /> },
    { key: 'deviations', label: t('tabs.deviations'), content: <DeviationReportsSection order={order} /> },
    { key: 'files', label: t('tabs.files'), content: <OrderFiles orderId={order.id} order={order} /> },
    { key: 'milestones', label: t('tabs.milestones'), content: <MilestonesSection order={order} /> },
    ...(order.side === 'buyer' && !['draft', 'approval_required'].includes(order.status)
      ? [{ key: 'links', label: t('tabs.links'), content: <GuestLinkPanel order={order} /> }]
      : []),
    ...(order.side === 'buyer' && hasPermission(user, 'manage.order.certificates')
      ? [
          {
            key: 'certificates',
            label: t('tabs.certificates'),
            content: <CertificateSection orderId={order.id} />,
          },
        ]
      : []),
    { key: 'history', label: t('tabs.history'), content: <OrderHistory orderId={order.id} /> },
    ...(hasPermission(user, 'bc.workflow.comments')
      ? [{ key: 'comments', label: t('tabs.comments'), content: <OrderComments orderId={order.id} /> }]
      : []),
  ]
  const tab = tabs.find((entry) => entry.key === search.get('tab'))?.key ?? 'overview'
  return (
    <Stack>
      <PageHeader
        title={t('detail.title', { number: order.number })}
        description={t(`detail.description.${order.side}`, {
          party: order.side === 'buyer' ? order.supplier_name : order.buyer_name,
        })}
        actions={<OrderActions order={order} ask={action.ask} />}
      />
      <Group gap="sm" mt={-12} data-testid="order-status">
        <OrderStatusBadge status={order.status} />
      </Group>
      {action.problems}
      <CancellationBanner order={order} ask={action.ask} />
      <Tabs
        value={tab}
        onChange={(next) => setSearch(next && next !== 'overview' ? { tab: next } : {}, { replace: true })}
        keepMounted={false}
      >
        <Tabs.List mb="md">
          {tabs.map((entry) => (
            <Tabs.Tab key={entry.key} value={entry.key}>
              {entry.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {tabs.map((entry) => (
          <Tabs.Panel key={entry.key} value={entry.key}>
            {entry.content}
          </Tabs.Panel>
        ))}
      </Tabs>
      {action.dialog}
    </Stack>
  )
}
