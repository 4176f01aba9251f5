import { ActionIcon, Anchor, Group, Stack, Table, Text } from '@mantine/core'
import type { Attachment, AttachmentType } from '@scm/contracts'
import { IconFile, IconTrash } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { downloadFile } from '../../lib/api/download-file.ts'
import { presentError } from '../../lib/api/present-error.ts'
import { formatDateTime, formatFileSize, notAvailable } from '../../lib/format/format.ts'
import { useConfirm } from '../confirm-dialog.tsx'
import { LoadState } from '../load-state.tsx'
import { attachmentQueries, useRemoveAttachment, useUploadAttachments } from './attachment-api.ts'
import { AttachmentDropZone } from './attachment-drop-zone.tsx'

// The files of one record: `<Attachments type={certificateAttachments} entityId={id} canEdit={…} />`.
// Anyone who sees the record downloads them; an editor attaches files and removes the company's own.
// `onChange` lets the record's screen reload what it shows of them (a count). On a shared record
// `counterparty` names the other company, whose users' names the acting company cannot read.
export function Attachments({
  type,
  entityId,
  canEdit,
  onChange,
  counterparty,
}: {
  type: AttachmentType
  entityId: string
  canEdit: boolean
  onChange?: () => void
  counterparty?: string | null
}) {
  const { t } = useTranslation()
  const confirm = useConfirm()
  const list = useQuery(attachmentQueries.list(type, entityId))
  const upload = useUploadAttachments(type, entityId, onChange)
  const remove = useRemoveAttachment(type, entityId, onChange)
  const download = (attachment: Attachment) =>
    downloadFile(
      type.endpoints.download,
      { entityId, attachmentId: attachment.id },
      attachment.file_name,
    ).catch(presentError)
  const ask = async (attachment: Attachment) => {
    const yes = await confirm({
      title: t('attachments.removeTitle'),
      message: t('attachments.removeConfirm', { name: attachment.file_name }),
      confirmLabel: t('attachments.remove'),
      danger: true,
    })
    if (yes) remove.mutate(attachment)
  }
  return (
    <Stack gap="xs" data-testid="attachments">
      {canEdit && <AttachmentDropZone onFiles={(files) => upload.mutate(files)} busy={upload.isPending} />}
      <LoadState query={list} title={t('attachments.loadFailed')} />
      {list.data?.length === 0 && (
        <Text c="dimmed" size="sm">
          {t('attachments.empty')}
        </Text>
      )}
      {list.data && list.data.length > 0 && (
        <Table verticalSpacing={4} aria-label={t('attachments.title')}>
          <Table.Tbody>
            {list.data.map((attachment) => (
              <Table.Tr key={attachment.id}>
                <Table.Td>
                  <Group gap={6} wrap="nowrap">
                    <IconFile size={16} aria-hidden />
                    <Anchor
                      component="button"
                      type="button"
                      size="sm"
                      onClick={() => void download(attachment)}
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
                  {attachment.uploaded_by_name ?? (attachment.own ? null : counterparty) ?? notAvailable},{' '}
                  {formatDateTime(attachment.created_at)}
                </Table.Td>
                <Table.Td w={40}>
                  {canEdit && attachment.own && (
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      onClick={() => void ask(attachment)}
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
      )}
    </Stack>
  )
}
