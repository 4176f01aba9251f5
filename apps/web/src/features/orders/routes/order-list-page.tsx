import { Button, Group, Tabs } from '@mantine/core'
import {
  type OrderListView,
  orderEndpoints,
  orderImportColumns,
  orderImportEndpoints,
  orderListViews,
} from '@scm/contracts'
import { IconPlus } from '@tabler/icons-react'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate } from 'react-router'
import { hasPermission, useCurrentUser } from '../../../lib/auth/session.ts'
import { useParams } from '../../../lib/params/use-params.ts'
import { CsvImportButton } from '../../../ui/import/csv-import-button.tsx'
import { ListScreen } from '../../../ui/list-screen/list-screen.tsx'
import { PageHeader } from '../../../ui/page-header.tsx'
import { orderQueries } from '../api/order-queries.ts'
import { useOrderLive } from '../api/use-order-live.ts'
import { orderColumns, orderFilters } from '../components/order-columns.tsx'
import { ViewLinks } from '../views/components/view-links.tsx'

export const orderViews = Object.keys(orderListViews) as OrderListView[]

// The six order lists of spec §2.1 (/orders/all, /orders/in-progress …): one screen, filtered by the
// view's statuses, with tabs between them.
export function OrderListPage({ view }: { view: OrderListView }) {
  const { t } = useTranslation('orders')
  const navigate = useNavigate()
  const { data: user } = useCurrentUser()
  const params = useParams(['trading-partners', 'tags', 'users'])
  useOrderLive()
  const companyType = user?.company_type ?? 'client'
  const fixed = useMemo(() => ({ view }), [view])
  const partners = params.data['trading-partners']
  const tags = params.data.tags
  const users = params.data.users
  const filters = useMemo(
    () => orderFilters(t, view, companyType, { partners, tags, users }),
    [t, view, companyType, partners, tags, users],
  )
  return (
    <>
      <PageHeader title={t('list.title')} description={t(`list.views.${view}Hint`)} actions={<ViewLinks />} />
      <Tabs value={view} onChange={(next) => next && navigate(`/orders/${next}`)} mb="md">
        <Tabs.List>
          {orderViews.map((name) => (
            <Tabs.Tab key={name} value={name} data-testid={`order-view-${name}`}>
              {t(`list.views.${name}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <ListScreen
        key={view}
        id="orders"
        title={`${t('list.title')} ${t(`list.views.${view}`)}`}
        endpoint={orderEndpoints.list}
        queryKey={orderQueries.all}
        columns={orderColumns(t, companyType)}
        filters={filters}
        fixedFilters={fixed}
        rowKey={(order) => order.id}
        defaultSort="-created_at"
        onRowClick={(order) => navigate(`/orders/${order.id}`)}
        actions={
          hasPermission(user, 'create.order') ? (
            <Group gap="xs">
              <CsvImportButton
                ns="orders"
                columns={orderImportColumns}
                endpoint={orderImportEndpoints.upload}
                testId="order-import"
              />
              <Button
                component={Link}
                to="/orders/create"
                leftSection={<IconPlus size={16} />}
                data-testid="create-order"
              >
                {t('list.create')}
              </Button>
            </Group>
          ) : undefined
        }
      />
    </>
  )
}
