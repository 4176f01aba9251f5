import { Alert, Button, Group, Modal, NumberInput, Stack, Table, Text } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { type Order, type OrderDelivery, receivableOrderStatuses } from '@scm/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { hasPermission, useCurrentUser } from '../../../lib/auth/session.ts'
import { formatNumber } from '../../../lib/format/format.ts'
import { useReceiveGoods } from '../api/order-mutations.ts'

// The buyer takes goods of a delivery into its warehouse (decision 0051): stock follows the order.
export function DeliveryReceipt({ order, delivery }: { order: Order; delivery: OrderDelivery }) {
  const { t } = useTranslation('orders')
  const { data: user } = useCurrentUser()
  const [opened, setOpened] = useState(false)
  const receivable =
    order.side === 'buyer' &&
    receivableOrderStatuses.includes(order.status) &&
    delivery.warehouse_id !== null &&
    delivery.lines.length > 0 &&
    hasPermission(user, 'manage.inventory')
  if (!receivable) return null
  return (
    <>
      <Button size="xs" variant="light" onClick={() => setOpened(true)}>
        {t('receipt.open')}
      </Button>
      {opened && <ReceiptDialog order={order} delivery={delivery} onClose={() => setOpened(false)} />}
    </>
  )
}

// What is still to come of a line: the dialog's starting value, rounded to the quantities' scale (the
// server adds the numbers as decimals).
const outstanding = (line: OrderDelivery['lines'][number]) =>
  String(Number(Math.max(Number(line.qty) - Number(line.received_qty), 0).toFixed(3)))

function ReceiptDialog({
  order,
  delivery,
  onClose,
}: {
  order: Order
  delivery: OrderDelivery
  onClose: () => void
}) {
  const { t } = useTranslation('orders')
  const receive = useReceiveGoods()
  // One id per dialog: a second click or a retry sends the same receipt, which is taken once.
  const [receiptId] = useState(() => crypto.randomUUID())
  const [quantities, setQuantities] = useState(
    () => new Map(delivery.lines.map((line) => [line.id, outstanding(line)])),
  )
  const [empty, setEmpty] = useState(false)
  const submit = () => {
    const lines = delivery.lines
      .map((line) => ({ line_id: line.id, quantity: quantities.get(line.id) ?? '' }))
      .filter((line) => line.quantity !== '' && Number(line.quantity) > 0)
    setEmpty(lines.length === 0)
    if (lines.length === 0) return
    receive.mutate(
      { id: order.id, deliveryId: delivery.id, body: { id: receiptId, lines } },
      {
        onSuccess: () => {
          notifications.show({
            color: 'green',
            message: t('receipt.received', { code: delivery.code, warehouse: delivery.warehouse_name }),
          })
          onClose()
        },
      },
    )
  }
  return (
    <Modal
      opened
      onClose={onClose}
      size="xl"
      title={t('receipt.title', { code: delivery.code })}
      closeButtonProps={{ 'aria-label': t('app:close') }}
    >
      <Stack>
        <Text size="sm">{t('receipt.text', { warehouse: delivery.warehouse_name })}</Text>
        <Table.ScrollContainer minWidth={560} type="native">
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('fields.article')}</Table.Th>
                <Table.Th ta="right">{t('fields.qty')}</Table.Th>
                <Table.Th ta="right">{t('receipt.receivedSoFar')}</Table.Th>
                <Table.Th w={160}>{t('receipt.now')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {delivery.lines.map((line) => (
                <Table.Tr key={line.id}>
                  <Table.Td>{`${line.article_code} · ${line.article_name}`}</Table.Td>
                  <Table.Td ta="right">{formatNumber(line.qty)}</Table.Td>
                  <Table.Td ta="right">{formatNumber(line.received_qty)}</Table.Td>
                  <Table.Td>
                    <NumberInput
                      size="xs"
                      min={0}
                      decimalScale={3}
                      hideControls
                      aria-label={t('receipt.nowOf', { article: line.article_code })}
                      value={quantities.get(line.id) ?? ''}
                      onChange={(value) =>
                        setQuantities((current) => new Map(current).set(line.id, String(value)))
                      }
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {empty && <Alert color="red">{t('receipt.nothing')}</Alert>}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('app:cancel')}
          </Button>
          <Button onClick={submit} loading={receive.isPending}>
            {t('receipt.submit')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  )
}
