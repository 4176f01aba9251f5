import { MailKind, MailStatus, type OutboxMail, outboxEndpoints, privateMailKinds } from '@scm/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { formatDateTime } from '../../../lib/format/format.ts'
import { ListScreen } from '../../../ui/list-screen/list-screen.tsx'
import type { FilterField, ListColumn } from '../../../ui/list-screen/list-types.ts'
import { PageHeader } from '../../../ui/page-header.tsx'
import { StatusBadge } from '../../../ui/status-badge.tsx'
import { adminQueries } from '../api/admin-queries.ts'
import { OutboxDetailModal } from '../components/outbox-detail-modal.tsx'

// Personal sign-in and reset mails never appear in the company's log, so they are not a filter either.
const kinds = MailKind.options.filter((kind) => !privateMailKinds.includes(kind))

export function OutboxPage() {
  const { t } = useTranslation('admin')
  const [open, setOpen] = useState<string | null>(null)
  const columns: ListColumn<OutboxMail>[] = [
    { key: 'to', label: t('outbox.recipient'), sortField: 'to', value: (mail) => mail.to },
    { key: 'subject', label: t('outbox.subject'), sortField: 'subject', value: (mail) => mail.subject },
    { key: 'kind', label: t('outbox.kind'), value: (mail) => t(`outbox.kinds.${mail.kind}`) },
    {
      key: 'status',
      label: t('outbox.status'),
      value: (mail) => t(`status.${mail.status}`),
      render: (mail) => <StatusBadge status={mail.status} ns="admin" />,
    },
    { key: 'sent_at', label: t('outbox.sentAt'), value: (mail) => formatDateTime(mail.sent_at) },
    {
      key: 'created_at',
      label: t('common.createdAt'),
      sortField: 'created_at',
      value: (mail) => formatDateTime(mail.created_at),
      hiddenByDefault: true,
    },
  ]
  const filters: FilterField[] = [
    {
      key: 'kind',
      label: t('outbox.kind'),
      type: 'select',
      options: kinds.map((kind) => ({ value: kind, label: t(`outbox.kinds.${kind}`) })),
    },
    {
      key: 'status',
      label: t('outbox.status'),
      type: 'select',
      options: MailStatus.options.map((status) => ({ value: status, label: t(`status.${status}`) })),
    },
  ]
  return (
    <>
      <PageHeader title={t('outbox.title')} description={t('outbox.description')} />
      <ListScreen
        id="admin-outbox"
        title={t('outbox.title')}
        endpoint={outboxEndpoints.list}
        queryKey={adminQueries.outbox.all}
        columns={columns}
        filters={filters}
        rowKey={(mail) => mail.id}
        defaultSort="-created_at"
        onRowClick={(mail) => setOpen(mail.id)}
      />
      <OutboxDetailModal mailId={open} onClose={() => setOpen(null)} />
    </>
  )
}
