import { ActionIcon, Anchor, Group, Table, Text } from '@mantine/core'
import { type LibraryFileDetail, type LibraryFileVersion, libraryFileEndpoints } from '@scm/contracts'
import { IconCalendarEvent, IconDownload } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { downloadFile } from '../../../lib/api/download-file.ts'
import { presentError } from '../../../lib/api/present-error.ts'
import { formatDate, formatDateTime, formatFileSize, notAvailable } from '../../../lib/format/format.ts'
import { StatusBadge } from '../../../ui/status-badge.tsx'
import { VersionValidityModal } from './version-validity-modal.tsx'

// Every version of a document, newest first: download each, and (an editor) change its validity.
export function VersionTable({ file, canEdit }: { file: LibraryFileDetail; canEdit: boolean }) {
  const { t } = useTranslation('file-library')
  const [editing, setEditing] = useState<LibraryFileVersion | null>(null)
  const download = (version: LibraryFileVersion) =>
    downloadFile(
      libraryFileEndpoints.download,
      { id: file.id, versionId: version.id },
      version.file_name,
    ).catch(presentError)
  return (
    <>
      <Table.ScrollContainer minWidth={560}>
        <Table verticalSpacing={6} aria-label={t('detail.versions')} data-testid="library-versions">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('fields.version')}</Table.Th>
              <Table.Th>{t('fields.file')}</Table.Th>
              <Table.Th>{t('fields.validFrom')}</Table.Th>
              <Table.Th>{t('fields.validTo')}</Table.Th>
              <Table.Th>{t('fields.uploaded')}</Table.Th>
              {canEdit && <Table.Th w={40} />}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {file.versions.map((version) => (
              <Table.Tr key={version.id}>
                <Table.Td>
                  {version.number}
                  {version.id === file.current_version_id && (
                    <Text span c="dimmed" fz="sm">
                      {' '}
                      ({t('detail.current')})
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <Anchor
                    component="button"
                    type="button"
                    size="sm"
                    ta="left"
                    onClick={() => void download(version)}
                    aria-label={t('detail.download', { number: version.number, name: version.file_name })}
                  >
                    <Group gap={4} wrap="nowrap">
                      <IconDownload size={14} aria-hidden />
                      {version.file_name}
                    </Group>
                  </Anchor>
                  <Text c="dimmed" fz="xs">
                    {formatFileSize(version.size)}
                  </Text>
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(version.valid_from)}</Table.Td>
                <Table.Td>
                  <Group gap={6} wrap="nowrap" style={{ whiteSpace: 'nowrap' }}>
                    {formatDate(version.valid_to)}
                    {version.expired && <StatusBadge status="expired" ns="file-library" />}
                  </Group>
                </Table.Td>
                <Table.Td fz="sm" c="dimmed">
                  {version.uploaded_by_name ?? notAvailable()}, {formatDateTime(version.uploaded_at)}
                </Table.Td>
                {canEdit && (
                  <Table.Td>
                    <ActionIcon
                      variant="subtle"
                      color="gray"
                      onClick={() => setEditing(version)}
                      aria-label={t('detail.editValidity', { number: version.number })}
                    >
                      <IconCalendarEvent size={16} />
                    </ActionIcon>
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <VersionValidityModal fileId={file.id} version={editing} onClose={() => setEditing(null)} />
    </>
  )
}
