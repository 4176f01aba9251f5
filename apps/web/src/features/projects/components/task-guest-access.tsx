import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core'
import type { GuestLink, Task } from '@scm/contracts'
import { IconLinkOff, IconSend } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { formatDateTime } from '../../../lib/format/format.ts'
import { useConfirm } from '../../../ui/confirm-dialog.tsx'
import { SendGuestRecipientModal } from '../../../ui/send-guest-recipient-modal.tsx'
import { useRevokeTaskGuestLink, useSendTaskGuestLink } from '../api/task-mutations.ts'

// Who outside the company can open the task (spec §2.4 /guest/tasks/{id}): the live link's address and
// expiry. The plan's editors send the task to a guest (a new link replaces the live one) and revoke it.
export function TaskGuestAccess({
  task,
  link,
  canEdit,
}: {
  task: Task
  link: GuestLink | null
  canEdit: boolean
}) {
  const { t } = useTranslation('projects')
  const confirm = useConfirm()
  const [sending, setSending] = useState(false)
  const send = useSendTaskGuestLink(task.id)
  const revoke = useRevokeTaskGuestLink(task.id)
  const askRevoke = async (live: GuestLink) => {
    const ok = await confirm({
      title: t('tasks.guest.revokeTitle'),
      message: t('tasks.guest.revokeText', { email: live.recipient_email }),
      confirmLabel: t('tasks.guest.revoke'),
      danger: true,
    })
    if (ok) revoke.mutate(live.id)
  }
  return (
    <Stack gap="sm">
      <Title order={2} fz="h4">
        {t('tasks.guest.access')}
      </Title>
      <Paper withBorder p="md" data-testid="task-guest-access">
        <Group justify="space-between" wrap="wrap">
          <Text size="sm" c={link ? undefined : 'dimmed'}>
            {link
              ? t('tasks.guest.accessText', {
                  email: link.recipient_email,
                  date: formatDateTime(link.expires_at),
                })
              : t('tasks.guest.accessNone')}
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
                  {t('tasks.guest.revoke')}
                </Button>
              )}
              <Button variant="light" leftSection={<IconSend size={16} />} onClick={() => setSending(true)}>
                {t('tasks.guest.sendAction')}
              </Button>
            </Group>
          )}
        </Group>
      </Paper>
      {canEdit && (
        <SendGuestRecipientModal
          opened={sending}
          title={t('tasks.guest.sendTitle', { name: task.name })}
          text={t('tasks.guest.sendText')}
          send={send}
          onClose={() => setSending(false)}
        />
      )}
    </Stack>
  )
}
