import { Button, Group, Select } from '@mantine/core'
import {
  type Order,
  type OrderDelivery,
  type ShipmentReadiness,
  shipmentReadinessValues,
  shippableStatuses,
} from '@scm/contracts'
import { useTranslation } from 'react-i18next'
import { useConfirm } from '../../../ui/confirm-dialog.tsx'
import { useSetReadiness, useShipDelivery } from '../api/order-mutations.ts'
import { badgeName } from './order-status-badge.tsx'

// The supplier marks a delivery's readiness and then ships it, partially or fully (spec §4); when
// every delivery is fully shipped the order is in transit.
export function DeliveryShipment({ order, delivery }: { order: Order; delivery: OrderDelivery }) {
  const { t } = useTranslation('orders')
  const confirm = useConfirm()
  const ship = useShipDelivery()
  const readiness = useSetReadiness()
  if (order.side !== 'supplier' || !shippableStatuses.includes(order.status)) return null
  const code = delivery.code
  const mark = async (state: 'partially_shipped' | 'fully_shipped') => {
    const ok = await confirm({
      title: t(`shipment.${state}.title`),
      message: t(`shipment.${state}.message`, { code }),
      confirmLabel: t(`shipment.${state}.label`),
    })
    if (ok) ship.mutate({ id: order.id, deliveryId: delivery.id, state, version: order.version })
  }
  const setReadiness = async (value: ShipmentReadiness) => {
    const ok = await confirm({
      title: t('shipment.readinessTitle'),
      message: t('shipment.readinessMessage', { code, readiness: t(`status.${badgeName(value)}`) }),
      confirmLabel: t('app:confirm'),
    })
    if (ok)
      readiness.mutate({ id: order.id, deliveryId: delivery.id, readiness: value, version: order.version })
  }
  return (
    <Group gap="xs" align="flex-end">
      <Select
        size="xs"
        w={200}
        aria-label={t('shipment.readinessOf', { code })}
        placeholder={t('shipment.readiness')}
        data={shipmentReadinessValues.map((value) => ({ value, label: t(`status.${badgeName(value)}`) }))}
        value={delivery.readiness}
        onChange={(value) => value && void setReadiness(value as ShipmentReadiness)}
        allowDeselect={false}
        disabled={readiness.isPending}
      />
      {delivery.shipment_state === 'not_shipped' && (
        <Button
          size="xs"
          variant="default"
          onClick={() => void mark('partially_shipped')}
          loading={ship.isPending}
        >
          {t('shipment.partially_shipped.label')}
        </Button>
      )}
      {delivery.shipment_state !== 'fully_shipped' && (
        <Button size="xs" onClick={() => void mark('fully_shipped')} loading={ship.isPending}>
          {t('shipment.fully_shipped.label')}
        </Button>
      )}
    </Group>
  )
}
