import { Button, Divider, Drawer, Group, Stack, Title } from '@mantine/core'
import type { LibraryFolder } from '@scm/contracts'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useConfirm } from '../../../ui/confirm-dialog.tsx'
import { ConflictAlert } from '../../../ui/form/conflict-alert.tsx'
import { LoadState } from '../../../ui/load-state.tsx'
import { useDeleteFile } from '../api/file-library-mutations.ts'
import { fileLibraryQueries } from '../api/file-library-queries.ts'
import { FileDetailsForm } from './file-details-form.tsx'
import { NewVersionForm } from './new-version-form.tsx'
import { VersionTable } from './version-table.tsx'

// One document, opened from the list: its details, its versions, a new version, and deleting it.
export function FileDrawer({
  fileId,
  folders,
  canEdit,
  onClose,
}: {
  fileId: string | null
  folders: LibraryFolder[]
  canEdit: boolean
  onClose: () => void
}) {
  const { t } = useTranslation('file-library')
  const confirm = useConfirm()
  const queryClient = useQueryClient()
  const [conflict, setConflict] = useState(false)
  const remove = useDeleteFile()
  const detail = useQuery({
    ...fileLibraryQueries.detail(fileId ?? ''),
    enabled: fileId !== null,
    meta: { quiet: true },
  })
  const file = detail.data
  const close = () => {
    setConflict(false)
    onClose()
  }
  // A save over a colleague's change: the alert says so and the document is read again.
  const onConflict = () => {
    setConflict(true)
    void queryClient.invalidateQueries({ queryKey: fileLibraryQueries.all })
  }
  const ask = async () => {
    if (!file) return
    const ok = await confirm({
      title: t('detail.deleteTitle'),
      message: t('detail.deleteMessage', { title: file.title, count: file.versions.length }),
      confirmLabel: t('detail.delete'),
      danger: true,
    })
    // The server's answer says what was deleted; the shared success toast shows it.
    if (ok) remove.mutate(file.id, { onSuccess: close })
  }
  return (
    <Drawer
      opened={fileId !== null}
      onClose={close}
      position="right"
      size="xl"
      title={file?.title ?? t('detail.edit')}
      closeButtonProps={{ 'aria-label': t('app:close') }}
    >
      <LoadState query={detail} title={t('detail.loadFailed')} />
      {file && (
        <Stack gap="lg" data-testid="library-file">
          <ConflictAlert show={conflict} />
          <FileDetailsForm
            key={`${file.id}-${file.version}`}
            file={file}
            folders={folders}
            readOnly={!canEdit}
            onConflict={onConflict}
          />
          <Divider />
          <Stack gap="xs">
            <Title order={3} fz="md">
              {t('detail.versions')}
            </Title>
            <VersionTable file={file} canEdit={canEdit} />
          </Stack>
          {canEdit && (
            <>
              <Divider />
              <Stack gap="xs">
                <Title order={3} fz="md">
                  {t('detail.newVersion')}
                </Title>
                <NewVersionForm file={file} />
              </Stack>
              <Divider />
              <Group justify="flex-end">
                <Button
                  variant="subtle"
                  color="red"
                  onClick={() => void ask()}
                  loading={remove.isPending}
                  data-testid="delete-document"
                >
                  {t('detail.delete')}
                </Button>
              </Group>
            </>
          )}
        </Stack>
      )}
    </Drawer>
  )
}
