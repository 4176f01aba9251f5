import { Code, Table, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'

// The fixed layout of an import file, column by column, as the server reads it: the feature's texts
// `import.layoutIntro`, `import.columns.<column>` and `import.layoutRules`.
export function CsvImportLayout({
  ns,
  columns,
  testId,
}: {
  ns: string
  columns: readonly string[]
  testId: string
}) {
  const { t } = useTranslation([ns, 'app'])
  return (
    <>
      <Text size="sm">{t('import.layoutIntro')}</Text>
      <Table withTableBorder fz="sm" data-testid={`${testId}-layout`}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('app:csvImport.column')}</Table.Th>
            <Table.Th>{t('app:csvImport.content')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {columns.map((column) => (
            <Table.Tr key={column}>
              <Table.Td>
                <Code>{column}</Code>
              </Table.Td>
              <Table.Td>{t(`import.columns.${column}`)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Text size="sm" c="dimmed">
        {t('import.layoutRules')}
      </Text>
    </>
  )
}
