import { ActionIcon, Button, Group, Modal, Select, Stack, Table, Text } from '@mantine/core'
import type { Task, TaskLink } from '@scm/contracts'
import { IconTrash } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLinkTasks, useUnlinkTasks } from '../api/task-mutations.ts'
import type { OutlineRow } from './task-outline.ts'

// What a task waits for: its finish-to-start predecessors, added and removed here as in the Gantt.
export function TaskLinksModal({
  rows,
  links,
  task,
  onClose,
}: {
  rows: OutlineRow[]
  links: TaskLink[]
  task: Task | null
  onClose: () => void
}) {
  const { t } = useTranslation('projects')
  const link = useLinkTasks()
  const unlink = useUnlinkTasks()
  const [source, setSource] = useState<string | null>(null)
  if (!task) return null
  const names = new Map(rows.map((row) => [row.task.id, row.task]))
  const incoming = links.filter((each) => each.target_id === task.id)
  const choices = rows
    .filter((row) => row.task.id !== task.id && !incoming.some((each) => each.source_id === row.task.id))
    .map((row) => ({ value: row.task.id, label: `${'· '.repeat(row.depth)}${row.task.name}` }))
  const add = () => {
    if (source) link.mutate({ source_id: source, target_id: task.id }, { onSuccess: () => setSource(null) })
  }
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('tasks.links.title', { name: task.name })}
      size="lg"
      closeButtonProps={{ 'aria-label': t('app:close') }}
    >
      <Stack>
        {incoming.length === 0 ? (
          <Text c="dimmed">{t('tasks.links.none')}</Text>
        ) : (
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('tasks.links.predecessor')}</Table.Th>
                <Table.Th>{t('tasks.fields.endDate')}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {incoming.map((each) => {
                const predecessor = names.get(each.source_id)
                return (
                  <Table.Tr key={each.id}>
                    <Table.Td>{predecessor?.name}</Table.Td>
                    <Table.Td>{predecessor?.end_date}</Table.Td>
                    <Table.Td>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={t('tasks.links.remove', { name: predecessor?.name })}
                        onClick={() => unlink.mutate(each.id)}
                      >
                        <IconTrash size={16} />
                      </ActionIcon>
                    </Table.Td>
                  </Table.Tr>
                )
              })}
            </Table.Tbody>
          </Table>
        )}
        <Group align="flex-end">
          <Select
            label={t('tasks.links.add')}
            data={choices}
            value={source}
            onChange={setSource}
            searchable
            style={{ flex: 1 }}
          />
          <Button onClick={add} disabled={!source} loading={link.isPending} data-testid="add-link">
            {t('tasks.links.addSubmit')}
          </Button>
        </Group>
        <Text size="sm" c="dimmed">
          {t('tasks.links.hint')}
        </Text>
      </Stack>
    </Modal>
  )
}
