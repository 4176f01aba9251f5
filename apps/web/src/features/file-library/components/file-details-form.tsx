import { Button, Group, Stack, Textarea } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { type LibraryFileDetail, type LibraryFolder, UpdateLibraryFileBody } from '@scm/contracts'
import { useTranslation } from 'react-i18next'
import { presentError } from '../../../lib/api/present-error.ts'
import { isConflict } from '../../../ui/form/conflict-alert.tsx'
import { FormSelect, FormTextInput } from '../../../ui/form/form-fields.tsx'
import { nullIfBlank } from '../../../ui/form/null-if-blank.ts'
import { useContractForm } from '../../../ui/form/use-contract-form.ts'
import { useUpdateFile } from '../api/file-library-mutations.ts'

// A document's title, folder and description; moving it to another folder is changing the folder here.
// A user who may only look sees the same fields, read-only.
export function FileDetailsForm({
  file,
  folders,
  readOnly,
  onConflict,
}: {
  file: LibraryFileDetail
  folders: LibraryFolder[]
  readOnly: boolean
  onConflict: () => void
}) {
  const { t } = useTranslation('file-library')
  const save = useUpdateFile()
  const form = useContractForm(UpdateLibraryFileBody, {
    folder_id: file.folder_id,
    title: file.title,
    description: file.description,
    version: file.version,
  })
  const submit = form.handleSubmit((body) =>
    save.mutate(
      { id: file.id, body },
      {
        onSuccess: (saved) =>
          notifications.show({ color: 'green', message: t('detail.saved', { title: saved.title }) }),
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
      <fieldset disabled={readOnly} style={{ border: 0, padding: 0, margin: 0 }}>
        <Stack gap="sm">
          <FormTextInput form={form} name="title" label={t('fields.title')} required />
          <FormSelect
            form={form}
            name="folder_id"
            label={t('fields.folder')}
            data={folders.map((folder) => ({ value: folder.id, label: folder.name }))}
            required
            allowDeselect={false}
            disabled={readOnly}
          />
          <Textarea
            label={t('fields.description')}
            autosize
            minRows={2}
            {...form.register('description', nullIfBlank)}
            error={form.errorOf('description')}
          />
          {!readOnly && (
            <Group justify="flex-end">
              <Button type="submit" variant="light" loading={save.isPending} data-testid="save-document">
                {t('app:save')}
              </Button>
            </Group>
          )}
        </Stack>
      </fieldset>
    </form>
  )
}
