import { Button } from '@mantine/core'
import { currencies, type ForecastSummary, forecastEndpoints } from '@scm/contracts'
import { IconPlus } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate } from 'react-router'
import { hasPermission, useCurrentUser } from '../../../lib/auth/session.ts'
import { formatDateTime, formatNumber, formatText } from '../../../lib/format/format.ts'
import { useParams } from '../../../lib/params/use-params.ts'
import { ListScreen } from '../../../ui/list-screen/list-screen.tsx'
import type { ListColumn } from '../../../ui/list-screen/list-types.ts'
import { PageHeader } from '../../../ui/page-header.tsx'
import { StatusBadge } from '../../../ui/status-badge.tsx'
import { forecastQueries } from '../api/forecast-queries.ts'

// /forecasts: the forecasts in use, or with the status filter the deleted ones to restore.
export function ForecastsPage() {
  const { t } = useTranslation('forecasts')
  const navigate = useNavigate()
  const { data: user } = useCurrentUser()
  const users = useParams(['users'])
  const columns: ListColumn<ForecastSummary>[] = [
    { key: 'name', label: t('fields.name'), sortField: 'name', value: (row) => row.name },
    { key: 'responsible', label: t('fields.responsible'), value: (row) => formatText(row.responsible_name) },
    { key: 'groups', label: t('fields.groups'), value: (row) => String(row.group_count) },
    { key: 'batches', label: t('fields.batches'), value: (row) => String(row.batch_count) },
    {
      key: 'quantity',
      label: t('totals.quantity'),
      sortField: 'total_quantity',
      value: (row) => formatNumber(row.total_quantity),
    },
    {
      key: 'value',
      label: t('totals.value'),
      sortField: 'total_value',
      value: (row) => `${formatNumber(row.total_value, 2)} ${row.currency}`,
    },
    {
      key: 'status',
      label: t('fields.status'),
      value: (row) => t(`status.${row.status}`),
      render: (row) => <StatusBadge status={row.status} ns="forecasts" />,
    },
    {
      key: 'updated',
      label: t('fields.updated'),
      sortField: 'updated_at',
      value: (row) => formatDateTime(row.updated_at),
    },
  ]
  return (
    <>
      <PageHeader title={t('title')} description={t('description')} />
      <ListScreen
        id="forecasts"
        title={t('title')}
        endpoint={forecastEndpoints.list}
        queryKey={forecastQueries.all}
        columns={columns}
        filters={[
          {
            key: 'status',
            label: t('fields.status'),
            type: 'select',
            options: [
              { value: 'active', label: t('status.active') },
              { value: 'deleted', label: t('status.deleted') },
            ],
          },
          {
            key: 'responsible_id',
            label: t('fields.responsible'),
            type: 'select',
            options: users.data.users.map((option) => ({ value: option.id, label: option.name })),
          },
          {
            key: 'currency',
            label: t('fields.currency'),
            type: 'select',
            options: currencies.map((currency) => ({ value: currency, label: currency })),
          },
        ]}
        rowKey={(row) => row.id}
        defaultSort="name"
        onRowClick={(row) => navigate(`/forecasts/${row.id}`)}
        actions={
          hasPermission(user, 'create.forecast') && (
            <Button
              component={Link}
              to="/forecasts/create"
              leftSection={<IconPlus size={16} />}
              data-testid="create-forecast"
            >
              {t('create')}
            </Button>
          )
        }
      />
    </>
  )
}
