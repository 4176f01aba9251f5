import { Button, Group, SimpleGrid, Stack, Text } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { type LibraryFileDetail, LibraryValidity } from '@scm/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { presentError } from '../../../lib/api/present-error.ts'
import { FormDateInput } from '../../../ui/form/form-fields.tsx'
import { useContractForm } from '../../../ui/form/use-contract-form.ts'
import { useAddVersion } from '../api/file-library-mutations.ts'
import { FileChoice, fileRefusal } from './file-choice.tsx'

// The next version of a document: its file and the period it is valid for. It becomes the current one.
export function NewVersionForm({ file }: { file: LibraryFileDetail }) {
  const { t } = useTranslation('file-library')
  const add = useAddVersion()
  const [chosen, setChosen] = useState<File | null>(null)
  const [fileError, setFileError] = useState<string | null>(null)
  const form = useContractForm(LibraryValidity, { valid_from: '', valid_to: '' })
  const submit = form.handleSubmit((query) => {
    if (!chosen) return setFileError(t('messages:files.missing'))
    add.mutate(
      { id: file.id, file: chosen, query },
      {
        onSuccess: (updated) => {
          notifications.show({
            color: 'green',
            message: t('detail.versionUploaded', { number: updated.current_number, title: updated.title }),
          })
          setChosen(null)
          form.reset()
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
    <form onSubmit={submit} noValidate data-testid="new-version">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('detail.newVersionHint')}
        </Text>
        <FileChoice
          file={chosen}
          error={fileError}
          busy={add.isPending}
          onChange={(next, refused) => {
            setChosen(next)
            setFileError(refused)
          }}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <FormDateInput form={form} name="valid_from" label={t('fields.validFrom')} required />
          <FormDateInput form={form} name="valid_to" label={t('fields.validTo')} required />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit" loading={add.isPending} data-testid="upload-version">
            {t('detail.uploadVersion')}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
