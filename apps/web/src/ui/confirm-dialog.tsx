import { Button, Group, Modal, Text } from '@mantine/core'
import { createContext, type ReactNode, useCallback, useContext, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'

export interface ConfirmOptions {
  title?: string
  message?: ReactNode
  confirmLabel?: string
  danger?: boolean
}

const ConfirmContext = createContext<((options: ConfirmOptions) => Promise<boolean>) | null>(null)

// Spec §8: a confirmation before delete, publish, approve, reject, post, close, release … Every
// destructive action asks through this one dialog: `if (await confirm({...})) remove()`.
export function ConfirmProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation()
  const [options, setOptions] = useState<ConfirmOptions | null>(null)
  const resolver = useRef<(answer: boolean) => void>(() => {})
  const confirm = useCallback(
    (next: ConfirmOptions) =>
      new Promise<boolean>((resolve) => {
        resolver.current = resolve
        setOptions(next)
      }),
    [],
  )
  const answer = (value: boolean) => {
    resolver.current(value)
    setOptions(null)
  }
  return (
    <ConfirmContext.Provider value={confirm}>
      {children}
      <Modal
        opened={options !== null}
        onClose={() => answer(false)}
        title={options?.title ?? t('confirmDialog.title')}
        closeButtonProps={{ 'aria-label': t('close') }}
        centered
      >
        <Text data-testid="confirm-message">{options?.message ?? t('confirmDialog.deleteText')}</Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={() => answer(false)}>
            {t('cancel')}
          </Button>
          <Button
            color={options?.danger ? 'red' : undefined}
            onClick={() => answer(true)}
            data-testid="confirm-yes"
          >
            {options?.confirmLabel ?? t('confirm')}
          </Button>
        </Group>
      </Modal>
    </ConfirmContext.Provider>
  )
}

export function useConfirm() {
  const confirm = useContext(ConfirmContext)
  if (!confirm) throw new Error('useConfirm needs a ConfirmProvider')
  return confirm
}
