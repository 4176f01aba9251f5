import { Button, Group, Modal, SimpleGrid, Stack, Textarea } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { type LibraryFolder, NewLibraryFileQuery } from '@scm/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { presentError } from '../../../lib/api/present-error.ts'
import { FormDateInput, FormSelect, FormTextInput } from '../../../ui/form/form-fields.tsx'
import { nullIfBlank } from '../../../ui/form/null-if-blank.ts'
import { useContractForm } from '../../../ui/form/use-contract-form.ts'
import { useUploadFile } from '../api/file-library-mutations.ts'
import { FileChoice, fileRefusal } from './file-choice.tsx'

function UploadForm({
  folders,
  folderId,
  onDone,
}: {
  folders: LibraryFolder[]
  folderId: string | null
  onDone: (id: string) => void
}) {
  const { t } = useTranslation('file-library')
  const upload = useUploadFile()
  const [file, setFile] = useState<File | null>(null)
  const [fileError, setFileError] = useState<string | null>(null)
  const form = useContractForm(NewLibraryFileQuery, {
    folder_id: folderId ?? folders[0]?.id,
    title: '',
    description: null,
    valid_from: '',
    valid_to: '',
  })
  const submit = form.handleSubmit((query) => {
    if (!file) return setFileError(t('messages:files.missing'))
    upload.mutate(
      { file, query },
      {
        onSuccess: (created) => {
          notifications.show({ color: 'green', message: t('uploaded', { title: created.title }) })
          onDone(created.id)
        },
        onError: (error) => {
          setFileError(fileRefusal(error))
          form.applyServerErrors(error)
          presentError(error)
        },
      },
    )
  })
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <FileChoice
          file={file}
          error={fileError}
          busy={upload.isPending}
          onChange={(chosen, refused) => {
            setFile(chosen)
            setFileError(refused)
          }}
        />
        <FormTextInput form={form} name="title" label={t('fields.title')} required data-autofocus />
        <FormSelect
          form={form}
          name="folder_id"
          label={t('fields.folder')}
          data={folders.map((folder) => ({ value: folder.id, label: folder.name }))}
          required
          allowDeselect={false}
        />
        <Textarea
          label={t('fields.description')}
          autosize
          minRows={2}
          {...form.register('description', nullIfBlank)}
          error={form.errorOf('description')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <FormDateInput form={form} name="valid_from" label={t('fields.validFrom')} required />
          <FormDateInput form={form} name="valid_to" label={t('fields.validTo')} required />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => onDone('')}>
            {t('app:cancel')}
          </Button>
          <Button type="submit" loading={upload.isPending} data-testid="upload-document">
            {t('upload')}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}

// A new document: its file, title, folder and the period its first version is valid for.
export function UploadFileModal({
  opened,
  folders,
  folderId,
  onClose,
}: {
  opened: boolean
  folders: LibraryFolder[]
  folderId: string | null
  // The new document's id, or none when the user cancelled.
  onClose: (createdId: string | null) => void
}) {
  const { t } = useTranslation('file-library')
  return (
    <Modal
      opened={opened}
      onClose={() => onClose(null)}
      title={t('uploadTitle')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('app:close') }}
    >
      {opened && <UploadForm folders={folders} folderId={folderId} onDone={(id) => onClose(id || null)} />}
    </Modal>
  )
}
