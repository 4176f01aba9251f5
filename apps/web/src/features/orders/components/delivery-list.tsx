import { Button, Card, Group, Stack, Title } from '@mantine/core'
import type { OrderDelivery } from '@scm/contracts'
import { IconPlus } from '@tabler/icons-react'
import type { ReactNode } from 'react'
import { useFieldArray } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { OrderForm } from './order-form.ts'
import { emptyDelivery } from './order-values.ts'
import { RemoveButton } from './remove-button.tsx'

// The draft's deliveries, each in its own card with `content` inside, with add and remove (after a
// confirmation). The articles and the deliveries steps both show them.
export function DeliveryList({
  form,
  saved,
  content,
}: {
  form: OrderForm
  saved: Map<string, OrderDelivery>
  content: (index: number) => ReactNode
}) {
  const { t } = useTranslation('orders')
  const deliveries = useFieldArray({ control: form.control, name: 'deliveries', keyName: 'key' })
  const nameOf = (index: number) => {
    const id = form.getValues(`deliveries.${index}.id`)
    const code = id ? saved.get(id)?.code : undefined
    return code
      ? t('wizard.deliveryCode', { number: index + 1, code })
      : t('wizard.delivery', { number: index + 1 })
  }
  return (
    <Stack>
      {deliveries.fields.map((row, index) => (
        <Card key={row.key} withBorder padding="md" data-testid={`delivery-${index}`}>
          <Group justify="space-between" mb="sm">
            <Title order={2} fz="h4">
              {nameOf(index)}
            </Title>
            {deliveries.fields.length > 1 && (
              <RemoveButton
                name={nameOf(index)}
                onRemove={() => deliveries.remove(index)}
                testId={`remove-delivery-${index}`}
              />
            )}
          </Group>
          {content(index)}
        </Card>
      ))}
      <div>
        <Button
          variant="default"
          leftSection={<IconPlus size={16} />}
          onClick={() => deliveries.append(emptyDelivery(), { shouldFocus: false })}
          data-testid="add-delivery"
        >
          {t('wizard.addDelivery')}
        </Button>
      </div>
    </Stack>
  )
}
