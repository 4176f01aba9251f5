import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core'
import type { QuotationFile, QuotationQuestion } from '@scm/contracts'
import { IconDownload } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { formatDate, formatFileSize } from '../../../lib/format/format.ts'
import type { FileDownload } from '../api/quotation-library-queries.ts'

// The FAQ and documents the buyer sent with the request, as the buyer and each supplier read them.
export function QuotationLibraryView({
  questions,
  files,
  download,
  actions,
}: {
  questions: QuotationQuestion[]
  files: QuotationFile[]
  download: FileDownload
  actions?: React.ReactNode
}) {
  const { t } = useTranslation('quotations')
  return (
    <Card withBorder padding="md" data-testid="quotation-library">
      <Group justify="space-between" mb="sm">
        <Title order={2} fz="h4">
          {t('library.title')}
        </Title>
        {actions}
      </Group>
      <Stack gap="md">
        <Stack gap="xs">
          <Text fw={600} size="sm">
            {t('library.questions')}
          </Text>
          {questions.length === 0 && (
            <Text c="dimmed" size="sm">
              {t('library.noQuestions')}
            </Text>
          )}
          {questions.map((question) => (
            <Stack key={question.question_id} gap={2} data-testid="library-question">
              <Text size="sm" fw={500}>
                {question.question}
              </Text>
              <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-wrap' }}>
                {question.answer}
              </Text>
            </Stack>
          ))}
        </Stack>
        <Stack gap="xs">
          <Text fw={600} size="sm">
            {t('library.files')}
          </Text>
          {files.length === 0 && (
            <Text c="dimmed" size="sm">
              {t('library.noFiles')}
            </Text>
          )}
          {files.map((file) => (
            <FileRow key={file.version_id} file={file} download={download} />
          ))}
        </Stack>
      </Stack>
    </Card>
  )
}

function FileRow({ file, download }: { file: QuotationFile; download: FileDownload }) {
  const { t } = useTranslation('quotations')
  const [busy, setBusy] = useState(false)
  const fetchFile = async () => {
    setBusy(true)
    await download(file)
    setBusy(false)
  }
  return (
    <Group justify="space-between" wrap="nowrap" data-testid="library-file">
      <Stack gap={0}>
        <Group gap="xs">
          <Text size="sm" fw={500}>
            {t('library.fileTitle', { title: file.title, number: file.number })}
          </Text>
          {file.expired && (
            <Badge color="red" variant="light" size="sm" data-testid="library-file-expired">
              {t('library.expired')}
            </Badge>
          )}
        </Group>
        <Text size="xs" c="dimmed">
          {t('library.fileDetails', {
            name: file.file_name,
            size: formatFileSize(file.size),
            from: formatDate(file.valid_from),
            to: formatDate(file.valid_to),
          })}
        </Text>
      </Stack>
      <Button
        variant="light"
        size="xs"
        leftSection={<IconDownload size={14} />}
        onClick={() => void fetchFile()}
        loading={busy}
        aria-label={t('library.download', { name: file.file_name })}
      >
        {t('library.downloadShort')}
      </Button>
    </Group>
  )
}
