import { ActionIcon } from '@mantine/core'
import { IconTrash } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { useConfirm } from '../../../ui/confirm-dialog.tsx'

// Removing a supplier, colour or material from a style asks first; the removal is saved with the block.
export function RemoveRowButton({ name, onRemove }: { name: string; onRemove: () => void }) {
  const { t } = useTranslation('styles')
  const confirm = useConfirm()
  const ask = async () => {
    if (
      await confirm({
        title: t('detail.removeTitle'),
        message: t('detail.removeConfirm', { name }),
        confirmLabel: t('detail.remove'),
        danger: true,
      })
    )
      onRemove()
  }
  return (
    <ActionIcon
      variant="subtle"
      color="red"
      aria-label={t('detail.removeRow', { name })}
      onClick={() => void ask()}
    >
      <IconTrash size={16} />
    </ActionIcon>
  )
}
