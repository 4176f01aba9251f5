import { notifications } from '@mantine/notifications'
import type { Order, OrderAction } from '@scm/contracts'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../../../lib/api/api-error.ts'
import { presentError } from '../../../lib/api/present-error.ts'
import { isConflict } from '../../../ui/form/conflict-alert.tsx'
import { useOrderAction } from '../api/order-mutations.ts'
import { orderQueries } from '../api/order-queries.ts'
import { actionOutcome } from './action-outcome.ts'
import { ActionProblems } from './action-problems.tsx'
import { OrderActionDialog } from './order-action-dialog.tsx'

// Asking for and running an order action: `ask(action)` opens the confirmation; confirming sends the
// action with the version on screen, so a second tab or a double click gets 409 and a fresh order,
// never a second effect.
export function useOrderActionDialog(order: Order) {
  const { t } = useTranslation('orders')
  const queryClient = useQueryClient()
  const act = useOrderAction()
  const [action, setAction] = useState<OrderAction | null>(null)
  const [refused, setRefused] = useState<Record<string, string[]>>({})
  const confirm = (reason: string | null) => {
    if (!action) return
    setRefused({})
    act.mutate(
      { id: order.id, body: { action, version: order.version, reason } },
      {
        onSuccess: (result) =>
          notifications.show({
            color: 'green',
            message: t(`actions.${actionOutcome(action, result)}.done`),
          }),
        onError: (error) => {
          if (isConflict(error)) void queryClient.invalidateQueries({ queryKey: orderQueries.all })
          const fields = error instanceof ApiError ? error.fieldErrors : {}
          if (Object.keys(fields).length > 0) setRefused(fields)
          else presentError(error)
        },
        onSettled: () => setAction(null),
      },
    )
  }
  const dialog = (
    <OrderActionDialog
      action={action}
      number={order.number}
      pending={act.isPending}
      onConfirm={confirm}
      onClose={() => setAction(null)}
    />
  )
  const problems = (
    <ActionProblems
      orderId={order.id}
      errors={refused}
      editable={order.side === 'buyer' && order.status === 'draft'}
      onClose={() => setRefused({})}
    />
  )
  return { ask: setAction, dialog, problems }
}
