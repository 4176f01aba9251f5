import { Button, FileButton, Group, Paper, Text } from '@mantine/core'
import { attachmentUpload, formatMegabytes } from '@scm/contracts'
import { IconPaperclip } from '@tabler/icons-react'
import { type DragEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'

const accept = Object.keys(attachmentUpload.fileTypes)
  .map((extension) => `.${extension}`)
  .join(',')

// Files dropped on the area or picked with its button; the button is the way in for a keyboard.
export function AttachmentDropZone({ onFiles, busy }: { onFiles: (files: File[]) => void; busy: boolean }) {
  const { t } = useTranslation()
  const [over, setOver] = useState(false)
  const hold = (event: DragEvent) => {
    event.preventDefault()
    setOver(true)
  }
  const drop = (event: DragEvent) => {
    event.preventDefault()
    setOver(false)
    const files = Array.from(event.dataTransfer.files)
    if (files.length > 0 && !busy) onFiles(files)
  }
  return (
    <Paper
      withBorder
      p="sm"
      onDragEnter={hold}
      onDragOver={hold}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
      style={{
        borderStyle: 'dashed',
        background: over ? 'var(--mantine-color-blue-light)' : undefined,
      }}
      data-testid="attachment-drop-zone"
    >
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Text size="sm" c="dimmed">
          {t('attachments.drop')} ·{' '}
          {t('attachments.hint', { max: formatMegabytes(attachmentUpload.maxBytes) })}
        </Text>
        <FileButton onChange={onFiles} accept={accept} multiple>
          {(props) => (
            <Button
              {...props}
              size="xs"
              variant="default"
              leftSection={<IconPaperclip size={14} />}
              loading={busy}
              data-testid="attach-files"
            >
              {t('attachments.attach')}
            </Button>
          )}
        </FileButton>
      </Group>
    </Paper>
  )
}
