import { Anchor, Card, Group, Stack, Title } from '@mantine/core'
import type { Order } from '@scm/contracts'
import { useTranslation } from 'react-i18next'
import { formatText } from '../../../lib/format/format.ts'
import { WizardSummary } from '../../../ui/wizard/wizard-summary.tsx'
import { DeliveryView } from './delivery-view.tsx'
import { orderHeaderItems } from './order-header-items.tsx'
import { orderSteps } from './order-values.ts'

// The wizard's last page: the draft as the server saved it (prices resolved, totals summed), each
// part with a link back to its step.
export function OrderSummary({ order, goTo }: { order: Order; goTo: (step: number) => void }) {
  const { t } = useTranslation('orders')
  const { main, internal } = orderHeaderItems(order, t)
  const sections = [
    {
      title: t('steps.header'),
      step: orderSteps.indexOf('header'),
      items: [
        ...main,
        ...internal,
        { label: t('fields.notes'), value: formatText(order.notes) },
        { label: t('fields.internalNotes'), value: formatText(order.internal_notes) },
      ],
    },
    {
      title: t('steps.terms'),
      step: orderSteps.indexOf('terms'),
      items: [{ label: t('fields.terms'), value: formatText(order.terms_and_conditions) }],
    },
  ]
  return (
    <Stack>
      <WizardSummary sections={sections} goTo={goTo} />
      <Card withBorder padding="md">
        <Group justify="space-between" mb="sm">
          <Title order={2} fz="h4">
            {t('steps.deliveries')}
          </Title>
          <Anchor component="button" type="button" onClick={() => goTo(orderSteps.indexOf('deliveries'))}>
            {t('app:wizard.change')}
          </Anchor>
        </Group>
        <Stack>
          {order.deliveries.map((delivery, index) => (
            <DeliveryView key={delivery.id} order={order} delivery={delivery} number={index + 1} />
          ))}
        </Stack>
      </Card>
    </Stack>
  )
}
