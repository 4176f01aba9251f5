import { Button, Group } from '@mantine/core'
import { cancellationActions, type Order, type OrderAction, terminalOrderStatuses } from '@scm/contracts'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate } from 'react-router'
import { hasPermission, useCurrentUser } from '../../../lib/auth/session.ts'
import { useConfirm } from '../../../ui/confirm-dialog.tsx'
import { useDeleteOrder } from '../api/order-mutations.ts'
import { dangerousActions } from './order-action-dialog.tsx'

// Forward moves first; the ones that stop or undo something after them.
const actionOrder: readonly OrderAction[] = [
  'send',
  'request_authorization',
  'authorize',
  'confirm',
  'start_production',
  'complete_packing',
  'mark_delivered',
  'complete',
  'return_to_draft',
  'decline_authorization',
  'reject',
  'request_cancellation',
  'cancel',
]

// The buttons of what the caller may do now (the server's allowed_actions); answering a cancellation
// request is in its banner. The buyer also edits and deletes a draft.
export function OrderActions({ order, ask }: { order: Order; ask: (action: OrderAction) => void }) {
  const { t } = useTranslation('orders')
  const navigate = useNavigate()
  const confirm = useConfirm()
  const { data: user } = useCurrentUser()
  const remove = useDeleteOrder()
  const actions = actionOrder.filter(
    (action) =>
      order.allowed_actions.includes(action) &&
      !(cancellationActions as readonly OrderAction[]).includes(action),
  )
  const buyer = order.side === 'buyer' && hasPermission(user, 'create.order')
  const draft = buyer && order.status === 'draft'
  // After sending the buyer still keeps its internal fields (internal status, assignees, tags, notes).
  const internal = buyer && !draft && !terminalOrderStatuses.includes(order.status)
  const askDelete = async () => {
    const ok = await confirm({
      title: t('actions.delete.title'),
      message: t('actions.delete.message', { number: order.number }),
      confirmLabel: t('actions.delete.label'),
      danger: true,
    })
    if (ok) remove.mutate(order.id, { onSuccess: () => navigate('/orders/all') })
  }
  return (
    <Group gap="sm">
      {actions.map((action) => {
        const danger = dangerousActions.includes(action)
        return (
          <Button
            key={action}
            color={danger ? 'red' : undefined}
            variant={danger ? 'light' : action === 'return_to_draft' ? 'default' : 'filled'}
            onClick={() => ask(action)}
            data-testid={`order-action-${action}`}
          >
            {t(`actions.${action}.label`)}
          </Button>
        )
      })}
      {internal && (
        <Button variant="default" component={Link} to={`/orders/${order.id}/update`} data-testid="order-edit">
          {t('actions.editInternal')}
        </Button>
      )}
      {draft && (
        <>
          <Button
            variant="default"
            component={Link}
            to={`/orders/${order.id}/update`}
            data-testid="order-edit"
          >
            {t('actions.edit')}
          </Button>
          <Button variant="subtle" color="red" onClick={() => void askDelete()} loading={remove.isPending}>
            {t('actions.delete.label')}
          </Button>
        </>
      )}
    </Group>
  )
}
