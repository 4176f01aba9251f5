import { Button, Menu } from '@mantine/core'
import { type QuotationSummary, quotationEndpoints, quotationStatuses } from '@scm/contracts'
import { IconPlus, IconPrinter } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate } from 'react-router'
import { hasPermission, useCurrentUser } from '../../../lib/auth/session.ts'
import { formatDate, formatDateTime, formatNumber, formatText } from '../../../lib/format/format.ts'
import { useParams } from '../../../lib/params/use-params.ts'
import { ListScreen } from '../../../ui/list-screen/list-screen.tsx'
import type { ListColumn } from '../../../ui/list-screen/list-types.ts'
import { RowMenu } from '../../../ui/list-screen/row-menu.tsx'
import { PageHeader } from '../../../ui/page-header.tsx'
import { StatusBadge } from '../../../ui/status-badge.tsx'
import { quotationQueries } from '../api/quotation-queries.ts'
import { LibraryLinks } from '../components/library-links.tsx'

// /quotations: the buyer's requests for quotation. A draft opens in its wizard.
export function QuotationsPage() {
  const { t } = useTranslation('quotations')
  const navigate = useNavigate()
  const { data: user } = useCurrentUser()
  const params = useParams(['projects', 'users'])
  const projectName = (id: string | null) =>
    formatText(id && params.data.projects.find((option) => option.id === id)?.name)
  const columns: ListColumn<QuotationSummary>[] = [
    { key: 'number', label: t('list.fields.number'), sortField: 'number', value: (row) => row.number },
    { key: 'name', label: t('list.fields.name'), sortField: 'name', value: (row) => row.name },
    { key: 'reference', label: t('list.fields.reference'), value: (row) => formatText(row.reference) },
    {
      key: 'status',
      label: t('list.fields.status'),
      value: (row) => t(`status.${row.status}`),
      render: (row) => <StatusBadge status={row.status} ns="quotations" />,
    },
    { key: 'assignee', label: t('list.fields.assignee'), value: (row) => formatText(row.assignee_name) },
    {
      key: 'project',
      label: t('list.fields.project'),
      value: (row) => projectName(row.project_id),
      hiddenByDefault: true,
    },
    {
      key: 'deadline',
      label: t('list.fields.deadline'),
      sortField: 'deadline',
      value: (row) => formatText(row.deadline && formatDate(row.deadline)),
    },
    {
      key: 'due_date',
      label: t('list.fields.dueDate'),
      sortField: 'due_date',
      value: (row) => formatText(row.due_date && formatDate(row.due_date)),
    },
    {
      key: 'budget',
      label: t('list.fields.budget'),
      value: (row) => formatText(row.budget && `${formatNumber(row.budget, 2)} ${row.currency}`),
    },
    {
      key: 'criteria',
      label: t('list.fields.criteria'),
      value: (row) => String(row.criteria_count),
      hiddenByDefault: true,
    },
    { key: 'items', label: t('list.fields.items'), value: (row) => String(row.item_count) },
    {
      key: 'updated',
      label: t('list.fields.updated'),
      sortField: 'updated_at',
      value: (row) => formatDateTime(row.updated_at),
    },
  ]
  return (
    <>
      <PageHeader title={t('list.title')} description={t('list.description')} actions={<LibraryLinks />} />
      <ListScreen
        id="quotations"
        title={t('list.title')}
        endpoint={quotationEndpoints.list}
        queryKey={quotationQueries.all}
        columns={columns}
        filters={[
          {
            key: 'status',
            label: t('list.fields.status'),
            type: 'select',
            options: quotationStatuses.map((status) => ({ value: status, label: t(`status.${status}`) })),
          },
          {
            key: 'project_id',
            label: t('list.fields.project'),
            type: 'select',
            options: params.data.projects.map((project) => ({ value: project.id, label: project.name })),
          },
          {
            key: 'assignee_id',
            label: t('list.fields.assignee'),
            type: 'select',
            options: params.data.users.map((option) => ({ value: option.id, label: option.name })),
          },
        ]}
        rowKey={(row) => row.id}
        defaultSort="-number"
        onRowClick={(row) => navigate(`/quotations/${row.id}/update`)}
        rowActions={(row) => (
          <RowMenu label={t('print.actions', { number: row.number })}>
            <Menu.Item
              component={Link}
              to={`/quotations/${row.id}/print`}
              leftSection={<IconPrinter size={14} />}
            >
              {t('print.open')}
            </Menu.Item>
          </RowMenu>
        )}
        actions={
          hasPermission(user, 'create.quotation') && (
            <Button
              component={Link}
              to="/quotations/create"
              leftSection={<IconPlus size={16} />}
              data-testid="create-quotation"
            >
              {t('list.create')}
            </Button>
          )
        }
      />
    </>
  )
}
