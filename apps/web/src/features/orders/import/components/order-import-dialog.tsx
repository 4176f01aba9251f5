import { Alert, Anchor, Button, FileInput, Group, List, Modal, ScrollArea, Stack } from '@mantine/core'
import { importMaxBytes, type OrderImportStarted, orderImportTemplate } from '@scm/contracts'
import { IconDownload, IconUpload } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { ApiError } from '../../../../lib/api/api-error.ts'
import { presentError } from '../../../../lib/api/present-error.ts'
import { hasPermission, useCurrentUser } from '../../../../lib/auth/session.ts'
import { useImportOrders } from '../../api/order-mutations.ts'
import { OrderImportLayout } from './order-import-layout.tsx'

// The template is the header row itself: nothing to fetch.
function downloadTemplate() {
  const url = URL.createObjectURL(new Blob([orderImportTemplate], { type: 'text/csv' }))
  const link = document.createElement('a')
  link.href = url
  link.download = 'order-import-template.csv'
  document.body.append(link)
  link.click()
  link.remove()
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000)
}

// The outcome appears below the layout: brought into view, since the dialog may scroll.
const intoView = (node: HTMLDivElement | null) => node?.scrollIntoView({ block: 'nearest' })

interface Refusal {
  message: string
  rows: string[]
}

// Spec §5 order import: the file is checked at once (its problems listed row by row, nothing
// imported); a valid file is imported by a job whose result the queue log shows.
export function OrderImportDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('orders')
  const { data: user } = useCurrentUser()
  const upload = useImportOrders()
  const [file, setFile] = useState<File | null>(null)
  const [refusal, setRefusal] = useState<Refusal | null>(null)
  const [started, setStarted] = useState<OrderImportStarted | null>(null)
  const choose = (next: File | null) => {
    setFile(next)
    setStarted(null)
    setRefusal(null)
    if (next && !next.name.toLowerCase().endsWith('.csv'))
      setRefusal({ message: t('import.onlyCsv'), rows: [] })
    else if (next && next.size >= importMaxBytes) setRefusal({ message: t('import.tooLarge'), rows: [] })
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
        <OrderImportLayout />
        <Group>
          <Button
            variant="default"
            leftSection={<IconDownload size={16} />}
            onClick={downloadTemplate}
            data-testid="order-import-template"
          >
            {t('import.template')}
          </Button>
        </Group>
        <FileInput
          label={t('import.file')}
          accept=".csv,text/csv"
          value={file}
          onChange={choose}
          clearable
          clearButtonProps={{ 'aria-label': t('import.clearFile') }}
          leftSection={<IconUpload size={16} />}
          error={refusal !== null}
          data-testid="order-import-file"
        />
        {refusal && (
          <Alert color="red" title={refusal.message} ref={intoView} data-testid="order-import-errors">
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
            title={t('import.startedTitle')}
            ref={intoView}
            data-testid="order-import-started"
          >
            {t('import.started', { orders: started.orders, rows: started.rows })}{' '}
            {hasPermission(user, 'view.queue.logs') && (
              <Anchor component={Link} to="/reports/queue-logs" data-testid="order-import-queue-log">
                {t('import.queueLog')}
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
            data-testid="order-import-upload"
          >
            {t('import.upload')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  )
}
