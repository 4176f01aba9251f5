import { Alert, Card, Stack, Tabs } from '@mantine/core'
import { salesOrderEditable } from '@scm/contracts'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useParams, useSearchParams } from 'react-router'
import { ApiError } from '../../../lib/api/api-error.ts'
import { formatDate, formatNumber } from '../../../lib/format/format.ts'
import { ConflictAlert } from '../../../ui/form/conflict-alert.tsx'
import { LoadState } from '../../../ui/load-state.tsx'
import { PageHeader } from '../../../ui/page-header.tsx'
import { salesOrderQueries } from '../api/sales-order-queries.ts'
import { SalesOrderActions } from '../components/sales-order-actions.tsx'
import { SalesOrderGeneral } from '../components/sales-order-general.tsx'
import { SalesOrderLines } from '../components/sales-order-lines.tsx'
import { SalesOrderRelated } from '../components/sales-order-related.tsx'
import { SalesOrderStatus } from '../components/sales-order-status.tsx'

const tabs = ['general', 'lines', 'related'] as const
type Tab = (typeof tabs)[number]

// /sales-orders/:id with tabs (spec §2.10): general, lines and related orders; the tab is in the
// address (?tab=), so it can be linked to. Presence is not used here (spec §2.7).
export function SalesOrderPage() {
  const { t } = useTranslation('sales')
  const { id = '' } = useParams()
  const [search, setSearch] = useSearchParams()
  const [conflict, setConflict] = useState(false)
  const order = useQuery({ ...salesOrderQueries.detail(id), meta: { quiet: true } })
  if (order.error instanceof ApiError && order.error.status === 404) throw order.error
  if (!order.data) return <LoadState query={order} />
  const saved = order.data
  const tab: Tab = tabs.find((name) => name === search.get('tab')) ?? 'general'
  const readOnly = !salesOrderEditable({
    status: saved.status,
    accept_status: saved.accept_status,
    dispatched: saved.dispatched_at !== null,
  })
  const onConflict = () => {
    setConflict(true)
    void order.refetch()
  }
  return (
    <>
      <PageHeader
        title={t('detailTitle', { number: saved.number })}
        description={t('detailDescription', {
          customer: saved.customer_name,
          date: formatDate(saved.posting_date),
          value: `${formatNumber(saved.total_value, 2)} ${saved.currency}`,
        })}
        actions={<SalesOrderActions order={saved} />}
      />
      <Stack gap="md" maw={1200}>
        <SalesOrderStatus order={saved} />
        {readOnly && (
          <Alert color="gray" data-testid="sales-order-read-only">
            {t(saved.status === 'cancelled' ? 'cancelledNotice' : 'dispatchedNotice')}
          </Alert>
        )}
        <ConflictAlert show={conflict} />
        <Tabs
          value={tab}
          onChange={(next) => next && setSearch(next === 'general' ? {} : { tab: next }, { replace: true })}
          keepMounted={false}
        >
          <Tabs.List aria-label={t('tabsLabel')}>
            {tabs.map((name) => (
              <Tabs.Tab key={name} value={name}>
                {t(`tabs.${name}`, {
                  count:
                    name === 'lines'
                      ? saved.lines.length
                      : saved.purchase_orders.length + saved.production_orders.length,
                })}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          <Card withBorder mt="md">
            <Tabs.Panel value="general">
              <SalesOrderGeneral
                key={saved.version}
                order={saved}
                readOnly={readOnly}
                onConflict={onConflict}
              />
            </Tabs.Panel>
            <Tabs.Panel value="lines">
              <SalesOrderLines
                key={saved.version}
                order={saved}
                readOnly={readOnly}
                onConflict={onConflict}
              />
            </Tabs.Panel>
            <Tabs.Panel value="related">
              <SalesOrderRelated order={saved} />
            </Tabs.Panel>
          </Card>
        </Tabs>
      </Stack>
    </>
  )
}
