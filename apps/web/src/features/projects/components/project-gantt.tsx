import { Text } from '@mantine/core'
import type { Task } from '@scm/contracts'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { hasPermission, useCurrentUser } from '../../../lib/auth/session.ts'
import { LoadState } from '../../../ui/load-state.tsx'
import { taskQueries } from '../api/task-queries.ts'
import { useTasksLive } from '../api/use-tasks-live.ts'
import { TaskFormModal } from './task-form-modal.tsx'

// The chart library is large (about 100 KB compressed): its code loads when a Gantt is first shown,
// beside the plan rather than after it, and not through Suspense, whose fallback holds the chart back
// for 300 ms once the code is there (React throttles revealing content after a fallback).
const ganttCode = queryOptions({
  queryKey: ['code', 'task-gantt'],
  queryFn: () => import('./task-gantt.tsx'),
  staleTime: Number.POSITIVE_INFINITY,
  gcTime: Number.POSITIVE_INFINITY,
})

// The project's Gantt (spec §2.1 "a Gantt page per project"): the same tree as the tasks tab, live.
export function ProjectGantt({ projectId }: { projectId: string }) {
  const { t } = useTranslation('projects')
  const { data: user } = useCurrentUser()
  const [editing, setEditing] = useState<Task | null>(null)
  useTasksLive(projectId)
  const tree = useQuery(taskQueries.tree(projectId))
  const code = useQuery(ganttCode)
  if (!tree.data) return <LoadState query={tree} />
  if (!code.data) return <LoadState query={code} />
  const TaskGantt = code.data.default
  return (
    <>
      {tree.data.tasks.length === 0 ? (
        <Text c="dimmed" py="xl" ta="center">
          {t('tasks.empty')}
        </Text>
      ) : (
        <TaskGantt
          tree={tree.data}
          readOnly={!hasPermission(user, 'create.project')}
          onOpenTask={setEditing}
        />
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
