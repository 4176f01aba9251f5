import { Badge, Button, Group, Menu, NavLink, Paper, Stack, Text, Title } from '@mantine/core'
import type { LibraryFolder } from '@scm/contracts'
import { IconFolder, IconFolders, IconPlus } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useConfirm } from '../../../ui/confirm-dialog.tsx'
import { RowMenu } from '../../../ui/list-screen/row-menu.tsx'
import { LoadState } from '../../../ui/load-state.tsx'
import { useDeleteFolder } from '../api/file-library-mutations.ts'
import { fileLibraryQueries } from '../api/file-library-queries.ts'
import { FolderFormModal } from './folder-form-modal.tsx'

const count = (n: number) => (
  <Badge variant="light" color="gray" c="dark" miw="max-content">
    {n}
  </Badge>
)

// The folders beside the list: choosing one shows its documents; an editor adds, renames and deletes
// them (a folder that still holds documents is refused by the server, which says why).
export function FolderPanel({
  selected,
  onSelect,
  canEdit,
}: {
  selected: string | null
  onSelect: (folderId: string | null) => void
  canEdit: boolean
}) {
  const { t } = useTranslation('file-library')
  const confirm = useConfirm()
  const folders = useQuery(fileLibraryQueries.folders())
  const remove = useDeleteFolder()
  const [editing, setEditing] = useState<{ folder: LibraryFolder | null } | null>(null)
  const total = folders.data?.reduce((sum, folder) => sum + folder.file_count, 0) ?? 0
  const ask = async (folder: LibraryFolder) => {
    const ok = await confirm({
      title: t('folders.deleteTitle'),
      message: t('folders.deleteMessage', { name: folder.name }),
      confirmLabel: t('folders.delete'),
      danger: true,
    })
    if (ok)
      remove.mutate(folder.id, {
        onSuccess: () => {
          if (selected === folder.id) onSelect(null)
        },
      })
  }
  return (
    <Paper withBorder p="xs" w={{ base: '100%', sm: 230 }} data-testid="library-folders">
      <Stack gap={4}>
        <Group justify="space-between" px="xs" py={4}>
          <Title order={2} fz="sm">
            {t('folders.title')}
          </Title>
          {canEdit && (
            <Button
              size="compact-xs"
              variant="subtle"
              leftSection={<IconPlus size={14} />}
              onClick={() => setEditing({ folder: null })}
              data-testid="create-folder"
            >
              {t('folders.create')}
            </Button>
          )}
        </Group>
        <LoadState query={folders} />
        <NavLink
          component="button"
          label={t('folders.all')}
          leftSection={<IconFolders size={16} aria-hidden />}
          rightSection={count(total)}
          active={selected === null}
          onClick={() => onSelect(null)}
        />
        {folders.data?.map((folder) => (
          <Group key={folder.id} gap={0} wrap="nowrap">
            <NavLink
              component="button"
              label={folder.name}
              leftSection={<IconFolder size={16} aria-hidden />}
              rightSection={count(folder.file_count)}
              active={selected === folder.id}
              onClick={() => onSelect(folder.id)}
              data-testid="library-folder"
            />
            {canEdit && (
              <RowMenu label={t('folders.menu', { name: folder.name })}>
                <Menu.Item onClick={() => setEditing({ folder })}>{t('folders.rename')}</Menu.Item>
                <Menu.Item color="red" onClick={() => void ask(folder)}>
                  {t('folders.delete')}
                </Menu.Item>
              </RowMenu>
            )}
          </Group>
        ))}
        {folders.data?.length === 0 && (
          <Text size="sm" c="dimmed" px="xs">
            {t('folders.empty')}
          </Text>
        )}
      </Stack>
      <FolderFormModal
        opened={editing !== null}
        folder={editing?.folder ?? null}
        onClose={() => setEditing(null)}
      />
    </Paper>
  )
}
