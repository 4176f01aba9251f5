import { Button, Group, SimpleGrid, Stack } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { type LibraryFileVersion, UpdateLibraryVersionBody } from '@scm/contracts'
import { useTranslation } from 'react-i18next'
import { presentError } from '../../../lib/api/present-error.ts'
import { isConflict } from '../../../ui/form/conflict-alert.tsx'
import { FormDateInput } from '../../../ui/form/form-fields.tsx'
import { RecordModal } from '../../../ui/form/record-form-modal.tsx'
import { useContractForm } from '../../../ui/form/use-contract-form.ts'
import { useUpdateVersion } from '../api/file-library-mutations.ts'
import { fileLibraryQueries } from '../api/file-library-queries.ts'

function ValidityForm({
  fileId,
  version,
  onDone,
  onConflict,
}: {
  fileId: string
  version: LibraryFileVersion
  onDone: () => void
  onConflict: () => void
}) {
  const { t } = useTranslation('file-library')
  const save = useUpdateVersion()
  const form = useContractForm(UpdateLibraryVersionBody, {
    valid_from: version.valid_from,
    valid_to: version.valid_to,
    version: version.version,
  })
  const submit = form.handleSubmit((body) =>
    save.mutate(
      { id: fileId, versionId: version.id, body },
      {
        onSuccess: () => {
          notifications.show({
            color: 'green',
            message: t('detail.validitySaved', { number: version.number }),
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
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <FormDateInput
            form={form}
            name="valid_from"
            label={t('fields.validFrom')}
            required
            data-autofocus
          />
          <FormDateInput form={form} name="valid_to" label={t('fields.validTo')} required />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('app:cancel')}
          </Button>
          <Button type="submit" loading={save.isPending} data-testid="save-validity">
            {t('app:save')}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}

// The validity of one version; a change saved meanwhile by a colleague shows the conflict alert.
export function VersionValidityModal({
  fileId,
  version,
  onClose,
}: {
  fileId: string
  version: LibraryFileVersion | null
  onClose: () => void
}) {
  const { t } = useTranslation('file-library')
  return (
    <RecordModal
      opened={version !== null}
      onClose={onClose}
      title={t('detail.validityTitle', { number: version?.number ?? '' })}
      record={version}
      listKey={fileLibraryQueries.all}
    >
      {(record, { onDone, onConflict }) =>
        record && <ValidityForm fileId={fileId} version={record} onDone={onDone} onConflict={onConflict} />
      }
    </RecordModal>
  )
}
