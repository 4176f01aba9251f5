import { type Audit, auditEndpoints } from '@scm/contracts'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { formatDateTime, formatText } from '../../../lib/format/format.ts'
import { ListScreen } from '../../../ui/list-screen/list-screen.tsx'
import { PageHeader } from '../../../ui/page-header.tsx'
import { adminQueries } from '../api/admin-queries.ts'
import { AuditDrawer } from '../components/audit-drawer.tsx'
import { actionLabel, auditEntityTypes, entityTypeLabel } from '../components/audit-labels.ts'

// Every recorded change to company data: who, when, what, and the record before and after.
export function AuditsPage() {
  const { t } = useTranslation('admin')
  const [open, setOpen] = useState<Audit | null>(null)
  const users = useQuery({ ...adminQueries.users.options(), meta: { quiet: true } })
  return (
    <>
      <PageHeader title={t('audits.title')} description={t('audits.description')} />
      <ListScreen
        id="admin-audits"
        title={t('audits.title')}
        endpoint={auditEndpoints.list}
        queryKey={['admin', 'audits']}
        searchable={false}
        defaultSort="-created_at"
        rowKey={(audit) => audit.id}
        onRowClick={setOpen}
        filters={[
          {
            key: 'entity_type',
            label: t('audits.entityType'),
            type: 'select',
            options: auditEntityTypes
              .map((type) => ({ value: type, label: entityTypeLabel(type) }))
              .sort((a, b) => a.label.localeCompare(b.label)),
          },
          {
            key: 'user_id',
            label: t('audits.who'),
            type: 'select',
            options: (users.data ?? []).map((user) => ({ value: user.id, label: user.name })),
          },
        ]}
        columns={[
          {
            key: 'created_at',
            label: t('audits.when'),
            sortField: 'created_at',
            value: (audit) => formatDateTime(audit.created_at),
          },
          { key: 'user', label: t('audits.who'), value: (audit) => formatText(audit.user_name) },
          {
            key: 'entity_type',
            label: t('audits.entityType'),
            sortField: 'entity_type',
            value: (audit) => entityTypeLabel(audit.entity_type),
          },
          {
            key: 'action',
            label: t('audits.action'),
            sortField: 'action',
            value: (audit) => actionLabel(audit.action),
          },
          {
            key: 'record',
            label: t('audits.record'),
            value: (audit) => recordName(audit.after ?? audit.before),
          },
        ]}
      />
      <AuditDrawer audit={open} onClose={() => setOpen(null)} />
    </>
  )
}

// A recognisable name of the changed record, from the fields most records have.
function recordName(record: Audit['after']): string {
  const value = record && (record.name ?? record.label ?? record.code ?? record.email)
  return typeof value === 'string' ? value : formatText(null)
}
