import { JobStatus, type QueueJob, queueLogEndpoints } from '@scm/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { formatDateTime, formatText } from '../../../lib/format/format.ts'
import { ListScreen } from '../../../ui/list-screen/list-screen.tsx'
import type { FilterField, ListColumn } from '../../../ui/list-screen/list-types.ts'
import { PageHeader } from '../../../ui/page-header.tsx'
import { StatusBadge } from '../../../ui/status-badge.tsx'
import { reportQueries } from '../api/queue-log-queries.ts'
import { jobLabel, jobNames } from '../components/job-names.ts'
import { QueueJobDrawer } from '../components/queue-job-drawer.tsx'

export function QueueLogsPage() {
  const { t } = useTranslation('reports')
  const [open, setOpen] = useState<string | null>(null)
  const columns: ListColumn<QueueJob>[] = [
    { key: 'name', label: t('queueLogs.name'), sortField: 'name', value: (job) => jobLabel(t, job.name) },
    {
      key: 'status',
      label: t('queueLogs.status'),
      sortField: 'status',
      value: (job) => t(`status.${job.status}`),
      render: (job) => <StatusBadge status={job.status} ns="reports" />,
    },
    { key: 'user', label: t('queueLogs.user'), value: (job) => formatText(job.user_name) },
    { key: 'progress', label: t('queueLogs.progress'), value: (job) => `${job.progress} %` },
    {
      key: 'attempts',
      label: t('queueLogs.attempts'),
      value: (job) => t('queueLogs.attemptsOf', { attempts: job.attempts, max: job.max_attempts }),
      hiddenByDefault: true,
    },
    {
      key: 'queued_at',
      label: t('queueLogs.queuedAt'),
      sortField: 'queued_at',
      value: (job) => formatDateTime(job.queued_at),
    },
    {
      key: 'started_at',
      label: t('queueLogs.startedAt'),
      value: (job) => formatDateTime(job.started_at),
      hiddenByDefault: true,
    },
    {
      key: 'finished_at',
      label: t('queueLogs.finishedAt'),
      sortField: 'finished_at',
      value: (job) => formatDateTime(job.finished_at),
    },
    { key: 'error', label: t('queueLogs.error'), value: (job) => job.error ?? '' },
  ]
  const filters: FilterField[] = [
    {
      key: 'status',
      label: t('queueLogs.status'),
      type: 'select',
      options: JobStatus.options.map((status) => ({ value: status, label: t(`status.${status}`) })),
    },
    {
      key: 'name',
      label: t('queueLogs.name'),
      type: 'select',
      options: jobNames.map((name) => ({ value: name, label: jobLabel(t, name) })),
    },
  ]
  return (
    <>
      <PageHeader title={t('queueLogs.title')} description={t('queueLogs.description')} />
      <ListScreen
        id="reports-queue-logs"
        title={t('queueLogs.title')}
        endpoint={queueLogEndpoints.list}
        queryKey={reportQueries.queueLogs.all}
        columns={columns}
        filters={filters}
        searchable={false}
        rowKey={(job) => job.id}
        defaultSort="-queued_at"
        onRowClick={(job) => setOpen(job.id)}
        refreshWhile={(jobs) => jobs.some((job) => job.status === 'queued' || job.status === 'running')}
      />
      <QueueJobDrawer jobId={open} onClose={() => setOpen(null)} />
    </>
  )
}
