import { Button } from '@mantine/core'
import { type StockCountSummary, stockCountEndpoints, stockCountStatuses } from '@scm/contracts'
import { IconPlus } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { hasPermission, useCurrentUser } from '../../../lib/auth/session.ts'
import { formatDate, formatDateTime, formatNumber, formatText } from '../../../lib/format/format.ts'
import { useParams } from '../../../lib/params/use-params.ts'
import { ListScreen } from '../../../ui/list-screen/list-screen.tsx'
import type { ListColumn } from '../../../ui/list-screen/list-types.ts'
import { PageHeader } from '../../../ui/page-header.tsx'
import { StatusBadge } from '../../../ui/status-badge.tsx'
import { stockCountQueries } from '../api/stock-count-queries.ts'
import { StockCountCreateModal } from '../components/stock-count-create-modal.tsx'

// /stock-counts: every count of the company, newest first, by status and warehouse.
export function StockCountsPage() {
  const { t } = useTranslation('inventory')
  const navigate = useNavigate()
  const { data: user } = useCurrentUser()
  const warehouses = useParams(['warehouses'])
  const [creating, setCreating] = useState(false)
  const columns: ListColumn<StockCountSummary>[] = [
    { key: 'number', label: t('stockCounts.number'), sortField: 'number', value: (row) => row.number },
    {
      key: 'warehouse',
      label: t('stockCounts.warehouse'),
      sortField: 'warehouse',
      value: (row) => `${row.warehouse_name} (${row.warehouse_code})`,
    },
    {
      key: 'counted_on',
      label: t('stockCounts.countedOn'),
      sortField: 'counted_on',
      value: (row) => formatDate(row.counted_on),
    },
    {
      key: 'status',
      label: t('stockCounts.statusLabel'),
      value: (row) => t(`stockCounts.status.${row.status}`),
      render: (row) => <StatusBadge status={row.status} ns="inventory" prefix="stockCounts." />,
    },
    {
      key: 'counted',
      label: t('stockCounts.countedRows'),
      value: (row) =>
        t('stockCounts.countedOf', {
          counted: formatNumber(row.counted_rows),
          rows: formatNumber(row.row_count),
        }),
    },
    { key: 'note', label: t('stockCounts.note'), value: (row) => formatText(row.note) },
    { key: 'created_by', label: t('stockCounts.createdBy'), value: (row) => formatText(row.created_by_name) },
    {
      key: 'completed_at',
      label: t('stockCounts.completedAt'),
      value: (row) => formatDateTime(row.completed_at),
      hiddenByDefault: true,
    },
  ]
  return (
    <>
      <PageHeader title={t('stockCounts.title')} description={t('stockCounts.description')} />
      <ListScreen
        id="stock-counts"
        title={t('stockCounts.title')}
        endpoint={stockCountEndpoints.list}
        queryKey={stockCountQueries.all}
        columns={columns}
        filters={[
          {
            key: 'status',
            label: t('stockCounts.statusLabel'),
            type: 'select',
            options: stockCountStatuses.map((status) => ({
              value: status,
              label: t(`stockCounts.status.${status}`),
            })),
          },
          {
            key: 'warehouse_id',
            label: t('stockCounts.warehouse'),
            type: 'select',
            options: warehouses.data.warehouses.map((option) => ({ value: option.id, label: option.name })),
          },
        ]}
        rowKey={(row) => row.id}
        onRowClick={(row) => navigate(`/stock-counts/${row.id}`)}
        refreshWhile={(rows) => rows.some((row) => row.completing)}
        actions={
          hasPermission(user, 'manage.inv.stockcounts') && (
            <Button
              leftSection={<IconPlus size={16} />}
              onClick={() => setCreating(true)}
              data-testid="create-stock-count"
            >
              {t('stockCounts.create')}
            </Button>
          )
        }
      />
      <StockCountCreateModal opened={creating} onClose={() => setCreating(false)} />
    </>
  )
}
