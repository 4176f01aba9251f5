import {
  ActionIcon,
  Anchor,
  Button,
  Group,
  Menu,
  Progress,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import type { Task } from '@scm/contracts'
import { IconChevronDown, IconChevronRight, IconSearch } from '@tabler/icons-react'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { hasPermission, useCurrentUser } from '../../../lib/auth/session.ts'
import { useConfirm } from '../../../ui/confirm-dialog.tsx'
import { RowMenu } from '../../../ui/list-screen/row-menu.tsx'
import { LoadState } from '../../../ui/load-state.tsx'
import { StatusBadge } from '../../../ui/status-badge.tsx'
import { type MeasureRow, useWindowedRows, WindowedRows } from '../../../ui/windowed-rows.tsx'
import { useDeleteTask, useMoveTask } from '../api/task-mutations.ts'
import { taskQueries } from '../api/task-queries.ts'
import { useTasksLive } from '../api/use-tasks-live.ts'
import { type NewTaskPlace, TaskFormModal } from './task-form-modal.tsx'
import { TaskLinksModal } from './task-links-modal.tsx'
import { TaskMoveModal } from './task-move-modal.tsx'
import { outline, visibleRows, withThreeLevels } from './task-outline.ts'

type Editing = { task: Task | null; place: NewTaskPlace } | null

const today = () => new Date().toISOString().slice(0, 10)

// The project's tasks as a tree (spec §2.10 project tabs: tasks): open and close branches, add a task
// at the top or under another, change, move, reorder, link and delete; a colleague's change shows live.
export function TaskTree({ projectId, projectStart }: { projectId: string; projectStart: string | null }) {
  const { t } = useTranslation('projects')
  const { data: user } = useCurrentUser()
  const canEdit = hasPermission(user, 'create.project')
  const confirm = useConfirm()
  const remove = useDeleteTask()
  const move = useMoveTask()
  const [search, setSearch] = useState('')
  const [searched] = useDebouncedValue(search.trim(), 300)
  const [open, setOpen] = useState<Set<string> | null>(null)
  const [editing, setEditing] = useState<Editing>(null)
  const [moving, setMoving] = useState<Task | null>(null)
  const [linking, setLinking] = useState<Task | null>(null)
  const scrollRef = useRef<HTMLDivElement>(null)
  useTasksLive(projectId)
  const tree = useQuery({ ...taskQueries.tree(projectId, searched), placeholderData: keepPreviousData })
  const rows = tree.data ? outline(tree.data.tasks) : []
  // At first the top-level tasks are open; a search shows every match with the parents it is under.
  const opened = searched
    ? new Set(rows.map((row) => row.task.id))
    : (open ?? new Set(rows.filter((row) => row.depth === 0).map((row) => row.task.id)))
  const shown = visibleRows(rows, opened)
  const windowRows = useWindowedRows(shown.length, scrollRef)
  if (!tree.data) return <LoadState query={tree} />
  const toggle = (id: string) => {
    const next = new Set(opened)
    if (next.has(id)) next.delete(id)
    else next.add(id)
    setOpen(next)
  }
  const startOf = (parent: Task | null) => parent?.start_date ?? projectStart ?? today()
  const ask = async (task: Task) => {
    const ok = await confirm({
      title: t('tasks.deleteTitle'),
      message: t('tasks.deleteMessage', { name: task.name }),
      confirmLabel: t('delete'),
      danger: true,
    })
    if (ok) remove.mutate(task.id)
  }
  const shift = (task: Task, by: number) =>
    move.mutate({
      id: task.id,
      body: { parent_id: task.parent_id, position: task.position + by, version: task.version },
    })
  const siblingsOf = (task: Task) => rows.filter((row) => row.task.parent_id === task.parent_id).length
  const renderRow = (index: number, measure?: MeasureRow) => {
    const { task, depth, childIds } = shown[index]!
    return (
      <Table.Tr key={task.id} data-testid="task-row" data-index={measure ? index : undefined} ref={measure}>
        <Table.Td>
          <Group gap={4} wrap="nowrap" pl={depth * 20}>
            {childIds.length > 0 ? (
              <ActionIcon
                variant="subtle"
                color="gray"
                size="sm"
                onClick={() => toggle(task.id)}
                aria-expanded={opened.has(task.id)}
                aria-label={t(opened.has(task.id) ? 'tasks.collapse' : 'tasks.expand', {
                  name: task.name,
                })}
              >
                {opened.has(task.id) ? <IconChevronDown size={16} /> : <IconChevronRight size={16} />}
              </ActionIcon>
            ) : (
              <span style={{ width: 22, display: 'inline-block' }} />
            )}
            <Anchor
              component={Link}
              to={`/tasks/${task.id}`}
              size="sm"
              fw={childIds.length > 0 ? 600 : undefined}
            >
              {task.name}
            </Anchor>
          </Group>
        </Table.Td>
        <Table.Td>{task.start_date}</Table.Td>
        <Table.Td>{task.end_date}</Table.Td>
        <Table.Td>
          <StatusBadge status={task.status.replace('_', '-')} ns="projects" prefix="tasks." />
        </Table.Td>
        <Table.Td>
          <Group gap="xs" wrap="nowrap">
            <Progress value={task.progress} w={60} aria-hidden />
            <Text size="sm">{task.progress} %</Text>
          </Group>
        </Table.Td>
        <Table.Td>{task.manager_name}</Table.Td>
        <Table.Td>{task.executor_name}</Table.Td>
        <Table.Td>
          <RowMenu label={t('tasks.actionsFor', { name: task.name })}>
            {childIds.length > 0 && (
              <Menu.Item onClick={() => setOpen(withThreeLevels(rows, task.id, opened))}>
                {t('tasks.expandAll')}
              </Menu.Item>
            )}
            {canEdit && (
              <>
                <Menu.Item
                  onClick={() => setEditing({ task, place: { parent: null, startDate: task.start_date } })}
                >
                  {t('tasks.edit')}
                </Menu.Item>
                <Menu.Item
                  onClick={() => {
                    setOpen(new Set(opened).add(task.id))
                    setEditing({ task: null, place: { parent: task, startDate: startOf(task) } })
                  }}
                >
                  {t('tasks.addChild')}
                </Menu.Item>
                <Menu.Item onClick={() => setLinking(task)}>{t('tasks.links.open')}</Menu.Item>
                <Menu.Item disabled={task.position === 0} onClick={() => shift(task, -1)}>
                  {t('tasks.moveUp')}
                </Menu.Item>
                <Menu.Item disabled={task.position >= siblingsOf(task) - 1} onClick={() => shift(task, 1)}>
                  {t('tasks.moveDown')}
                </Menu.Item>
                <Menu.Item onClick={() => setMoving(task)}>{t('tasks.move.open')}</Menu.Item>
                <Menu.Item color="red" onClick={() => void ask(task)}>
                  {t('delete')}
                </Menu.Item>
              </>
            )}
          </RowMenu>
        </Table.Td>
      </Table.Tr>
    )
  }
  return (
    <Stack>
      <Group justify="space-between">
        <TextInput
          leftSection={<IconSearch size={16} />}
          placeholder={t('tasks.search')}
          aria-label={t('tasks.search')}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          w={300}
        />
        <Group>
          <Button variant="default" onClick={() => setOpen(new Set(rows.map((row) => row.task.id)))}>
            {t('tasks.expandEverything')}
          </Button>
          <Button variant="default" onClick={() => setOpen(new Set())}>
            {t('tasks.collapseEverything')}
          </Button>
          {canEdit && (
            <Button
              onClick={() => setEditing({ task: null, place: { parent: null, startDate: startOf(null) } })}
              data-testid="create-task"
            >
              {t('tasks.create')}
            </Button>
          )}
        </Group>
      </Group>
      {rows.length === 0 ? (
        <Text c="dimmed" py="xl" ta="center">
          {searched ? t('tasks.noMatches') : t('tasks.empty')}
        </Text>
      ) : (
        // A plan of thousands of tasks scrolls in its own box, with only the rows in view in the page.
        <Table.ScrollContainer
          ref={scrollRef}
          minWidth={900}
          maxHeight={windowRows.windowed ? 'calc(100dvh - 260px)' : undefined}
          type="native"
        >
          <Table striped highlightOnHover stickyHeader aria-label={t('tasks.title')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('tasks.fields.name')}</Table.Th>
                <Table.Th>{t('tasks.fields.startDate')}</Table.Th>
                <Table.Th>{t('tasks.fields.endDate')}</Table.Th>
                <Table.Th>{t('tasks.fields.status')}</Table.Th>
                <Table.Th>{t('tasks.fields.progress')}</Table.Th>
                <Table.Th>{t('tasks.fields.manager')}</Table.Th>
                <Table.Th>{t('tasks.fields.executor')}</Table.Th>
                <Table.Th aria-label={t('tasks.actions')} />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              <WindowedRows rows={windowRows} renderRow={renderRow} />
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <TaskFormModal
        projectId={projectId}
        opened={editing !== null}
        task={editing?.task ?? null}
        place={editing?.place ?? { parent: null, startDate: startOf(null) }}
        onClose={() => setEditing(null)}
      />
      {moving && <TaskMoveModal rows={rows} task={moving} onClose={() => setMoving(null)} />}
      {linking && (
        <TaskLinksModal
          rows={rows}
          links={tree.data.links}
          task={rows.find((row) => row.task.id === linking.id)?.task ?? null}
          onClose={() => setLinking(null)}
        />
      )}
    </Stack>
  )
}
