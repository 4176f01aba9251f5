import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core'
import type { OrderAction } from '@scm/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

// Actions whose reason the other party reads (spec §4: rejected, declined, returned, cancelled).
export const actionsWithReason: readonly OrderAction[] = [
  'reject',
  'decline_authorization',
  'decline_cancellation',
  'return_to_draft',
  'cancel',
  'request_cancellation',
]
export const dangerousActions: readonly OrderAction[] = [
  'reject',
  'decline_authorization',
  'decline_cancellation',
  'cancel',
  'request_cancellation',
  'approve_cancellation',
]

interface DialogProps {
  action: OrderAction | null
  number: string
  pending: boolean
  onConfirm: (reason: string | null) => void
  onClose: () => void
}

function ActionForm({ action, number, pending, onConfirm, onClose }: DialogProps & { action: OrderAction }) {
  const { t } = useTranslation('orders')
  const [reason, setReason] = useState('')
  return (
    <Stack>
      <Text data-testid="confirm-message">{t(`actions.${action}.message`, { number })}</Text>
      {actionsWithReason.includes(action) && (
        <Textarea
          label={t('actions.reason')}
          description={t('actions.reasonHint')}
          autosize
          minRows={3}
          maxLength={1000}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
          data-autofocus
        />
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {t('app:cancel')}
        </Button>
        <Button
          color={dangerousActions.includes(action) ? 'red' : undefined}
          loading={pending}
          onClick={() => onConfirm(reason.trim() || null)}
          data-testid="confirm-yes"
        >
          {t(`actions.${action}.label`)}
        </Button>
      </Group>
    </Stack>
  )
}

// The confirmation every order action asks for, with a reason where the action takes one.
export function OrderActionDialog(props: DialogProps) {
  const { t } = useTranslation('orders')
  return (
    <Modal
      opened={props.action !== null}
      onClose={props.onClose}
      title={props.action ? t(`actions.${props.action}.title`) : ''}
      closeButtonProps={{ 'aria-label': t('app:close') }}
      centered
    >
      {props.action && <ActionForm key={props.action} {...props} action={props.action} />}
    </Modal>
  )
}
