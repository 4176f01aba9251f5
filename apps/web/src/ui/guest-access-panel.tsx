import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core'
import type { GuestLink, GuestLinkRecipientBody } from '@scm/contracts'
import { IconLinkOff, IconSend } from '@tabler/icons-react'
import type { UseMutationResult } from '@tanstack/react-query'
import { useState } from 'react'
import { useConfirm } from './confirm-dialog.tsx'
import { SendGuestRecipientModal } from './send-guest-recipient-modal.tsx'

export interface GuestAccessTexts {
  title: string
  // The live link's address and expiry, or that there is none.
  access: (link: GuestLink | null) => string
  send: string
  sendTitle: string
  sendText: string
  revoke: string
  revokeTitle: string
  revokeText: (link: GuestLink) => string
}

// Who outside the company can open one document (a project task, a booking): the live link's address
// and expiry. Its editors send it to a guest (a new link replaces the live one) and revoke it.
export function GuestAccessPanel({
  link,
  canEdit,
  texts,
  send,
  revoke,
  testId,
}: {
  link: GuestLink | null
  canEdit: boolean
  texts: GuestAccessTexts
  send: UseMutationResult<GuestLink, Error, GuestLinkRecipientBody>
  revoke: UseMutationResult<unknown, Error, string>
  testId: string
}) {
  const confirm = useConfirm()
  const [sending, setSending] = useState(false)
  const askRevoke = async (live: GuestLink) => {
    const ok = await confirm({
      title: texts.revokeTitle,
      message: texts.revokeText(live),
      confirmLabel: texts.revoke,
      danger: true,
    })
    if (ok) revoke.mutate(live.id)
  }
  return (
    <Stack gap="sm">
      <Title order={2} fz="h4">
        {texts.title}
      </Title>
      <Paper withBorder p="md" data-testid={testId}>
        <Group justify="space-between" wrap="wrap">
          <Text size="sm" c={link ? undefined : 'dimmed'}>
            {texts.access(link)}
          </Text>
          {canEdit && (
            <Group gap="sm">
              {link && (
                <Button
                  variant="subtle"
                  color="red"
                  leftSection={<IconLinkOff size={16} />}
                  onClick={() => void askRevoke(link)}
                  loading={revoke.isPending}
                >
                  {texts.revoke}
                </Button>
              )}
              <Button variant="light" leftSection={<IconSend size={16} />} onClick={() => setSending(true)}>
                {texts.send}
              </Button>
            </Group>
          )}
        </Group>
      </Paper>
      {canEdit && (
        <SendGuestRecipientModal
          opened={sending}
          title={texts.sendTitle}
          text={texts.sendText}
          send={send}
          onClose={() => setSending(false)}
        />
      )}
    </Stack>
  )
}
