import { Alert, ScrollArea, Table, Text } from '@mantine/core'
import type { ImportCheck } from '@scm/contracts'
import { useTranslation } from 'react-i18next'
import { formatNumber } from '../../../lib/format/format.ts'

// The dry run's answer: what would be imported and every problem, row by row.
export function ImportErrors({ result }: { result: ImportCheck }) {
  const { t } = useTranslation('articles')
  const counts = { rows: result.rows, valid: result.valid, create: result.create, update: result.update }
  if (result.errors.length === 0)
    return (
      <Alert color="green" data-testid="import-result">
        {t('import.allValid', counts)}
      </Alert>
    )
  return (
    <Alert
      color="red"
      title={t('import.errorsTitle', { count: result.errors.length })}
      data-testid="import-result"
    >
      <Text size="sm" mb="xs">
        {t('import.validSummary', counts)} {t('import.errorsHint')}
      </Text>
      <ScrollArea.Autosize mah={320}>
        <Table data-testid="import-errors">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('import.row')}</Table.Th>
              <Table.Th>{t('import.column')}</Table.Th>
              <Table.Th>{t('import.message')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {result.errors.map((error) => (
              <Table.Tr key={`${error.row}-${error.column}-${error.message}`}>
                <Table.Td>{formatNumber(error.row)}</Table.Td>
                <Table.Td>{error.column}</Table.Td>
                <Table.Td>{error.message}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea.Autosize>
    </Alert>
  )
}
