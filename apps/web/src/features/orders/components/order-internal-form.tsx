import { Button, Card, Group, Stack } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import type { Order } from '@scm/contracts'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { ConflictAlert } from '../../../ui/form/conflict-alert.tsx'
import { handleSaveError } from '../../../ui/form/save-error.ts'
import { useSaveOrder } from '../api/order-mutations.ts'
import { orderQueries } from '../api/order-queries.ts'
import { useOrderForm } from './order-form.ts'
import { OrderInternalFields } from './order-internal-fields.tsx'

// /orders/:id/update once the order has been sent: the promise to the supplier is fixed (changes go
// through deviation reports), so only the buyer's internal fields are offered. The whole order is
// saved as it stands with them.
export function OrderInternalForm({ order }: { order: Order }) {
  const { t } = useTranslation('orders')
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const save = useSaveOrder()
  const form = useOrderForm(order)
  const [conflict, setConflict] = useState(false)
  const submit = form.handleSubmit(async (body) => {
    try {
      await save.mutateAsync({ id: order.id, body })
    } catch (error) {
      handleSaveError(error, form.applyServerErrors, () => {
        setConflict(true)
        void queryClient.invalidateQueries({ queryKey: orderQueries.detail(order.id).queryKey })
      })
      return
    }
    notifications.show({ color: 'green', message: t('internalForm.saved', { number: order.number }) })
    void navigate(`/orders/${order.id}`)
  })
  return (
    <Stack>
      <ConflictAlert show={conflict} />
      <Card withBorder padding="lg" maw={960}>
        <form onSubmit={submit} noValidate data-testid="order-internal-form">
          <Stack>
            <OrderInternalFields form={form} />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => navigate(`/orders/${order.id}`)}>
                {t('app:cancel')}
              </Button>
              <Button type="submit" loading={save.isPending}>
                {t('app:save')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Card>
    </Stack>
  )
}
