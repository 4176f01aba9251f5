import { Button, Group, Modal, Text } from '@mantine/core'
import { type ReactNode, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'

export interface ConfirmOptions {
  title?: string
  message?: ReactNode
  confirmLabel?: string
  danger?: boolean
}

// The dialog of ConfirmProvider, loaded with the first confirmation. It mounts closed and opens on the
// next render, so even the first one opens with the dialog's transition.
export function ConfirmModal({
  options,
  onAnswer,
}: {
  options: ConfirmOptions | null
  onAnswer: (answer: boolean) => void
}) {
  const { t } = useTranslation()
  const [mounted, setMounted] = useState(false)
  useEffect(() => setMounted(true), [])
  return (
    <Modal
      opened={mounted && options !== null}
      onClose={() => onAnswer(false)}
      title={options?.title ?? t('confirmDialog.title')}
      closeButtonProps={{ 'aria-label': t('close') }}
      centered
    >
      <Text data-testid="confirm-message">{options?.message ?? t('confirmDialog.deleteText')}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={() => onAnswer(false)}>
          {t('cancel')}
        </Button>
        <Button
          color={options?.danger ? 'red' : undefined}
          onClick={() => onAnswer(true)}
          data-testid="confirm-yes"
        >
          {options?.confirmLabel ?? t('confirm')}
        </Button>
      </Group>
    </Modal>
  )
}
