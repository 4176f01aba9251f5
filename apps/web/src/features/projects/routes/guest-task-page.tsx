import { Group, Paper, Progress, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { type GuestTask, type TaskStatus, taskStatuses } from '@scm/contracts'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router'
import { ApiError } from '../../../lib/api/api-error.ts'
import { presentError } from '../../../lib/api/present-error.ts'
import { formatDate, formatText } from '../../../lib/format/format.ts'
import { CommentThread } from '../../../ui/comment-thread.tsx'
import { DetailField } from '../../../ui/detail-field.tsx'
import { GuestLinkInvalid, GuestSignIn } from '../../../ui/guest-link-status.tsx'
import { LoadState } from '../../../ui/load-state.tsx'
import { StatusBadge } from '../../../ui/status-badge.tsx'
import { guestTaskQueries, useGuestTaskComment, useGuestTaskUpdate } from '../api/guest-task-queries.ts'

const statusOf = (error: unknown) => (error instanceof ApiError ? error.status : null)
const statusKey = (status: TaskStatus) => status.replace('_', '-')

// /guest/tasks/{token} (spec §2.4): someone outside the company reports on the one project task sent to
// them, after signing in with the e-mail and password (spec §5).
export function GuestTaskPage() {
  const { token = '' } = useParams()
  const task = useQuery(guestTaskQueries.detail(token))
  if (statusOf(task.error) === 401) return <GuestSignIn token={token} queryKey={guestTaskQueries.all} />
  if (statusOf(task.error) === 404) return <GuestLinkInvalid />
  if (!task.data) return <LoadState query={task} />
  return <GuestTaskView token={token} data={task.data} />
}

function GuestTaskView({ token, data }: { token: string; data: GuestTask }) {
  const { t } = useTranslation('projects')
  const { task } = data
  const update = useGuestTaskUpdate(token)
  const comment = useGuestTaskComment(token)
  return (
    <Stack maw={760} mx="auto" py="xl">
      <Stack gap={4}>
        <Title order={1}>{task.name}</Title>
        <Text c="dimmed">
          {t('tasks.guest.pageText', { company: data.company_name, project: data.project_name })}
        </Text>
      </Stack>
      <Paper withBorder p="lg">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
          <DetailField label={t('tasks.fields.startDate')}>{formatDate(task.start_date)}</DetailField>
          <DetailField label={t('tasks.fields.endDate')}>{formatDate(task.end_date)}</DetailField>
          <DetailField label={t('tasks.fields.status')}>
            <StatusBadge status={statusKey(task.status)} ns="projects" prefix="tasks." />
          </DetailField>
          <DetailField label={t('tasks.fields.progress')}>
            <Group gap="xs" wrap="nowrap">
              <Progress value={task.progress} w={100} aria-hidden />
              <Text size="sm">{task.progress} %</Text>
            </Group>
          </DetailField>
        </SimpleGrid>
        <Stack gap={2} mt="md">
          <Text size="xs" c="dimmed" fw={600}>
            {t('tasks.fields.description')}
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {formatText(task.description)}
          </Text>
        </Stack>
        <Select
          mt="md"
          label={t('tasks.guest.changeStatus')}
          data={taskStatuses.map((status) => ({
            value: status,
            label: t(`tasks.status.${statusKey(status)}`),
          }))}
          // The status asked for shows at once and stays until the server's answer has reloaded the
          // task: the old one meanwhile would read as a refusal.
          value={update.isPending ? update.variables.status : task.status}
          allowDeselect={false}
          disabled={update.isPending}
          onChange={(status) =>
            status &&
            status !== task.status &&
            update.mutate({ status: status as TaskStatus, version: task.version }, { onError: presentError })
          }
          maw={280}
          data-testid="guest-task-status"
        />
      </Paper>
      <CommentThread
        title={t('tasks.guest.comments')}
        comments={data.comments.map((each) => ({
          ...each,
          author: each.author_name ?? t('tasks.page.unknownAuthor'),
        }))}
        empty={t('tasks.page.noComments')}
        newLabel={t('tasks.page.newComment')}
        addLabel={t('tasks.page.addComment')}
        add={comment}
      />
    </Stack>
  )
}
