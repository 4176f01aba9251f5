import { Button, Group, Stack, Textarea } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { type LibraryFileDetail, type LibraryFolder, UpdateLibraryFileBody } from '@scm/contracts'
import { useTranslation } from 'react-i18next'
import { FormSelect, FormTextInput } from '../../../ui/form/form-fields.tsx'
import { nullIfBlank } from '../../../ui/form/null-if-blank.ts'
import { handleSaveError } from '../../../ui/form/save-error.ts'
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
  // mutateAsync, not mutate's callbacks: the saved version refetches and remounts this form (the
  // drawer keys it by version), and callbacks of an unmounted mutate never run.
  const submit = form.handleSubmit(async (body) => {
    let saved: LibraryFileDetail
    try {
      saved = await save.mutateAsync({ id: file.id, body })
    } catch (error) {
      handleSaveError(error, form.applyServerErrors, onConflict)
      return
    }
    notifications.show({ color: 'green', message: t('detail.saved', { title: saved.title }) })
  })
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
