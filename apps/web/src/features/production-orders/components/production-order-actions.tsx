import { Button, Group } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import {
  canTakeProductionOrderAction,
  type ProductionOrder,
  type ProductionOrderAction,
  productionOrderActions,
  productionOrderDeletable,
  productionOrderEditable,
} from '@scm/contracts'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { useConfirm } from '../../../ui/confirm-dialog.tsx'
import { useDeleteProductionOrder, useProductionOrderAction } from '../api/production-order-mutations.ts'

// Edit, post, release, close and delete, each behind a confirmation and only where the contract's
// machine allows it.
export function ProductionOrderActions({ order }: { order: ProductionOrder }) {
  const { t } = useTranslation('production-orders')
  const navigate = useNavigate()
  const confirm = useConfirm()
  const act = useProductionOrderAction()
  const remove = useDeleteProductionOrder()
  const run = async (action: ProductionOrderAction) => {
    const ok = await confirm({
      title: t(`actions.${action}Title`),
      message: t(`actions.${action}Message`, { number: order.number }),
      confirmLabel: t(`actions.${action}`),
    })
    if (!ok) return
    act.mutate(
      { id: order.id, action, version: order.version },
      {
        onSuccess: () =>
          notifications.show({
            color: 'green',
            message: t(`actions.${action}Done`, { number: order.number }),
          }),
      },
    )
  }
  const ask = async () => {
    const ok = await confirm({
      title: t('actions.deleteTitle'),
      message: t('actions.deleteMessage', { number: order.number }),
      confirmLabel: t('actions.delete'),
      danger: true,
    })
    if (!ok) return
    remove.mutate(order.id, {
      onSuccess: () => {
        notifications.show({ color: 'green', message: t('actions.deleteDone', { number: order.number }) })
        navigate('/production-orders')
      },
    })
  }
  return (
    <Group gap="sm">
      {productionOrderEditable.includes(order.status) && (
        <Button
          variant="default"
          onClick={() => navigate(`/production-orders/${order.id}/update`)}
          data-testid="edit-production-order"
        >
          {t('actions.edit')}
        </Button>
      )}
      {productionOrderActions
        .filter((action) => canTakeProductionOrderAction(action, order.status))
        .map((action) => (
          <Button
            key={action}
            loading={act.isPending && act.variables?.action === action}
            onClick={() => void run(action)}
            data-testid={`production-order-${action}`}
          >
            {t(`actions.${action}`)}
          </Button>
        ))}
      {productionOrderDeletable.includes(order.status) && (
        <Button
          variant="subtle"
          color="red"
          onClick={() => void ask()}
          loading={remove.isPending}
          data-testid="delete-production-order"
        >
          {t('actions.delete')}
        </Button>
      )}
    </Group>
  )
}
