import { notifications } from '@mantine/notifications'
import {
  type Attachment,
  type AttachmentType,
  acceptedFileType,
  attachmentUpload,
  formatMegabytes,
} from '@scm/contracts'
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { callApi } from '../../lib/api/call-api.ts'
import { presentError } from '../../lib/api/present-error.ts'
import { i18n } from '../../lib/i18n/i18n.ts'

export const attachmentQueries = {
  list: (type: AttachmentType, entityId: string) =>
    queryOptions({
      queryKey: ['attachments', type.type, entityId],
      queryFn: () => callApi(type.endpoints.list, { params: { entityId } }) as Promise<Attachment[]>,
    }),
}

// The same limits the server applies, checked first so a file that cannot go is not sent at all.
export function refusal(file: File): string | null {
  if (file.size > attachmentUpload.maxBytes)
    return i18n.t('messages:files.tooLarge', { max: formatMegabytes(attachmentUpload.maxBytes) })
  if (!acceptedFileType(attachmentUpload, file.name, file.type)) return i18n.t('messages:files.type')
  if (file.size === 0) return i18n.t('messages:files.empty')
  return null
}

// A refusal names the file in its title, since the reason does not.
const refused = (file: File, reason: string) =>
  notifications.show({ color: 'red', title: file.name, message: reason, autoClose: 8000 })

// Attaches files one after another; each one that fails says why and the rest still go.
export function useUploadAttachments(type: AttachmentType, entityId: string, onChange?: () => void) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (files: File[]) => {
      for (const file of files) {
        const reason = refusal(file)
        if (reason) {
          refused(file, reason)
          continue
        }
        try {
          await callApi(type.endpoints.upload, { params: { entityId }, body: file })
          notifications.show({
            color: 'green',
            title: i18n.t('success'),
            message: i18n.t('attachments.attached', { name: file.name }),
          })
        } catch (error) {
          presentError(error)
        }
      }
    },
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: attachmentQueries.list(type, entityId).queryKey })
      onChange?.()
    },
    meta: { quiet: true },
  })
}

export function useRemoveAttachment(type: AttachmentType, entityId: string, onChange?: () => void) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (attachment: Attachment) =>
      callApi(type.endpoints.remove, { params: { entityId, attachmentId: attachment.id } }),
    // The server's message is shown as every success message is (app/query-client).
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: attachmentQueries.list(type, entityId).queryKey })
      onChange?.()
    },
  })
}
