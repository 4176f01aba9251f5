import { Alert, Button, Group, Select, Stack, Table, Text } from '@mantine/core'
import {
  type ArticleImport,
  type ImportCheck,
  type ImportFieldKey,
  type ImportMapping,
  importField,
  importFieldKeys,
} from '@scm/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useConfirm } from '../../../ui/confirm-dialog.tsx'
import { useCheckImport, useStartImport } from '../api/import-queries.ts'
import { ImportErrors } from './import-errors.tsx'

const labelKey = (key: ImportFieldKey) =>
  `fields.${key.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase())}`

// Step 2: each article field with the file's column it is read from (suggested by heading, changeable),
// a dry run that lists every problem, then the import of the valid rows after a confirmation.
export function ImportMappingStep({
  upload,
  onStarted,
}: {
  upload: ArticleImport
  onStarted: (started: ArticleImport) => void
}) {
  const { t } = useTranslation('articles')
  const confirm = useConfirm()
  const check = useCheckImport()
  const start = useStartImport()
  const [mapping, setMapping] = useState<ImportMapping>(
    () =>
      Object.fromEntries(importFieldKeys.map((key) => [key, upload.mapping[key] ?? null])) as ImportMapping,
  )
  const [result, setResult] = useState<ImportCheck | null>(null)
  const columns = upload.headers.map((heading, index) => ({
    value: String(index),
    label: heading || `#${index + 1}`,
  }))
  const change = (key: ImportFieldKey, value: string | null) => {
    setMapping((current) => ({ ...current, [key]: value === null ? null : Number(value) }))
    setResult(null)
  }
  const run = () => check.mutate({ id: upload.id, mapping }, { onSuccess: setResult })
  const begin = async () => {
    if (!result) return
    const yes = await confirm({
      title: t('import.confirmTitle'),
      message: t('import.confirmText', { create: result.create, update: result.update }),
      confirmLabel: t('import.confirm', { count: result.valid }),
    })
    if (yes) start.mutate({ id: upload.id, mapping }, { onSuccess: onStarted })
  }
  return (
    <Stack>
      <Text c="dimmed">{t('import.fileSummary', { file: upload.file_name, rows: upload.row_count })}</Text>
      <Table striped withTableBorder>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('import.field')}</Table.Th>
            <Table.Th>{t('import.column')}</Table.Th>
            <Table.Th>{t('import.sample')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {importFieldKeys.map((key) => {
            const index = mapping[key]
            const label = t(labelKey(key) as 'fields.code')
            return (
              <Table.Tr key={key}>
                <Table.Td>
                  {label}
                  {importField(key).required && ' *'}
                </Table.Td>
                <Table.Td>
                  <Select
                    aria-label={label}
                    placeholder={t('import.notMapped')}
                    data={columns}
                    value={index === null ? null : String(index)}
                    onChange={(value) => change(key, value)}
                    clearable
                    size="xs"
                    data-testid={`mapping-${key}`}
                  />
                </Table.Td>
                <Table.Td>
                  <Text size="sm" c="dimmed">
                    {index === null ? '' : upload.sample[index]}
                  </Text>
                </Table.Td>
              </Table.Tr>
            )
          })}
        </Table.Tbody>
      </Table>
      {result && <ImportErrors result={result} />}
      <Group justify="flex-end">
        <Button
          variant={result ? 'default' : 'filled'}
          onClick={run}
          loading={check.isPending}
          data-testid="import-check"
        >
          {t('import.check')}
        </Button>
        <Button
          onClick={() => void begin()}
          disabled={!result || result.valid === 0}
          loading={start.isPending}
          data-testid="import-start"
        >
          {t('import.confirm', { count: result?.valid ?? 0 })}
        </Button>
      </Group>
      {!result && (
        <Alert color="blue" variant="light">
          {t('import.checkFirst')}
        </Alert>
      )}
    </Stack>
  )
}
