import { Alert, Anchor, Button, FileInput, Group, List, Modal, ScrollArea, Stack } from '@mantine/core'
import { csvTemplate, type Endpoint, importMaxBytes, type UploadBody } from '@scm/contracts'
import { IconDownload, IconUpload } from '@tabler/icons-react'
import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import type { z } from 'zod'
import { ApiError } from '../../lib/api/api-error.ts'
import { callApi } from '../../lib/api/call-api.ts'
import { saveFile } from '../../lib/api/download-file.ts'
import { presentError } from '../../lib/api/present-error.ts'
import { hasPermission, useCurrentUser } from '../../lib/auth/session.ts'
import { CsvImportLayout } from './csv-import-layout.tsx'

// The outcome appears below the layout: brought into view, since the dialog may scroll.
const intoView = (node: HTMLDivElement | null) => node?.scrollIntoView({ block: 'nearest' })

interface Refusal {
  message: string
  rows: string[]
}

type Absent = z.ZodType<undefined>

export interface CsvImportDialogProps<R extends z.ZodType> {
  opened: boolean
  onClose: () => void
  // The feature's namespace, holding the dialog's own texts under `import.`: title, the layout's
  // (see CsvImportLayout) and `started`, which may name any value of the upload's answer.
  ns: string
  // The layout's columns; the template is its header row, downloaded as `<testId>-template.csv`.
  columns: readonly string[]
  endpoint: Endpoint<Absent, Absent, typeof UploadBody, R>
  // The prefix of the dialog's test ids (`order-import`).
  testId: string
}

// Spec §5 imports of a fixed CSV layout: the file is checked at once (its problems listed row by row,
// nothing imported); a valid file is imported by a job whose result the queue log shows.
export function CsvImportDialog<R extends z.ZodType>({
  opened,
  onClose,
  ns,
  columns,
  endpoint,
  testId,
}: CsvImportDialogProps<R>) {
  const { t } = useTranslation([ns, 'app'])
  // Quiet: the dialog lists the file's problems row by row.
  const upload = useMutation({
    mutationFn: (file: File) => callApi(endpoint, { body: file }),
    meta: { quiet: true },
  })
  const { data: user } = useCurrentUser()
  const [file, setFile] = useState<File | null>(null)
  const [refusal, setRefusal] = useState<Refusal | null>(null)
  const [started, setStarted] = useState<z.output<R> | null>(null)
  const choose = (next: File | null) => {
    setFile(next)
    setStarted(null)
    setRefusal(null)
    if (next && !next.name.toLowerCase().endsWith('.csv'))
      setRefusal({ message: t('app:csvImport.onlyCsv'), rows: [] })
    else if (next && next.size >= importMaxBytes)
      setRefusal({ message: t('app:csvImport.tooLarge'), rows: [] })
  }
  const send = () =>
    file &&
    upload.mutate(file, {
      onSuccess: (result) => {
        setStarted(result)
        setFile(null)
      },
      onError: (error) => {
        if (!(error instanceof ApiError && (error.status === 413 || error.status === 422)))
          return presentError(error)
        setRefusal({ message: error.message, rows: Object.values(error.fieldErrors).flat() })
        // The fixed file is chosen again, even under the same name.
        setFile(null)
      },
    })
  const close = () => {
    choose(null)
    onClose()
  }
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('import.title')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('app:close') }}
    >
      <Stack>
        <CsvImportLayout ns={ns} columns={columns} testId={testId} />
        <Group>
          <Button
            variant="default"
            leftSection={<IconDownload size={16} />}
            onClick={() =>
              saveFile(new Blob([csvTemplate(columns)], { type: 'text/csv' }), `${testId}-template.csv`)
            }
            data-testid={`${testId}-template`}
          >
            {t('app:csvImport.template')}
          </Button>
        </Group>
        <FileInput
          label={t('app:csvImport.file')}
          accept=".csv,text/csv"
          value={file}
          onChange={choose}
          clearable
          clearButtonProps={{ 'aria-label': t('app:csvImport.clearFile') }}
          leftSection={<IconUpload size={16} />}
          error={refusal !== null}
          data-testid={`${testId}-file`}
        />
        {refusal && (
          <Alert color="red" title={refusal.message} ref={intoView} data-testid={`${testId}-errors`}>
            {refusal.rows.length > 0 && (
              <ScrollArea.Autosize mah={240}>
                <List size="sm" spacing={4}>
                  {refusal.rows.map((row) => (
                    <List.Item key={row}>{row}</List.Item>
                  ))}
                </List>
              </ScrollArea.Autosize>
            )}
          </Alert>
        )}
        {started && (
          <Alert
            color="green"
            title={t('app:csvImport.startedTitle')}
            ref={intoView}
            data-testid={`${testId}-started`}
          >
            {t('import.started', started as Record<string, unknown>)}{' '}
            {hasPermission(user, 'view.queue.logs') && (
              // The primary blue falls just below AA contrast on the green background.
              <Anchor
                component={Link}
                to="/reports/queue-logs"
                c="blue.9"
                data-testid={`${testId}-queue-log`}
              >
                {t('app:csvImport.queueLog')}
              </Anchor>
            )}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('app:close')}
          </Button>
          <Button
            onClick={send}
            disabled={!file || refusal !== null}
            loading={upload.isPending}
            data-testid={`${testId}-upload`}
          >
            {t('app:csvImport.upload')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  )
}
