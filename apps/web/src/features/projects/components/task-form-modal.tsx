import { Button, Group, SimpleGrid, Stack } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { type Task, TaskFieldsBody, taskStatuses } from '@scm/contracts'
import { useTranslation } from 'react-i18next'
import { presentError } from '../../../lib/api/present-error.ts'
import { isConflict } from '../../../ui/form/conflict-alert.tsx'
import {
  FormDateInput,
  FormNumberInput,
  FormParamSelect,
  FormSelect,
  FormTextInput,
} from '../../../ui/form/form-fields.tsx'
import { RecordModal } from '../../../ui/form/record-form-modal.tsx'
import { useContractForm } from '../../../ui/form/use-contract-form.ts'
import { useSaveTask } from '../api/task-mutations.ts'
import { taskQueries } from '../api/task-queries.ts'

// Where a new task goes: under `parent` (null: at the top), starting on `startDate`.
export interface NewTaskPlace {
  parent: Task | null
  startDate: string
}

const named = (id: string | null, name: string | null) => (id && name ? [{ id, name }] : [])

function TaskForm({
  projectId,
  task,
  place,
  onDone,
  onConflict,
}: {
  projectId: string
  task: Task | null
  place: NewTaskPlace
  onDone: () => void
  onConflict: () => void
}) {
  const { t } = useTranslation('projects')
  const save = useSaveTask()
  const form = useContractForm(TaskFieldsBody, {
    name: task?.name ?? '',
    description: task?.description ?? null,
    start_date: task?.start_date ?? place.startDate,
    end_date: task?.end_date ?? place.startDate,
    status: task?.status ?? 'not_started',
    progress: task?.progress ?? 0,
    manager_id: task?.manager_id ?? null,
    executor_id: task?.executor_id ?? null,
  })
  const submit = form.handleSubmit((values) =>
    save.mutate(
      {
        id: task?.id ?? null,
        body: task
          ? { ...values, version: task.version }
          : { ...values, project_id: projectId, parent_id: place.parent?.id ?? null },
      },
      {
        onSuccess: ({ task: saved, changed }) => {
          notifications.show({
            color: 'green',
            message:
              changed.length > 0
                ? t('tasks.savedWithChanges', { name: saved.name, count: changed.length })
                : t('tasks.saved', { name: saved.name }),
          })
          onDone()
        },
        onError: (error) => {
          if (isConflict(error)) return onConflict()
          form.applyServerErrors(error)
          presentError(error)
        },
      },
    ),
  )
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <FormTextInput form={form} name="name" label={t('tasks.fields.name')} required data-autofocus />
        <SimpleGrid cols={2}>
          <FormDateInput form={form} name="start_date" label={t('tasks.fields.startDate')} required />
          <FormDateInput form={form} name="end_date" label={t('tasks.fields.endDate')} required />
          <FormSelect
            form={form}
            name="status"
            label={t('tasks.fields.status')}
            data={taskStatuses.map((status) => ({
              value: status,
              label: t(`tasks.status.${status.replace('_', '-')}`),
            }))}
            allowDeselect={false}
          />
          <FormNumberInput
            form={form}
            name="progress"
            label={t('tasks.fields.progress')}
            min={0}
            max={100}
            suffix=" %"
          />
          <FormParamSelect
            form={form}
            name="manager_id"
            param="users"
            label={t('tasks.fields.manager')}
            current={named(task?.manager_id ?? null, task?.manager_name ?? null)}
            clearable
            searchable
          />
          <FormParamSelect
            form={form}
            name="executor_id"
            param="users"
            label={t('tasks.fields.executor')}
            current={named(task?.executor_id ?? null, task?.executor_name ?? null)}
            clearable
            searchable
          />
        </SimpleGrid>
        <FormTextInput form={form} name="description" label={t('tasks.fields.description')} nullable />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('app:cancel')}
          </Button>
          <Button type="submit" loading={save.isPending} data-testid="save-task">
            {t('app:save')}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}

// Creates a task (task null, at `place`) or changes one; a save over a colleague's shows the conflict
// alert and reloads the tree.
export function TaskFormModal({
  projectId,
  opened,
  task,
  place,
  onClose,
}: {
  projectId: string
  opened: boolean
  task: Task | null
  place: NewTaskPlace
  onClose: () => void
}) {
  const { t } = useTranslation('projects')
  const title = task
    ? t('tasks.editTitle', { name: task.name })
    : place.parent
      ? t('tasks.createUnderTitle', { name: place.parent.name })
      : t('tasks.createTitle')
  return (
    <RecordModal
      opened={opened}
      onClose={onClose}
      title={title}
      size="lg"
      record={task}
      listKey={taskQueries.all}
    >
      {(record, { onDone, onConflict }) => (
        <TaskForm projectId={projectId} task={record} place={place} onDone={onDone} onConflict={onConflict} />
      )}
    </RecordModal>
  )
}
