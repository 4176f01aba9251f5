import { Alert, Button, List } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { describeField } from './history-labels.ts'

// Why an action was refused, field by field (a draft sent without a delivery's ETD, an article archived
// since it was saved), with the way to the wizard where the buyer fixes it.
export function ActionProblems({
  orderId,
  errors,
  editable,
  onClose,
}: {
  orderId: string
  errors: Record<string, string[]>
  editable: boolean
  onClose: () => void
}) {
  const { t } = useTranslation('orders')
  const entries = Object.entries(errors)
  if (entries.length === 0) return null
  // Request paths count rows from 0; people count them from 1, as the delivery codes do.
  const shown = (path: string) =>
    path.replace(/(deliveries|lines)\.(\d+)/g, (_, name, n) => `${name}.${Number(n) + 1}`)
  return (
    <Alert
      color="red"
      title={t('problems.title')}
      withCloseButton
      onClose={onClose}
      closeButtonLabel={t('app:close')}
      data-testid="action-problems"
    >
      <List size="sm">
        {entries.map(([path, messages]) => (
          <List.Item key={path}>{`${describeField(t, shown(path))}: ${messages[0]}`}</List.Item>
        ))}
      </List>
      {editable && (
        <Button
          component={Link}
          to={`/orders/${orderId}/update`}
          size="xs"
          mt="sm"
          variant="light"
          color="red"
        >
          {t('problems.edit')}
        </Button>
      )}
    </Alert>
  )
}
