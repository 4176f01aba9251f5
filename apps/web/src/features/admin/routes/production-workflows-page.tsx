import { Button } from '@mantine/core'
import { type ProductionWorkflowSummary, productionWorkflowEndpoints } from '@scm/contracts'
import { IconPlus } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate } from 'react-router'
import { formatDateTime } from '../../../lib/format/format.ts'
import { ListScreen } from '../../../ui/list-screen/list-screen.tsx'
import type { ListColumn } from '../../../ui/list-screen/list-types.ts'
import { PageHeader } from '../../../ui/page-header.tsx'
import { workflowQueries } from '../api/workflow-api.ts'
import { activeColumn, activeFilter } from '../components/active-column.tsx'

// /admin/production-workflows: the workflows an order's production follows, the default marked.
export function ProductionWorkflowsPage() {
  const { t } = useTranslation('admin')
  const navigate = useNavigate()
  const columns: ListColumn<ProductionWorkflowSummary>[] = [
    { key: 'name', label: t('workflows.fields.name'), sortField: 'name', value: (w) => w.name },
    {
      key: 'default',
      label: t('workflows.fields.is_default'),
      value: (w) => (w.is_default ? t('lists.yes') : t('lists.no')),
    },
    { key: 'steps', label: t('workflows.fields.steps'), value: (w) => String(w.step_count) },
    {
      key: 'days',
      label: t('workflows.fields.total_days'),
      value: (w) => t('lists.days', { count: w.total_days }),
    },
    {
      key: 'suppliers',
      label: t('workflows.fields.supplier_ids'),
      value: (w) => String(w.supplier_ids.length),
    },
    {
      key: 'updated',
      label: t('workflows.fields.updated'),
      sortField: 'updated_at',
      value: (w) => formatDateTime(w.updated_at),
    },
    activeColumn(t),
  ]
  return (
    <>
      <PageHeader title={t('workflows.title')} description={t('workflows.description')} />
      <ListScreen
        id="admin-production-workflows"
        title={t('workflows.title')}
        endpoint={productionWorkflowEndpoints.list}
        queryKey={workflowQueries.all}
        columns={columns}
        filters={[activeFilter(t)]}
        rowKey={(w) => w.id}
        defaultSort="name"
        onRowClick={(w) => navigate(`/admin/production-workflows/${w.id}`)}
        actions={
          <Button
            component={Link}
            to="/admin/production-workflows/create"
            leftSection={<IconPlus size={16} />}
            data-testid="create-workflow"
          >
            {t('workflows.create')}
          </Button>
        }
      />
    </>
  )
}
