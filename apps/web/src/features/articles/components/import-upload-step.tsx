import { Alert, Button, FileInput, Group, Stack, Text } from '@mantine/core'
import { type ArticleImport, importMaxBytes } from '@scm/contracts'
import { IconUpload } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../../../lib/api/api-error.ts'
import { presentError } from '../../../lib/api/present-error.ts'
import { useUploadImport } from '../api/import-queries.ts'

const accepted = ['csv', 'xlsx']

// Step 1: the file, checked here for type and size before it is sent; the server checks again.
export function ImportUploadStep({ onUploaded }: { onUploaded: (upload: ArticleImport) => void }) {
  const { t } = useTranslation('articles')
  const upload = useUploadImport()
  const [file, setFile] = useState<File | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const choose = (next: File | null) => {
    setFile(next)
    setProblem(null)
    if (!next) return
    if (!accepted.includes(next.name.toLowerCase().split('.').pop() ?? '')) setProblem(t('import.fileType'))
    else if (next.size >= importMaxBytes) setProblem(t('import.fileTooLarge'))
  }
  const send = () =>
    file &&
    upload.mutate(file, {
      onSuccess: onUploaded,
      onError: (error) => {
        if (error instanceof ApiError && (error.status === 413 || error.status === 422))
          setProblem(error.fieldErrors.file?.[0] ?? error.message)
        else presentError(error)
      },
    })
  return (
    <Stack maw={560}>
      <Text fw={600}>{t('import.dropTitle')}</Text>
      <Text c="dimmed" size="sm">
        {t('import.dropHint')}
      </Text>
      <FileInput
        label={t('import.choose')}
        accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        value={file}
        onChange={choose}
        clearable
        clearButtonProps={{ 'aria-label': t('import.clearFile') }}
        leftSection={<IconUpload size={16} />}
        error={problem !== null}
        data-testid="import-file"
      />
      {problem && (
        <Alert color="red" data-testid="import-file-problem">
          {problem}
        </Alert>
      )}
      <Group>
        <Button
          onClick={send}
          disabled={!file || problem !== null}
          loading={upload.isPending}
          data-testid="import-upload"
        >
          {t('import.upload')}
        </Button>
      </Group>
    </Stack>
  )
}
