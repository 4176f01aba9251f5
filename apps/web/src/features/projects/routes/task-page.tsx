import { Anchor, Group, Paper, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { type TaskNeighbour, taskAttachments } from '@scm/contracts'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { Link, useParams } from 'react-router'
import { ApiError } from '../../../lib/api/api-error.ts'
import { formatDate, formatText } from '../../../lib/format/format.ts'
import { Attachments } from '../../../ui/attachments/attachments.tsx'
import { DetailField } from '../../../ui/detail-field.tsx'
import { LoadState } from '../../../ui/load-state.tsx'
import { PageHeader } from '../../../ui/page-header.tsx'
import { StatusBadge } from '../../../ui/status-badge.tsx'
import { taskPageQueries } from '../api/task-queries.ts'
import { TaskComments } from '../components/task-comments.tsx'
import { TaskGuestAccess } from '../components/task-guest-access.tsx'
import { TaskHistory } from '../components/task-history.tsx'

function Neighbours({ title, tasks, empty }: { title: string; tasks: TaskNeighbour[]; empty: string }) {
  return (
    <DetailField label={title}>
      {tasks.length === 0 ? (
        <Text size="sm" c="dimmed">
          {empty}
        </Text>
      ) : (
        <Stack gap={2}>
          {tasks.map((task) => (
            <Group key={task.id} gap="xs">
              <Anchor component={Link} to={`/tasks/${task.id}`} size="sm">
                {task.name}
              </Anchor>
              <Text size="sm" c="dimmed">
                {formatDate(task.start_date)} – {formatDate(task.end_date)}
              </Text>
              <StatusBadge status={task.status.replace('_', '-')} ns="projects" prefix="tasks." />
            </Group>
          ))}
        </Stack>
      )}
    </DetailField>
  )
}

// /tasks/:id (spec §2.1): one task of a project's plan with its comments, files and history. The plan
// itself is changed in the project's Tasks tab, where the task's neighbours are in view.
export function TaskPage() {
  const { t } = useTranslation('projects')
  const { id = '' } = useParams()
  const queryClient = useQueryClient()
  const page = useQuery({ ...taskPageQueries.page(id), meta: { quiet: true } })
  if (page.error instanceof ApiError && page.error.status === 404) throw page.error
  if (!page.data) return <LoadState query={page} />
  const { task, project, waits_for, waited_for_by, may_comment, may_edit, guest_link } = page.data
  const reloadHistory = () =>
    void queryClient.invalidateQueries({ queryKey: taskPageQueries.history(id).queryKey })
  return (
    <>
      <PageHeader title={task.name} description={t('tasks.page.description', { project: project.name })} />
      <Stack gap="xl" maw={1200}>
        <Anchor component={Link} to={`/projects/${project.id}?tab=tasks`}>
          {t('tasks.page.backToProject', { name: project.name })}
        </Anchor>
        <Paper withBorder p="lg">
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
            <DetailField label={t('tasks.page.project')}>{project.name}</DetailField>
            <DetailField label={t('tasks.fields.startDate')}>{formatDate(task.start_date)}</DetailField>
            <DetailField label={t('tasks.fields.endDate')}>{formatDate(task.end_date)}</DetailField>
            <DetailField label={t('tasks.fields.status')}>
              <StatusBadge status={task.status.replace('_', '-')} ns="projects" prefix="tasks." />
            </DetailField>
            <DetailField label={t('tasks.fields.progress')}>
              <Group gap="xs" wrap="nowrap">
                <Progress value={task.progress} w={100} aria-hidden />
                <Text size="sm">{task.progress} %</Text>
              </Group>
            </DetailField>
            <DetailField label={t('tasks.fields.manager')}>{formatText(task.manager_name)}</DetailField>
            <DetailField label={t('tasks.fields.executor')}>{formatText(task.executor_name)}</DetailField>
            <Neighbours
              title={t('tasks.page.waitsFor')}
              tasks={waits_for}
              empty={t('tasks.page.waitsForNone')}
            />
            <Neighbours
              title={t('tasks.page.waitedForBy')}
              tasks={waited_for_by}
              empty={t('tasks.page.waitedForByNone')}
            />
          </SimpleGrid>
          <Stack gap={2} mt="md">
            <Text size="xs" c="dimmed" fw={600}>
              {t('tasks.fields.description')}
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {formatText(task.description)}
            </Text>
          </Stack>
        </Paper>
        <Stack gap="sm">
          <Title order={2} fz="h4">
            {t('tasks.page.files')}
          </Title>
          <Attachments
            type={taskAttachments}
            entityId={task.id}
            canEdit={may_edit}
            onChange={reloadHistory}
          />
        </Stack>
        <TaskGuestAccess task={task} link={guest_link} canEdit={may_edit} />
        <TaskComments taskId={task.id} canComment={may_comment} />
        <TaskHistory taskId={task.id} />
      </Stack>
    </>
  )
}
