import { Code, Table, Text } from '@mantine/core'
import { orderImportColumns } from '@scm/contracts'
import { useTranslation } from 'react-i18next'

// The fixed layout of an order file, column by column, as the server reads it.
export function OrderImportLayout() {
  const { t } = useTranslation('orders')
  return (
    <>
      <Text size="sm">{t('import.layoutIntro')}</Text>
      <Table withTableBorder fz="sm" data-testid="order-import-layout">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('import.column')}</Table.Th>
            <Table.Th>{t('import.content')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {orderImportColumns.map((column) => (
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
