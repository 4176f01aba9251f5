import { Button, Group, Modal, PasswordInput, Stack, Text } from '@mantine/core'
import type { Quotation } from '@scm/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../../../lib/api/api-error.ts'

// Sending asks once more, and lets the buyer put a password on the links mailed to its external
// suppliers (spec §5: guest access may need login details). A refused password stays here; any other
// refusal is the wizard's to show on its fields.
export function SendQuotationModal({
  quotation,
  sending,
  onSend,
  onClose,
}: {
  quotation: Quotation
  sending: boolean
  onSend: (password: string | null) => Promise<unknown>
  onClose: () => void
}) {
  const { t } = useTranslation('quotations')
  const [password, setPassword] = useState('')
  const [error, setError] = useState<string | null>(null)
  const external = quotation.suppliers.some((supplier) => supplier.supplier_id === null)
  const submit = async () => {
    setError(null)
    try {
      await onSend(password || null)
    } catch (failure) {
      if (failure instanceof ApiError) setError(failure.fieldErrors.guest_password?.[0] ?? null)
    }
  }
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('wizard.sendTitle')}
      centered
      closeButtonProps={{ 'aria-label': t('app:close') }}
    >
      <Stack>
        <Text size="sm">
          {t('wizard.sendMessage', { number: quotation.number, count: quotation.suppliers.length })}
        </Text>
        {external && (
          <PasswordInput
            label={t('wizard.sendPassword')}
            description={t('wizard.sendPasswordHint')}
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
            error={error}
          />
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('app:cancel')}
          </Button>
          <Button onClick={() => void submit()} loading={sending} data-testid="confirm-yes">
            {t('wizard.send')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  )
}
