import { Loader, Text } from '@mantine/core'
import type { Task } from '@scm/contracts'
import { useQuery } from '@tanstack/react-query'
import { lazy, Suspense, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { hasPermission, useCurrentUser } from '../../../lib/auth/session.ts'
import { LoadState } from '../../../ui/load-state.tsx'
import { taskQueries } from '../api/task-queries.ts'
import { useTasksLive } from '../api/use-tasks-live.ts'
import { TaskFormModal } from './task-form-modal.tsx'

// The chart library is large (about 100 KB compressed): it loads when a Gantt is first shown.
const TaskGantt = lazy(() => import('./task-gantt.tsx'))

// The project's Gantt (spec §2.1 "a Gantt page per project"): the same tree as the tasks tab, live.
export function ProjectGantt({ projectId }: { projectId: string }) {
  const { t } = useTranslation('projects')
  const { data: user } = useCurrentUser()
  const [editing, setEditing] = useState<Task | null>(null)
  useTasksLive(projectId)
  const tree = useQuery(taskQueries.tree(projectId))
  if (!tree.data) return <LoadState query={tree} />
  return (
    <>
      {tree.data.tasks.length === 0 ? (
        <Text c="dimmed" py="xl" ta="center">
          {t('tasks.empty')}
        </Text>
      ) : (
        <Suspense fallback={<Loader aria-label={t('gantt.loading')} />}>
          <TaskGantt
            tree={tree.data}
            readOnly={!hasPermission(user, 'create.project')}
            onOpenTask={setEditing}
          />
        </Suspense>
      )}
      <TaskFormModal
        projectId={projectId}
        opened={editing !== null}
        task={editing}
        place={{ parent: null, startDate: editing?.start_date ?? '' }}
        onClose={() => setEditing(null)}
      />
    </>
  )
}
