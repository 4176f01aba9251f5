import { Stack, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../../../lib/api/api-error.ts'
import { refusal } from '../../../ui/attachments/attachment-api.ts'
import { AttachmentDropZone } from '../../../ui/attachments/attachment-drop-zone.tsx'

// The one file of an upload, dropped or picked, checked against the attachment limits before it is
// sent; `error` is the refusal to show (the client's, or the server's on the `file` field).
export function FileChoice({
  file,
  error,
  busy,
  onChange,
}: {
  file: File | null
  error: string | null
  busy: boolean
  onChange: (file: File | null, error: string | null) => void
}) {
  const { t } = useTranslation('file-library')
  const choose = ([first]: File[]) => {
    if (!first) return
    const refused = refusal(first)
    onChange(refused ? null : first, refused)
  }
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500}>
        {t('fields.file')}{' '}
        <Text span c="red" aria-hidden>
          *
        </Text>
      </Text>
      <AttachmentDropZone onFiles={choose} busy={busy} />
      <Text size="sm" c={file ? undefined : 'dimmed'} data-testid="chosen-file">
        {file ? t('chosenFile', { name: file.name }) : t('noFile')}
      </Text>
      {error && (
        <Text size="sm" c="red" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  )
}

// The server's refusal of the file itself (type, size, content), if that is what it refused.
export const fileRefusal = (error: unknown) =>
  error instanceof ApiError ? (error.fieldErrors.file?.[0] ?? null) : null
