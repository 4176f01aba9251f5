import { Button, Group, Modal, PasswordInput, Stack, Text, TextInput } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import type { OrderMilestone } from '@scm/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../../../../lib/api/api-error.ts'
import { presentError } from '../../../../lib/api/present-error.ts'
import { useSendMilestoneLink } from '../api/milestone-queries.ts'

// The buyer sends one milestone to someone outside the app (an inspector, an agent): the link goes to
// the address, the password the buyer gives them some other way (spec §5).
export function SendMilestoneLinkModal({
  orderId,
  milestone,
  onClose,
}: {
  orderId: string
  milestone: OrderMilestone | null
  onClose: () => void
}) {
  const { t } = useTranslation('orders')
  const send = useSendMilestoneLink(orderId)
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const errors = send.error instanceof ApiError ? send.error.fieldErrors : {}
  const submit = () =>
    milestone &&
    send.mutate(
      { milestoneId: milestone.id, body: { email, password } },
      {
        onSuccess: (link) => {
          notifications.show({
            color: 'green',
            message: t('milestones.guest.sent', { email: link.recipient_email }),
          })
          setEmail('')
          setPassword('')
          onClose()
        },
        onError: (error) => {
          if (!(error instanceof ApiError && error.status === 422)) presentError(error)
        },
      },
    )
  return (
    <Modal
      opened={milestone !== null}
      onClose={onClose}
      title={t('milestones.guest.title', { name: milestone?.name ?? '' })}
      closeButtonProps={{ 'aria-label': t('app:close') }}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault()
          submit()
        }}
      >
        <Stack>
          <Text size="sm">{t('milestones.guest.text')}</Text>
          <TextInput
            type="email"
            label={t('milestones.guest.email')}
            required
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
            error={errors.email?.[0]}
            data-autofocus
          />
          <PasswordInput
            label={t('milestones.guest.password')}
            description={t('milestones.guest.passwordHint')}
            required
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
            error={errors.password?.[0]}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('app:cancel')}
            </Button>
            <Button type="submit" loading={send.isPending} data-testid="milestone-link-send">
              {t('milestones.guest.send')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  )
}
