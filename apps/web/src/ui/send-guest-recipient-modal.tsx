import { Button, Group, Modal, PasswordInput, Stack, Text, TextInput } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import type { GuestLink, GuestLinkRecipientBody } from '@scm/contracts'
import type { UseMutationResult } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../lib/api/api-error.ts'
import { presentError } from '../lib/api/present-error.ts'

// One document sent to someone outside the app (a milestone, a project task): the link goes to the
// address, the password the sender gives them some other way (spec §5). `text` says in the document's
// words what the guest may do there.
export function SendGuestRecipientModal({
  opened,
  title,
  text,
  send,
  onClose,
}: {
  opened: boolean
  title: string
  text: string
  send: UseMutationResult<GuestLink, Error, GuestLinkRecipientBody>
  onClose: () => void
}) {
  const { t } = useTranslation('app')
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const errors = send.error instanceof ApiError ? send.error.fieldErrors : {}
  const submit = () =>
    send.mutate(
      { email, password },
      {
        onSuccess: (link) => {
          notifications.show({
            color: 'green',
            message: t('guestLink.recipient.sent', { email: link.recipient_email }),
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
    <Modal opened={opened} onClose={onClose} title={title} closeButtonProps={{ 'aria-label': t('close') }}>
      <form
        onSubmit={(event) => {
          event.preventDefault()
          submit()
        }}
      >
        <Stack>
          <Text size="sm">{text}</Text>
          <TextInput
            type="email"
            label={t('guestLink.recipient.email')}
            required
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
            error={errors.email?.[0]}
            data-autofocus
          />
          <PasswordInput
            label={t('guestLink.recipient.password')}
            description={t('guestLink.recipient.passwordHint')}
            required
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
            error={errors.password?.[0]}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('cancel')}
            </Button>
            <Button type="submit" loading={send.isPending} data-testid="guest-recipient-send">
              {t('guestLink.send.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  )
}
