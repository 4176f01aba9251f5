import { type QuotationSummary, quotationStatuses } from '@scm/contracts'
import { useTranslation } from 'react-i18next'
import { formatDate, formatDateTime, formatNumber, formatText } from '../../../lib/format/format.ts'
import { useParams } from '../../../lib/params/use-params.ts'
import type { FilterField, ListColumn } from '../../../ui/list-screen/list-types.ts'
import { StatusBadge } from '../../../ui/status-badge.tsx'

// The columns and filters of the quotation lists; /projects/quotations shows the project and the
// number of suppliers asked by default.
export function useQuotationList({ showProject }: { showProject: boolean }) {
  const { t } = useTranslation('quotations')
  const params = useParams(['projects', 'users'])
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
      value: (row) => formatText(row.project_name),
      hiddenByDefault: !showProject,
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
      key: 'suppliers',
      label: t('list.fields.suppliers'),
      value: (row) => String(row.supplier_count),
      hiddenByDefault: !showProject,
    },
    {
      key: 'updated',
      label: t('list.fields.updated'),
      sortField: 'updated_at',
      value: (row) => formatDateTime(row.updated_at),
    },
  ]
  const filters: FilterField[] = [
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
  ]
  return { columns, filters }
}
