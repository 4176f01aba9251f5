import { Button, Group, Stack } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { type LibraryFolder, UpdateLibraryFolderBody } from '@scm/contracts'
import { useTranslation } from 'react-i18next'
import { presentError } from '../../../lib/api/present-error.ts'
import { isConflict } from '../../../ui/form/conflict-alert.tsx'
import { FormTextInput } from '../../../ui/form/form-fields.tsx'
import { RecordModal } from '../../../ui/form/record-form-modal.tsx'
import { useContractForm } from '../../../ui/form/use-contract-form.ts'
import { useSaveFolder } from '../api/file-library-mutations.ts'
import { fileLibraryQueries } from '../api/file-library-queries.ts'

function FolderForm({
  folder,
  onDone,
  onConflict,
}: {
  folder: LibraryFolder | null
  onDone: () => void
  onConflict: () => void
}) {
  const { t } = useTranslation('file-library')
  const save = useSaveFolder()
  const form = useContractForm(UpdateLibraryFolderBody, {
    name: folder?.name ?? '',
    version: folder?.version ?? 0,
  })
  const submit = form.handleSubmit(({ name, version }) =>
    save.mutate(
      { id: folder?.id ?? null, body: folder ? { name, version } : { name } },
      {
        onSuccess: (saved) => {
          notifications.show({ color: 'green', message: t('folders.saved', { name: saved.name }) })
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
        <FormTextInput form={form} name="name" label={t('folders.name')} required data-autofocus />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('app:cancel')}
          </Button>
          <Button type="submit" loading={save.isPending} data-testid="save-folder">
            {t('app:save')}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}

// Creates a folder (folder null) or renames one; a rename over a colleague's shows the conflict alert.
export function FolderFormModal({
  opened,
  folder,
  onClose,
}: {
  opened: boolean
  folder: LibraryFolder | null
  onClose: () => void
}) {
  const { t } = useTranslation('file-library')
  return (
    <RecordModal
      opened={opened}
      onClose={onClose}
      title={folder ? t('folders.renameTitle') : t('folders.createTitle')}
      record={folder}
      listKey={fileLibraryQueries.all}
    >
      {(record, { onDone, onConflict }) => (
        <FolderForm folder={record} onDone={onDone} onConflict={onConflict} />
      )}
    </RecordModal>
  )
}
