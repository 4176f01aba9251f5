import { List, Paper, Stack, Text, Title } from '@mantine/core'
import type { TaskHistoryEntry } from '@scm/contracts'
import { useQuery } from '@tanstack/react-query'
import type { TFunction } from 'i18next'
import { useTranslation } from 'react-i18next'
import { formatDateTime } from '../../../lib/format/format.ts'
import { LoadState } from '../../../ui/load-state.tsx'
import { taskPageQueries } from '../api/task-queries.ts'

type Change = TaskHistoryEntry['changes'][number]

// A status reads as its label; the other values as they were recorded.
const shown = (t: TFunction<'projects'>, field: string, value: string | null) => {
  if (value === null) return '–'
  return field === 'status' ? t(`tasks.status.${value.replace('_', '-')}`) : value
}

function ChangeLine({ change }: { change: Change }) {
  const { t } = useTranslation('projects')
  const field = t(`tasks.page.historyFields.${change.field}`)
  // A created task, a comment or a file has no earlier value worth an arrow.
  const text =
    change.before === null
      ? `${field}: ${shown(t, change.field, change.after)}`
      : `${field}: ${shown(t, change.field, change.before)} → ${shown(t, change.field, change.after)}`
  return <List.Item>{text}</List.Item>
}

// The task's history, newest first: who did what and each value it changed.
export function TaskHistory({ taskId }: { taskId: string }) {
  const { t } = useTranslation('projects')
  const history = useQuery(taskPageQueries.history(taskId))
  return (
    <Stack gap="sm">
      <Title order={2} fz="h4">
        {t('tasks.page.history')}
      </Title>
      {history.data?.length === 0 && <Text c="dimmed">{t('tasks.page.noHistory')}</Text>}
      {history.data ? (
        history.data.map((entry) => (
          <Paper key={entry.id} withBorder p="sm" data-testid="task-history-entry">
            <Text size="sm" fw={600}>
              {t(`tasks.page.actions.${entry.action.replace('.', '-')}`)} ·{' '}
              {entry.actor_name ?? t('tasks.page.unknownAuthor')} · {formatDateTime(entry.at)}
            </Text>
            {entry.changes.length > 0 && (
              <List size="sm">
                {entry.changes.map((change) => (
                  <ChangeLine key={change.field} change={change} />
                ))}
              </List>
            )}
          </Paper>
        ))
      ) : (
        <LoadState query={history} />
      )}
    </Stack>
  )
}
