import { Card, Table, Text, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { formatNumber } from '../../../lib/format/format.ts'

interface StockRow {
  id: string
  article_code: string
  article_name: string
  quantity: string
  available: string
}

// A figure of another warehouse beside each row (what a transfer's destination holds).
export interface ExtraColumn<R> {
  label: string
  testId: string
  value: (row: R) => string | null
}

// A stock document's rows beside the stock now: what is available in the warehouse they leave.
export function StockRowsTable<R extends StockRow>({
  rows,
  warehouseName,
  quantityLabel,
  extra,
}: {
  rows: R[]
  warehouseName: string
  quantityLabel: string
  extra?: ExtraColumn<R>
}) {
  const { t } = useTranslation('inventory')
  return (
    <Card withBorder>
      <Title order={2} fz="h4" mb="sm">
        {t('rows.title')}
      </Title>
      {rows.length === 0 ? (
        <Text c="dimmed">{t('rows.none')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table striped data-testid="stock-rows">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('rows.article')}</Table.Th>
                <Table.Th ta="right">{t('rows.available', { warehouse: warehouseName })}</Table.Th>
                <Table.Th ta="right">{quantityLabel}</Table.Th>
                {extra && <Table.Th ta="right">{extra.label}</Table.Th>}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.id} data-testid="stock-row" data-article={row.article_code}>
                  <Table.Td>
                    {row.article_code} · {row.article_name}
                  </Table.Td>
                  <Table.Td ta="right" data-testid="row-available">
                    {formatNumber(row.available)}
                  </Table.Td>
                  <Table.Td ta="right" data-testid="row-quantity">
                    {formatNumber(row.quantity)}
                  </Table.Td>
                  {extra && (
                    <Table.Td ta="right" data-testid={extra.testId}>
                      {formatNumber(extra.value(row))}
                    </Table.Td>
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Card>
  )
}
