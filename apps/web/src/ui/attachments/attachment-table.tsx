import { ActionIcon, Anchor, Group, Table } from '@mantine/core'
import type { Attachment } from '@scm/contracts'
import { IconFile, IconTrash } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { formatDateTime, formatFileSize, notAvailable } from '../../lib/format/format.ts'

// A record's files, each downloaded by its name; `onRemove` offers removing the company's own. Used by
// <Attachments> and by a page that reads files another way (a guest by its link's token).
export function AttachmentTable({
  attachments,
  onDownload,
  onRemove,
  counterparty,
}: {
  attachments: Attachment[]
  onDownload: (attachment: Attachment) => void
  onRemove?: (attachment: Attachment) => void
  counterparty?: string | null
}) {
  const { t } = useTranslation()
  return (
    <Table verticalSpacing={4} aria-label={t('attachments.title')}>
      <Table.Tbody>
        {attachments.map((attachment) => (
          <Table.Tr key={attachment.id}>
            <Table.Td>
              <Group gap={6} wrap="nowrap">
                <IconFile size={16} aria-hidden />
                <Anchor
                  component="button"
                  type="button"
                  size="sm"
                  onClick={() => onDownload(attachment)}
                  aria-label={t('attachments.download', { name: attachment.file_name })}
                >
                  {attachment.file_name}
                </Anchor>
              </Group>
            </Table.Td>
            <Table.Td c="dimmed" fz="sm">
              {formatFileSize(attachment.size)}
            </Table.Td>
            <Table.Td c="dimmed" fz="sm">
              {attachment.uploaded_by_name ?? (attachment.own ? null : counterparty) ?? notAvailable()},{' '}
              {formatDateTime(attachment.created_at)}
            </Table.Td>
            <Table.Td w={40}>
              {onRemove && attachment.own && (
                <ActionIcon
                  variant="subtle"
                  color="red"
                  onClick={() => onRemove(attachment)}
                  aria-label={t('attachments.removeLabel', { name: attachment.file_name })}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              )}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  )
}
