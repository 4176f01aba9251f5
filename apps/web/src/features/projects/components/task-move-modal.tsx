import { Button, Group, Modal, Select, Stack } from '@mantine/core'
import type { Task } from '@scm/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useMoveTask } from '../api/task-mutations.ts'
import { type OutlineRow, subtreeIds } from './task-outline.ts'

const top = 'top'
const first = 'first'

// Moves a task (and its subtasks) under another parent, or to the top, at a chosen place among the
// new siblings: the keyboard's way to rearrange the tree.
export function TaskMoveModal({
  rows,
  task,
  onClose,
}: {
  rows: OutlineRow[]
  task: Task | null
  onClose: () => void
}) {
  const { t } = useTranslation('projects')
  const move = useMoveTask()
  const [parent, setParent] = useState<string>(task?.parent_id ?? top)
  const [after, setAfter] = useState<string>(first)
  if (!task) return null
  const moving = subtreeIds(rows, task.id)
  const parents = [
    { value: top, label: t('tasks.move.top') },
    ...rows
      .filter((row) => !moving.has(row.task.id))
      .map((row) => ({ value: row.task.id, label: `${'· '.repeat(row.depth)}${row.task.name}` })),
  ]
  const parentId = parent === top ? null : parent
  const siblings = rows.filter((row) => row.task.parent_id === parentId && row.task.id !== task.id)
  const places = [
    { value: first, label: t('tasks.move.first') },
    ...siblings.map((row) => ({ value: row.task.id, label: t('tasks.move.after', { name: row.task.name }) })),
  ]
  const position = after === first ? 0 : siblings.findIndex((row) => row.task.id === after) + 1
  const submit = () =>
    move.mutate(
      { id: task.id, body: { parent_id: parentId, position, version: task.version } },
      { onSuccess: onClose },
    )
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('tasks.move.title', { name: task.name })}
      closeButtonProps={{ 'aria-label': t('app:close') }}
    >
      <Stack>
        <Select
          label={t('tasks.move.parent')}
          data={parents}
          value={parent}
          onChange={(value) => {
            setParent(value ?? top)
            setAfter(first)
          }}
          allowDeselect={false}
          searchable
        />
        <Select
          label={t('tasks.move.place')}
          data={places}
          value={after}
          onChange={(value) => setAfter(value ?? first)}
          allowDeselect={false}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('app:cancel')}
          </Button>
          <Button onClick={submit} loading={move.isPending} data-testid="move-task">
            {t('tasks.move.submit')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  )
}
