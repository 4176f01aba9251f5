import { ActionIcon } from '@mantine/core'
import { IconTrash } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { useConfirm } from '../../../ui/confirm-dialog.tsx'

// Removing a delivery or a line from the draft asks first; the removal is saved with the next step.
export function RemoveButton({
  name,
  onRemove,
  ask = true,
  testId,
}: {
  name: string
  onRemove: () => void
  ask?: boolean
  testId?: string
}) {
  const { t } = useTranslation('orders')
  const confirm = useConfirm()
  const remove = async () => {
    if (
      !ask ||
      (await confirm({
        title: t('wizard.removeTitle'),
        message: t('wizard.removeConfirm', { name }),
        confirmLabel: t('wizard.remove'),
        danger: true,
      }))
    )
      onRemove()
  }
  return (
    <ActionIcon
      variant="subtle"
      color="red"
      aria-label={t('wizard.removeNamed', { name })}
      onClick={() => void remove()}
      data-testid={testId}
    >
      <IconTrash size={16} />
    </ActionIcon>
  )
}
