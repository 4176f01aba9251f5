import { Stack, Text } from '@mantine/core'
import type { Order } from '@scm/contracts'
import { useMemo } from 'react'
import { useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { DeliveryList } from './delivery-list.tsx'
import type { OrderForm } from './order-form.ts'
import { OrderLineRows } from './order-line-rows.tsx'

// Spec §2.10 articles: what is ordered, delivery by delivery. Only active articles are offered; an
// article archived meanwhile is refused by the server on its line.
export function OrderArticlesStep({
  form,
  saved,
  checked,
}: {
  form: OrderForm
  saved: Order | null
  checked: boolean
}) {
  const { t } = useTranslation('orders')
  const currency = useWatch({ control: form.control, name: 'currency' })
  const deliveries = useMemo(() => new Map(saved?.deliveries.map((d) => [d.id, d]) ?? []), [saved])
  const lines = useMemo(
    () => new Map(saved?.deliveries.flatMap((d) => d.lines.map((line) => [line.id, line] as const)) ?? []),
    [saved],
  )
  return (
    <Stack>
      <Text c="dimmed" size="sm">
        {t('wizard.articlesHint')}
      </Text>
      <DeliveryList
        form={form}
        saved={deliveries}
        content={(index) => (
          <OrderLineRows form={form} delivery={index} saved={lines} currency={currency} checked={checked} />
        )}
      />
      {form.errorOf('deliveries') && (
        <Text c="red" size="sm">
          {form.errorOf('deliveries')}
        </Text>
      )}
    </Stack>
  )
}
