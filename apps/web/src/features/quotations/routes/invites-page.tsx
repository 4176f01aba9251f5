import { inviteStatuses, type QuotationInviteSummary, quotationInviteEndpoints } from '@scm/contracts'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { formatDate, formatDateTime, formatText } from '../../../lib/format/format.ts'
import { ListScreen } from '../../../ui/list-screen/list-screen.tsx'
import type { FilterField, ListColumn } from '../../../ui/list-screen/list-types.ts'
import { PageHeader } from '../../../ui/page-header.tsx'
import { StatusBadge } from '../../../ui/status-badge.tsx'
import { inviteQueries } from '../api/invite-queries.ts'

// /quotation-invites: the requests for quotation the supplier's clients have sent it.
export function InvitesPage() {
  const { t } = useTranslation('quotations')
  const navigate = useNavigate()
  const field = (key: string) => t(`invites.fields.${key}`)
  const columns: ListColumn<QuotationInviteSummary>[] = [
    { key: 'number', label: field('number'), sortField: 'number', value: (row) => row.number },
    { key: 'name', label: field('name'), value: (row) => row.name },
    { key: 'buyer', label: field('buyer'), value: (row) => row.buyer_name },
    {
      key: 'status',
      label: field('status'),
      value: (row) => t(`invites.status.${row.status}`),
      render: (row) => <StatusBadge status={row.status} ns="quotations" prefix="invites." />,
    },
    {
      key: 'deadline',
      label: field('deadline'),
      sortField: 'deadline',
      value: (row) => formatText(row.deadline && formatDate(row.deadline)),
    },
    {
      key: 'due_date',
      label: field('dueDate'),
      value: (row) => formatText(row.due_date && formatDate(row.due_date)),
      hiddenByDefault: true,
    },
    { key: 'sent', label: field('sent'), sortField: 'sent_at', value: (row) => formatDateTime(row.sent_at) },
    {
      key: 'answered',
      label: field('answered'),
      value: (row) => (row.answered_at ? formatDateTime(row.answered_at) : t('invites.notAnswered')),
    },
  ]
  const filters: FilterField[] = [
    {
      key: 'status',
      label: field('status'),
      type: 'select',
      options: inviteStatuses.map((status) => ({ value: status, label: t(`invites.status.${status}`) })),
    },
  ]
  return (
    <>
      <PageHeader title={t('invites.title')} description={t('invites.description')} />
      <ListScreen
        id="quotation-invites"
        title={t('invites.title')}
        endpoint={quotationInviteEndpoints.list}
        queryKey={inviteQueries.all}
        columns={columns}
        filters={filters}
        rowKey={(row) => row.id}
        defaultSort="-sent_at"
        onRowClick={(row) => navigate(`/quotation-invites/${row.id}`)}
      />
    </>
  )
}
