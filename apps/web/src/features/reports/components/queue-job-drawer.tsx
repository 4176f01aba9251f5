import { Alert, Code, Drawer, Progress, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core'
import type { QueueJobDetail } from '@scm/contracts'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { formatDateTime, formatText, formatTime } from '../../../lib/format/format.ts'
import { DetailField } from '../../../ui/detail-field.tsx'
import { LoadState } from '../../../ui/load-state.tsx'
import { StatusBadge } from '../../../ui/status-badge.tsx'
import { reportQueries } from '../api/queue-log-queries.ts'
import { jobLabel } from './job-names.ts'

const seconds = (from: string | null, to: string | null) =>
  from && to ? ((new Date(to).getTime() - new Date(from).getTime()) / 1000).toFixed(1) : null

function JobDetail({ job }: { job: QueueJobDetail }) {
  const { t } = useTranslation('reports')
  const duration = seconds(job.started_at, job.finished_at)
  return (
    <Stack data-testid="queue-job-detail">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <DetailField label={t('queueLogs.status')}>
          <StatusBadge status={job.status} ns="reports" />
        </DetailField>
        <DetailField label={t('queueLogs.user')}>{formatText(job.user_name)}</DetailField>
        <DetailField label={t('queueLogs.queuedAt')}>{formatDateTime(job.queued_at)}</DetailField>
        <DetailField label={t('queueLogs.startedAt')}>{formatDateTime(job.started_at)}</DetailField>
        <DetailField label={t('queueLogs.finishedAt')}>{formatDateTime(job.finished_at)}</DetailField>
        <DetailField label={t('queueLogs.duration')}>
          {duration === null ? formatText(null) : t('queueLogs.seconds', { seconds: duration })}
        </DetailField>
        <DetailField label={t('queueLogs.attempts')}>
          {t('queueLogs.attemptsOf', { attempts: job.attempts, max: job.max_attempts })}
        </DetailField>
        <DetailField label={t('queueLogs.progress')}>
          <Progress value={job.progress} aria-label={t('queueLogs.progress')} mt={6} />
          <Text size="xs" c="dimmed">{`${job.progress} %`}</Text>
        </DetailField>
      </SimpleGrid>
      {job.error && (
        <Alert color="red" title={t('queueLogs.error')}>
          {job.error}
        </Alert>
      )}
      <Title order={3} fz="h5">
        {t('queueLogs.log')}
      </Title>
      {job.log.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('queueLogs.noLog')}
        </Text>
      ) : (
        <Table withRowBorders={false} verticalSpacing={4}>
          <Table.Tbody>
            {job.log.map((entry, index) => (
              // Log lines are appended only, so their position is a stable key.
              // biome-ignore lint/suspicious/noArrayIndexKey: append-only list
              <Table.Tr key={index}>
                <Table.Td w={80} style={{ verticalAlign: 'top' }}>
                  <Code>{formatTime(entry.at)}</Code>
                </Table.Td>
                <Table.Td style={{ wordBreak: 'break-word' }}>{entry.line}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  )
}

export function QueueJobDrawer({ jobId, onClose }: { jobId: string | null; onClose: () => void }) {
  const { t } = useTranslation('reports')
  const job = useQuery({
    ...reportQueries.queueLogs.detail(jobId ?? ''),
    enabled: jobId !== null,
    meta: { quiet: true },
  })
  return (
    <Drawer
      closeButtonProps={{ 'aria-label': t('app:close') }}
      opened={jobId !== null}
      onClose={onClose}
      title={job.data ? jobLabel(t, job.data.name) : t('queueLogs.detail')}
      position="right"
      size="lg"
    >
      <LoadState query={job} title={t('queueLogs.loadFailed')} />
      {job.data && <JobDetail job={job.data} />}
    </Drawer>
  )
}
