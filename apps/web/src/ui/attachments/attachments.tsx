import { Stack, Text } from '@mantine/core'
import type { Attachment, AttachmentType } from '@scm/contracts'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { downloadFile } from '../../lib/api/download-file.ts'
import { presentError } from '../../lib/api/present-error.ts'
import { useConfirm } from '../confirm-dialog.tsx'
import { LoadState } from '../load-state.tsx'
import { attachmentQueries, useRemoveAttachment, useUploadAttachments } from './attachment-api.ts'
import { AttachmentDropZone } from './attachment-drop-zone.tsx'
import { AttachmentTable } from './attachment-table.tsx'

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
        <AttachmentTable
          attachments={list.data}
          onDownload={(attachment) => void download(attachment)}
          onRemove={canEdit ? (attachment) => void ask(attachment) : undefined}
          counterparty={counterparty}
        />
      )}
    </Stack>
  )
}
