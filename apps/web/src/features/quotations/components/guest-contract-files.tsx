import { Stack, Text } from '@mantine/core'
import { type Attachment, guestInviteContractEndpoints } from '@scm/contracts'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { downloadFile } from '../../../lib/api/download-file.ts'
import { presentError } from '../../../lib/api/present-error.ts'
import { AttachmentTable } from '../../../ui/attachments/attachment-table.tsx'
import { LoadState } from '../../../ui/load-state.tsx'
import { contractQueries } from '../api/contract-queries.ts'

// A contract document's files as an external supplier reads them: by its link's token, which reaches
// the documents of its own quotation only. The buyer's users are unknown to a guest: the buyer's name
// stands for who attached them.
export function GuestContractFiles({
  token,
  sectionId,
  buyer,
}: {
  token: string
  sectionId: string
  buyer: string
}) {
  const { t } = useTranslation()
  const list = useQuery(contractQueries.guestFiles(token, sectionId))
  const download = (attachment: Attachment) =>
    downloadFile(
      guestInviteContractEndpoints.downloadFile,
      { token, sectionId, attachmentId: attachment.id },
      attachment.file_name,
    ).catch(presentError)
  return (
    <Stack gap="xs" data-testid="attachments">
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
          counterparty={buyer}
        />
      )}
    </Stack>
  )
}
