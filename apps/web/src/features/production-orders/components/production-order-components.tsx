import { Table, Text } from '@mantine/core'
import type { ProductionOrder } from '@scm/contracts'
import { useTranslation } from 'react-i18next'
import { formatNumber, formatText } from '../../../lib/format/format.ts'

// The components (spec §3): the bill of material the order copied, what the planned quantity needs
// of each, and what the order's warehouse has available now (short ones marked).
export function ProductionOrderComponents({ order }: { order: ProductionOrder }) {
  const { t } = useTranslation('production-orders')
  if (order.components.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('components.none')}
      </Text>
    )
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table data-testid="production-order-components">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('fields.row')}</Table.Th>
            <Table.Th>{t('fields.productId')}</Table.Th>
            <Table.Th>{t('fields.name')}</Table.Th>
            <Table.Th>{t('fields.unit')}</Table.Th>
            <Table.Th ta="right">{t('fields.bomQuantity')}</Table.Th>
            <Table.Th ta="right">{t('fields.requiredQuantity')}</Table.Th>
            <Table.Th ta="right">{t('fields.availableQuantity')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {order.components.map((part) => {
            const short = Number(part.available_quantity) < Number(part.required_quantity)
            return (
              <Table.Tr key={part.row}>
                <Table.Td>{part.row}</Table.Td>
                <Table.Td>{part.article_code}</Table.Td>
                <Table.Td>{part.article_name}</Table.Td>
                <Table.Td>{formatText(part.unit)}</Table.Td>
                <Table.Td ta="right">{formatNumber(part.bom_quantity)}</Table.Td>
                <Table.Td ta="right">{formatNumber(part.required_quantity)}</Table.Td>
                <Table.Td ta="right" c={short ? 'red.9' : undefined} fw={short ? 600 : undefined}>
                  {formatNumber(part.available_quantity)}
                  {short && ` (${t('components.short')})`}
                </Table.Td>
              </Table.Tr>
            )
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}
