import { Button } from '@mantine/core'
import {
  type InventoryTransactionSummary,
  inventoryTransactionEndpoints,
  inventoryTransactionStatuses,
} from '@scm/contracts'
import { IconPlus } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate } from 'react-router'
import { hasPermission, useCurrentUser } from '../../../lib/auth/session.ts'
import { formatDate, formatNumber, formatText } from '../../../lib/format/format.ts'
import { useParams } from '../../../lib/params/use-params.ts'
import { ListScreen } from '../../../ui/list-screen/list-screen.tsx'
import type { ListColumn } from '../../../ui/list-screen/list-types.ts'
import { PageHeader } from '../../../ui/page-header.tsx'
import { StatusBadge } from '../../../ui/status-badge.tsx'
import { inventoryTransactionQueries } from '../api/inventory-transaction-queries.ts'
import { destinationOf } from '../components/inventory-transaction-destination.ts'

// /inventory-transactions: every move of stock out of a warehouse, by status and warehouse.
export function InventoryTransactionsPage() {
  const { t } = useTranslation('inventory')
  const navigate = useNavigate()
  const { data: user } = useCurrentUser()
  const warehouses = useParams(['warehouses'])
  const columns: ListColumn<InventoryTransactionSummary>[] = [
    {
      key: 'number',
      label: t('transactions.fields.number'),
      sortField: 'number',
      value: (row) => row.number,
    },
    { key: 'from', label: t('transactions.fields.from'), value: (row) => row.from_warehouse_name },
    { key: 'destination', label: t('transactions.fields.destination'), value: destinationOf },
    {
      key: 'ship_date',
      label: t('transactions.fields.shipDate'),
      sortField: 'ship_date',
      value: (row) => formatDate(row.ship_date),
    },
    { key: 'rows', label: t('transactions.fields.rowCount'), value: (row) => String(row.row_count) },
    {
      key: 'quantity',
      label: t('transactions.fields.totalQuantity'),
      value: (row) => formatNumber(row.total_quantity),
    },
    {
      key: 'status',
      label: t('transactions.fields.status'),
      sortField: 'status',
      value: (row) => t(`transactions.status.${row.status}`),
      render: (row) => <StatusBadge status={row.status} ns="inventory" prefix="transactions." />,
    },
    {
      key: 'created_by',
      label: t('transactions.fields.createdBy'),
      value: (row) => formatText(row.created_by_name),
      hiddenByDefault: true,
    },
  ]
  return (
    <>
      <PageHeader title={t('transactions.title')} description={t('transactions.description')} />
      <ListScreen
        id="inventory-transactions"
        title={t('transactions.title')}
        endpoint={inventoryTransactionEndpoints.list}
        queryKey={inventoryTransactionQueries.all}
        columns={columns}
        filters={[
          {
            key: 'status',
            label: t('transactions.fields.status'),
            type: 'select',
            options: inventoryTransactionStatuses.map((status) => ({
              value: status,
              label: t(`transactions.status.${status}`),
            })),
          },
          {
            key: 'warehouse_id',
            label: t('transactions.fields.warehouse'),
            type: 'select',
            options: warehouses.data.warehouses.map((option) => ({ value: option.id, label: option.name })),
          },
        ]}
        rowKey={(row) => row.id}
        defaultSort="-number"
        onRowClick={(row) => navigate(`/inventory-transactions/${row.id}`)}
        actions={
          hasPermission(user, 'manage.inv.transactions') && (
            <Button
              component={Link}
              to="/inventory-transactions/create"
              leftSection={<IconPlus size={16} />}
              data-testid="create-transaction"
            >
              {t('transactions.create')}
            </Button>
          )
        }
      />
    </>
  )
}
