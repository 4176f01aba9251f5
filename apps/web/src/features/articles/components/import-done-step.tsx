import { Alert, Anchor, Button, Group, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import type { ArticleImport } from '@scm/contracts'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { hasPermission, useCurrentUser } from '../../../lib/auth/session.ts'
import { formatNumber } from '../../../lib/format/format.ts'
import { DetailField } from '../../../ui/detail-field.tsx'
import { importQueries } from '../api/import-queries.ts'

// Step 3: the job's progress while it runs, then what it created, updated and skipped.
export function ImportDoneStep({ started, onAnother }: { started: ArticleImport; onAnother: () => void }) {
  const { t } = useTranslation('articles')
  const upload = useQuery({
    ...importQueries.detail(started.id),
    initialData: started,
    refetchInterval: (query) =>
      query.state.data?.status === 'importing' && query.state.data.job_status !== 'failed' ? 1000 : false,
  })
  const { data: user } = useCurrentUser()
  const data = upload.data
  const failed = data.job_status === 'failed'
  return (
    <Stack maw={640}>
      {data.status === 'importing' && !failed && (
        <>
          <Text>{t('import.running', { progress: data.progress })}</Text>
          <Progress
            value={data.progress}
            animated
            aria-label={t('import.running', { progress: data.progress })}
          />
        </>
      )}
      {failed && <Alert color="red">{t('import.failed')}</Alert>}
      {data.status === 'completed' && (
        <Stack data-testid="import-done">
          <Title order={2} fz="h4">
            {t('import.doneTitle')}
          </Title>
          <SimpleGrid cols={3}>
            <DetailField label={t('import.created')}>{formatNumber(data.created_count)}</DetailField>
            <DetailField label={t('import.updated')}>{formatNumber(data.updated_count)}</DetailField>
            <DetailField label={t('import.skipped')}>{formatNumber(data.skipped_count)}</DetailField>
          </SimpleGrid>
        </Stack>
      )}
      <Group>
        <Button component={Link} to="/products">
          {t('import.toLibrary')}
        </Button>
        <Button variant="default" onClick={onAnother}>
          {t('import.another')}
        </Button>
        {hasPermission(user, 'view.queue.logs') && (
          <Anchor component={Link} to="/reports/queue-logs">
            {t('import.queueLog')}
          </Anchor>
        )}
      </Group>
    </Stack>
  )
}
