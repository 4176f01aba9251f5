import { Button, Group, Modal, PasswordInput, Stack, Text } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import type { GuestLink } from '@scm/contracts'
import type { UseMutationResult } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../lib/api/api-error.ts'

// A new guest link for a document, optionally with a password (spec §5): the issuer's side of any
// guest link kind. `send` takes the password (null for none) and e-mails the link; the new link
// replaces the live one, which the text says in the document's words.
export function SendGuestLinkDialog({
  title,
  text,
  send,
  onClose,
}: {
  title: string
  text: string
  send: UseMutationResult<GuestLink, Error, string | null>
  onClose: () => void
}) {
  const { t } = useTranslation('app')
  const [password, setPassword] = useState('')
  const [error, setError] = useState<string | null>(null)
  const submit = () =>
    send.mutate(password || null, {
      onSuccess: (link) => {
        notifications.show({
          color: 'green',
          message: t('guestLink.send.sent', { email: link.recipient_email }),
        })
        onClose()
      },
      onError: (failure) =>
        setError(failure instanceof ApiError ? (failure.fieldErrors.password?.[0] ?? failure.message) : null),
    })
  return (
    <Modal opened onClose={onClose} title={title} centered closeButtonProps={{ 'aria-label': t('close') }}>
      <Stack>
        <Text size="sm">{text}</Text>
        <PasswordInput
          label={t('guestLink.send.password')}
          description={t('guestLink.send.passwordHint')}
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          error={error}
          data-testid="guest-link-password"
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button onClick={submit} loading={send.isPending} data-testid="guest-link-send">
            {t('guestLink.send.submit')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  )
}
