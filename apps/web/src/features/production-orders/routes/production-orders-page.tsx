import { Button } from '@mantine/core'
import {
  type ProductionOrderSummary,
  productionOrderEndpoints,
  productionOrderStatuses,
} from '@scm/contracts'
import { IconPlus } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate } from 'react-router'
import { formatDate, formatNumber, formatText } from '../../../lib/format/format.ts'
import { useParams } from '../../../lib/params/use-params.ts'
import { ListScreen } from '../../../ui/list-screen/list-screen.tsx'
import type { ListColumn } from '../../../ui/list-screen/list-types.ts'
import { PageHeader } from '../../../ui/page-header.tsx'
import { StatusBadge } from '../../../ui/status-badge.tsx'
import { productionOrderQueries } from '../api/production-order-queries.ts'

// /production-orders: every production order of the company, filtered by status and warehouse.
export function ProductionOrdersPage() {
  const { t } = useTranslation('production-orders')
  const navigate = useNavigate()
  const params = useParams(['warehouses'])
  const columns: ListColumn<ProductionOrderSummary>[] = [
    { key: 'number', label: t('fields.number'), sortField: 'number', value: (row) => row.number },
    {
      key: 'article',
      label: t('fields.article'),
      value: (row) => `${row.article_code} ${row.article_name}`,
    },
    { key: 'warehouse', label: t('fields.warehouse'), value: (row) => row.warehouse_name },
    {
      key: 'planned',
      label: t('fields.plannedQuantity'),
      value: (row) => formatNumber(row.planned_quantity),
    },
    {
      key: 'received',
      label: t('fields.receivedQuantity'),
      value: (row) => formatNumber(row.received_quantity),
    },
    {
      key: 'posting',
      label: t('fields.postingDate'),
      sortField: 'posting_date',
      value: (row) => formatDate(row.posting_date),
    },
    {
      key: 'due',
      label: t('fields.dueDate'),
      sortField: 'due_date',
      value: (row) => formatDate(row.due_date),
    },
    { key: 'external', label: t('fields.externalId'), value: (row) => formatText(row.external_id) },
    {
      key: 'status',
      label: t('fields.status'),
      value: (row) => t(`status.${row.status}`),
      render: (row) => <StatusBadge status={row.status} ns="production-orders" />,
    },
  ]
  return (
    <>
      <PageHeader title={t('title')} description={t('description')} />
      <ListScreen
        id="production-orders"
        title={t('title')}
        endpoint={productionOrderEndpoints.list}
        queryKey={productionOrderQueries.all}
        columns={columns}
        filters={[
          {
            key: 'status',
            label: t('fields.status'),
            type: 'select',
            options: productionOrderStatuses.map((status) => ({
              value: status,
              label: t(`status.${status}`),
            })),
          },
          {
            key: 'warehouse_id',
            label: t('fields.warehouse'),
            type: 'select',
            options: params.data.warehouses.map((option) => ({ value: option.id, label: option.name })),
          },
        ]}
        rowKey={(row) => row.id}
        defaultSort="-number"
        onRowClick={(row) => navigate(`/production-orders/${row.id}`)}
        actions={
          <Button
            component={Link}
            to="/production-orders/create"
            leftSection={<IconPlus size={16} />}
            data-testid="create-production-order"
          >
            {t('create')}
          </Button>
        }
      />
    </>
  )
}
