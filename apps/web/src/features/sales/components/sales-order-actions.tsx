import { Button, Group } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { canTakeSalesOrderAction, type SalesOrder, salesOrderLinesToProcure } from '@scm/contracts'
import { useTranslation } from 'react-i18next'
import { useConfirm } from '../../../ui/confirm-dialog.tsx'
import { type SalesOrderActionName, useSalesOrderAction } from '../api/sales-order-mutations.ts'

const stateOf = (order: SalesOrder) => ({
  status: order.status,
  accept_status: order.accept_status,
  dispatched: order.dispatched_at !== null,
})

// The order's actions, each behind a confirmation (spec §8): the customer's answer, dispatch (which
// issues the stock), cancel, and a purchase order to the assigned supplier for what is not yet ordered.
export function SalesOrderActions({ order }: { order: SalesOrder }) {
  const { t } = useTranslation('sales')
  const confirm = useConfirm()
  const take = useSalesOrderAction()
  const state = stateOf(order)
  // Accepting reserves and dispatching issues the lines: an order without lines offers neither.
  const hasLines = order.lines.length > 0
  // A line a purchase or production order already supplies goes into neither again.
  const unsupplied = salesOrderLinesToProcure(order.lines).length > 0
  const producible = order.status === 'open' && order.dispatched_at === null && unsupplied
  const procurable = order.status === 'open' && order.assigned_supplier_company_id !== null && unsupplied
  const shown: Array<{ action: SalesOrderActionName; danger?: boolean; primary?: boolean }> = [
    ...(hasLines && canTakeSalesOrderAction('accept', state) ? [{ action: 'accept' as const }] : []),
    ...(canTakeSalesOrderAction('decline', state) ? [{ action: 'decline' as const, danger: true }] : []),
    ...(procurable ? [{ action: 'createPurchaseOrder' as const }] : []),
    // Which lines the company makes itself (a bill of material) the server knows; it says when none is left.
    ...(producible ? [{ action: 'createProductionOrders' as const }] : []),
    ...(hasLines && canTakeSalesOrderAction('dispatch', state)
      ? [{ action: 'dispatch' as const, primary: true }]
      : []),
    ...(canTakeSalesOrderAction('cancel', state) ? [{ action: 'cancel' as const, danger: true }] : []),
  ]
  const run = async (action: SalesOrderActionName, danger?: boolean) => {
    const ok = await confirm({
      title: t(`actions.${action}.title`),
      message: t(`actions.${action}.message`, { number: order.number, customer: order.customer_name }),
      confirmLabel: t(`actions.${action}.confirm`),
      danger,
    })
    if (!ok) return
    take.mutate(
      { action, order },
      {
        onSuccess: (result) =>
          notifications.show({
            color: 'green',
            message: t(`actions.${action}.done`, { number: result.number }),
          }),
      },
    )
  }
  if (shown.length === 0) return null
  return (
    <Group gap="xs" data-testid="sales-order-actions">
      {shown.map(({ action, danger, primary }) => (
        <Button
          key={action}
          variant={primary ? 'filled' : danger ? 'subtle' : 'light'}
          color={danger ? 'red' : undefined}
          loading={take.isPending && take.variables?.action === action}
          disabled={take.isPending}
          onClick={() => void run(action, danger)}
          data-testid={`sales-order-${action}`}
        >
          {t(`actions.${action}.button`)}
        </Button>
      ))}
    </Group>
  )
}
