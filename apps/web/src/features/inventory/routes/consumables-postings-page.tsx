import { Button } from '@mantine/core'
import {
  type ConsumablesPostingSummary,
  consumablesPostingEndpoints,
  consumablesPostingStatuses,
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
import { consumablesPostingQueries } from '../api/consumables-posting-queries.ts'

// /consumables-postings: what each warehouse used up, by status and warehouse.
export function ConsumablesPostingsPage() {
  const { t } = useTranslation('inventory')
  const navigate = useNavigate()
  const { data: user } = useCurrentUser()
  const warehouses = useParams(['warehouses'])
  const columns: ListColumn<ConsumablesPostingSummary>[] = [
    {
      key: 'number',
      label: t('consumables.fields.number'),
      sortField: 'number',
      value: (row) => row.number,
    },
    { key: 'warehouse', label: t('consumables.fields.warehouse'), value: (row) => row.warehouse_name },
    {
      key: 'posting_date',
      label: t('consumables.fields.postingDate'),
      sortField: 'posting_date',
      value: (row) => formatDate(row.posting_date),
    },
    {
      key: 'reference',
      label: t('consumables.fields.reference'),
      value: (row) => formatText(row.reference),
    },
    { key: 'rows', label: t('consumables.fields.rowCount'), value: (row) => String(row.row_count) },
    {
      key: 'quantity',
      label: t('consumables.fields.quantity'),
      value: (row) => formatNumber(row.total_quantity),
    },
    {
      key: 'status',
      label: t('consumables.fields.status'),
      sortField: 'status',
      value: (row) => t(`consumables.status.${row.status}`),
      render: (row) => <StatusBadge status={row.status} ns="inventory" prefix="consumables." />,
    },
    {
      key: 'created_by',
      label: t('consumables.fields.createdBy'),
      value: (row) => formatText(row.created_by_name),
      hiddenByDefault: true,
    },
  ]
  return (
    <>
      <PageHeader title={t('consumables.title')} description={t('consumables.description')} />
      <ListScreen
        id="consumables-postings"
        title={t('consumables.title')}
        endpoint={consumablesPostingEndpoints.list}
        queryKey={consumablesPostingQueries.all}
        columns={columns}
        filters={[
          {
            key: 'status',
            label: t('consumables.fields.status'),
            type: 'select',
            options: consumablesPostingStatuses.map((status) => ({
              value: status,
              label: t(`consumables.status.${status}`),
            })),
          },
          {
            key: 'warehouse_id',
            label: t('consumables.fields.warehouse'),
            type: 'select',
            options: warehouses.data.warehouses.map((option) => ({ value: option.id, label: option.name })),
          },
        ]}
        rowKey={(row) => row.id}
        defaultSort="-number"
        onRowClick={(row) => navigate(`/consumables-postings/${row.id}`)}
        actions={
          hasPermission(user, 'manage.inventory') && (
            <Button
              component={Link}
              to="/consumables-postings/create"
              leftSection={<IconPlus size={16} />}
              data-testid="create-posting"
            >
              {t('consumables.create')}
            </Button>
          )
        }
      />
    </>
  )
}
