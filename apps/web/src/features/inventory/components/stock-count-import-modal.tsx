import { Alert, Button, FileInput, Group, List, Modal, ScrollArea, Stack, Text } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { stockCountImportUpload } from '@scm/contracts'
import { IconUpload } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../../../lib/api/api-error.ts'
import { presentError } from '../../../lib/api/present-error.ts'
import { useImportStockCount } from '../api/stock-count-mutations.ts'

const accepted = Object.keys(stockCountImportUpload.fileTypes)

// Spec §5: a CSV or Excel file, column A the article id, column B the counted quantity. The server
// checks every row first and applies nothing while any is wrong; every wrong row is listed at once.
export function StockCountImportModal({
  countId,
  opened,
  onClose,
}: {
  countId: string
  opened: boolean
  onClose: () => void
}) {
  const { t } = useTranslation('inventory')
  const upload = useImportStockCount(countId)
  const [file, setFile] = useState<File | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const [rowErrors, setRowErrors] = useState<{ title: string; rows: string[] } | null>(null)
  const close = () => {
    setFile(null)
    setProblem(null)
    setRowErrors(null)
    onClose()
  }
  const pick = (next: File | null) => {
    setFile(next)
    setRowErrors(null)
    setProblem(null)
    if (!next) return
    if (!accepted.includes(next.name.toLowerCase().split('.').pop() ?? ''))
      setProblem(t('stockCounts.import.fileType'))
    else if (next.size >= stockCountImportUpload.maxBytes) setProblem(t('stockCounts.import.tooLarge'))
  }
  const send = () =>
    file &&
    upload.mutate(file, {
      onSuccess: (result) => {
        notifications.show({
          color: 'green',
          message: t('stockCounts.import.done', { count: result.rows, added: result.added }),
        })
        close()
      },
      onError: (error) => {
        if (!(error instanceof ApiError) || (error.status !== 422 && error.status !== 413))
          return presentError(error)
        const { file: fileErrors, ...rows } = error.fieldErrors
        if (fileErrors?.[0] || error.status === 413) return setProblem(fileErrors?.[0] ?? error.message)
        setRowErrors({ title: error.message, rows: Object.values(rows).flat() })
      },
    })
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('stockCounts.import.title')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('app:close') }}
    >
      <Stack>
        <Text size="sm">{t('stockCounts.import.help')}</Text>
        <FileInput
          label={t('stockCounts.import.file')}
          accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          value={file}
          onChange={pick}
          error={problem}
          clearable
          clearButtonProps={{ 'aria-label': t('stockCounts.import.clearFile') }}
          leftSection={<IconUpload size={16} />}
          data-testid="stock-count-import-file"
        />
        {rowErrors && (
          <Alert color="red" title={rowErrors.title} data-testid="stock-count-import-errors">
            <ScrollArea.Autosize mah={280}>
              <List size="sm">
                {rowErrors.rows.map((message) => (
                  <List.Item key={message}>{message}</List.Item>
                ))}
              </List>
            </ScrollArea.Autosize>
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('app:cancel')}
          </Button>
          <Button
            onClick={send}
            disabled={!file || problem !== null}
            loading={upload.isPending}
            data-testid="stock-count-import-send"
          >
            {t('stockCounts.import.send')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  )
}
