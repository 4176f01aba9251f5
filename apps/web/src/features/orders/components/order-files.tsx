import { Stack, Text } from '@mantine/core'
import { type Order, orderAttachments } from '@scm/contracts'
import { useTranslation } from 'react-i18next'
import { hasPermission, useCurrentUser } from '../../../lib/auth/session.ts'
import { Attachments } from '../../../ui/attachments/attachments.tsx'

// The order's files (spec §3 Order "attachments"), shared by buyer and supplier once the order is sent.
// The server decides who may attach; this mirrors it so the drop zone shows only where it works.
export function OrderFiles({
  orderId,
  order,
}: {
  orderId: string
  order: Pick<Order, 'side' | 'supplier_name' | 'buyer_name'>
}) {
  const { t } = useTranslation('orders')
  const { data: user } = useCurrentUser()
  const canEdit = order.side === 'supplier' || hasPermission(user, 'create.order')
  return (
    <Stack gap="sm">
      {order.side === 'buyer' && (
        <Text c="dimmed" size="sm">
          {t('files.shared', { party: order.supplier_name })}
        </Text>
      )}
      <Attachments
        type={orderAttachments}
        entityId={orderId}
        canEdit={canEdit}
        counterparty={order.side === 'buyer' ? order.supplier_name : order.buyer_name}
      />
    </Stack>
  )
}
