import { Alert, Button, FileInput, Group, List, Modal, Stack, Text } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import type { PriceList } from '@scm/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../../../lib/api/api-error.ts'
import { presentError } from '../../../lib/api/present-error.ts'
import { useImportLines } from '../api/price-list-mutations.ts'

const maxBytes = 1_000_000
// `csv.<row>.<column>` from the server, as "Row 3, gross price: …" lines.
type RowError = { key: string; row: string; column: string; message: string }
const rowErrors = (error: ApiError): RowError[] =>
  Object.entries(error.fieldErrors).map(([key, messages]) => {
    const [, row = '', column = ''] = key.split('.')
    return { key, row, column, message: messages[0] ?? '' }
  })

// Spec §5: price lists import from CSV only, under 1 MB. The server checks every row first and
// writes nothing while any row is wrong; all the wrong rows are listed at once.
export function PriceListImport({
  list,
  opened,
  onClose,
}: {
  list: PriceList
  opened: boolean
  onClose: () => void
}) {
  const { t } = useTranslation('price-lists')
  const upload = useImportLines(list.id)
  const [file, setFile] = useState<File | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const [errors, setErrors] = useState<RowError[]>([])
  const close = () => {
    setFile(null)
    setProblem(null)
    setErrors([])
    onClose()
  }
  const pick = (next: File | null) => {
    setErrors([])
    setFile(next)
    if (!next) return setProblem(null)
    if (!/\.csv$/i.test(next.name)) return setProblem(t('import.notCsv'))
    if (next.size >= maxBytes) return setProblem(t('import.tooLarge'))
    setProblem(null)
  }
  const send = async () => {
    if (!file || problem) return
    upload.mutate(await file.text(), {
      onSuccess: (result) => {
        notifications.show({ color: 'green', message: t('import.done', result) })
        close()
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 422) setErrors(rowErrors(error))
        else presentError(error)
      },
    })
  }
  const columnName = (column: string) =>
    column ? t(`import.columns.${column}`, { defaultValue: column }) : ''
  return (
    <Modal
      closeButtonProps={{ 'aria-label': t('app:close') }}
      opened={opened}
      onClose={close}
      title={t('import.title')}
      size="lg"
    >
      <Stack>
        <Text size="sm">{t('import.help')}</Text>
        <FileInput
          label={t('import.file')}
          accept=".csv,text/csv"
          value={file}
          onChange={pick}
          error={problem}
          clearable
          data-testid="price-import-file"
        />
        {errors.length > 0 && (
          <Alert
            color="red"
            title={t('import.rowErrors', { count: errors.length })}
            data-testid="price-import-errors"
          >
            <List size="sm">
              {errors.map((error) => (
                <List.Item key={error.key}>
                  {error.row && /^\d+$/.test(error.row)
                    ? t('import.rowError', {
                        row: error.row,
                        column: columnName(error.column),
                        message: error.message,
                      })
                    : error.message}
                </List.Item>
              ))}
            </List>
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('app:cancel')}
          </Button>
          <Button onClick={() => void send()} disabled={!file || Boolean(problem)} loading={upload.isPending}>
            {t('import.send')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  )
}
