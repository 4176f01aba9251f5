import { Button, Card, Group, Table, Text, TextInput, Title } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { type ProductionOrder, productionOrderReceivable } from '@scm/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../../../lib/api/api-error.ts'
import { formatDateTime, formatNumber, formatText } from '../../../lib/format/format.ts'
import { typedDecimal } from '../../../lib/format/typed-decimal.ts'
import { currentLocale } from '../../../lib/i18n/current-locale.ts'
import { useConfirm } from '../../../ui/confirm-dialog.tsx'
import { useGenerateReceipt } from '../api/production-order-mutations.ts'

// What is still to make, or the planned quantity once that is reached.
const remaining = (order: ProductionOrder) => {
  const left = Number(order.planned_quantity) - Number(order.received_quantity)
  return left > 0 ? String(Number(left.toFixed(3))) : order.planned_quantity
}

// The receipts so far and, on a released order, a new one: it consumes the components and adds the
// finished article in the order's warehouse.
export function ProductionOrderReceipts({ order }: { order: ProductionOrder }) {
  const { t } = useTranslation('production-orders')
  const confirm = useConfirm()
  const receive = useGenerateReceipt()
  const [quantity, setQuantity] = useState(remaining(order))
  const receivable = productionOrderReceivable.includes(order.status)
  const generate = async () => {
    const ok = await confirm({
      title: t('receipt.confirmTitle'),
      message: t('receipt.confirmMessage', {
        quantity: formatNumber(quantity),
        article: `${order.article_code} ${order.article_name}`,
        warehouse: order.warehouse_name,
      }),
      confirmLabel: t('receipt.generate'),
    })
    if (!ok) return
    receive.mutate(
      { id: order.id, quantity: typedDecimal(quantity, currentLocale()), version: order.version },
      {
        onSuccess: () =>
          notifications.show({ color: 'green', message: t('receipt.done', { number: order.number }) }),
      },
    )
  }
  return (
    <Card withBorder>
      <Title order={2} fz="h4" mb="sm">
        {t('receipt.title')}
      </Title>
      {order.receipts.length === 0 ? (
        <Text size="sm" c="dimmed" data-testid="no-receipts">
          {t('receipt.none')}
        </Text>
      ) : (
        <Table fz="sm" data-testid="production-order-receipts">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('receipt.when')}</Table.Th>
              <Table.Th>{t('receipt.by')}</Table.Th>
              <Table.Th ta="right">{t('receipt.quantity')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {order.receipts.map((receipt) => (
              <Table.Tr key={receipt.id}>
                <Table.Td>{formatDateTime(receipt.created_at)}</Table.Td>
                <Table.Td>{formatText(receipt.user_name)}</Table.Td>
                <Table.Td ta="right">{formatNumber(receipt.quantity)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {receivable && (
        <Group align="flex-end" mt="md">
          <TextInput
            label={t('receipt.quantity')}
            value={quantity}
            onChange={(event) => setQuantity(event.currentTarget.value)}
            inputMode="decimal"
            error={receive.error instanceof ApiError ? receive.error.fieldErrors.quantity?.[0] : undefined}
            w={220}
          />
          <Button onClick={() => void generate()} loading={receive.isPending} data-testid="generate-receipt">
            {t('receipt.generate')}
          </Button>
        </Group>
      )}
    </Card>
  )
}
