import { Button, Group } from '@mantine/core'
import { type LibraryFile, libraryFileEndpoints } from '@scm/contracts'
import { IconUpload } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { hasPermission, useCurrentUser } from '../../../lib/auth/session.ts'
import { formatDate, formatDateTime } from '../../../lib/format/format.ts'
import { useUpdateSearchParams } from '../../../lib/url/use-update-search-params.ts'
import { ListScreen } from '../../../ui/list-screen/list-screen.tsx'
import type { ListColumn } from '../../../ui/list-screen/list-types.ts'
import { PageHeader } from '../../../ui/page-header.tsx'
import { StatusBadge } from '../../../ui/status-badge.tsx'
import { fileLibraryQueries } from '../api/file-library-queries.ts'
import { FileDrawer } from '../components/file-drawer.tsx'
import { FolderPanel } from '../components/folder-panel.tsx'
import { UploadFileModal } from '../components/upload-file-modal.tsx'

const status = (file: LibraryFile) => (file.expired ? 'expired' : 'valid')
// A date or a time is read at a glance only on one line.
const oneLine = (text: string) => <span style={{ whiteSpace: 'nowrap' }}>{text}</span>

// /quotation-file-library: the folders on the left, the chosen folder's documents (or all) in the list
// screen, a document's versions in a drawer. The folder (?folder=) and the open document (?file=) are
// in the URL, so a quotation screen can link straight to either.
export function FileLibraryPage() {
  const { t } = useTranslation('file-library')
  const [params] = useSearchParams()
  const update = useUpdateSearchParams()
  const { data: user } = useCurrentUser()
  const canEdit = hasPermission(user, 'create.quotation')
  const folders = useQuery(fileLibraryQueries.folders())
  const [uploading, setUploading] = useState(false)
  const folderId = params.get('folder')
  const fileId = params.get('file')
  const fixed = useMemo(() => (folderId ? { folder_id: folderId } : undefined), [folderId])
  const folderName = folders.data?.find((folder) => folder.id === folderId)?.name
  // Another folder starts its list on the first page.
  const choose = (name: 'folder' | 'file', value: string | null) =>
    update((current) => {
      if (value) current.set(name, value)
      else current.delete(name)
      if (name === 'folder') current.delete('page')
      return current
    })
  const columns: ListColumn<LibraryFile>[] = [
    { key: 'title', label: t('fields.title'), sortField: 'title', value: (file) => file.title },
    { key: 'folder', label: t('fields.folder'), value: (file) => file.folder_name, hiddenByDefault: true },
    { key: 'version', label: t('fields.version'), value: (file) => String(file.current_number) },
    { key: 'file_name', label: t('fields.file'), value: (file) => file.file_name },
    {
      key: 'valid_from',
      label: t('fields.validFrom'),
      value: (file) => formatDate(file.valid_from),
      render: (file) => oneLine(formatDate(file.valid_from)),
    },
    {
      key: 'valid_to',
      label: t('fields.validTo'),
      sortField: 'valid_to',
      value: (file) => formatDate(file.valid_to),
      render: (file) => oneLine(formatDate(file.valid_to)),
    },
    {
      key: 'status',
      label: t('fields.status'),
      value: (file) => t(`status.${status(file)}`),
      render: (file) => <StatusBadge status={status(file)} ns="file-library" />,
    },
    {
      key: 'updated',
      label: t('fields.updated'),
      sortField: 'updated',
      value: (file) => formatDateTime(file.updated_at),
      render: (file) => oneLine(formatDateTime(file.updated_at)),
    },
  ]
  return (
    <>
      <PageHeader title={t('title')} description={t('description')} />
      <Group align="flex-start" gap="md" wrap="wrap">
        <FolderPanel selected={folderId} onSelect={(id) => choose('folder', id)} canEdit={canEdit} />
        <div style={{ flex: 1, minWidth: 320 }}>
          <ListScreen
            id="file-library"
            title={folderName ?? t('folders.all')}
            endpoint={libraryFileEndpoints.list}
            queryKey={fileLibraryQueries.files}
            columns={columns}
            filters={[
              {
                key: 'expired',
                label: t('filters.expired'),
                type: 'select',
                options: [
                  { value: 'true', label: t('filters.yes') },
                  { value: 'false', label: t('filters.no') },
                ],
              },
            ]}
            fixedFilters={fixed}
            rowKey={(file) => file.id}
            defaultSort="title"
            onRowClick={(file) => choose('file', file.id)}
            actions={
              canEdit && (
                <Button
                  leftSection={<IconUpload size={16} />}
                  onClick={() => setUploading(true)}
                  disabled={!folders.data?.length}
                  data-testid="upload-file"
                >
                  {t('upload')}
                </Button>
              )
            }
          />
        </div>
      </Group>
      <UploadFileModal
        opened={uploading}
        folders={folders.data ?? []}
        folderId={folderId}
        onClose={(createdId) => {
          setUploading(false)
          if (createdId) choose('file', createdId)
        }}
      />
      <FileDrawer
        fileId={fileId}
        folders={folders.data ?? []}
        canEdit={canEdit}
        onClose={() => choose('file', null)}
      />
    </>
  )
}
