import { Button, Group, Stack, Textarea, TextInput } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { UpdateUserGroupBody, type UserGroup } from '@scm/contracts'
import { useTranslation } from 'react-i18next'
import { nullIfBlank } from '../../../ui/form/null-if-blank.ts'
import { RecordFormModal } from '../../../ui/form/record-form-modal.tsx'
import { handleSaveError } from '../../../ui/form/save-error.ts'
import { useContractForm } from '../../../ui/form/use-contract-form.ts'
import { adminQueries } from '../api/admin-queries.ts'
import { useCreateUserGroup, useUpdateUserGroup } from '../api/user-group-mutations.ts'
import { UserPicker } from './option-pickers.tsx'

// An empty description is no description.

function UserGroupForm({
  group,
  onDone,
  onConflict,
}: {
  group: UserGroup | null
  onDone: () => void
  onConflict: () => void
}) {
  const { t } = useTranslation('admin')
  const create = useCreateUserGroup()
  const update = useUpdateUserGroup()
  const form = useContractForm(UpdateUserGroupBody, {
    name: group?.name ?? '',
    description: group?.description ?? null,
    member_ids: group?.member_ids ?? [],
    version: group?.version ?? 0,
  })
  const done = () => {
    notifications.show({ color: 'green', message: t('groups.saved') })
    onDone()
  }
  // mutateAsync, not mutate's callbacks: callbacks of a mutate whose form has unmounted meanwhile (a
  // refetch re-keying the modal's form) never run, and the dialog would stay open after the save.
  const submit = form.handleSubmit(async ({ version, ...body }) => {
    try {
      if (group) await update.mutateAsync({ id: group.id, body: { ...body, version } })
      else await create.mutateAsync(body)
    } catch (error) {
      handleSaveError(error, form.applyServerErrors, onConflict)
      return
    }
    done()
  })
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <TextInput
          label={t('groups.name')}
          required
          data-autofocus
          {...form.register('name')}
          error={form.errorOf('name')}
        />
        <Textarea
          label={t('groups.groupDescription')}
          autosize
          minRows={2}
          {...form.register('description', nullIfBlank)}
          error={form.errorOf('description')}
        />
        <UserPicker form={form} name="member_ids" label={t('groups.members')} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('app:cancel')}
          </Button>
          <Button type="submit" loading={create.isPending || update.isPending}>
            {t('app:save')}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}

// groupId: null to create, an id to edit (loaded fresh so that `version` is the latest).
export function UserGroupFormModal({
  groupId,
  opened,
  onClose,
}: {
  groupId: string | null
  opened: boolean
  onClose: () => void
}) {
  const { t } = useTranslation('admin')
  return (
    <RecordFormModal
      recordId={groupId}
      opened={opened}
      onClose={onClose}
      title={groupId ? t('groups.edit') : t('groups.create')}
      size="lg"
      detail={adminQueries.groups.detail}
      listKey={adminQueries.groups.all}
    >
      {(group, handlers) => <UserGroupForm group={group} {...handlers} />}
    </RecordFormModal>
  )
}
