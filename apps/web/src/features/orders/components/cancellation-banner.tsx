import { Alert, Button, Group, Text } from '@mantine/core'
import type { Order, OrderAction } from '@scm/contracts'
import { IconAlertTriangle } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'

// A cancellation asked for after sending waits for the other party (spec §4): the banner says who
// asked, and the other party approves or declines here.
export function CancellationBanner({ order, ask }: { order: Order; ask: (action: OrderAction) => void }) {
  const { t } = useTranslation('orders')
  const by = order.cancellation_requested_by
  if (!by) return null
  const answers = (['approve_cancellation', 'decline_cancellation'] as const).filter((action) =>
    order.allowed_actions.includes(action),
  )
  const mine = by === order.side
  return (
    <Alert
      color="orange"
      icon={<IconAlertTriangle aria-hidden />}
      title={t('cancellation.title')}
      data-testid="cancellation-banner"
    >
      <Text size="sm">{t(mine ? 'cancellation.byUs' : `cancellation.by.${by}`)}</Text>
      {answers.length > 0 && (
        <Group gap="sm" mt="sm">
          {answers.map((action) => (
            <Button
              key={action}
              size="xs"
              color={action === 'approve_cancellation' ? 'red' : undefined}
              variant={action === 'approve_cancellation' ? 'filled' : 'default'}
              onClick={() => ask(action)}
              data-testid={`order-action-${action}`}
            >
              {t(`actions.${action}.label`)}
            </Button>
          ))}
        </Group>
      )}
    </Alert>
  )
}
